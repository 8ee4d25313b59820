// kernels dependence analysis: a routine's atomic updates through a pointer argument order the
// iterations no more than the same atomic written in the loop (2.12): the loop is gang, vector.
// A pointer argument the routine only reads through (or updates atomically) stands for uses of
// its array at unknown places: a loop that also writes that array keeps its dependence; one the
// routine writes without atomic, or whose body is elsewhere, stays sequential.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine seq
static void tally(int *bins, int b) {
#pragma acc atomic update
  bins[b] += 1;
}
#pragma acc routine seq
static int total(int *bins, int nb) {
  int s = 0;
  for (int b = 0; b < nb; b++)
    s += bins[b];
  return s;
}
#pragma acc routine seq
static void add(int *bins, int b) { bins[b] += 1; }
// (A parameter handed on to another routine reaches the caller's argument still; when that routine
// is also handed another pointer, what it reaches through its parameter is unknown.)
#pragma acc routine seq
static int twice_total(int *bins, int nb) { return 2 * total(bins, nb); }
#pragma acc routine seq
static int mixed_total(int *bins, int nb) {
  int other[4] = {1, 2, 3, 4};
  return total(other, 4) + total(bins, nb);
}

void histogram(int n, const int *restrict key, int *restrict hist, int *restrict out) {
#pragma acc kernels copyin(key[0:n]) copy(hist[0:50], out[0:n])
  {
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      tally(hist, key[i]);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      out[i] = total(hist, 50);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      out[i] = twice_total(hist, 50);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: the call of 'mixed_total' writes memory through a pointer, a reference or an object, which other iterations may use)
    for (int i = 0; i < n; i++)
      out[i] = mixed_total(hist, 25);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: 'hist[i]' is written and 'hist' is used, which other iterations may write)
    for (int i = 0; i < 50; i++)
      hist[i] = total(hist, 50);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: the call of 'add' passes 'hist', which it may write)
    for (int i = 0; i < n; i++)
      add(hist, key[i]);
  }
}

// kernels dependence analysis: a call of a function that writes a global (itself or through the
// functions it calls), or of a function whose body is in another file, keeps the loop sequential;
// a pointer may point into a global array; a local array is out of reach of a pointer parameter.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#define N 1000
double g[N + 1];
int hits;
#pragma acc declare create(g, hits)
#pragma acc routine seq
void external_step(int i);

#pragma acc routine seq
static void bump(void) { hits++; }
#pragma acc routine seq
static void push(int i) {
  g[i + 1] = g[i] + 1.0;
}
#pragma acc routine seq
static void count(int i) {
  if (i > 0)
    bump();
}
#pragma acc routine seq
static double twice(double x) { return 2.0 * x; }

void calls(double *restrict out) {
#pragma acc kernels copyout(out[0:N])
  {
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: the call of 'push' writes 'g', which other iterations may use)
    for (int i = 0; i < N; i++)
      push(i);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: the call of 'count' writes 'hits', which other iterations may use)
    for (int i = 0; i < N; i++)
      count(i);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: it calls 'external_step', whose body is in another file and may write global data (mark the loop independent if it does not))
    for (int i = 0; i < N; i++)
      external_step(i);
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < N; i++)
      out[i] = twice(g[i]);
  }
}

void aliasing(double *p, int n) {
  double local[N];
#pragma acc kernels copy(p[0:N + 1]) create(local)
  {
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as seq (not parallel: 'p' and 'g' may point to the same memory (declare 'p' restrict or mark the loop independent))
    for (int i = 0; i < N; i++)
      p[i + 1] = g[i] + 1.0;
    // CHECK: [[@LINE+1]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < N; i++)
      p[i] = local[i];
  }
}

// firstprivate(l) of a lambda that captured pointers copies the closure with host addresses
// (a compile-time warning says so), while the same lambda used in the region without the clause
// (implicitly firstprivate per 2.6.2) has its captured pointers translated, and firstprivate of a
// class with pointer members is translated too (known-bugs: fixed 2026-11-28).  Adding the clause
// that the implicit rule already implies should not change the results.  In a parallel_for
// wrapper (`F fc = f; #pragma acc parallel loop firstprivate(fc)`, YAKL/Kokkos style) this gives
// wrong results on the emulated device (and a fault on a GPU) although the data is present.
// Expected: b[1] == 4 after both loops, on every target; no need for the warning.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 firstprivate_lambda_captured_pointers_not_translated.cpp -o fl
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./fl   -> FAIL (b[1]=2)
//           ACC_DEVICE_TYPE=multicore ./fl                       -> PASS
#include <cstdio>
int main() {
  const int n = 16;
  double a[n], b[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  #pragma acc enter data copyin(a[0:n], b[0:n])
  double *pa = a, *pb = b;
  auto l = [=](int i) { pb[i] += pa[i] + 1; };
  #pragma acc parallel loop firstprivate(l)
  for (int i = 0; i < n; i++) l(i);          // b[1] = 2   <- not done on the device
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) l(i);          // b[1] = 4
  #pragma acc exit data copyout(b[0:n]) delete(a[0:n])
  printf("b[1]=%g (expect 4)\n", b[1]);
  int bad = b[1] != 4.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

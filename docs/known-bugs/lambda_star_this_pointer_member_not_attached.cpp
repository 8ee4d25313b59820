// A lambda capturing the object by value ([=, *this], the form Acorn's own error message suggests for
// [=]/[this]) is made on the host and called in a region. Acorn reports "implicit ATTACH of the pointer
// fields of 'f'", but the copied object's pointer member `data` keeps its HOST address in the region.
// Expected: PASS (the region writes the device copy of data[0:n], update self brings it back).
// Actual: acorn++ -O2 this.cpp -o t && ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
//   -> "data[1]=0 ... FAIL" (the writes go to host memory; update self overwrites them). A GPU would fault.
//   Host and multicore runs PASS.
#include <cstdio>
template <class F> void parallel_for(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
struct Grid {
  int n; double *data;
  void init() { parallel_for(n, [=, *this](int i) { data[i] = 3.0 * i; }); }
};
int main() {
  Grid g{100, new double[100]};
  for (int i = 0; i < g.n; i++) g.data[i] = 0;
  #pragma acc enter data copyin(g.data[0:g.n])
  g.init();
  #pragma acc exit data copyout(g.data[0:g.n])
  int bad = 0;
  for (int i = 0; i < g.n; i++) if (g.data[i] != 3.0 * i) { if (bad++ < 3) std::printf("data[%d]=%g\n", i, g.data[i]); }
  std::printf(bad ? "FAIL\n" : "PASS\n"); return bad != 0;
}

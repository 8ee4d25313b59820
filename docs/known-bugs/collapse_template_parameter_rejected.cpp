// collapse(D) with D a template parameter is rejected: "a collapse count that depends on a
// template parameter is not supported by Acorn yet".  The count is a constant positive integer
// expression after instantiation (2.9.1), tile(TX, TY), num_gangs(G) and vector_length(VL) from
// template parameters are accepted, and mdspan/Kokkos-like rank-generic kernels write collapse(D).
// GCC 12 rejects it too ("collapse argument needs positive constant integer expression"): low priority.
// Expected: compiles; prints PASS on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 collapse_template_parameter_rejected.cpp -o ct   -> error
//           (then ACC_DEVICE_TYPE=host ./ct, ACC_DEVICE_TYPE=multicore ./ct)
#include <cstdio>
template <int D>
long count3(int n) {
  long c = 0;
  #pragma acc parallel loop collapse(D) reduction(+:c)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) c += (i + j + k) % 3 == 0;
  return c;
}
int main() {
  long r = 0;
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) for (int k = 0; k < 20; k++) r += (i + j + k) % 3 == 0;
  int bad = count3<3>(20) != r || count3<2>(20) != r || count3<1>(20) != r;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

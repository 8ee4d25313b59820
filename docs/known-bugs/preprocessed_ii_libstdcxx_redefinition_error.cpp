// Should: `acorn++ -E t.cpp -o t.ii && acorn++ t.ii -o t && ./t` prints PASS (clang++ -E then
// clang++ t.ii works; two-step builds through .ii files: ccache, distcc, -save-temps style rules).
// Does: compiling the .ii fails in libstdc++ headers:
//   .../c++/12/bits/c++config.h:309:15: error: redefinition of '__terminate'
//   .../c++/12/bits/c++config.h:516:3: error: redefinition of '__is_constant_evaluated'
//   .../c++/12/bits/cpp_type_traits.h:73:10: error: redefinition of '__true_type'
// (also with -x c++-cpp-output -c). Any libstdc++ header does it (<cstdio> or <cstddef> alone too)
// once the file has an OpenACC construct; the same .ii with no construct compiles.
#include <vector>
#include <cstdio>
int main() {
  std::vector<double> v(10, 1.0);
  double *p = v.data(), s = 0;
#pragma acc parallel loop reduction(+:s) copyin(p[0:10])
  for (int i = 0; i < 10; i++) s += p[i];
  std::printf("%s\n", s == 10 ? "PASS" : "FAIL");
  return s != 10;
}

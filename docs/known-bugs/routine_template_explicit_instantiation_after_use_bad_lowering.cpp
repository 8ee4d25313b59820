// A `routine seq` function template used in a region and explicitly instantiated later in the
// file (`template double sqr<double>(double);` at the end, as a .cpp that instantiates what it
// exports does) is lowered wrongly: Acorn writes its ACORN_HD mark into the template's own line
// as `template ACORN_HD <typename T> ACORN_HD T sqr(T x)` and Clang stops with "error: expected
// unqualified-id" on generated code. With the instantiation before the use it compiles.
// Expected: compiles, prints PASS. Targets: compile error (default build).
// Commands: acorn++ -O2 routine_template_explicit_instantiation_after_use_bad_lowering.cpp -o t && ./t
//           (g++-12 -fopenacc the same file: PASS)
#include <cstdio>
#pragma acc routine seq
template <typename T> T sqr(T x) { return x * x; }
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; i++) s += sqr(double(i));
  std::printf("%s\n", s == 285.0 ? "PASS" : "FAIL");
  return s != 285.0;
}
template double sqr<double>(double);

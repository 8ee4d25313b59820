// A `routine seq` function template with an explicit instantiation declaration (`extern template
// double sqr<double>(double);`, as a library header writes to instantiate once in its .cpp) and
// the explicit instantiation definition (`template double sqr<double>(double);`) fails to compile
// in the GPU pass: "error: explicit instantiation of 'sqr' does not refer to a function template
// ... note: candidate template ignored: target attributes do not match" (the note shows Acorn's
// `ACORN_HD` on the template). Without the `extern template` line it compiles; GCC compiles it.
// Multi-file form: the header holds the template and the `extern template`, the library's .cpp
// includes it and holds `template double sqr<double>(double);` -> the library does not compile.
// Expected: compiles, prints PASS. Targets: compile error (default build, GPU pass).
// Commands: acorn++ -O2 routine_template_explicit_instantiation_after_extern_rejected.cpp -o t && ./t
//           (g++-12 -fopenacc the same file: PASS)
#include <cstdio>
#pragma acc routine seq
template <typename T> T sqr(T x) { return x * x; }
extern template double sqr<double>(double);   // in the library header
template double sqr<double>(double);          // in the library .cpp
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; i++) s += sqr(double(i));
  std::printf("%s\n", s == 285.0 ? "PASS" : "FAIL");
  return s != 285.0;
}

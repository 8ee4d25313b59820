// Finding 06 (INVALID_CODE): a directive that comes from a macro, inside a compute region. At the
// top level such a directive gets the expected "an OpenACC directive written with _Pragma or
// inside a macro is not supported by Acorn yet"; inside a region it is lowered, and the rewrite of
// the macro expansion breaks the lowered code:
//   $ acorncc -c -acc=host 06-macro-directive-inside-region.c
//   06-macro-directive-inside-region.c:18:7: error: expected ')'
//   06-macro-directive-inside-region.c:19:2: error: extraneous closing brace ('}')
// With a reduction in the macro: "use of undeclared identifier '__acorn_red2_0'" (c).
// Fuzz signatures: "use of undeclared identifier '__acorn_redN_N'" (c), "use of undeclared
// identifier '__acorn_c'" (c++).
#define ACC_VECTOR _Pragma("acc loop vector")
void zero(int n, int m, float *a) {
#pragma acc parallel loop gang copy(a[0:n*m])
  for (int i = 0; i < n; ++i) {
    ACC_VECTOR
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
  }
}

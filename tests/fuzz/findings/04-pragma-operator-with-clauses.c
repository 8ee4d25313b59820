// Finding 04 (INVALID_CODE): a directive written with the _Pragma operator (not through a macro)
// whose clauses have arguments. Clang accepts it. Acorn lowers it, taking the text of every clause
// argument from the spelling of the _Pragma(...) call instead of the clause, so the lowered code
// reads `(void *)&(_Pragma("acc parallel loop copy(a[0:n])"))`, `sizeof(_Pragma(...))`, ...:
//   $ acorncc -c -acc=host 04-pragma-operator-with-clauses.c
//   04-pragma-operator-with-clauses.c:12:187: error: expected expression   (x N)
// Without clause arguments (`_Pragma("acc parallel loop")`) it builds; through a macro
// (`#define P _Pragma("acc ...")`) it is the expected error "an OpenACC directive written with
// _Pragma or inside a macro is not supported by Acorn yet" -- which is what this should say too.
// Fuzz signature: "expected expression" (c, c++).
void zero(int n, double *a) {
  _Pragma("acc parallel loop copy(a[0:n])")
  for (int i = 0; i < n; i++)
    a[i] = 0;
}

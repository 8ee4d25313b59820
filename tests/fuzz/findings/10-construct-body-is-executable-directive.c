// Finding 10 (INVALID_CODE): a structured construct (here `data`) whose statement is a stand-alone
// directive (`update`, `wait`, ...). Clang accepts it; the lowered code loses a closing brace:
//   $ acorncc -c -acc=host 10-construct-body-is-executable-directive.c
//   10-construct-body-is-executable-directive.c:11:2: error: expected '}'
// Same with `#pragma acc wait` as the statement, and in C++.
// Fuzz signature: "expected 'Q'" (c).
void refresh(int n, double *a) {
#pragma acc data copy(a[0:n])
#pragma acc update self(a[0:n])
  n++;
}

// Finding 07 (INVALID_CODE): the same variable in two private clauses (or twice in one:
// `private(t, t)`). Clang accepts it; Acorn declares the private copy twice:
//   $ acorncc -c -acc=host 07-private-listed-twice.c
//   07-private-listed-twice.c:10:579: error: redefinition of 't'
// Expected: the duplicate ignored, or an error at the clause.
// Fuzz signature: "redefinition of 'vN'" (c).
double sumsq(int n, const double *a) {
  double e = 0.0, t;
#pragma acc parallel loop private(t) private(t) reduction(+:e) copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    t = a[i] * a[i];
    e += t;
  }
  return e;
}

// Finding 19 (IGNORED): a `declare` directive inside a compute region builds and is silently
// ignored (it is copied into the lowered code as a plain pragma). At function or file scope the same
// directive gets "the 'declare' directive is not supported by Acorn yet"; other directives inside
// a region get "this directive inside a compute region is not supported by Acorn yet".
//   $ acorncc -c -acc=host 19-declare-inside-region-ignored.c    # exit 0, no message
// Fuzz class IGNORED: "built although it uses the 'declare' directive" (c, jacobi.c seed).
void scale(int n, int m, double *a) {
  int k = 2;
#pragma acc parallel loop copy(a[0:n*m])
  for (int i = 0; i < n; i++) {
#pragma acc declare device_resident(k)
#pragma acc loop vector
    for (int j = 0; j < m; j++)
      a[i * m + j] *= k;
  }
}

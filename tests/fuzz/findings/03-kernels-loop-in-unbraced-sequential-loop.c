// Finding 03 (INVALID_CODE): in a `kernels` region, a top-level sequential loop whose unbraced body
// is a `loop` construct. Clang accepts it; the lowered code is cut in the middle of an identifier:
//   $ acorncc -c -acc=host 03-kernels-loop-in-unbraced-sequential-loop.c
//   03-kernels-loop-in-unbraced-sequential-loop.c:13:349: error: use of undeclared identifier '__ac'
//   03-kernels-loop-in-unbraced-sequential-loop.c:17:1: error: expected '}'
// As C++ the same cut ('__ac', 'orn_lb0_0'); without the braces around the kernels body the C++
// errors are "expected statement" and "use of undeclared identifier 'k'". With `parallel` instead
// of `kernels` it builds: the kernels launch split (one launch per top-level loop nest) is what
// overlaps with the inner loop's rewrite.
// Fuzz signature: "expected statement" (c++).
void fill(int n, int m, float *a) {
#pragma acc kernels copy(a[0:m])
  {
    for (int k = 0; k < n; ++k)
#pragma acc loop independent
      for (int i = 0; i < m; ++i)
        a[i] += k;
  }
}

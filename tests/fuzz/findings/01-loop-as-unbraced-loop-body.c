// Finding 01 (INVALID_CODE): a `loop` directive that is the direct, unbraced body of a partitioned
// loop -- the common `parallel loop gang` / `loop vector` idiom written without braces.
// Clang accepts it. Acorn lowers it, but the outer loop's closing text is inserted in the middle of
// the inner loop's rewritten header, so the lowered code does not compile; its errors point into
// the user's file through #line:
//   $ acorncc -c -acc=host 01-loop-as-unbraced-loop-body.c
//   01-loop-as-unbraced-loop-body.c:19:9: error: use of undeclared identifier 'i'
// In C++ (the same text in a .cpp file) the launch lambda is cut in two:
//   01-loop-as-unbraced-loop-body.cpp:17:349: error: use of undeclared identifier '__acorn_'
//   01-loop-as-unbraced-loop-body.cpp:17:392: error: variable '__acorn_m' cannot be implicitly captured in a lambda with no capture-default specified
// The same code with braces around the inner loop builds. Also seen in a `parallel` region with
// `loop gang` + unbraced `loop vector`.
// Fuzz signatures: "use of undeclared identifier 'i'" (c), "use of undeclared identifier '__acorn_'" (c++).
void zero(int n, int m, float *a) {
#pragma acc parallel loop gang copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
#pragma acc loop vector
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
}

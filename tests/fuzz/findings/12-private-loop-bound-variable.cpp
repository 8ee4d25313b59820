// Finding 12 (INVALID_CODE): private(n) on a loop whose bound is n, where n is not otherwise used in
// the region. n is not captured into the launch but the lowered loop header still reads it:
//   $ acorn++ -c -acc=host 12-private-loop-bound-variable.cpp
//   ...:10:48: error: variable 'n' cannot be implicitly captured in a lambda with no capture-default specified
// As C: "use of undeclared identifier 'n'". The same on a combined construct,
// `parallel loop copy(x[0:n]) private(n)` over `for (i = 0; i < n; i++)`, and with collapse (the
// bound of an inner collapsed loop). private(n) on a loop that does not use n builds.
// Fuzz signature: "variable 'n' cannot be implicitly captured in a lambda ..." (c++).
void fill(int m, int n, double *y) {
#pragma acc parallel loop copyout(y[0:m])
  for (int i = 0; i < m; ++i) {
#pragma acc loop private(n)
    for (int j = 0; j < n; ++j)
      y[i] = j;
  }
}

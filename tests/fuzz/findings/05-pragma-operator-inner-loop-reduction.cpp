// Finding 05 (INVALID_CODE): a `loop` directive with a reduction, written with _Pragma inside a
// compute region. Same cause as finding 04 (clause text taken from the _Pragma spelling), seen
// through the reduction lowering:
//   $ acorn++ -c -acc=host 05-pragma-operator-inner-loop-reduction.cpp
//   ...:12:64: error: expected expression
//   ...:12:132: error: use of undeclared identifier '__acorn_red0_0_t'; did you mean '__acorn_red0_0'?
// Fuzz signature: "use of undeclared identifier '__acorn_redN_N_t'; did you mean '__acorn_redN_N'?" (c++).
double sum(int n, const double *x) {
  double s = 0;
#pragma acc parallel copyin(x[0:n]) copy(s)
  {
    _Pragma("acc loop reduction(+:s)")
    for (int i = 0; i < n; ++i)
      s += x[i];
  }
  return s;
}

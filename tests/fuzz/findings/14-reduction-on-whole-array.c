// Finding 14 (INVALID_CODE): a reduction on a whole C array. Clang accepts it; the reduction is
// instantiated for the decayed pointer and fails in Acorn's header:
//   $ acorncc -c -acc=host 14-reduction-on-whole-array.c
//   /work/acorn-snapshot/include/acorn/kernel.hpp:79:69: error: invalid operands to binary expression ('double *' and 'double *')
// (no error in the user's file at all). Expected: "... is not supported by Acorn yet" at the clause.
// Found while probing the fuzzer's clause generators (reduction operands).
void bins(int n, const double *a) {
  double b[4] = {0};
#pragma acc parallel loop reduction(+:b) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    b[i % 4] += a[i];
}

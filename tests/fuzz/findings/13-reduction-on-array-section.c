// Finding 13 (INVALID_CODE): a reduction on an array section (OpenACC 3.3 allows arrays and
// sections as reduction variables). Clang accepts it; Acorn uses the section text as a variable:
//   $ acorncc -c -acc=host 13-reduction-on-array-section.c
//   13-reduction-on-array-section.c:10:31: error: expected ']'
//   13-reduction-on-array-section.c:10:102: error: use of undeclared identifier '__acorn_red0_0_t'; did you mean '__acorn_red0_0'?
// Expected: "... is not supported by Acorn yet" at the clause, until array reductions are built.
// Found while probing the fuzzer's clause generators (reduction operands).
void bins(int n, double *a) {
#pragma acc parallel loop reduction(+:a[0:4])
  for (int i = 0; i < n; i++)
    a[i % 4] += 1;
}

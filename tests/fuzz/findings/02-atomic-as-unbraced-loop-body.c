// Finding 02 (INVALID_CODE): an `atomic` construct that is the direct, unbraced body of a
// partitioned loop. Clang accepts it; the lowered code does not compile:
//   $ acorncc -c -acc=host 02-atomic-as-unbraced-loop-body.c
//   02-atomic-as-unbraced-loop-body.c:15:13: error: use of undeclared identifier 'i'
// As C++: "expected expression", "variable '__acorn_m' cannot be implicitly captured in a lambda
// with no capture-default specified", "use of undeclared identifier 'i'".
// Probably the same overlapping rewrite as finding 01. The atomic as the unbraced body of a
// sequential loop or of an `if` inside the region builds.
// Fuzz signatures: "use of undeclared identifier 'i'" / "'j'" (c, c++), "variable '__acorn_m' cannot
// be implicitly captured ..." (c++).
void count(int n, int *c) {
#pragma acc parallel loop copy(c[0:1])
  for (int i = 0; i < n; i++)
#pragma acc atomic update
    c[0] += i;
}

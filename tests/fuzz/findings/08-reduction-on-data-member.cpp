// Finding 08 (INVALID_CODE): a reduction on a data member inside a member function. Clang accepts
// it; the launch lambda does not capture `this`:
//   $ acorn++ -c -acc=host 08-reduction-on-data-member.cpp
//   ...:13:30: error: 'this' cannot be implicitly captured in this context
//   .../include/acorn/kernel.hpp:237:3: error: no matching function for call to object of type '(lambda at ...)'
// copy(total) on the same loop builds. Expected: it builds, or the existing "using 'this' inside a
// compute region ... is not supported by Acorn yet" error at the clause.
// Fuzz signature: "kernel.hpp: no matching function for call to object of type 'Q'" (c++).
struct Counter {
  int total;
  void add(int n, const int *v) {
#pragma acc parallel loop reduction(+:total) copyin(v[0:n])
    for (int i = 0; i < n; ++i)
      total += v[i];
  }
};

// Should: compile and print PASS (a function parameter pack of pointers used inside a
// compute region; the data is made present by the caller's data region, the pointers are
// implicitly firstprivate/attached like any other pointer parameter).
// Does: rejected with "error: a function parameter pack ('ps') in a region other than as
// firstprivate scalars ... is not supported by Acorn yet"
//   /work/hunt/acorn/bin/acorn++ -O2 pointer_param_pack_in_region_rejected.cpp
// (An explicit, clearly-worded limitation rather than a crash; scalar packs work.)
#include <cstdio>
template <typename... P>
void add_index(int n, P*... ps) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) { ((ps[i] += (P)i), ...); }
}
int main() {
  const int n = 100; double a[n]; int c[n];
  for (int i = 0; i < n; i++) { a[i] = 1; c[i] = 3; }
  #pragma acc data copy(a, c)
  { add_index(n, &a[0], &c[0]); }
  for (int i = 0; i < n; i++) if (a[i] != 1.0 + i || c[i] != 3 + i) { puts("FAIL"); return 1; }
  puts("PASS"); return 0;
}

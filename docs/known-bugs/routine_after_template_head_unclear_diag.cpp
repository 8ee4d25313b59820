// "#pragma acc routine" placed between a template header and the function is not valid (the
// directive must come immediately before the declaration, i.e. before "template <...>"), so an
// error is right, but acorn++ only says "error: expected unqualified-id" pointing at the pragma,
// followed by "use of undeclared identifier 'twice'" at the call; nothing says that the routine
// directive is misplaced or where it should go (g++-12 -fopenacc: "'#pragma' is not allowed here").
// Command: acorn++ -O2 routine_after_template_head_unclear_diag.cpp -o t
#include <cstdio>
template <typename T>
#pragma acc routine seq
T twice(T v) { return v + v; }
int main() {
  int a[32];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < 32; i++) a[i] = twice(i);
  printf("%s\n", a[5] == 10 ? "PASS" : "FAIL");
  return a[5] == 10 ? 0 : 1;
}

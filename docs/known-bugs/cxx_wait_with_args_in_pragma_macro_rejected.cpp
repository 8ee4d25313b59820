// Should: compile and print PASS: `ACC(wait(1))` expands to _Pragma("acc wait(1)"), a standalone
// wait directive (portability layers spell all directives through such a macro). In C (acorncc)
// the same code compiles and passes; in C++, _Pragma("acc wait(1)") written directly, ACC(wait)
// without argument, ACC(update ... async(1)) and ACC(enter data ...) are all accepted.
// Does: acorn++ -std=c++17 cxx_wait_with_args_in_pragma_macro_rejected.cpp
//   error: an OpenACC directive written in the same macro as the statement it applies to is not
//   supported by Acorn yet     (at the ACC(wait(1)) line; wait applies to no statement)
// Same with ACC(wait(1) async(2)) and ACC(wait(1, 2)).
#include <cstdio>
#define STR_(...) #__VA_ARGS__
#define ACC(...) _Pragma(STR_(acc __VA_ARGS__))
int main() {
  static double a[100];
  ACC(parallel loop copyout(a) async(1))
  for (int i = 0; i < 100; ++i) a[i] = i;
  ACC(wait(1))
  std::printf("%s\n", a[99] == 99 ? "PASS" : "FAIL");
  return a[99] != 99;
}

// A macro that expands to "this->n" (or just "(n)", a member) used as the loop bound of a
// parallel loop in a member function is valid; acorn++ does not rewrite the member access coming
// from the macro in the loop condition, so the generated kernel lambda fails to compile:
// "error: 'this' cannot be implicitly captured in this context" (then "no matching function for
// call to object of type '(lambda ...)'" in acorn/kernel/gpu_exec.hpp and host_exec.hpp).
// Writing "i < n" directly works, and the same macro used in the loop body also works. The common
// loop-header macro style "#define FOR_N(i, n) for (int i = 0; i < (n); i++)" with a member n
// fails the same way.
// Command: acorn++ -O2 this_in_macro_in_region.cpp -o t
#include <cstdio>
#define NCELLS (this->n)
struct Box {
  int n; double* v;
  void scale(double a) {
    #pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < NCELLS; i++) v[i] *= a;
  }
};
int main() {
  double v[64]; for (int i = 0; i < 64; i++) v[i] = i;
  Box b{64, v};
  b.scale(2.0);
  for (int i = 0; i < 64; i++) if (v[i] != 2.0 * i) { printf("FAIL\n"); return 1; }
  printf("PASS\n"); return 0;
}

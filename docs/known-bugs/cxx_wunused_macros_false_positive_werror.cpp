// Should: `acorn++ -Wunused-macros -Werror t.cpp -o t` builds (every macro is used), as
// `acorn++ -fno-openacc -Wunused-macros -Werror`, `acorncc` on the same code as C, and
// clang++ -fopenacc do. (Projects that build with -Weverything -Werror or -Wunused-macros.)
// Does: acorn++ -Wunused-macros -Werror cxx_wunused_macros_false_positive_werror.cpp -o t
//   t.cpp:12:9: error: macro is not used [-Werror,-Wunused-macros]   (TWO)
//   t.cpp:13:9: error: macro is not used [-Werror,-Wunused-macros]   (PRAGMA)
//   t.cpp:14:9: error: macro is not used [-Werror,-Wunused-macros]   (SCALE)
// The macros used inside the lowered OpenACC construct are reported; N and RESTRICT are not.
#include <cstdio>
#define N 64
#define RESTRICT __restrict__
#define TWO 2
#define PRAGMA(x) _Pragma(#x)
#define SCALE(a, n) PRAGMA(acc parallel loop copy(a[0:n])) for (int i = 0; i < (n); i++) (a)[i] *= TWO;
static void scale(int *RESTRICT a) { SCALE(a, N) }
int main() {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  scale(a);
  std::printf("%s\n", a[N-1] == 2 * (N-1) ? "PASS" : "FAIL");
  return a[N-1] != 2 * (N-1);
}

// 2.12 (C++): `x binop= expr` and `x = x binop expr` under atomic update compute x binop expr in C's usual
// arithmetic conversions, then convert the result to x's type: an int decreased by 0.5 is
// (int)(x - 0.5), one less while it is positive (not x - (int)0.5, which is x); an unsigned long long
// decreased by 1.0 or by 1u decreases by one. Each update's result depends only on the value before
// it, so the totals are exact whatever the order of the threads.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 1000

int main(void) {
  int a = 3000, b = -3000, c = 5000;
  unsigned ua = 4000;
  unsigned long long u = 10000, v = 10000;
  long long ll = 0;
  float f = 0.0f;
#pragma acc parallel loop gang vector copy(a, b, c, ua, u, v, ll, f)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    a -= 0.5;
#pragma acc atomic update
    b += 0.5;
#pragma acc atomic update
    c = c - 1.5;
#pragma acc atomic update
    ua = ua - 2.0;
#pragma acc atomic update
    u -= 1.0;
#pragma acc atomic update
    v -= 1u;
#pragma acc atomic
    ll -= 2u;
#pragma acc atomic update
    f += 0.5;
  }
  int errors = 0;
  if (a != 3000 - N || b != -3000 + N || c != 5000 - 2 * N || ua != 4000 - 2 * N) {
    std::fprintf(stderr, "FAIL: int a %d (want %d), b %d (want %d), c %d (want %d), unsigned %u (want %d)\n",
            a, 3000 - N, b, -3000 + N, c, 5000 - 2 * N, ua, 4000 - 2 * N);
    errors++;
  }
  if (u != 10000 - N || v != 10000 - N || ll != -2 * N || f != 0.5f * N) {
    std::fprintf(stderr, "FAIL: unsigned long long %llu and %llu (want %d), long long %lld (want %d), float %g "
                    "(want %g)\n",
            u, v, 10000 - N, ll, -2 * N, f, 0.5 * N);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

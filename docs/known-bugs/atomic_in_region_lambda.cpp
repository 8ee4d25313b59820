// An atomic inside a lambda that is defined inside a compute region is not atomic: the
// `#pragma acc atomic` is passed through unlowered and the update compiles to a plain load/add/store.
#include <cstdio>
#pragma acc routine seq
__attribute__((noinline)) void work(int *out, int i) { out[i] = i; }
int main() {
  const int N = 1000000;
  int *out = new int[N];
  long count = 0;
  #pragma acc parallel loop copy(count) copyout(out[0:N])
  for (int i = 0; i < N; ++i) {
    auto bump = [&]() {
      #pragma acc atomic update
      count += 1;
    };
    bump();
    work(out, i);   // opaque call: forces one load/add/store of count per iteration
  }
  printf("%s count=%ld (expected %d)\n", count == N ? "PASS" : "FAIL", count, N);
  return count != N;
}

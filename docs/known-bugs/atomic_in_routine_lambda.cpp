#include <cstdio>
#pragma acc routine seq
__attribute__((noinline)) void work(int *out, int i) { out[i] = i; }
#pragma acc routine seq
void bump(long *c) {
  auto f = [c]() {
    #pragma acc atomic update
    *c += 1;
  };
  f();
}
int main() {
  const int N = 1000000; int *out = new int[N]; long count = 0;
  #pragma acc parallel loop copy(count) copyout(out[0:N])
  for (int i = 0; i < N; ++i) { bump(&count); work(out, i); }
  printf("%s %ld\n", count == N ? "PASS" : "FAIL", count); return count != N;
}

// 2.10 cache items with a run-time length in C++: a member, a parameter, a reference; constexpr
// lengths, template parameters and macros are constants (see cache_runtime_length.c).
// RUN: %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
#define W 3
struct Grid {
  int width;
  void smooth(int n, const float *a, float *b) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i-1:width], a[i-1:W])
      b[i] = a[i - 1] + a[i + 1];
    }
  }
};
template <int K> void window(int n, const int &len, const float *a, float *b) {
  constexpr int k = K;
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 1; i < n - 1; i++) {
#pragma acc cache(a[i:K], a[i:k], a[i:len])
    b[i] = a[i] + a[i + 1];
  }
}
void run(int n, const float *a, float *b) {
  Grid g{3};
  g.smooth(n, a, b);
  window<2>(n, n, a, b);
}
// CHECK: cache_runtime_length.cpp:10:19: warning: the length of cache item 'a[i-1:width]' is not a constant
// CHECK: cache_runtime_length.cpp:19:35: warning: the length of cache item 'a[i:len]' is not a constant

#include <cstdio>
#include <cmath>
template <class T> constexpr T pi_v = T(3.14159265358979323846);
template <class T> T scale_v = T(2);
template <int N> constexpr int table_v[N] = {};
template <class T>
void run(T *o, int n) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; ++i) o[i] = pi_v<T> * i;
}
int main() {
  double o[10]; float f[10];
  run(o, 10); run(f, 10);
  double s[10];
#pragma acc parallel loop copyout(s)
  for (int i = 0; i < 10; ++i) s[i] = scale_v<double> * i + pi_v<double>;
  int bad = 0;
  for (int i = 0; i < 10; ++i) { if (o[i] != pi_v<double> * i) bad |= 1; if (f[i] != pi_v<float> * i) bad |= 2; if (s[i] != 2.0 * i + pi_v<double>) bad |= 4; }
  printf(bad ? "FAIL %d\n" : "PASS\n", bad);
  return bad;
}

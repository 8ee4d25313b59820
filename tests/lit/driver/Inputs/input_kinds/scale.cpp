// C++ without any #include, so that its preprocessed form (.ii) holds no standard headers.
extern "C" int printf(const char *, ...);

template <typename T> T sum_scaled(T *a, int n, T f) {
  T s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += f * a[i];
  return s;
}

int main() {
  double a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i;
  double s = sum_scaled(a, 100, 2.0);
  printf("%s %g\n", s == 9900 ? "PASS" : "FAIL", s);
  return s != 9900;
}

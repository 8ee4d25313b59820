// 2.5.2, 2.6.2 in C++: a kernels region that writes a scalar under another name (a reference
// bound to it, a pointer to it, a routine taking it by reference) changes the device copy the
// region's data share: the loop the host runs around the region's launches, bounded by that
// scalar or by a reference to it, takes the value the region wrote, not the host's stale one. In
// a function template too. The results are the serial program's.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 800;
static double a[N];

#pragma acc routine seq
static void set_to(int &x, int v) { x = v; }

static int check(const char *what, double got, double want) {
  if (got == want)
    return 0;
  std::fprintf(stderr, "FAIL: %s is %.17g, want %.17g\n", what, got, want);
  return 1;
}

static void reset() {
  for (int i = 0; i < N; i++)
    a[i] = i;
}

template <typename T> static int through_pointer(T n) {
  T m = 0;
  T *pm = &m;
  reset();
#pragma acc kernels copy(a) copy(pm[0:1])
  {
    *pm = n / 8;
    for (T k = 0; k < m; k++)
      for (int i = 1; i < N; i++)
        a[i] = a[i] + 1.0;
  }
  return check("m (template)", double(m), double(n / 8)) + check("a[1] (template)", a[1], 1.0 + double(n / 8));
}

int main() {
  int errors = 0, n = N;

  // Written through a reference bound to the bound.
  int m = 0;
  int &rm = m;
  reset();
#pragma acc kernels copy(a)
  {
    rm = n / 4;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
  errors += check("m", m, 200) + check("a[1] (written through a reference)", a[1], 201);

  // Written through a pointer; the bound read through a reference.
  int m2 = 0;
  int *pm2 = &m2;
  const int &bound = m2;
  reset();
#pragma acc kernels copy(a) copy(pm2[0:1])
  {
    *pm2 = n / 10;
    for (int k = 0; k < bound; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 2.0;
  }
  errors += check("m2", m2, 80) + check("a[1] (bound read through a reference)", a[1], 161);

  // Written by a routine taking it by reference.
  int m3 = 0;
  reset();
#pragma acc kernels copy(a)
  {
    set_to(m3, n / 20);
    for (int k = 0; k < m3; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
  errors += check("m3", m3, 40) + check("a[1] (written by a routine)", a[1], 41);

  errors += through_pointer<int>(N) + through_pointer<long>(N);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

// 2.5.2, 2.6.2 in C++: the loop headers and conditions the host evaluates between a kernels
// region's launches (in a function template, a switch, a do loop) read the values earlier launches
// left in the device copies of the region's scalars (a bound a serial launch computed, a count a
// reduction made), not the host's copies, which get them at the region's end; so does the header
// the host runs after a launch to give a pointer its final value. The results are the serial
// program's.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 4096;
static double a[N], b[N], ra[N], rb[N];

static int compare(const char *what, const double *got, const double *want) {
  for (int i = 0; i < N; i++)
    if (got[i] != want[i]) {
      std::fprintf(stderr, "FAIL: %s[%d] is %.17g, want %.17g\n", what, i, got[i], want[i]);
      return 1;
    }
  return 0;
}

template <typename Index> static Index relax(Index n) {
  Index m = 0, count = 0;
#pragma acc kernels copy(a, b)
  {
    m = n / 128 + 2;
    for (Index k = 0; k < m; k++) {
      for (Index i = 1; i < n; i++)
        b[i] = a[i - 1] + k;
      for (Index i = 1; i < n; i++)
        a[i] = 0.5 * (a[i] + b[i]);
    }
    for (Index i = 0; i < n; i++)
      if (a[i] > 1.0)
        count++;
    switch (count % 3) {
    case 0:
      for (Index i = 0; i < n; i++)
        b[i] = -1.0;
      break;
    default:
      for (Index i = 0; i < n; i++)
        b[i] = count;
    }
  }
  return m * 100000 + count;
}

template <typename Index> static Index reference(Index n) {
  Index m = n / 128 + 2, count = 0;
  for (Index k = 0; k < m; k++) {
    for (Index i = 1; i < n; i++)
      rb[i] = ra[i - 1] + k;
    for (Index i = 1; i < n; i++)
      ra[i] = 0.5 * (ra[i] + rb[i]);
  }
  for (Index i = 0; i < n; i++)
    count += ra[i] > 1.0;
  for (Index i = 0; i < n; i++)
    rb[i] = count % 3 == 0 ? -1.0 : count;
  return m * 100000 + count;
}

int main() {
  int errors = 0;
  for (int i = 0; i < N; i++)
    a[i] = ra[i] = (i % 5) * 0.375;
  long got = relax<long>(N), want = reference<long>(N);
  if (got != want) {
    std::fprintf(stderr, "FAIL: relax returned %ld, want %ld\n", got, want);
    errors++;
  }
  errors += compare("a", a, ra) + compare("b", b, rb);

  // A do loop whose bound a launch before it computed.
  int level = 0, passes = 0;
#pragma acc kernels copy(a, passes)
  {
    level = N / 1024;
    do {
      for (int i = 0; i < N; i++)
        a[i] = a[i] * 0.75 + 1.0;
      passes++;
    } while (passes < level);
  }
  for (int p = 0; p < N / 1024; p++)
    for (int i = 0; i < N; i++)
      ra[i] = ra[i] * 0.75 + 1.0;
  errors += compare("a (do)", a, ra);
  if (passes != N / 1024 || level != N / 1024) {
    std::fprintf(stderr, "FAIL: %d passes, level %d, want %d\n", passes, level, N / 1024);
    errors++;
  }

  // The host runs the loop's header after the launch to give p its final value, with the device's m.
  double *p = a;
  int m = 0;
#pragma acc kernels copy(a)
  {
    m = N / 3;
    for (p = a; p < a + m; p++)
      *p = 1.0;
  }
  if (p != a + N / 3) {
    std::fprintf(stderr, "FAIL: p is a + %ld, want a + %d\n", static_cast<long>(p - a), N / 3);
    errors++;
  }
  for (int i = 0; i < N / 3; i++)
    ra[i] = 1.0;
  errors += compare("a (pointer)", a, ra);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

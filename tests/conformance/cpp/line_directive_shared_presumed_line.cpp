// Generated code whose #line directives give several lines the same place (gen.f:10): each
// directive stays where it is written, an update after the region that writes its data, a
// directive in the function it is written in.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

static void fill(float *y) {
  for (int i = 0; i < 100; i++)
#line 10 "gen.f"
    y[i] = (float)i;
}

static float sum(const float *y) {
  float s = 0.f;
#line 10 "gen.f"
#pragma acc parallel loop reduction(+:s) copyin(y[0:100])
  for (int i = 0; i < 100; i++)
    s += y[i];
  return s;
}

static int written_then_updated() {
  static int a[100];
#pragma acc data copyin(a)
  {
#line 10 "gen.f"
    int k = 1;
#pragma acc parallel loop present(a)
    for (int i = 0; i < 100; i++)
      a[i] = i + k;
#line 10 "gen.f"
#pragma acc update self(a)
  }
  return a[99];
}

int main() {
  float y[100];
  fill(y);
  int errors = sum(y) != 4950.f;
  errors += written_then_updated() != 100;
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}

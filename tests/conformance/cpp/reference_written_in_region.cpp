// A C++ reference the region writes through (`int &r = buf[0]; r += 1`) writes the object it refers
// to: the device copy of the present data holding it (an atomic update through it counts every
// iteration), or, when that object is not present, a copy of it for the construct (copied back).
// A reference only read stays a firstprivate value (2.6.2's scalars).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

static void count_into(int &counter, int n) {
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    counter += 1;
  }
}

int main() {
  int errors = 0;
  int buf[4] = {0, 0, 0, 0};
  int &hits = buf[0];
  int &flag = buf[1];
  const int &limit = buf[3];
#pragma acc data copy(buf)
  {
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic update
      hits += 1;
    }
#pragma acc serial
    { flag = 7 + limit; }
    count_into(buf[2], 500);
  }
  int total = 0;
  int &sum = total;
#pragma acc parallel loop
  for (int i = 0; i < 100; i++) {
#pragma acc atomic update
    sum += i;
  }
  if (buf[0] != 1000 && ++errors)
    std::fprintf(stderr, "FAIL: atomic through a reference to buf[0]: %d, expected 1000\n", buf[0]);
  if (buf[1] != 7 && ++errors)
    std::fprintf(stderr, "FAIL: write through a reference to buf[1]: %d, expected 7\n", buf[1]);
  if (buf[2] != 500 && ++errors)
    std::fprintf(stderr, "FAIL: atomic through a reference parameter: %d, expected 500\n", buf[2]);
  if (total != 4950 && ++errors)
    std::fprintf(stderr, "FAIL: atomic through a reference to a local: %d, expected 4950\n", total);
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}

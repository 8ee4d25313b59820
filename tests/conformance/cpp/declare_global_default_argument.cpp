// 2.13 declare: a default argument naming a declared global (`double *out = buf`) is the caller's
// code: a call in device code passes the device copy, a call on the host the host's variable. A
// routine declared with the default and defined after, and a function template. The device
// copies are created only (create) and read back with update self.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

double buf[8], scale = 2.0;
int hits[8];
#pragma acc declare create(buf, hits) copyin(scale)

#pragma acc routine seq
void fill(int i, double *out = buf, double f = scale);

#pragma acc routine seq
template <class T> void mark(int i, T *where = hits) { where[i] += 1; }

void fill(int i, double *out, double f) { out[i] = f * i; }

int main() {
#pragma acc parallel loop
  for (int i = 0; i < 8; i++) {
    fill(i);
    mark<int>(i);
  }
#pragma acc update self(buf, hits)
  mark<int>(0); // on the host: the host's hits
  int bad = hits[0] != 2;
  for (int i = 0; i < 8; i++)
    bad += buf[i] != 2.0 * i || (i > 0 && hits[i] != 1);
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

// Clause arguments are host expressions, evaluated once per construct (C++): a queue pool's
// round-robin member function in async, a configuration object's member in if, a container's
// size() in a section bound and num_gangs. They run on the host only: the pool's state and the
// configuration have no device copies.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

class QueuePool {
public:
  int next() {
    ++taken;
    return 1 + (cursor++ % 4);
  }
  int taken = 0;

private:
  int cursor = 0;
};

struct Config {
  bool offload() const {
    ++asked;
    return true;
  }
  mutable int asked = 0;
};

int main() {
  QueuePool pool;
  Config config;
  std::vector<float> v(1000, 1.0f);
  float *p = v.data();
  const int n = 1000;
#pragma acc parallel loop copy(p[0 : v.size()]) async(pool.next()) if(config.offload()) \
    num_gangs((int)v.size() / 100)
  for (int i = 0; i < n; i++)
    p[i] += i;
#pragma acc wait
#pragma acc data copy(p[0 : v.size()]) async(pool.next())
  {
    // Another queue: it waits for the copy in, and the copy out waits for it.
#pragma acc kernels async(pool.next()) wait if(config.offload())
    for (int i = 0; i < 1000; i++)
      p[i] *= 2;
#pragma acc wait
  }
#pragma acc wait
  int errors = 0;
  for (int i = 0; i < 1000; i++)
    if (v[i] != 2.0f * (1.0f + i)) {
      std::fprintf(stderr, "FAIL: element %d: %g\n", i, v[i]);
      errors++;
      break;
    }
  if (pool.taken != 3 || config.asked != 2) {
    std::fprintf(stderr, "FAIL: queues taken %d times (want 3), offload asked %d times (want 2)\n", pool.taken,
                 config.asked);
    errors++;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

// std::thread workers sharing one device: each maps its own std::vector, computes and copies
// back on its own async queue, and every worker uses a shared lookup table that each maps and
// unmaps with acc_copyin / acc_delete (reference counts, 2.6.7). Nothing may be lost or stay
// present at the end.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>
#include <openacc.h>

// Shared memory (host, multicore, GCC's host fallback): acc_copyin returns the host address.
static bool discreteMemory() {
  int probe = 0;
  void *d = acc_copyin(&probe, sizeof probe);
  acc_delete(&probe, sizeof probe);
  return d != static_cast<void *>(&probe);
}

int main() {
  const int workers = 8, n = 8192, rounds = 25;
  std::vector<double> table(n);
  for (int i = 0; i < n; ++i)
    table[i] = i % 17;
  std::atomic<int> errors{0};
  std::vector<std::thread> pool;
  for (int w = 0; w < workers; ++w)
    pool.emplace_back([&, w] {
      std::vector<double> mine(n, 0.0);
      double *m = mine.data();
      double *tab = table.data();
      const int q = w + 1;
      for (int r = 0; r < rounds; ++r) {
        acc_copyin(tab, n * sizeof(double));
        acc_copyin_async(m, n * sizeof(double), q);
#pragma acc parallel loop present(tab[0:n], m[0:n]) async(q)
        for (int i = 0; i < n; ++i)
          m[i] = tab[i] * w + r;
        acc_copyout_async(m, n * sizeof(double), q);
        acc_wait(q);
        acc_delete(tab, n * sizeof(double));
        for (int i = 0; i < n; i += 511)
          if (mine[i] != (i % 17) * w + r)
            ++errors;
      }
    });
  for (auto &t : pool)
    t.join();
  if (discreteMemory() && acc_is_present(table.data(), 8)) {
    std::fprintf(stderr, "FAIL: the shared table is still present\n");
    ++errors;
  }
  if (errors)
    std::fprintf(stderr, "FAIL: %d wrong values\n", errors.load());
  return errors != 0;
}

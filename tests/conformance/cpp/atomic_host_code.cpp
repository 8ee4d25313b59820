// 2.12: the atomic construct in C++ host code outside any compute region, used by OpenMP host
// threads: updates of class members through references, `x = e op x`, min/max written as
// conditional updates of a captured value, and captures of the new value.
// RUN: %acorncxx -fopenmp %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Stats {
  long hits = 0;
  double total = 0;
  float scaled = 1;
};

static void record(Stats &s, double v) {
#pragma acc atomic update
  s.hits += 1;
#pragma acc atomic update
  s.total = v + s.total;
}

int main() {
  const int n = 20000;
  Stats s;
  std::vector<int> order(n, -1);
  int next = 0, errors = 0;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < n; i++) {
    record(s, 0.25);
    int slot;
#pragma acc atomic capture
    slot = ++next;
    order[slot - 1] = i;
    if (i % 5000 == 0) {
#pragma acc atomic update
      s.scaled *= 2.0f;
    }
  }
  int unset = 0;
  for (int v : order)
    unset += v < 0;
  if (s.hits != n || s.total != n * 0.25 || next != n || unset || s.scaled != 16.0f) {
    std::fprintf(stderr, "FAIL: hits %ld total %g next %d unset %d scaled %g\n", s.hits, s.total, next, unset,
                 s.scaled);
    errors++;
  }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}

// 2.12 atomics on a reduction variable (2.5.15, 2.9.11) inside the construct or loop that reduces
// it, from a C++ tally class: each gang (or lane) updates its own private copy, so the results are
// those of the plain statements. 8-byte integers (the compare-and-swap path of GPU atomics),
// a template over the counter type, and a capture at the vector level.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdint>
#include <cstdio>
#include <vector>

template <class Count> Count tally_even(const std::vector<int> &keys) {
  const int *k = keys.data();
  const int n = static_cast<int>(keys.size());
  Count even = 0;
#pragma acc parallel num_gangs(7) reduction(+:even) copyin(k[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; ++i)
      if (k[i] % 2 == 0) {
#pragma acc atomic update
        even += Count(1);
      }
  }
  return even;
}

struct Histogram {
  std::int64_t hits = 0;
  std::int64_t count_rows(const std::vector<double> &cells, int rows, int cols) {
    const double *c = cells.data();
    std::int64_t seen = 0;
#pragma acc parallel loop gang reduction(+:seen) copyin(c[0:rows * cols])
    for (int r = 0; r < rows; ++r) {
#pragma acc loop vector reduction(+:seen)
      for (int j = 0; j < cols; ++j)
        if (c[r * cols + j] > 0.5) {
          std::int64_t before;
#pragma acc atomic capture
          before = seen++;
          (void)before;
        }
    }
    hits += seen;
    return seen;
  }
};

int main() {
  std::vector<int> keys(999);
  for (int i = 0; i < 999; ++i)
    keys[i] = i * 3;
  std::vector<double> cells(32 * 40);
  long want_cells = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    cells[i] = (i % 5) / 4.0;
    want_cells += cells[i] > 0.5;
  }
  Histogram h;
  int errors = 0;
  errors += tally_even<long>(keys) != 500;
  errors += tally_even<unsigned long long>(keys) != 500ULL;
  errors += tally_even<std::int16_t>(keys) != 500;
  errors += h.count_rows(cells, 32, 40) != want_cells;
  errors += h.hits != want_cells;
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}

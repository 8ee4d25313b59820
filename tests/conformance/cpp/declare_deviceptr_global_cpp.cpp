// 2.13 declare deviceptr of global pointers in C++: a namespace-scope pointer and a static data member
// hold device addresses (from acc_malloc); a routine template, a lambda called in a region and the
// region itself use their values unchanged (2.7.5), and follow them when the program changes them.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cstdlib>
#include <cstring>
#ifdef _OPENACC
#include <openacc.h>
#endif

constexpr int N = 300;

namespace grid {
float *cells; // a device address
#pragma acc declare deviceptr(cells)
} // namespace grid

struct Scratch {
  static int *slots; // a device address
};
int *Scratch::slots;
#pragma acc declare deviceptr(Scratch::slots)

#pragma acc routine seq
template <class T> T twice_cell(int i) { return T(2) * T(grid::cells[i]); }

static void *device_alloc(size_t bytes) {
#ifdef _OPENACC
  return acc_malloc(bytes);
#else
  return std::malloc(bytes);
#endif
}

static void device_free(void *p) {
#ifdef _OPENACC
  acc_free(p);
#else
  std::free(p);
#endif
}

static void from_device(void *host, void *dev, size_t bytes) {
#ifdef _OPENACC
  acc_memcpy_from_device(host, dev, bytes);
#else
  std::memcpy(host, dev, bytes);
#endif
}

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 10)
      std::fprintf(stderr, "FAIL: %s[%d] = %g, expected %g\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  float *a = static_cast<float *>(device_alloc(N * sizeof(float)));
  float *b = static_cast<float *>(device_alloc(N * sizeof(float)));
  Scratch::slots = static_cast<int *>(device_alloc(N * sizeof(int)));
  auto store = [](int i, int v) { Scratch::slots[i] = v; };

  for (int round = 0; round < 2; round++) {
    grid::cells = round == 0 ? a : b;
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      grid::cells[i] = float(i + round);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
      store(i, int(twice_cell<double>(i)));
    int slots[N];
    float cells[N];
    from_device(slots, Scratch::slots, sizeof slots);
    from_device(cells, grid::cells, sizeof cells);
    for (int i = 0; i < N; i++) {
      expect(round == 0 ? "a" : "b", i, cells[i], i + round);
      expect("slots", i, slots[i], 2 * (i + round));
    }
  }
  float first[N];
  from_device(first, a, sizeof first);
  for (int i = 0; i < N; i++)
    expect("a (unchanged in round 1)", i, first[i], i);

  device_free(a);
  device_free(b);
  device_free(Scratch::slots);
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}

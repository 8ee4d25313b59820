// Routine member functions defined inside their class that use static data members whose
// `declare` (2.13) follows the class: a pointer (to a builtin type and to a class declared before
// it) and an array of a class. The device copies are declared before the class, where the
// functions' bodies can see them, and the region reads and updates the device values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

struct Cell {
  int count;
};

struct Histogram {
  static int *bins;
  static int bins_storage[8];
  static Cell *cells;
  static Cell cells_storage[4];
#pragma acc routine seq
  static void add(int b) {
#pragma acc atomic update
    bins[b] += 1;
#pragma acc atomic update
    cells[b & 3].count += 2;
  }
};
int Histogram::bins_storage[8];
int *Histogram::bins = Histogram::bins_storage;
Cell Histogram::cells_storage[4];
Cell *Histogram::cells = Histogram::cells_storage;
#pragma acc declare create(Histogram::bins, Histogram::cells)

int main() {
#pragma acc parallel loop copy(Histogram::bins[0:8], Histogram::cells[0:4])
  for (int i = 0; i < 800; ++i)
    Histogram::add(i % 8);
  bool ok = true;
  for (int b = 0; b < 8; ++b)
    ok = ok && Histogram::bins[b] == 100;
  for (int c = 0; c < 4; ++c)
    ok = ok && Histogram::cells[c].count == 400;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}

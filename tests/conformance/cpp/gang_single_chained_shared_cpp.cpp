// 2.5.1 in C++: a gang's counter that the vector loop's lanes update atomically, then
// vector-single statements that take from it (`slot = count++;`) and compute from the slot (a
// struct assigned as a whole): each runs once per gang and every lane of the following vector
// loop sees the gang's values. In a function template, with a struct of the gang's code.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Range {
  int first, last;
};

template <typename T> int fill(std::vector<T> &out, int groups, int lanes) {
  T *o = out.data();
#pragma acc parallel loop gang vector_length(32) copyout(o[0 : groups * lanes])
  for (int g = 0; g < groups; g++) {
    T count = 0;
    T slot = 0;
    Range r{0, 0};
#pragma acc loop vector
    for (int k = 0; k < lanes; k++)
      if (k < g) {
#pragma acc atomic update
        count += 1;
      }
    slot = count++;
    r = Range{int(slot), int(slot + count)};
#pragma acc loop vector
    for (int k = 0; k < lanes; k++)
      o[g * lanes + k] = slot * 100 + r.last;
  }
  int errors = 0;
  for (int g = 0; g < groups; g++) {
    T slot = T(g < lanes ? g : lanes), want = slot * 100 + (slot + slot + 1);
    for (int k = 0; k < lanes; k++)
      if (out[g * lanes + k] != want) {
        std::fprintf(stderr, "FAIL: group %d lane %d: %ld, want %ld\n", g, k, (long)out[g * lanes + k], (long)want);
        errors++;
        break;
      }
  }
  return errors;
}

int main() {
  std::vector<int> a(40 * 70);
  std::vector<long> b(33 * 50);
  int errors = fill(a, 40, 70) + fill(b, 33, 50);
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

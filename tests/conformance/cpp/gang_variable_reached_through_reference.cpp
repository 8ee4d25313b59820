// 2.5.1 (C++): a variable declared in a gang loop's body is one variable of the gang, which its
// vector lanes share, also when they reach it only through a reference (`int &r = n;`), a lambda's
// capture by reference (explicit `[&m]`, whose `atomic update` stays atomic, or `[&]`), a pointer
// assigned after its declaration, or a reference to an element of a gang-local
// array (the gang writes through it; every lane reads the array).
// (On a GPU a per-lane copy would count only one lane's updates.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int G = 24, K = 300;

int main() {
  int byref[G], lambda[G], implicit[G], later[G], marked[G];
  int errors = 0;
#pragma acc parallel loop gang vector_length(128) copyout(byref, lambda, implicit, later, marked)
  for (int g = 0; g < G; g++) {
    int n = 0, m = 0, i = 0, k = 0;
    marked[g] = 0;
    int marks[4];
    int &first = marks[0];
    int &r = n;
    auto inc = [&m]() {
#pragma acc atomic update
      m += 1;
    };
    auto add = [&](int v) {
#pragma acc atomic update
      i += v;
    };
    int *pk;
    pk = &k;
    first = g; // the gang's write (one lane's), which every lane reads below
#pragma acc loop vector
    for (int c = 0; c < K; c++) {
#pragma acc atomic update
      r += 1;
      inc();
      add(2);
#pragma acc atomic
      (*pk)++;
      if (marks[0] == g) {
#pragma acc atomic update
        marked[g] += 1;
      }
    }
    byref[g] = n;
    lambda[g] = m;
    implicit[g] = i;
    later[g] = k;
  }
  for (int g = 0; g < G; g++)
    if (byref[g] != K || lambda[g] != K || implicit[g] != 2 * K || later[g] != K || marked[g] != K) {
      std::fprintf(stderr, "FAIL: gang %d: reference %d, [&m] %d (want %d), [&] %d (want %d), later pointer %d "
                           "(want %d), marks[0] seen by %d lanes (want %d)\n",
                   g, byref[g], lambda[g], K, implicit[g], 2 * K, later[g], K, marked[g], K);
      errors++;
    }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

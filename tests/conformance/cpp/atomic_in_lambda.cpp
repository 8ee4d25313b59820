// 2.12 atomic inside lambdas: one defined in a parallel loop's body and one in a routine seq function
// (their bodies are not the region's statements, but their atomics are atomic all the same); and a
// lambda defined at the top of a parallel region, used by the loop that follows (one per thread).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#pragma acc routine seq
__attribute__((noinline)) void record(int *out, int i, int v) { out[i] = v; }

#pragma acc routine seq
void bump(long *counter, long by) {
  auto add = [counter, by]() {
#pragma acc atomic update
    *counter += by;
  };
  add();
}

int main() {
  const int n = 200000;
  int *out = new int[n];
  long hits = 0, total = 0;
  int next = 0;
#pragma acc parallel loop copy(hits, total, next) copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    auto claim = [&]() {
      int slot;
#pragma acc atomic capture
      slot = next++;
#pragma acc atomic update
      hits += 1;
      return slot;
    };
    record(out, i, claim()); // an opaque call between the lambda's load and store
    bump(&total, 2);
  }
  bool slotsOK = true;
  char *seen = new char[n]();
  for (int i = 0; i < n; ++i) {
    if (out[i] < 0 || out[i] >= n || seen[out[i]])
      slotsOK = false;
    else
      seen[out[i]] = 1;
  }

  float a[1000];
  float scale = 2.0f;
#pragma acc parallel copyout(a) copyin(scale)
  {
    auto scaled = [&](int i) { return scale * i; };
#pragma acc loop
    for (int i = 0; i < 1000; ++i)
      a[i] = scaled(i);
  }
  bool scaledOK = true;
  for (int i = 0; i < 1000; ++i)
    scaledOK = scaledOK && a[i] == 2.0f * i;

  bool ok = hits == n && next == n && total == 2L * n && slotsOK && scaledOK;
  printf("hits %ld next %d total %ld slots %s scaled %s: %s\n", hits, next, total, slotsOK ? "ok" : "bad",
         scaledOK ? "ok" : "bad", ok ? "PASS" : "FAIL");
  delete[] out;
  delete[] seen;
  return ok ? 0 : 1;
}

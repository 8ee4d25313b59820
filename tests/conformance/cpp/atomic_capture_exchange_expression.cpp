// 2.12 (C++): the capture `{v = x; x = expr;}` (an exchange) whose expr is a binary expression that
// does not read x (`lev[w] = depth + 1`), which Clang 22's own check takes for the update `x = x
// binop expr`: on char, short, int, long long, float and double, in a function template
// instantiated for each, on a member, with the if clause (3.3), and in host code. Every thread stores a value of its own
// and takes the one before: the values taken and the last one stored are the first value and all
// the stored ones, each once.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 120;

template <class T> int exchange_all(const char *what, T first) {
  T x = first, taken[N];
  int base = 1;
#pragma acc parallel loop copy(x) copyout(taken)
  for (int i = 0; i < N; i++) {
#pragma acc atomic capture if(base > 0)
    { taken[i] = x; x = first + T(i + base); }
  }
  int seen[N + 1] = {};
  for (int i = 0; i <= N; i++) {
    T value = i < N ? taken[i] : x;
    int k = int(value - first);
    if (value != T(first + T(k)) || k < 0 || k > N || seen[k]++) {
      std::fprintf(stderr, "FAIL: %s: %g taken twice or never stored\n", what, double(value));
      return 1;
    }
  }
  return 0;
}

struct Graph {
  int lev[N / 2];
  int depth;
};

int main() {
  int errors = exchange_all<signed char>("char", 0) + exchange_all<short>("short", 1000) +
               exchange_all<int>("int", -5) + exchange_all<long long>("long long", 1LL << 40) +
               exchange_all<float>("float", 0.5f) + exchange_all<double>("double", -300.0);
  Graph g;
  g.depth = 2;
  int old[N];
  for (int w = 0; w < N / 2; w++)
    g.lev[w] = -1;
#pragma acc parallel loop copy(g) copyout(old)
  for (int i = 0; i < N; i++) {
#pragma acc atomic capture
    { old[i] = g.lev[i / 2]; g.lev[i / 2] = (g.depth + 1); }
  }
  // Of the two visitors of w, one took -1 and the other the depth it stored.
  for (int w = 0; w < N / 2; w++)
    if (g.lev[w] != 3 || old[2 * w] + old[2 * w + 1] != 2) {
      std::fprintf(stderr, "FAIL: lev[%d] = %d, taken %d and %d\n", w, g.lev[w], old[2 * w], old[2 * w + 1]);
      errors++;
    }
  int z = 5, oz = 0;
#pragma acc serial copy(z, oz, g)
  {
#pragma acc atomic capture if(g.depth < 0)
    { oz = z; z = g.depth * 3; }
  }
  if (oz != 5 || z != 6) {
    std::fprintf(stderr, "FAIL: if(false): old %d, z %d\n", oz, z);
    errors++;
  }
  int h = 7, o;
#pragma acc atomic capture
  { o = h; h = g.depth * 10 + 5; }
  if (o != 7 || h != 25) {
    std::fprintf(stderr, "FAIL: host code: old %d, h %d\n", o, h);
    errors++;
  }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}

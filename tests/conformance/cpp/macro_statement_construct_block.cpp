// A compute construct whose block is a macro's invocation (2.5), in a template: the macro may expand
// to a loop left by break (the break leaves the loop, not the construct), to a loop header whose
// body follows (braced on the next line, or indented), or to a call with its semicolon.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

#define FIND_FIRST(v, n, key, pos)                                                                  \
  for (int k_ = 0; k_ < (n); k_++) {                                                               \
    if ((v)[k_] == (key)) {                                                                        \
      (pos) = k_;                                                                                  \
      break;                                                                                       \
    }                                                                                              \
  }
#define FOR_EACH(i, n) for (int i = 0; i < (n); ++i)

#pragma acc routine seq
template <typename T> void scale(T *v, int n, T by) {
  for (int i = 0; i < n; ++i)
    v[i] *= by;
}

template <typename T> struct Table {
  std::vector<T> values;

  int find(T key) const {
    const T *v = values.data();
    int n = static_cast<int>(values.size()), pos = -1;
    #pragma acc serial copyin(v[0:n]) copy(pos)
      FIND_FIRST(v, n, key, pos)
    return pos;
  }

  void ramp(T *out, int n) const {
    #pragma acc parallel num_gangs(1) copyout(out[0:n])
      FOR_EACH(i, n)
        out[i] = T(3) * i;
    #pragma acc kernels copy(out[0:n])
      FOR_EACH(i, n)
      {
        out[i] += T(1);
      }
    #pragma acc serial copy(out[0:n])
      scale(out, 4, T(-1));
  }
};

int main() {
  Table<long> t;
  for (int i = 0; i < 300; ++i)
    t.values.push_back((i * 17L) % 113);
  std::vector<long> out(300);
  t.ramp(out.data(), 300);
  int errors = 0, want = -1;
  for (int i = 0; i < 300 && want < 0; ++i)
    if (t.values[i] == 50)
      want = i;
  if (t.find(50) != want) {
    std::printf("FAIL: found %d, want %d\n", t.find(50), want);
    ++errors;
  }
  for (int i = 0; i < 300; ++i)
    if (out[i] != (i < 4 ? -(3L * i + 1) : 3L * i + 1)) {
      std::printf("FAIL: out[%d] = %ld\n", i, out[i]);
      ++errors;
      break;
    }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

// 2.7.1 an array element or a struct member alone in a data clause, in C++: a member of a struct
// passed by const reference (st.count), an element of a C array (hist[3]), a member through a pointer
// (ps->scale), and one member of a present object updated on its own (update self(st.total), update
// device(st.count)).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#ifdef _OPENACC
#include <openacc.h>
#endif

struct Stats {
  int count;
  double scale;
  double total;
  double spare;
};

static bool discrete_memory() {
#ifdef _OPENACC
  // 2.6: a device with memory of its own gives mapped data another address.
  int probe = 0;
  acc_copyin(&probe, sizeof probe);
  int own = acc_deviceptr(&probe) != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  return own;
#else
  return false;
#endif
}

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    std::fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

// copyin of one member of a struct passed by reference.
static void ramp(const Stats &st, double *out, int n) {
#pragma acc parallel loop copyin(st.count) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = double(i % st.count);
}

int main() {
  const int n = 64;
  double out[n];
  Stats st{5, 2.0, 0.0, -1.0};
  ramp(st, out, n);
  for (int i = 0; i < n; i++)
    if (out[i] != double(i % 5)) {
      expect("ramp", out[i], double(i % 5));
      break;
    }

  double hist[8] = {0, 1, 2, 3, 4, 5, 6, 7};
#pragma acc serial copy(hist[3])
  hist[3] *= 10.0;
  expect("hist[3] after copy(hist[3])", hist[3], 30.0);
  expect("hist[4] untouched", hist[4], 4.0);

  Stats *ps = &st;
#pragma acc serial copy(ps->scale)
  ps->scale += 0.5;
  expect("st.scale after copy(ps->scale)", st.scale, 2.5);

  // One member of a present object moves on its own.
#pragma acc enter data copyin(st)
#pragma acc serial present(st)
  {
    st.total = 42.0;
    st.spare = 7.0;
  }
#pragma acc update self(st.total)
  expect("st.total after update self(st.total)", st.total, 42.0);
  expect("st.spare (not updated)", st.spare, discrete_memory() ? -1.0 : 7.0);
  st.count = 9;
#pragma acc update device(st.count)
  int seen = 0;
#pragma acc serial present(st) copyout(seen)
  seen = st.count;
  expect("device st.count after update device(st.count)", seen, 9);
#pragma acc exit data delete(st)

  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}

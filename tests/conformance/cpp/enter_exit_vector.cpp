// 2.6.6 enter data / exit data in C++ on std::vector buffers passed by reference between
// functions; update device in between.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

static void to_device(std::vector<int> &v) {
  int *p = v.data();
  int n = static_cast<int>(v.size());
  (void)p;
  (void)n;
#pragma acc enter data copyin(p[0:n])
}

static void increment(std::vector<int> &v, int by) {
  int *p = v.data();
  int n = static_cast<int>(v.size());
#pragma acc parallel loop present(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] += by;
}

static void resend(std::vector<int> &v, int lo, int len) {
  int *p = v.data();
  (void)p;
  (void)lo;
  (void)len;
#pragma acc update device(p[lo:len])
}

static void from_device(std::vector<int> &v) {
  int *p = v.data();
  int n = static_cast<int>(v.size());
  (void)p;
  (void)n;
#pragma acc exit data copyout(p[0:n])
}

int main() {
  std::vector<int> v(8000);
  for (int i = 0; i < 8000; ++i)
    v[i] = i;
  to_device(v);
  increment(v, 10);
  /* host overwrites elements [0,100) and sends them; the device values there are replaced */
  for (int i = 0; i < 100; ++i)
    v[i] = 0;
  resend(v, 0, 100);
  increment(v, 1);
  from_device(v);
  int errors = 0;
  for (int i = 0; i < 8000; ++i) {
    int e = (i < 100) ? 1 : i + 11;
    if (v[i] != e) {
      if (errors < 10)
        std::fprintf(stderr, "FAIL: enter/exit vector v[%d] = %d, expected %d\n", i, v[i], e);
      ++errors;
    }
  }
  return errors != 0;
}

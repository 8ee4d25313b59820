/* 2.6.2 in C++: a kernels construct copies a pointer (a scalar), so a cursor the region advances
   (`*q++ = x`) holds its new value after the region, a host address as far past the start as the
   device's copy went (one past the end too), in a function template and in a member function
   whose local cursor walks a member array; a later loop nest of the same region reads the moved
   pointer. In a parallel construct the pointer is firstprivate: the host's does not move. */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

constexpr int N = 512;

template <class T> int fill_with_cursor(T *out, const T *in, int n) {
  T *q = out;
#pragma acc kernels copyin(in[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    *q++ = in[i] * T(2);
  int errors = 0;
  if (q != out + n && errors++ < 5)
    std::printf("FAIL: template cursor moved %ld, want %d\n", (long)(q - out), n);
  for (int i = 0; i < n; i++)
    if (out[i] != in[i] * T(2) && errors++ < 5)
      std::printf("FAIL: out[%d] = %g\n", i, (double)out[i]);
  return errors;
}

struct Packer {
  float vals[N];
  int pack_then_mark() {
    float *w = vals;
#pragma acc kernels copyout(vals)
    {
      for (int i = 0; i < N / 2; i++)
        *w++ = float(i);
      for (int i = 0; i < N / 2; i++)
        w[i] = -1.0f;
    }
    int errors = 0;
    if (w != vals + N / 2 && errors++ < 5)
      std::printf("FAIL: member cursor moved %ld, want %d\n", (long)(w - vals), N / 2);
    for (int i = 0; i < N; i++)
      if (vals[i] != (i < N / 2 ? float(i) : -1.0f) && errors++ < 5)
        std::printf("FAIL: vals[%d] = %g\n", i, vals[i]);
    return errors;
  }
};

int main() {
  static double in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = i;
  int errors = fill_with_cursor(out, in, N);
  static Packer packer;
  errors += packer.pack_then_mark();

  double *p = out;
#pragma acc parallel num_gangs(1) copyin(in) copyout(out)
  for (int i = 0; i < N; i++)
    *p++ = 3 * in[i];
#ifdef _OPENACC // (run without the directives, the loop moves it)
  if (p != out && errors++ < 5)
    std::printf("FAIL: parallel moved the host's pointer by %ld\n", (long)(p - out));
#endif
  if (out[N - 1] != 3 * (N - 1) && errors++ < 5)
    std::printf("FAIL: parallel out[N-1] = %g\n", out[N - 1]);

  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}

// kernels: a bound the region writes only through a pointer to it (`*pm = n / 4;` with pm = &m)
// is read back from the device before each test of the host loop's condition, as one the region
// assigns by name. A variable whose address is never taken, or one the region's writes through
// pointers cannot reach (another type), stays a value the host knows. A member written through a
// pointer to its struct is no host value: its loop runs whole in one kernel, and -Minfo says why.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
struct params {
  int steps;
};

void f(int n, double *restrict a, int *restrict idx) {
  int m = 0, t = 8;
  int *pm = &m;
  double d = 3.0;
  double *pd = &d;
#pragma acc kernels copy(a[0:n], pm[0:1], idx[0:n])
  {
    *pm = n / 4;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
    for (int k = 0; k < t; k++)
      for (int i = 1; i < n; i++)
        idx[i] = idx[i] + k;
  }
#pragma acc kernels copy(a[0:n], pm[0:1], pd[0:1])
  {
    *pd = 2.0;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] * d;
  }
}
// CHECK: kernels_bound_written_under_another_name.c:19:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[i]) may be written by another); the host reads 'm' back from the device before each test of its condition
// CHECK: kernels_bound_written_under_another_name.c:22:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'idx' one iteration writes (idx[i]) may be written by another){{$}}
// CHECK: kernels_bound_written_under_another_name.c:29:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[i]) may be written by another){{$}}

void g(int n, double *restrict a) {
  struct params p = {0};
  struct params *pp = &p;
#pragma acc kernels copy(a[0:n], pp[0:1])
  {
    pp->steps = 3;
    for (int k = 0; k < p.steps; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
}
// CHECK: kernels_bound_written_under_another_name.c:[[@LINE-5]]:5: remark: loop runs whole in one kernel, not on the host around launches: the header of the 'for' loop at line [[@LINE-5]] is no value the host knows: it reads memory ('p.steps') that the launches may change

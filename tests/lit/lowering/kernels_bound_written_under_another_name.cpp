// kernels in C++: a bound written through a reference bound to it is read back from the device
// before each test of the host loop's condition; a bound read through a reference that the
// region's writes through a pointer may reach is no value the host knows (a reference has no
// device copy of its own to read back): its loop runs whole in one kernel, and -Minfo says why.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double *a) {
  int m = 0, m2 = 0;
  int &rm = m;
  int *pm2 = &m2;
  const int &bound = m2;
#pragma acc kernels copy(a[0:n])
  {
    rm = n / 4;
    for (int k = 0; k < m; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 1.0;
  }
#pragma acc kernels copy(a[0:n], pm2[0:1])
  {
    *pm2 = n / 10;
    for (int k = 0; k < bound; k++)
      for (int i = 1; i < n; i++)
        a[i] = a[i] + 2.0;
  }
}
// CHECK: kernels_bound_written_under_another_name.cpp:14:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'a' one iteration writes (a[i]) may be written by another); the host reads 'm' back from the device before each test of its condition
// CHECK: kernels_bound_written_under_another_name.cpp:21:5: remark: loop runs whole in one kernel, not on the host around launches: the header of the 'for' loop at line 21 is no value the host knows: it reads 'bound', a reference to what the launches may change, which the host cannot read back

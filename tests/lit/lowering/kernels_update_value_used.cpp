// C++: an increment whose value the loop uses (`out[k++] = x`, `v[i] = ++k`) carries the scalar
// in a kernels loop of a function template too: the loop stays sequential, -Minfo naming the
// update; `k++;` standing alone is an implicit reduction.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
template <typename T> T pack(int n, const T *a, T *out, T *v) {
  int k = 0;
  T s = 0;
#pragma acc kernels copyin(a[0:n]) copy(out[0:n], v[0:n])
  {
    for (int i = 0; i < n; i++)
      if (a[i] > 0)
        out[k++] = a[i];
    for (int i = 0; i < n; i++)
      v[i] = ++s;
    for (int i = 0; i < n; i++)
      if (a[i] < 0)
        k++;
  }
  return s + k;
}
template double pack<double>(int, const double *, double *, double *);
// CHECK: kernels_update_value_used.cpp:10:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of 'k++'))
// CHECK: kernels_update_value_used.cpp:13:5: remark: loop scheduled as seq (not parallel: 's' is carried from one iteration to the next (the loop uses the value of '++s'))
// CHECK: kernels_update_value_used.cpp:15:5: remark: loop scheduled as gang, vector, implicit reduction on 'k'

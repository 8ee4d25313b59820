// In a kernels region a loop directive without independent is auto (2.9.6), also when it names
// its levels: a `loop gang vector` whose iterations depend on each other runs sequentially, with
// a warning saying why. Loops whose body moves the loop variable or changes the bound are not
// countable; a conditional keeping another value than the one it compares is no max reduction.
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
void scan(int n, double *restrict a, const double *restrict b) {
#pragma acc kernels copy(a[0:n]) copyin(b[0:n])
  {
#pragma acc loop gang vector
    for (int i = 1; i < n; i++)
      a[i] = a[i - 1] + b[i];
// CHECK: kernels_auto_levels.c:[[@LINE-2]]:5: warning: this 'loop gang vector' runs sequentially: 'a[i]' is written and 'a[i - 1]' is used, which other iterations may write (add 'independent' if its iterations are independent)
#pragma acc loop independent gang vector
    for (int i = 1; i < n; i++)
      a[i] = 2 * b[i];
// CHECK: kernels_auto_levels.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++) {
      a[i] = b[i];
      if (b[i] < 0)
        i++;
    }
// CHECK: kernels_auto_levels.c:[[@LINE-5]]:5: remark: loop scheduled as seq (not parallel: it is not in canonical form: the body changes the loop variable)
    for (int i = 0; i < n; i++)
      if (b[i] > 1)
        n--;
// CHECK: kernels_auto_levels.c:[[@LINE-3]]:5: remark: loop scheduled as seq (not parallel: it is not in canonical form: the body changes 'n', which the loop's bound or step uses)
  }
}

double keep(int n, const double *restrict key, const double *restrict value) {
  double m = -1;
#pragma acc kernels copyin(key[0:n], value[0:n])
  for (int i = 0; i < n; i++)
    m = key[i] > m ? value[i] : m;
// CHECK: kernels_auto_levels.c:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: 'm' is carried from one iteration to the next)
  return m;
}

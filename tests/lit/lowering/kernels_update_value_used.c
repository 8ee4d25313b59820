// An increment or compound assignment whose value the loop uses (`v[i] = k++`, `f(k++)`,
// `x = (s += e)`, a subscript `out[k++]`, a condition `if (k++ ...)`) reads what the iteration
// before left: the scalar is carried and the loop stays sequential in kernels, with -Minfo naming
// it and the update. Only an update standing alone (`k++;`, `s += e;`, a for loop's increment) is
// an accumulation, an implicit reduction.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine seq
static double twice(int v) { return 2.0 * v; }

void f(int n, const double *restrict a, double *restrict v, double *restrict w, int *out_k) {
  int k = 3, c = 0, steps = 0;
  double s = 0.0, p = 1.0;
#pragma acc kernels copyin(a[0:n]) copy(v[0:n], w[0:n])
  {
    for (int i = 0; i < n; i++)
      v[i] = k++;
    for (int i = 0; i < n; i++)
      v[i] = --k;
    for (int i = 0; i < n; i++)
      w[i] = (s += a[i]);
    for (int i = 0; i < n; i++)
      w[i] = twice(k++);
    for (int i = 0; i < n; i++)
      w[i] = (p *= 1.5);
    for (int i = 0; i < n; i++)
      if ((k++ & 1) == 0)
        v[i] = 1.0;
    for (int i = 0; i < n; i++)
      if (a[i] > 0.0)
        v[c++] = a[i];
    for (int i = 0; i < n; i++) {
      double t = (k += 2);
      w[i] = t;
    }
    for (int i = 0; i < n; i++)
      if (a[i] > 0.0)
        c++;
    for (int i = 0; i < n; i++) {
      w[i] = a[i];
      steps++;
    }
    for (int i = 0; i < n; i++)
      (void)(k++), s += a[i];
  }
  *out_k = k + c + steps + (int)s + (int)p;
}
// CHECK: kernels_update_value_used.c:15:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of 'k++'))
// CHECK: kernels_update_value_used.c:17:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of '--k'))
// CHECK: kernels_update_value_used.c:19:5: remark: loop scheduled as seq (not parallel: 's' is carried from one iteration to the next (the loop uses the value of 's += a[i]'))
// CHECK: kernels_update_value_used.c:21:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of 'k++'))
// CHECK: kernels_update_value_used.c:23:5: remark: loop scheduled as seq (not parallel: 'p' is carried from one iteration to the next (the loop uses the value of 'p *= 1.5'))
// CHECK: kernels_update_value_used.c:25:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of 'k++'))
// CHECK: kernels_update_value_used.c:28:5: remark: loop scheduled as seq (not parallel: 'c' is carried from one iteration to the next (the loop uses the value of 'c++'))
// CHECK: kernels_update_value_used.c:31:5: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next (the loop uses the value of 'k += 2'))
// CHECK: kernels_update_value_used.c:35:5: remark: loop scheduled as gang, vector, implicit reduction on 'c'
// CHECK: kernels_update_value_used.c:38:5: remark: loop scheduled as gang, vector, implicit reduction on 'steps'
// CHECK: kernels_update_value_used.c:42:5: remark: loop scheduled as gang, vector, implicit reduction on 'k', implicit reduction on 's'

// In a parallel loop the user said the iterations are independent: Acorn warns that the update's
// value is carried (no implicit reduction); `loop auto` leaves the decision to Acorn, which keeps
// the loop sequential.
void g(int n, double *restrict v) {
  int k = 0, j = 0;
#pragma acc parallel loop copy(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] = k++;
#pragma acc parallel copy(v[0:n], j)
#pragma acc loop auto
  for (int i = 0; i < n; i++)
    v[i] += j++;
}
// CHECK: kernels_update_value_used.c:[[@LINE-6]]:12: warning: 'k' is carried from one iteration to the next (the loop uses the value of 'k++'), but the iterations of this loop run in parallel, in any order: make it private, a reduction, or the loop seq
// CHECK: kernels_update_value_used.c:[[@LINE-4]]:3: remark: loop scheduled as seq (not parallel: 'j' is carried from one iteration to the next (the loop uses the value of 'j++'))

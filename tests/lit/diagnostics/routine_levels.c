// 2.15.1: a routine's orphaned loops use only the routine's levels; a routine is called only where
// its levels are still free; an orphaned loop needs a routine directive on its function (2.9), and
// such a function holds no other directive than loop, atomic and cache.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
#pragma acc routine vector
void gang_in_vector(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// CHECK-DAG: routine_levels.c:7:1: error: a 'gang' loop in a 'vector' routine: its loops may use only the routine's own levels (2.15.1)

#pragma acc routine seq
void worker_in_seq(double *a, int n) {
#pragma acc loop worker
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// CHECK-DAG: routine_levels.c:15:1: error: a 'worker' loop in a 'seq' routine: its loops may use only the routine's own levels (2.15.1)

#pragma acc routine vector
void scale(double *a, int n) {
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
void call_in_vector_loop(double *a, int n) {
#pragma acc parallel loop gang vector copy(a[0:n*n])
  for (int i = 0; i < n; i++)
    scale(a + i * n, n);
}
// CHECK-DAG: routine_levels.c:30:5: error: a call of the 'vector' routine 'scale' inside a 'gang, vector' loop: the routine partitions its loops across levels this loop already uses
// CHECK-DAG: routine_levels.c:28:1: note: the enclosing 'gang, vector' loop

void no_routine(double *a, int n) {
#pragma acc loop
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
// CHECK-DAG: routine_levels.c:36:1: error: an orphaned 'loop' directive must be in a function with a 'routine' directive (or inside a compute construct)

#pragma acc routine seq
void data_in_routine(double *a, int n) {
#pragma acc update self(a[0:n])
}
// CHECK-DAG: routine_levels.c:44:1: error: the 'update' directive cannot appear in a function with a 'routine' directive

// A routine calls routines of its own level or finer ones only: a seq routine none with loop
// parallelism, a vector routine no gang or worker routine; a gang routine may call any.
#pragma acc routine gang
void fill(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++)
    a[i] = 1;
}
#pragma acc routine seq
void seq_calls_gang(double *a, int n) { fill(a, n); }
// CHECK-DAG: routine_levels.c:[[@LINE-1]]:41: error: the seq routine 'seq_calls_gang' calls the gang routine 'fill': a routine may call only routines of its own level of parallelism or finer ones (2.15.1)
#pragma acc routine vector
void vector_calls_gang(double *a, int n) { fill(a, n); }
// CHECK-DAG: routine_levels.c:[[@LINE-1]]:44: error: the vector routine 'vector_calls_gang' calls the gang routine 'fill'
#pragma acc routine gang
void gang_calls_vector(double *a, int n) {
  fill(a, n);
  scale(a, n);
}

// 2.9.11: a reduction on an orphaned loop that generates gang parallelism, written or assigned, is
// into the routine's own variable: each gang combines its own iterations (a warning, as for a
// variable declared in a compute region; conformance gang_reduction_gang_private.c runs it).
#pragma acc routine gang
double gang_sum(const double *a, int n) {
  double s = 0, m = 0;
#pragma acc loop gang reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += a[i];
#pragma acc loop reduction(max : m)
  for (int i = 0; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return s + m;
}
// CHECK-DAG: routine_levels.c:[[@LINE-8]]:37: warning: 's' is the routine's own, so each gang calling it has its own: this gang loop's reduction combines only the gang's own iterations
// CHECK-DAG: routine_levels.c:[[@LINE-6]]:34: warning: 'm' is the routine's own, so each gang calling it has its own: this gang loop's reduction combines only the gang's own iterations

// A gang(dim:2) routine may be called in a gang(dim:3) loop (gang-redundant in dimensions 2 and 1),
// not in a gang(dim:2) or gang(dim:1) one.
#pragma acc routine gang(dim:2)
void plane(double *p, int n) {
#pragma acc loop gang(dim:2)
  for (int j = 0; j < n; j++)
    p[j] = j;
}
void call_plane(double *a, int n) {
#pragma acc parallel num_gangs(4, 3, 2) copy(a[0:n*n])
  {
#pragma acc loop gang(dim:3)
    for (int k = 0; k < n; k++)
      plane(a + k * n, n);
#pragma acc loop gang(dim:2)
    for (int k = 0; k < n; k++)
      plane(a + k * n, n);
  }
}
// CHECK-DAG: routine_levels.c:[[@LINE-3]]:7: error: a call of the 'gang' routine 'plane' inside a 'gang' loop: the routine partitions its loops across levels this loop already uses

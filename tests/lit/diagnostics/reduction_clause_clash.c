// A variable in two reduction clauses of one construct, or in two of private, firstprivate and
// reduction: which one applies is not defined (GCC rejects the reductions; with private and
// firstprivate, private won silently and the copy started uninitialised). Distinct variables, and private on one construct with
// reduction on another, are fine.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
double clash(int n, const double *a) {
  double s = 1, t = 0, u = 0;
#pragma acc parallel loop reduction(+:s) reduction(*:s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
// CHECK: reduction_clause_clash.c:[[@LINE-3]]:54: error: 's' appears in two 'reduction' clauses of the same construct
#pragma acc parallel loop private(t) reduction(+:t) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    t += a[i];
// CHECK: reduction_clause_clash.c:[[@LINE-3]]:50: error: 't' appears in a 'private' and a 'reduction' clause of the same construct
#pragma acc parallel private(u)
  {
#pragma acc loop reduction(+:s, t)
    for (int i = 0; i < n; i++) {
      s += a[i];
      t += 2 * a[i];
    }
  }
  return s + t + u;
}

// A gang loop's reduction into a variable declared in the region: each gang has its own copy.
void per_gang(int n, const double *a, double *out) {
#pragma acc parallel num_gangs(8) copyin(a[0:n]) copyout(out[0:8])
  {
    double s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++)
      s += a[i];
    out[0] = s;
  }
}
// CHECK: reduction_clause_clash.c:[[@LINE-6]]:35: warning: 's' is declared in the compute region, so each gang has its own: this gang loop's reduction combines only the gang's own iterations (declare it before the region to combine every gang's)

double private_and_first(int n, double *a) {
  double t = 3.0;
#pragma acc parallel loop private(t) firstprivate(t) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] *= t;
  return t;
}
// CHECK: reduction_clause_clash.c:[[@LINE-5]]:51: error: 't' appears in a 'private' and a 'firstprivate' clause of the same construct

// The pointer in private and its section in firstprivate: the same variable in both.
void private_pointer_first_section(int n, double *a) {
#pragma acc parallel loop firstprivate(a[0:n]) private(a)
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
// CHECK: reduction_clause_clash.c:[[@LINE-4]]:56: error: 'a' appears in a 'firstprivate' and a 'private' clause of the same construct

void section_and_reduction(int n, double *a) {
  double b[4] = {0, 0, 0, 0};
#pragma acc parallel loop private(b[0:4]) reduction(+:b) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    b[i % 4] += a[i];
  a[0] = b[0];
}
// CHECK: reduction_clause_clash.c:[[@LINE-5]]:55: error: 'b' appears in a 'private' and a 'reduction' clause of the same construct

// Two sections of one array in two reductions are no clause clash; with two operators they are
// not reduced (the run crashed: ReductionItems joins sections of one operator only).
void two_reduction_sections(int n, const double *a) {
  double b[8] = {0};
#pragma acc parallel loop reduction(+:b[0:4]) reduction(*:b[4:4]) copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    b[i % 4] += a[i];
    b[4 + i % 4] *= a[i];
  }
}
// CHECK: reduction_clause_clash.c:[[@LINE-6]]:59: error: 'b' appears in more than one reduction item of this construct

// 2.9: the body of a partitioned loop may not change its loop variable. Passing its address to a
// routine that only reads through it (a pointer to const, or a body in this file that only
// dereferences it to read, also through another routine) leaves it as it is; passing it to one
// that writes through it, or whose body is in another file, is an error at the call.
// RUN: not %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma acc routine seq
static double at(const int *i, const double *a) { return a[*i]; }
#pragma acc routine seq
static double cell(int *i, double *a) { return a[i[0]]; }
#pragma acc routine seq
static double reads(int *i, double *a) { return cell(i, a) + at(i, a); }
#pragma acc routine seq
static double bumps(int *i, double *a) { return a[(*i)++]; }
#pragma acc routine seq
static double keeps(int *i, double *a) {
  int *q = i;
  return a[*q];
}
#pragma acc routine seq
double elsewhere(int *i);
// (C++: a function template's instance is judged by its body too.)
#pragma acc routine seq
template <class T> double pick(T *i, double *a) { return a[*i]; }

void f(int n, double *__restrict a, double *__restrict b) {
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector
  for (int i = 0; i < n; i++)
    b[i] = at(&i, a) + reads(&i, a) + pick(&i, a);
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector
  for (int i = 0; i < n; i++)
    b[i] = at(&i, a) * cell(&i, a);
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+1]]:12: error: loop cannot be partitioned: the body passes the address of the loop variable 'i' to 'bumps', which may write through it (declare the parameter a pointer to const if the function only reads)
    b[i] = bumps(&i, a);
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+1]]:12: error: loop cannot be partitioned: the body passes the address of the loop variable 'i' to 'keeps', which may write through it
    b[i] = keeps(&i, a);
#pragma acc parallel loop copyout(b[0:n])
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+1]]:12: error: loop cannot be partitioned: the body passes the address of the loop variable 'i' to 'elsewhere', which may write through it
    b[i] = elsewhere(&i);
#pragma acc parallel loop copyout(b[0:n])
  for (int i = 0; i < n; i++) {
    // CHECK: [[@LINE+1]]:14: error: loop cannot be partitioned: the body changes the loop variable
    int *p = &i;
    b[i] = *p;
  }
}

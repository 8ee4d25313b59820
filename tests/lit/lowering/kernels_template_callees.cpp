// kernels (2.5.2), C++: in a function template, a loop calling a callee the template's parameters
// decide (a functor or lambda of parameter type, generic or not, a lambda defined in the template, a
// function template given dependent arguments; in a class template, a functor member of parameter
// type and a member function template) is judged by what each instantiation calls, as the same loop
// in a plain function is: gang, vector when every instantiation's callee only reads its by-value
// arguments. One instantiation whose callee may write shared data (a functor adding into a global,
// a functor's non-const operator()) or that calls through a pointer keeps the template's loop
// sequential (the template's text serves all of them), and so do a default argument passed as a
// pointer and a template never instantiated.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
struct Sq {
  double operator()(double x) const { return x * x; }
};
double total;
#pragma acc declare create(total)
struct Adding {
  double operator()(double x) const { total += x; return x; }
};
struct Counting {
  int calls = 0;
  double operator()(double x) { ++calls; return x; }
};

template <typename F>
void mapT(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as gang, vector

template <typename T>
T twice(T x) { return x + x; }
template <typename T>
void callT(int n, const T *__restrict__ a, T *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = twice(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as gang, vector

template <typename T>
void localLambda(int n, const T *__restrict__ a, T *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) {
    auto g = [](T x) { return x * 3; };
    b[i] = g(a[i]);
  }
}
// CHECK: kernels_template_callees.cpp:[[@LINE-5]]:3: remark: loop scheduled as gang, vector

template <typename F>
void mixed(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as seq (not parallel: 'f' is carried from one iteration to the next)

template <typename F>
void capturing(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as seq (not parallel: the call of 'operator()' writes 'total', which other iterations may use)

template <typename F>
void pointer(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as seq (not parallel: it calls 'f', which Acorn cannot follow)

template <typename F>
void never(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = f(a[i]);
}
// CHECK: kernels_template_callees.cpp:[[@LINE-3]]:3: remark: loop scheduled as seq (not parallel: it calls 'f', which Acorn cannot follow)

// A default argument: by value, the callee only reads it; a pointer may reach shared memory, so the
// call is judged as the template's text says (it may write a[i]).
template <typename T> T add(T x, int k = 2) { return x + k; }
template <typename T> T put(T x, T *out = nullptr) { if (out) *out = x; return x; }
template <typename T>
void defaults(int n, const T *__restrict__ a, T *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = add(a[i]);
// CHECK: kernels_template_callees.cpp:[[@LINE-2]]:3: remark: loop scheduled as gang, vector
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = put(a[i]);
// CHECK: kernels_template_callees.cpp:[[@LINE-2]]:3: remark: loop scheduled as seq (not parallel: the call of 'put' passes 'a[i]', which it may write)
}

// A member of a class template: a functor member of parameter type, a member function template.
template <typename F>
struct Mapper {
  F f_;
  template <typename T> T plus1(T x) const { return x + 1; }
  void run(int n, const double *__restrict__ a, double *__restrict__ b) {
#pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
    for (int i = 0; i < n; i++)
      b[i] = f_(a[i]) + plus1(a[i]);
  }
};
// CHECK: kernels_template_callees.cpp:[[@LINE-4]]:5: remark: loop scheduled as gang, vector

double square(double x) { return x * x; }

void use(int n, const double *a, double *b, const float *af, float *bf) {
  mapT(n, a, b, Sq());
  mapT(n, a, b, [](double x) { return x + 1; });
  mapT(n, a, b, [](auto x) { return x * 2; });
  callT(n, a, b);
  callT(n, af, bf);
  localLambda(n, a, b);
  mixed(n, a, b, Sq());
  mixed(n, a, b, Counting());
  capturing(n, a, b, Adding());
  pointer(n, a, b, square);
  Mapper<Sq>{Sq()}.run(n, a, b);
  defaults(n, a, b);
}

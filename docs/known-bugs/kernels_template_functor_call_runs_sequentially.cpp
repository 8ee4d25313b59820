// Performance: in a function template, a kernels loop that calls a functor (or lambda) whose type
// is the template parameter runs sequentially on the device: -Minfo says "loop scheduled as seq
// (not parallel: it calls 'f', which Acorn cannot follow)" and "loop nest runs sequentially on the
// device".  The same loop in a plain function taking the functor type (mapN) is "gang, vector".
// The instantiation's callee is known (Sq::operator(), a const member routine reading only its
// arguments; or the lambda's body), so it can be followed as in the non-template function.
// Same root as the firstprivate(f) bug (firstprivate_dependent_functor_pointers_not_translated.cpp):
// dependent callees are not analysed.
// Also a call of a function template routine with a dependent argument (callT: `twice(a[i])`,
// T by value): "not parallel: the call of 'twice' passes 'a[i]', which it may write"; from a
// plain function (callN) the same call is gang, vector.
// Likewise a lambda defined in the template (even inside the loop body: `auto g = [](T x){...};
// b[i] = g(a[i]);`): "it calls 'g', which Acorn cannot follow"; non-template: gang, vector.
// Expected: lines 25 and 37 scheduled gang, vector as lines 29 and 41.  Results are right on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 -Minfo=accel kernels_template_functor_call_runs_sequentially.cpp -o kt
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./kt   -> PASS
#include <cstdio>
struct Sq {
  #pragma acc routine seq
  double operator()(double x) const { return x * x; }
};
template <typename F>
void mapT(int n, const double *__restrict__ a, double *__restrict__ b, F f) {
  #pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) b[i] = f(a[i]);        // seq
}
void mapN(int n, const double *__restrict__ a, double *__restrict__ b, Sq f) {
  #pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) b[i] = f(a[i]);        // gang, vector
}
#pragma acc routine seq
template <typename T>
T twice(T x) { return x + x; }
template <typename T>
void callT(int n, const T *__restrict__ a, T *__restrict__ b) {
  #pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) b[i] = twice(a[i]);    // seq
}
void callN(int n, const double *__restrict__ a, double *__restrict__ b) {
  #pragma acc kernels copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) b[i] = twice(a[i]);    // gang, vector
}
int main() {
  const int n = 1000;
  double a[n], b[n], c[n];
  for (int i = 0; i < n; i++) a[i] = i;
  mapT(n, a, b, Sq());
  mapN(n, a, c, Sq());
  int bad = 0;
  for (int i = 0; i < n; i++) if (b[i] != a[i] * a[i] || c[i] != b[i]) bad++;
  callT(n, (const double *)a, b);
  callN(n, a, c);
  for (int i = 0; i < n; i++) if (b[i] != 2 * a[i] || c[i] != b[i]) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}

// firstprivate(f) of a functor whose type is a template parameter does not translate the
// functor's pointer members to device addresses, silently (no warning, no -Minfo remark).
// The same functor in firstprivate in a plain (non-template) function is translated (fixed
// 2026-11-28 per known-bugs: firstprivate_class_pointer_members), and the template without the
// clause (implicit) is translated too.  On the emulated discrete device the template+firstprivate
// region writes the host arrays through host addresses and the device copy of b is never updated
// (b[1] stays 4 after the third call); a GPU would fault on the host address.
// Only members the region itself names are translated: adding `f.pb[i] += 0;` to the loop body
// makes it right. Found in a YAKL/Kokkos-style parallel_for wrapper: `template <class F> void pfor(int n, F f) {
//   #pragma acc parallel loop firstprivate(f) ... f(i); }`.
// Expected: b[1] == 6 after the three calls (PASS) on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 firstprivate_dependent_functor_pointers_not_translated.cpp -o fp
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./fp   -> FAIL (b[1]=4)
//           ACC_DEVICE_TYPE=multicore ./fp                       -> PASS (shared memory)
#include <cstdio>
struct Fn {
  double *pa, *pb;
  #pragma acc routine seq
  void operator()(int i) const { pb[i] += pa[i] + 1; }
};
void plain(int n, Fn f) {
  #pragma acc parallel loop firstprivate(f)
  for (int i = 0; i < n; i++) f(i);
}
template <typename F> void implicit_t(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
template <typename F> void firstprivate_t(int n, F f) {
  #pragma acc parallel loop firstprivate(f)
  for (int i = 0; i < n; i++) f(i);
}
int main() {
  const int n = 16;
  double a[n], b[n];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
  #pragma acc enter data copyin(a[0:n], b[0:n])
  Fn fn{a, b};
  plain(n, fn);           // b[1] = 2
  implicit_t(n, fn);      // b[1] = 4
  firstprivate_t(n, fn);  // b[1] = 6   <- not done on the device
  #pragma acc exit data copyout(b[0:n]) delete(a[0:n])
  printf("b[1]=%g (expect 6)\n", b[1]);
  int bad = b[1] != 6.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

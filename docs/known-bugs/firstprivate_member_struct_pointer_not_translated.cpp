// firstprivate(v) naming a data member (this->v) whose type is a struct with a pointer member:
// -Minfo says "implicit ATTACH of 'v.p'" but the region gets the host address, silently.
// The same loop without the clause (v reached through *this, implicit copy) is right, and
// firstprivate of a local/parameter struct with pointer members is translated (known-bugs:
// fixed 2026-11-28).  On the emulated discrete device the firstprivate region writes host a[]
// and the device copy is unchanged (a[3] stays 1); a GPU would fault on the host address.
// Expected: a[3] == 2 (PASS) on every target, or an error if a member is not allowed there.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 -Minfo=accel firstprivate_member_struct_pointer_not_translated.cpp -o fm
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./fm   -> FAIL (a[3]=1)
//           ACC_DEVICE_TYPE=multicore ./fm                       -> PASS
// Same with the member in a class template (HolderT<V>::run).
#include <cstdio>
struct V { double *p; int n; };
struct Holder {
  V v;
  void run_implicit() {
    #pragma acc parallel loop
    for (int i = 0; i < v.n; i++) v.p[i] += 1;
  }
  void run_firstprivate() {
    #pragma acc parallel loop firstprivate(v)
    for (int i = 0; i < v.n; i++) v.p[i] += 1;
  }
};
int main() {
  const int n = 8;
  double a[n];
  for (int i = 0; i < n; i++) a[i] = 0;
  #pragma acc enter data copyin(a[0:n])
  Holder h{{a, n}};
  h.run_implicit();      // a[3] = 1
  h.run_firstprivate();  // a[3] = 2   <- not done on the device
  #pragma acc exit data copyout(a[0:n])
  printf("a[3]=%g (expect 2)\n", a[3]);
  int bad = a[3] != 2.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

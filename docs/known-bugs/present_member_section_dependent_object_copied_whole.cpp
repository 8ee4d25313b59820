// In a template where the object is of dependent type (V &v), a region with present(v.arr[2:4])
// that uses v.arr[i] also copies the whole object implicitly (-Minfo: "implicit COPY of 'v'"), and
// the run stops: "data for 'v' (80 bytes) is partially present ... the device holds ... (32 bytes;
// mapped by 'data' at ...)".  In a plain function, or a template whose object type is not
// dependent (uT2), the member named in the present clause covers the use: no implicit copy, right
// results.  (Found mapping a fixed-size member array of a templated mesh struct.)
// Expected: no implicit copy of v; arr[5] == 5000, PASS on every target.
// Commands: /work/hunt/acorn/bin/acorn++ -O2 -Minfo=accel present_member_section_dependent_object_copied_whole.cpp -o pm
//           ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./pm   -> runtime error (partially present)
//           ACC_DEVICE_TYPE=multicore ./pm                       -> PASS
#include <cstdio>
struct O { int n; double arr[8]; double *q; };
void uN(O &v) {
  #pragma acc data copy(v.arr[2:4])
  {
    #pragma acc parallel loop present(v.arr[2:4])
    for (int i = 2; i < 6; i++) v.arr[i] *= 10;
  }
}
template <typename T> void uT2(O &v, T) {
  #pragma acc data copy(v.arr[2:4])
  {
    #pragma acc parallel loop present(v.arr[2:4])
    for (int i = 2; i < 6; i++) v.arr[i] *= 10;
  }
}
template <typename V> void uT(V &v) {
  #pragma acc data copy(v.arr[2:4])
  {
    #pragma acc parallel loop present(v.arr[2:4])     // implicit COPY of 'v' here
    for (int i = 2; i < 6; i++) v.arr[i] *= 10;
  }
}
int main() {
  O o{8, {0, 1, 2, 3, 4, 5, 6, 7}, 0};
  uN(o); uT2(o, 0); uT(o);
  printf("arr[5]=%g (expect 5000) arr[6]=%g (expect 6)\n", o.arr[5], o.arr[6]);
  int bad = o.arr[5] != 5000.0 || o.arr[6] != 6.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

// In a template, a section of a member of an object of dependent type is what the instantiations
// make the member: an array of the object's own storage (no implicit copy of the object, no
// attachment), a pointer (attached; the object copied where the region needs it), and an error at
// the item when some instantiations make it an array and others a pointer (the template is lowered
// once for all of them).
// RUN: not %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="implicit COPY of 'a'" --implicit-check-not="implicit COPY of '*this'"
struct WithArray { double arr[8]; };
struct WithPointer { double *arr; };
template <typename V> void arrays(V &a) {
#pragma acc parallel loop present(a.arr[2:4])
  for (int i = 2; i < 6; i++) a.arr[i] *= 10;
}
template <typename V> void pointers(V &p) {
// CHECK: [[@LINE+1]]:{{[0-9]+}}: remark: implicit COPY of 'p'
#pragma acc parallel loop present(p.arr[2:4])
  for (int i = 2; i < 6; i++) p.arr[i] *= 10;
}
template <typename V> void both(V &b) {
// CHECK: [[@LINE+1]]:35: error: 'arr' is an array in some instantiations of this template and a pointer in others
#pragma acc parallel loop present(b.arr[2:4])
  for (int i = 2; i < 6; i++) b.arr[i] *= 10;
}
template <typename V> struct Holder { // a class template's member of its parameter type
  V m_;
  void run() {
#pragma acc parallel loop present(m_.arr[2:4])
    for (int i = 2; i < 6; i++) m_.arr[i] *= 10;
  }
};
template struct Holder<WithArray>;
void use(WithArray &x, WithPointer &y) {
  arrays(x);
  pointers(y);
  both(x);
  both(y);
}

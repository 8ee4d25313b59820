// Data clauses naming a whole member of an object whose type is a template parameter
// (`update device(c.sc)`, `data copy(c.arr)`, `present(c.arr)`): each instantiation maps the member
// it names, as a plain function does (2.7.1: a member of a struct is a variable of its own there).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
struct Cfg { int n; double arr[8]; double sc; };
void uN(Cfg &c) {                       // accepted
  #pragma acc update device(c.sc)
  #pragma acc update self(c.arr)
}
template <typename C> void uT(C &c) {   // rejected: c.sc, c.arr, c.arr
  c.sc = 3.0;   // (sc only exercises update device)
  #pragma acc update device(c.sc)
  #pragma acc data copy(c.arr)
  {
    #pragma acc parallel loop present(c.arr)
    for (int i = 0; i < 8; i++) c.arr[i] += 3.0;
  }
}
int main() {
  Cfg c{8, {0, 1, 2, 3, 4, 5, 6, 7}, 1.0};
  #pragma acc enter data copyin(c)
  uN(c);
  uT(c);
  #pragma acc exit data copyout(c)
  printf("arr[5]=%g (expect 8)\n", c.arr[5]);
  int bad = c.arr[5] != 8.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

// A routine directive belongs before a template header, not between it and the function (GCC:
// "'#pragma' is not allowed here"). Clang 22 says only "expected unqualified-id" there and then
// misses the function at its calls; Acorn's error says where the directive goes, and the calls
// find the template.
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:" --implicit-check-not="warning:"
template <typename T>
#pragma acc routine seq
T twice(T v) { return v + v; }
// CHECK: routine_after_template_head.cpp:[[@LINE-2]]:1: error: a 'routine' directive must come before the template header ('template <...>'), not between it and the function: move the directive above the 'template' line
// CHECK-NEXT: {{^}}    7 | #pragma acc routine seq

template <typename T,
          typename U = int> // a header on two lines
  // a comment

  #pragma acc routine vector
T sum(const T *v, U n) {
  T s = 0;
#pragma acc loop vector reduction(+ : s)
  for (U i = 0; i < n; i++)
    s += v[i];
  return s;
}
// CHECK: routine_after_template_head.cpp:[[@LINE-8]]:3: error: a 'routine' directive must come before the template header

#pragma acc routine seq
template <typename T>
T thrice(T v) { return 3 * v; }

int main() {
  int a[32];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 32; i++)
    a[i] = twice(i) + thrice(i);
  return a[5] == 25 ? 0 : 1;
}

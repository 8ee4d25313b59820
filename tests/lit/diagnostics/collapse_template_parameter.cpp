// collapse(D) of a template parameter takes each instantiation's count (the template is lowered
// once: where its instantiations give different counts, all collapse the smallest, with a
// warning); an instantiation whose count is not positive, or larger than the nest, is an error at
// the clause with the instantiation that gave it.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -c -DBAD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
template <int D> void one(double *a, int n) {
// CHECK: [[@LINE+2]]:3: remark: loop scheduled as gang, vector, collapse(2)
#pragma acc parallel loop collapse(D) copy(a[0:n * n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] += 1;
}
template <int D> void several(double *a, int n) {
// CHECK: [[@LINE+1]]:27: warning: the collapse count is 1 in some instantiations of this template and 3 in others; Acorn lowers a template once, so all of them collapse 1 loop (the inner loops run in order in each iteration)
#pragma acc parallel loop collapse(D) copy(a[0:n * n * n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) a[(i * n + j) * n + k] += 1;
}
void use(double *a) {
  one<2>(a, 8);
  several<1>(a, 4);
  several<3>(a, 4);
  several<2>(a, 4);
#ifdef BAD
// (line 15: the directive of several)
// BAD: collapse_template_parameter.cpp:15:36: error: OpenACC 'collapse' clause loop count must be a positive integer value, evaluated to 0
// BAD: collapse_template_parameter.cpp:[[@LINE+3]]:3: note: in instantiation of function template specialization 'several<0>' requested here
// BAD: collapse_template_parameter.cpp:[[@LINE+3]]:3: note: in instantiation of function template specialization 'several<4>' requested here
// BAD: collapse_template_parameter.cpp:15:1: error: 'collapse' clause specifies a loop count greater than the number of available loops
  several<0>(a, 4);
  several<4>(a, 4);
#endif
}

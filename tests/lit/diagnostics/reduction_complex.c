// Complex values reduce with '+' and '*' only; an element or a section of complex values is not
// reduced yet; a complex reduction variable the construct never uses is a warning. Clang 22's own
// rejection of the variables is not shown: Acorn takes them (see reduction_complex.c).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="invalid type"
#include <complex.h>
void f(double _Complex *out) {
  double _Complex z = 0, zs[4] = {0};
#pragma acc parallel loop reduction(max:z)
  for (int i = 0; i < 10; i++)
    z += i;
#pragma acc parallel loop reduction(+:zs[0:2])
  for (int i = 0; i < 10; i++)
    zs[i % 2] += i;
#pragma acc parallel loop reduction(+:z)
  for (int i = 0; i < 10; i++)
    out[i] = i;
  out[0] = z + zs[0];
}
// CHECK: reduction_complex.c:8:41: error: 'z' has type '_Complex double': complex values are reduced with '+' or '*' only
// CHECK: reduction_complex.c:11:39: error: a reduction on an element or a section of '_Complex' values, of an array of arrays or of structs with array members is not supported by Acorn yet
// CHECK: reduction_complex.c:14:39: warning: the reduction on 'z' has no effect: the construct does not use it

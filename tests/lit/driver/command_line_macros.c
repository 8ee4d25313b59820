// A program's macros from the command line and from forced includes (-DN=1000, -Dx=2, -include
// cfg.h) are its own: Acorn's headers, read after them (acorn/abi.h, acorn/kernel.hpp, the GPU
// compile's prelude), and a C file's device unit, made of already preprocessed text, must not
// see them (short names such as N, x, c, T, n, count, device are common in HPC builds).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -DN=1000 -Dx=2 -Dc=3 -DT=float -Dn=4 -Ddata=5 -Ddevice=6 -DA=7 -DW=8 -include %S/Inputs/short_names.h %s -o %t/prog_c && %t/prog_c | FileCheck %s
// RUN: %acorncxx -x c++ -DN=1000 -Dx=2 -Dc=3 -DT=float -Dn=4 -Ddata=5 -Ddevice=6 -DA=7 -DW=8 -include %S/Inputs/short_names.h %s -o %t/prog_cxx && %t/prog_cxx | FileCheck %s
// CHECK: PASS
#include <stdio.h>

static T scale(T v) { return v * (T)x; }

int main(void) {
  T a[N], b[M];
  for (int i = 0; i < M; i++)
    b[i] = (T)(i % count);
#pragma acc parallel loop copyout(a) copyin(b)
  for (int i = 0; i < N; i++)
    a[i] = scale((T)i) + b[i % M] + c + y;
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != (T)(2 * i) + (T)((i % M) % count) + c + y;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

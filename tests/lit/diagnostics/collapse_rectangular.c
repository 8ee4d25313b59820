// collapse and tile take loops with one rectangular iteration space (2.9.1, 2.9.8): a bound or
// step using the variable of a loop collapsed or tiled with it is an error at that bound.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s
void f(int n, double m[100][100]) {
#pragma acc parallel loop collapse(2) copy(m[0:100])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      m[i][j] = i + j;
#pragma acc parallel loop tile(8, 8) copy(m[0:100])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      m[i][j] = 0;
// Not collapsed: a triangle is fine.
#pragma acc parallel loop copy(m[0:100])
  for (int i = 0; i < n; i++)
#pragma acc loop
    for (int j = 0; j < i; j++)
      m[i][j] = 1;
}
// CHECK-DAG: collapse_rectangular.c:8:25: error: collapse(2) needs a rectangular iteration space, but this bound uses 'i', the variable of a loop collapsed with it; collapse fewer loops
// CHECK-DAG: collapse_rectangular.c:12:18: error: tile needs a rectangular iteration space, but this bound uses 'i', the variable of a loop tiled with it; tile fewer loops
// CHECK-NOT: error:

// kernels (2.5.2): a loop nest inside a plain block, an if or a switch whose condition the host
// knows at the region's start is a launch of its own, analysed as a top-level nest; the host runs
// the if or switch around the launches (C: its header among the outlined launches' calls). Where
// the host cannot (a condition reading memory, a block declaring an array, a while whose condition
// writes), the statement runs whole in a serial kernel and -Minfo says why for each loop in it.
// RUN: %acorncc -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
#define N 1000
double u[N], v[N];

void branches(int flag, int mode, int n) {
#pragma acc kernels copy(u)
  {
    { for (int i = 0; i < N; i++) u[i] += 1.0; }
  }
// CHECK: kernels_nests_in_branches.c:[[@LINE-2]]:7: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-3]]:7: remark: loop nest runs as its own kernel
#pragma acc kernels copy(u, v)
  {
    for (int i = 0; i < N; i++) v[i] = 1.0;
    if (flag) {
      for (int i = 0; i < N; i++) u[i] += v[i];
      v[0] = 2.0;
    } else if (mode > 2) {
      for (int i = 0; i < N; i++) u[i] -= v[i];
    }
  }
// CHECK: kernels_nests_in_branches.c:[[@LINE-8]]:5: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-7]]:7: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:7: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-11]]:5: remark: loop nest runs as its own kernel
// CHECK: kernels_nests_in_branches.c:[[@LINE-10]]:7: remark: loop nest runs as its own kernel
// CHECK: kernels_nests_in_branches.c:[[@LINE-10]]:7: remark: statements run as a serial kernel
// CHECK: kernels_nests_in_branches.c:[[@LINE-9]]:7: remark: loop nest runs as its own kernel
// LOWERED: if (flag) { __acorn_region_{{[0-9A-F]+}}_[[#@LINE-17]]_1_1({{.*}}); __acorn_region_{{[0-9A-F]+}}_[[#@LINE-17]]_1_2({{.*}}); } else { if (mode > 2) { __acorn_region_{{[0-9A-F]+}}_[[#@LINE-17]]_1_3({{.*}}); } }
#pragma acc kernels copy(u)
  if (flag) { for (int i = 0; i < N; i++) u[i] += 1.0; }
// CHECK: kernels_nests_in_branches.c:[[@LINE-1]]:15: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-2]]:15: remark: loop nest runs as its own kernel
#pragma acc kernels copy(u, v)
  switch (mode) {
  case 1:
    for (int i = 0; i < N; i++) u[i] = 1.0;
  case 2:
    v[0] = 3.0;
    break;
  default:
    for (int i = 0; i < N; i++) v[i] = 4.0;
  }
// CHECK: kernels_nests_in_branches.c:[[@LINE-7]]:5: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-3]]:5: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-9]]:5: remark: loop nest runs as its own kernel
// CHECK: kernels_nests_in_branches.c:[[@LINE-8]]:5: remark: statements run as a serial kernel
// CHECK: kernels_nests_in_branches.c:[[@LINE-6]]:5: remark: loop nest runs as its own kernel
// LOWERED: switch (mode) { case 1: ; __acorn_region_{{[0-9A-F]+}}_[[#@LINE-15]]_1_0({{.*}}); case 2: ; __acorn_region_{{[0-9A-F]+}}_[[#@LINE-15]]_1_1({{.*}}); break; default: ; __acorn_region_{{[0-9A-F]+}}_[[#@LINE-15]]_1_2({{.*}}); }
#pragma acc kernels copy(u, v)
  for (int t = 0; t < n; t++) {
    if (t % 2 == 0) { for (int i = 1; i < N; i++) u[i] += u[i - 1] * 0.5; }
    else { for (int i = 0; i < N; i++) u[i] = v[i] + t; }
  }
// CHECK: kernels_nests_in_branches.c:[[@LINE-4]]:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_nests_in_branches.c:[[@LINE-4]]:23: remark: loop scheduled as seq (not parallel:
// CHECK: kernels_nests_in_branches.c:[[@LINE-4]]:12: remark: loop scheduled as gang, vector
}

// Where the host cannot run the statement, its loops are sequential and -Minfo says why. A block
// declaring a scalar the region writes has it declared at the region's start instead.
void serial(int n, int m) {
#pragma acc kernels copy(u, v)
  {
    if (u[0] > 0) { for (int i = 0; i < N; i++) v[i] = 1.0; }
    { double c[1] = {2.0}; for (int i = 0; i < N; i++) u[i] *= c[0]; }
    while (n-- > 0) { for (int i = 0; i < N; i++) u[i] += 1.0; }
    if (m > 2) { int k = 3; for (int i = 0; i < N; i++) v[i] = k; k = 4; }
  }
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:21: remark: loop scheduled as seq (in a serial kernel: the condition of the 'if' at line [[#@LINE-5]] is no value the host knows: it reads memory ('u[0]') that the launches may change)
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:28: remark: loop scheduled as seq (in a serial kernel: the block at line [[#@LINE-5]] declares the array 'c' (an array declared among the loop nests stays with them in one serial kernel; declare it before the region, or inside the loop that uses it))
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:23: remark: loop scheduled as seq (in a serial kernel: the condition of the 'while' at line [[#@LINE-5]] is no value the host knows: it writes 'n')
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:29: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-6]]:22: remark: 'k' is declared at the region's start, its device copy shared by the kernels; a serial kernel assigns its initialiser here
// CHECK: kernels_nests_in_branches.c:[[@LINE-10]]:5: remark: statements run as a serial kernel
}

// A scalar of a data construct around the region: its device copy may differ from the host's, so
// the host reads it back (once: the region does not write it) for the condition.
void present(int flag) {
#pragma acc data copyin(flag)
  {
#pragma acc kernels copy(u)
    {
      if (flag) { for (int i = 0; i < N; i++) u[i] = 1.0; }
    }
  }
}
// CHECK: kernels_nests_in_branches.c:[[@LINE-4]]:19: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches.c:[[@LINE-5]]:7: remark: for the condition of this 'if', the host reads 'flag' from the device once, when the region starts
// LOWERED: acorn_read_item __acorn_rb_once[] = {{[{][{]}}&__acorn_m[{{[0-9]+}}], &__acorn_rv0}};
// LOWERED: acorn_read_back(&__acorn_c, __acorn_rb_once, 1, __acorn_async, __acorn_if);
// LOWERED: if (__acorn_rv0) {

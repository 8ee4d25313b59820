// kernels (2.5.2): a block that declares scalars before or between its loop nests, an if's
// branch and the body of a loop the host runs that declare scalars: the host computes each where
// it stands and passes it to every launch by value, so the nests are launches of their own with
// all gangs (C: the declarations stand among the outlined launches' calls). A block declaring an
// array or a pointer runs whole in a serial kernel (-Minfo says why); a scalar the region writes or
// whose initialiser reads memory is declared at the region's start, a serial kernel assigning it.
// RUN: %acorncc -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
#define N 1000
double u[N], v[N];

void blocks(int n, int flag, int steps) {
#pragma acc kernels copy(u, v)
  {
    {
      double h = 1.0 / n;
      for (int i = 0; i < n; i++) u[i] = i * h;
      const int half = n / 2;
      for (int i = 0; i < half; i++) v[i] = u[i] + half;
    }
    if (flag) {
      double s = 2.0 * flag;
      for (int i = 0; i < n; i++) v[i] *= s;
    }
    for (int t = 0; t < steps; t++) {
      double w = 0.5 * t;
      for (int i = 0; i < n; i++) u[i] = u[i] * 0.5 + w;
    }
  }
}

void serial(int n) {
#pragma acc kernels copy(u, v)
  {
    { double c[2]; c[0] = u[0]; for (int i = 0; i < n; i++) v[i] = c[0]; }
    { double *p = u + 1; for (int i = 0; i < n - 1; i++) v[i] = p[i]; }
    { double s = 0.0; for (int i = 0; i < n; i++) s += u[i]; v[0] = s; }
    { double first = u[0]; for (int i = 0; i < n; i++) v[i] = first; }
  }
}
// CHECK: kernels_block_declarations.c:17:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations.c:19:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations.c:23:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations.c:25:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_block_declarations.c:27:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations.c:16:14: remark: 'h' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations.c:18:17: remark: 'half' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations.c:22:14: remark: 's' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations.c:26:14: remark: 'w' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations.c:17:7: remark: loop nest runs as its own kernel
// CHECK: kernels_block_declarations.c:19:7: remark: loop nest runs as its own kernel
// CHECK: kernels_block_declarations.c:23:7: remark: loop nest runs as its own kernel
// CHECK: kernels_block_declarations.c:27:7: remark: loop nest runs as its own kernel
// LOWERED: { double h = 1.0 / n; __acorn_region_{{[0-9A-F]+}}_13_1_0({{.*}}, h, {{.*}}); const int half = n / 2; __acorn_region_{{[0-9A-F]+}}_13_1_1({{.*}}, half, {{.*}}); } if (flag) { double s = 2.0 * flag; __acorn_region_{{[0-9A-F]+}}_13_1_2({{.*}}, s, {{.*}}); } for (int t = 0; t < steps; t++) { double w = 0.5 * t; __acorn_region_{{[0-9A-F]+}}_13_1_3({{.*}}, w, {{.*}}); }

// CHECK: kernels_block_declarations.c:35:33: remark: loop scheduled as seq (in a serial kernel: the block at line 35 declares the array 'c' (an array declared among the loop nests stays with them in one serial kernel
// CHECK: kernels_block_declarations.c:36:26: remark: loop scheduled as seq (not parallel:
// CHECK: kernels_block_declarations.c:37:23: remark: loop scheduled as gang, vector, implicit reduction on 's'
// CHECK: kernels_block_declarations.c:38:28: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations.c:37:14: remark: 's' is declared at the region's start, its device copy shared by the kernels; a serial kernel assigns its initialiser here
// CHECK: kernels_block_declarations.c:38:14: remark: 'first' is declared at the region's start, its device copy shared by the kernels; a serial kernel assigns its initialiser here
// CHECK: kernels_block_declarations.c:35:5: remark: statements run as a serial kernel

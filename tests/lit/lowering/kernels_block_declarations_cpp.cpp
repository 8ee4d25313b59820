// kernels (2.5.2), C++: scalars declared in a block, an if's branch and the body of a loop the host
// runs (in a function template, a member function) are computed by the host in place and passed
// to each launch by value: the nests are launches of their own with all gangs.
// RUN: %acorncxx -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
double u[1000], v[1000];

template <typename T> void scale(int n, bool twice) {
#pragma acc kernels copy(u, v)
  {
    {
      const T h = T(1) / n;
      for (int i = 0; i < n; i++) u[i] = i * h;
    }
    if (twice) {
      auto f = T(2) * n;
      for (int i = 0; i < n; i++) v[i] = u[i] * f;
    }
  }
}
template void scale<double>(int, bool);

struct Relax {
  double weight;
  void run(int n, int passes) {
#pragma acc kernels copy(u, v)
    for (int p = 0; p < passes; p++) {
      double w = weight / (p + 1);
      for (int i = 1; i < n - 1; i++) v[i] = w * (u[i - 1] + u[i + 1]);
      for (int i = 1; i < n - 1; i++) u[i] = v[i];
    }
  }
};
void relax(Relax &r) { r.run(1000, 3); }
// CHECK: kernels_block_declarations_cpp.cpp:13:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations_cpp.cpp:17:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations_cpp.cpp:12:15: remark: 'h' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations_cpp.cpp:16:12: remark: 'f' is computed on the host and passed to each kernel by value
// CHECK: kernels_block_declarations_cpp.cpp:13:7: remark: loop nest runs as its own kernel
// CHECK: kernels_block_declarations_cpp.cpp:17:7: remark: loop nest runs as its own kernel
// CHECK: kernels_block_declarations_cpp.cpp:27:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration
// CHECK: kernels_block_declarations_cpp.cpp:29:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations_cpp.cpp:30:7: remark: loop scheduled as gang, vector
// CHECK: kernels_block_declarations_cpp.cpp:28:14: remark: 'w' is computed on the host and passed to each kernel by value
// LOWERED: const T h = T(1) / n;
// LOWERED-NEXT: { ::__acorn_LaunchConfig __acorn_cfg; {{.*}}__acorn_launch(&__acorn_c, __acorn_cfg, [{{.*}}, h = h]
// LOWERED: auto f = T(2) * n;
// LOWERED-NEXT: { ::__acorn_LaunchConfig __acorn_cfg; {{.*}}__acorn_launch(&__acorn_c, __acorn_cfg, [{{.*}}, f = f]
// LOWERED: double w = weight / (p + 1);
// LOWERED-NEXT: { ::__acorn_LaunchConfig __acorn_cfg; {{.*}}__acorn_launch(&__acorn_c, __acorn_cfg, [{{.*}}, w = w,

// kernels (2.5.2), C++: a loop nest inside an if or a switch whose condition the host knows is a
// launch of its own; the host runs the if or switch in place, around the launches.
// RUN: %acorncxx -Minfo=accel --print-lowered %s 2>%t.remarks | grep -v "^//" | FileCheck --check-prefix=LOWERED %s
// RUN: FileCheck %s < %t.remarks
enum class Kind { Add, Scale };
struct Options {
  bool on;
  Kind kind;
};
double u[1000];

void step(const Options &o) {
#pragma acc kernels copy(u)
  if (o.on) {
    switch (o.kind) {
    case Kind::Add:
      for (int i = 0; i < 1000; i++) u[i] += 1.0;
      break;
    default:
      for (int i = 0; i < 1000; i++) u[i] *= 2.0;
    }
  }
}
// CHECK: kernels_nests_in_branches_cpp.cpp:[[@LINE-7]]:7: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches_cpp.cpp:[[@LINE-5]]:7: remark: loop scheduled as gang, vector
// CHECK: kernels_nests_in_branches_cpp.cpp:[[@LINE-9]]:7: remark: loop nest runs as its own kernel
// CHECK: kernels_nests_in_branches_cpp.cpp:[[@LINE-7]]:7: remark: loop nest runs as its own kernel
// LOWERED: if (o.on) {
// LOWERED-NEXT: switch (o.kind) {
// LOWERED-NEXT: case Kind::Add:
// LOWERED-NEXT: ::__acorn_launch(
// LOWERED: break;
// LOWERED-NEXT: default:
// LOWERED-NEXT: ::__acorn_launch(

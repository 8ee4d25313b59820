// declare in a namespace (2.13) must name variables of that namespace: one of an enclosing
// namespace, or of another namespace named qualified, keeps Clang's error. A variable of the
// namespace in a block opened again is accepted (lowering/declare_reopened_namespace.cpp).
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s
double outer;
namespace a {
double x;
}
namespace b {
#pragma acc declare create(outer)
#pragma acc declare copyin(a::x)
}
namespace a {
#pragma acc declare create(x)
}
// CHECK: declare_namespace.cpp:10:28: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK: declare_namespace.cpp:11:28: error: variable appearing in 'copyin' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK-NOT: declare_namespace.cpp:14

// declare in a namespace (2.13) must name variables of that namespace: one of an enclosing
// namespace, or of another namespace named qualified, keeps Clang's error, also in a block opened
// again (`b::y`, `::outer`, `a::x` of another `a` nested in b). A variable of the namespace in a
// block opened again is accepted, named plainly or qualified by that namespace
// (lowering/declare_reopened_namespace.cpp).
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
namespace b {
double y;
namespace a {
double x;
}
}
namespace a {
#pragma acc declare create(b::y)
#pragma acc declare create(::outer)
}
namespace b {
#pragma acc declare create(a::x, ::a::x)
}
// CHECK: declare_namespace.cpp:12:28: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK: declare_namespace.cpp:13:28: error: variable appearing in 'copyin' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK-NOT: declare_namespace.cpp:16
// CHECK: declare_namespace.cpp:25:28: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK: declare_namespace.cpp:26:28: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK: declare_namespace.cpp:29:28: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK: declare_namespace.cpp:29:34: error: variable appearing in 'create' clause of OpenACC 'declare' directive must be in the same scope as the directive
// CHECK-NOT: error:

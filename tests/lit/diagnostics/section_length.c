// A section of a pointer needs a length (Clang's own check, reported at the section).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s
void f(double *p) {
#pragma acc enter data copyin(p[2:])
}
// CHECK: section_length.c:4:34: error: OpenACC sub-array length is unspecified

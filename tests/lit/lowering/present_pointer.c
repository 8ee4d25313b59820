// present(A) of a bare pointer carries ACORN_MAP_FLAG_POINTEE (16): the runtime attaches A, and
// uses the data A points to when A itself is not present (NVHPC's reading); -Minfo says so. A
// section of a pointer, or a C array, in present is unchanged.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck --check-prefix=INFO %s
void f(int n, double *A, double *B) {
  double C[8];
#pragma acc parallel loop present(A, B[0:n], C)
  for (int i = 0; i < n; i++)
    A[i] = B[i] + C[i % 8];
#pragma acc data present(A)
  {
  }
}
// CHECK: {"{{.*}}present_pointer.c", 8, 1, "parallel loop", __func__}; acorn_map __acorn_m[3] = {{[{][{]}}(void *)&(A), sizeof(A), ACORN_MAP_PRESENT, 16, "A", 0, 0}, {(void *)&(B)[0], (size_t)(n) * sizeof((B)[0]), ACORN_MAP_PRESENT, 0, "B[0:n]", 0, 0}, {(void *)&(C), sizeof(C), ACORN_MAP_PRESENT, 0, "C", 0, 0}};
// CHECK: {"{{.*}}present_pointer.c", 11, 1, "data", __func__}; acorn_map __acorn_m[1] = {{[{][{]}}(void *)&(A), sizeof(A), ACORN_MAP_PRESENT, 16, "A", 0, 0}};

// INFO: present_pointer.c:8:35: remark: present(A): if the pointer 'A' itself is not present, the data it points to is used (NVHPC)
// INFO-NOT: present(B
// INFO-NOT: present(C
// INFO: present_pointer.c:11:26: remark: present(A): if the pointer 'A' itself is not present, the data it points to is used (NVHPC)

// Two builds of one C file with directives give the same object (no temporary file's name inside:
// ccache and reproducible builds), and -g names the user's file as the compile unit, as plain
// clang does, not Acorn's lowered copy of it. (With -g, ptxas names the GPU code's debug sections
// differently in each build, as it does for plain clang CUDA: that part is compared without GPU code.)
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/saxpy.c && cd %t
// RUN: %acorncc -O2 -c saxpy.c -o one.o && %acorncc -O2 -c saxpy.c -o two.o && cmp one.o two.o
// RUN: %acorncc -g -acc=multicore -c saxpy.c -o g1.o && %acorncc -g -acc=multicore -c saxpy.c -o g2.o && cmp g1.o g2.o
// RUN: cp saxpy.c saxpy.cpp && %acorncxx -O2 -c saxpy.cpp -o p1.o && %acorncxx -O2 -c saxpy.cpp -o p2.o && cmp p1.o p2.o
// RUN: %llvm-readelf -s one.o | FileCheck --check-prefix=SYMS %s
// RUN: %llvm-dwarfdump --debug-info g1.o | FileCheck --check-prefix=DWARF %s
// SYMS: FILE {{.*}} saxpy.c
// SYMS-NOT: acorn-{{[0-9a-f]+}}
// DWARF: DW_TAG_compile_unit
// DWARF-NEXT: DW_AT_producer
// DWARF-NEXT: DW_AT_language
// DWARF-NEXT: DW_AT_name ("{{.*}}/saxpy.c")
// DWARF-NOT: {{acorn-[0-9a-zA-Z]+/}}
void saxpy(int n, float a, const float *x, float *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

// A makefile written for NVHPC builds unchanged with CC=acorncc: -fast, -acc, -gpu=cc80,cc90,
// -Minfo=accel, -Mlarge_arrays, -Mvect=simd (ignored with a warning), -c11, -Kieee, and objects in
// obj/ with -MMD -MP dependencies. The program checks its own results on host and multicore.
// REQUIRES: make
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/nvhpc-make/* %t/
// RUN: make -C %t CC=%acorncc 2>&1 | FileCheck --check-prefix=BUILD %s
// RUN: env ACC_DEVICE_TYPE=host %t/vecsum | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=multicore %t/vecsum | FileCheck %s
//
// The .d files name the objects in obj/, so the build is up to date, and a header change is seen.
// RUN: FileCheck --check-prefix=DEPS %s < %t/obj/vecops.d
// RUN: make -C %t -q CC=%acorncc vecsum
// RUN: touch %t/vecops.h && not make -C %t -q CC=%acorncc vecsum

// BUILD: acorncc: warning: ignoring NVHPC option '-Mvect=simd'
// BUILD: vecops.c:{{[0-9]+}}:{{[0-9]+}}: remark: {{.+}}
// BUILD-NOT: error
// CHECK: vecsum OK: dot 5000150000.0, _OPENACC 202211
// DEPS: obj/vecops.o: vecops.c vecops.h

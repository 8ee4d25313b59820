// NVHPC and GCC flags from users' makefiles: each maps to a clang flag (seen in the -v commands),
// is Acorn's behaviour already, or is ignored with a one-line warning; the build never fails on
// them. Values NVHPC itself rejects are errors.
// RUN: rm -rf %t && mkdir -p %t
//
// RUN: %acorncc -v -acc=multicore -fast -mp -Mlarge_arrays -Kieee -c11 -Munroll -tp=native -gopt -c %s -o %t/a.o 2>&1 | FileCheck --check-prefix=MAP %s
// MAP: -O3 -fopenmp -mcmodel=medium -fno-fast-math -funroll-loops -march=native -g {{.*}}-std=c11
//
// RUN: %acorncc -acc -acc=gpu,multicore -acc=strict -acc=verystrict -acc=sync -acc=noautopar -gpu=cc80,cc90 -gpu=managed,pinned,cuda12.4,lineinfo,fastmath,deepcopy,maxregcount:64 -ta=tesla:cc80,managed -ta=multicore -Minfo=accel,inline -Mvect -Mconcur -Mipa=fast,inline -Mnouniform -Mfprelaxed -Minline -Mcuda -Mpreprocess -noswitcherror -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=NVHPC --implicit-check-not=error %s
// NVHPC: warning: ignoring NVHPC suboption 'strict' in '-acc=strict'
// NVHPC: warning: ignoring NVHPC suboption 'verystrict' in '-acc=verystrict'
// NVHPC: warning: ignoring NVHPC suboption 'sync' in '-acc=sync'
// NVHPC-NOT: noautopar
// NVHPC: warning: ignoring NVHPC suboption 'managed' in '-gpu=managed,pinned,cuda12.4,lineinfo,fastmath,deepcopy,maxregcount:64' (Acorn keeps separate device memory)
// NVHPC: warning: ignoring NVHPC suboption 'pinned' in
// NVHPC: warning: ignoring NVHPC suboption 'cuda12.4' in
// NVHPC: warning: ignoring NVHPC suboption 'lineinfo' in
// NVHPC: warning: ignoring NVHPC suboption 'deepcopy' in
// NVHPC: warning: ignoring NVHPC suboption 'managed' in '-ta=tesla:cc80,managed'
// NVHPC: warning: ignoring -Minfo category 'inline' in '-Minfo=accel,inline' (Acorn reports accel)
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mvect'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mconcur'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mipa=fast,inline'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mnouniform'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mfprelaxed'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Minline'
// NVHPC: acorncc: warning: ignoring NVHPC option '-Mcuda'
// NVHPC-NOT: -Mpreprocess
// NVHPC: remark: loop scheduled as gang, vector
//
// GCC's OpenACC and optimisation flags; the GCC-only ones are ignored with a warning.
// RUN: %acorncc -fopenacc -foffload=nvptx-none -fopenacc-dim=1024:1:128 -march=native -ffast-math -Wall -Wextra -pedantic -MMD -MP -fPIC -pthread -fopenmp -O3 -std=gnu99 -Werror -fipa-pta -flto -c %s -o %t/gcc.o 2>&1 | FileCheck --check-prefix=GCC --implicit-check-not=error %s
// GCC: acorncc: warning: ignoring GCC option '-foffload=nvptx-none'
// GCC: acorncc: warning: ignoring GCC option '-fopenacc-dim=1024:1:128'
// GCC: acorncc: warning: ignoring '-fipa-pta' (not a Clang option)
// GCC: acorncc: warning: ignoring '-flto' (Acorn does not build LTO objects)
// RUN: FileCheck --check-prefix=GCCDEP %s < %t/gcc.d
// GCCDEP: {{^.*}}/gcc.o:
// GCCDEP-NEXT: nvhpc_flags.c
//
// The objects link and run (-mp and -fopenmp give the program OpenMP too).
// RUN: %acorncc -pthread -fopenmp -O3 -s %t/gcc.o -lm -o %t/gcc && %t/gcc | FileCheck --check-prefix=OMP %s
// RUN: %acorncc -mp %t/a.o -o %t/a && env ACC_DEVICE_TYPE=multicore %t/a | FileCheck --check-prefix=OMP %s
// RUN: %acorncc %t/b.o -o %t/b && env ACC_DEVICE_TYPE=multicore %t/b | FileCheck --check-prefix=NOOMP %s
// RUN: %acorncxx -acc=multicore -mp -fast -x c++ %s -o %t/cxx && %t/cxx | FileCheck --check-prefix=OMP %s
// -nomp undoes -mp (no OpenMP, as in nvc).
// RUN: %acorncc -acc=multicore -mp -nomp %s -o %t/nomp && %t/nomp | FileCheck --check-prefix=NOOMP %s
// OMP: sum 999000 openmp 1
// NOOMP: sum 999000 openmp 0
//
// NVHPC's single-dash C++ standards; NVHPC 24's -gpu=unified:nomanagedalloc is warned like
// -gpu=mem:unified:nomanagedalloc; the legacy header accel.h is openacc.h.
// RUN: %acorncxx -c++17 -E -dM -x c++ - < /dev/null | FileCheck --check-prefix=CXX17 %s
// RUN: %acorncxx -c++20 -E -dM -x c++ - < /dev/null | FileCheck --check-prefix=CXX20 %s
// RUN: %acorncxx -c++14 -x c++ -c %s -o %t/cxx14.o
// CXX17: #define __cplusplus 201703L
// CXX20: #define __cplusplus 202002L
// RUN: %acorncc -gpu=unified:nomanagedalloc -gpu=managed:intercept -c %s -o %t/unified.o 2>&1 | FileCheck --check-prefix=UNIFIED %s
// UNIFIED: acorncc: warning: ignoring NVHPC suboption 'unified:nomanagedalloc' in '-gpu=unified:nomanagedalloc' (Acorn keeps separate device memory)
// UNIFIED: acorncc: warning: ignoring NVHPC suboption 'managed:intercept' in '-gpu=managed:intercept' (Acorn keeps separate device memory)
// RUN: printf '#include <accel.h>\nint main(void) { return acc_get_num_devices(acc_device_host) != 1; }\n' > %t/accel.c
// RUN: %acorncc -Wall -Werror %t/accel.c -o %t/accel && %t/accel
//
// Unknown options are errors unless -noswitcherror; invalid suboptions are errors.
// RUN: not %acorncc --frobnicate -c %s -o %t/x.o 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: %acorncc --frobnicate -noswitcherror -acc=host -c %s -o %t/x.o 2>&1 | FileCheck --check-prefix=NOSWITCH %s
// RUN: not %acorncc -acc=bogus -c %s 2>&1 | FileCheck --check-prefix=BADACC %s
// RUN: not %acorncc -gpu=sm_90 -c %s 2>&1 | FileCheck --check-prefix=BADGPU %s
// RUN: not %acorncc -gpu=maxregcount:many -c %s 2>&1 | FileCheck --check-prefix=BADREG %s
// RUN: not %acorncc -ta=radeon -c %s 2>&1 | FileCheck --check-prefix=BADTA %s
// UNKNOWN: acorncc: error: unknown argument: '--frobnicate'
// NOSWITCH: acorncc: warning: ignoring unknown option '--frobnicate' (-noswitcherror)
// BADACC: acorncc: error: unknown -acc suboption 'bogus'
// BADGPU: acorncc: error: unknown -gpu suboption 'sm_90'
// BADREG: acorncc: error: invalid value in '-gpu=maxregcount:many'
// BADTA: acorncc: error: unknown -ta target 'radeon'
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

int main(void) {
  int n = 1000, a[1000];
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
#ifdef _OPENMP
  int omp = omp_get_max_threads() > 0;
#else
  int omp = 0;
#endif
  printf("sum %ld openmp %d\n", sum, omp);
  return sum != 999000;
}

// Inputs are told apart as gcc and clang do: by -x, else by the extension. Preprocessed C (.i) is
// compiled as C (directives included; linking one does not make it C++), preprocessed C++ (.ii)
// and .CPP as C++, assembly (.s, .S) by clang; CUDA, Fortran, headers and files of unknown type
// are errors naming the file (never dropped with status 0 and no output).
// RUN: rm -rf %t && mkdir -p %t && cd %t
//
// .i: compiled, and linked, as C (`class` is an identifier); its directives are lowered.
// RUN: %acorncc -E %s -o %t/m.i
// RUN: %acorncc -c %t/m.i -o %t/m_i.o && test -f %t/m_i.o
// RUN: %acorncc %t/m.i -o %t/m_i 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// RUN: %t/m_i | FileCheck --check-prefix=OUT %s
// RUN: %acorncc -acc=multicore -Wall -Werror -pedantic %t/m.i -o %t/m_mc && env ACC_DEVICE_TYPE=multicore %t/m_mc | FileCheck --check-prefix=OUT %s
// RUN: %acorncc -x cpp-output - -o %t/m_stdin < %t/m.i && %t/m_stdin | FileCheck --check-prefix=OUT %s
// RUN: %acorncc -fsyntax-only %t/m.i 2>&1 | FileCheck --allow-empty --check-prefix=QUIET %s
// QUIET-NOT: {{.}}
// OUT-NOT: FAIL
// OUT: PASS 4950 class 1
//
// .s and .S go to clang (.S preprocessed with the user's -D), alone or with C sources.
// RUN: %acorncc -c %S/Inputs/input_kinds/answer.s -o %t/answer.o && test -f %t/answer.o
// RUN: %acorncc -DFACTOR=2 -c %S/Inputs/input_kinds/twice.S && test -f %t/twice.o
// RUN: %acorncc -DWITH_ASM %s %t/answer.o %t/twice.o -o %t/asm1 && %t/asm1 | FileCheck --check-prefix=ASM %s
// RUN: %acorncc -DWITH_ASM -DFACTOR=2 %s %S/Inputs/input_kinds/answer.s %S/Inputs/input_kinds/twice.S -o %t/asm2 && %t/asm2 | FileCheck --check-prefix=ASM %s
// RUN: cp %S/Inputs/input_kinds/answer.s %t/answer.txt
// RUN: %acorncc -x assembler -c %t/answer.txt -o %t/answer_x.o && test -f %t/answer_x.o
// ASM: asm 42 14
//
// .ii and the other C++ extensions are C++; a .c file is C++ for acorn++ and after -x c++.
// RUN: %acorncxx -E %S/Inputs/input_kinds/scale.cpp -o %t/scale.ii
// RUN: %acorncxx %t/scale.ii -o %t/scale_ii && %t/scale_ii | FileCheck --check-prefix=CXX %s
// RUN: %acorncc -acc=multicore %t/scale.ii -o %t/scale_ii_mc && %t/scale_ii_mc | FileCheck --check-prefix=CXX %s
// RUN: cp %S/Inputs/input_kinds/scale.cpp %t/scale.CPP && cp %S/Inputs/input_kinds/scale.cpp %t/scale.cxx
// RUN: %acorncc %t/scale.CPP -o %t/scale_CPP && %t/scale_CPP | FileCheck --check-prefix=CXX %s
// RUN: %acorncc -c %t/scale.cxx -o %t/scale_cxx.o && test -f %t/scale_cxx.o
// RUN: cp %S/Inputs/input_kinds/scale.cpp %t/scale_as_c.c
// RUN: %acorncc -x c++ %t/scale_as_c.c -x none -o %t/scale_x && %t/scale_x | FileCheck --check-prefix=CXX %s
// CXX: PASS 9900
//
// An object under another name still goes to the linker.
// RUN: cp %t/m_i.o %t/m_i.obj.bin && %acorncc %t/m_i.obj.bin -o %t/m_bin && %t/m_bin | FileCheck --check-prefix=OUT %s
//
// What Acorn does not compile: an error naming the file, status 1, no object.
// RUN: echo '__global__ void k() {}' > %t/k.cu && echo 'end' > %t/f.f90 && echo 'int h;' > %t/h.h && echo 'x' > %t/notes.xyz
// RUN: not %acorncxx -c %t/k.cu -o %t/k.o 2>&1 | FileCheck --check-prefix=CUDA %s
// RUN: not test -f %t/k.o
// RUN: not %acorncxx -cuda -c %t/k.cu 2>&1 | FileCheck --check-prefix=CUDA %s
// RUN: not %acorncc -x cuda -c %t/k.cu 2>&1 | FileCheck --check-prefix=XCUDA %s
// RUN: not %acorncc -c %t/f.f90 -o %t/f.o 2>&1 | FileCheck --check-prefix=FORTRAN %s
// RUN: not %acorncc %t/m_i.o %t/f.f90 -o %t/f 2>&1 | FileCheck --check-prefix=FORTRAN %s
// RUN: not test -f %t/f.o
// RUN: not %acorncc -c %t/h.h 2>&1 | FileCheck --check-prefix=HEADER %s
// RUN: not %acorncc -c %t/notes.xyz 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// RUN: not %acorncc -c %t/missing.xyz 2>&1 | FileCheck --check-prefix=MISSING %s
// RUN: not %acorncc -x fortran -c %t/f.f90 2>&1 | FileCheck --check-prefix=XLANG %s
// CUDA: acorn++: error: '{{.*}}k.cu': CUDA sources are compiled with nvcc (or clang -x cuda); link the object with acorncc or acorn++
// XCUDA: acorncc: error: -x cuda: CUDA sources are compiled with nvcc
// FORTRAN: acorncc: error: '{{.*}}f.f90': Acorn compiles C and C++, not Fortran; compile it with a Fortran compiler
// HEADER: acorncc: error: '{{.*}}h.h': a header is not compiled on its own
// UNKNOWN: acorncc: error: '{{.*}}notes.xyz': unknown kind of file; {{.*}} use -x c or -x c++ before it
// MISSING: acorncc: error: no such file or directory: '{{.*}}missing.xyz'
// XLANG: acorncc: error: language 'fortran' after -x is not one Acorn compiles
#include <stdio.h>

#ifdef WITH_ASM
int answer(void);
int twice(int);
#endif

int main(void) {
  int class = 1; /* C, not C++ */
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 100; i++)
    s += i;
#ifdef WITH_ASM
  printf("asm %d %d\n", answer(), twice(7));
#endif
  printf("%s %d class %d\n", s == 4950 ? "PASS" : "FAIL", s, class);
  return s != 4950;
}

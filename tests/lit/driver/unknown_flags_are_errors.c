// An -f or -m flag that neither Clang nor GCC knows is an error, as both give it ("unknown
// argument", "unrecognized command-line option"): CMake's check_c_compiler_flag and configure
// scripts take a flag that only warns for a supported one. GCC's own flags that Clang lacks
// (-fipa-pta, which makefiles written for GCC pass) are still ignored with a warning, with -Werror
// too; -noswitcherror (NVHPC) makes an unknown flag a warning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %acorncc -fno-such-optimisation -c %s -o %t/a.o 2>&1 | FileCheck --check-prefix=UNKNOWN-F %s
// RUN: not %acorncc -Werror -mno-such-feature -c %s -o %t/a.o 2>&1 | FileCheck --check-prefix=UNKNOWN-M %s
// RUN: not %acorncxx -fbogus-flag=3 -c -x c++ %s -o %t/a.o 2>&1 | FileCheck --check-prefix=UNKNOWN-VALUE %s
// RUN: %acorncc -Werror -fipa-pta -fno-guess-branch-probability -fcf-protection=full -march=native -c %s -o %t/gcc.o 2>&1 | FileCheck --check-prefix=GCC --implicit-check-not=error %s
// RUN: %acorncc -fno-such-optimisation -noswitcherror -c %s -o %t/b.o 2>&1 | FileCheck --check-prefix=NOSWITCH %s
// UNKNOWN-F: acorncc: error: unknown argument: '-fno-such-optimisation'
// UNKNOWN-M: acorncc: error: unknown argument: '-mno-such-feature'
// UNKNOWN-VALUE: acorn++: error: unknown argument: '-fbogus-flag=3'
// GCC: acorncc: warning: ignoring '-fipa-pta' (not a Clang option)
// NOSWITCH: acorncc: warning: ignoring unknown option '-fno-such-optimisation' (-noswitcherror)
int answer(void) { return 42; }

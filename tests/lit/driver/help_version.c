// --help and -help list Acorn's options and the usual compiler ones and exit 0; --version names
// Acorn first, then the clang it drives. -dumpversion and -v alone answer like cc.
// RUN: %acorncc --help | FileCheck --check-prefixes=HELP,HELPC %s
// RUN: %acorncc -help | FileCheck --check-prefixes=HELP,HELPC %s
// RUN: %acorncxx --help | FileCheck --check-prefixes=HELP,HELPCXX %s
// RUN: %acorncc --version | FileCheck --check-prefix=VERSION %s
// RUN: %acorncxx --version | FileCheck --check-prefix=VERSION %s
// RUN: %acorncc -V | FileCheck --check-prefix=VERSION %s
// RUN: %acorncc -v 2>&1 | FileCheck --check-prefix=VERSION %s
// RUN: %acorncc -dumpversion | FileCheck --check-prefix=DUMP %s

// HELPC: OVERVIEW: Acorn OpenACC compiler for C
// HELPCXX: OVERVIEW: Acorn OpenACC compiler for C++
// HELPC: USAGE: acorncc [options] file...
// HELPCXX: USAGE: acorn++ [options] file...
// HELP: -fopenacc, -acc
// HELP: -acc=gpu|multicore|host
// HELP: -gpu=ccNN
// HELP: -Minfo, -Minfo=accel
// HELP: --acorn-shared
// HELP: --print-lowered
// HELP: --acorn-keep
// HELP: -ta=tesla
// HELP: -fast -> -O3
// HELP: -mp[=multicore] -> -fopenmp
// HELP: -noswitcherror
// HELP: -c  -E  -o FILE  -v  -S (files without OpenACC directives)  -fsyntax-only  @FILE
// HELP: -x c|c++|cpp-output|c++-cpp-output|assembler|assembler-with-cpp|none
// HELP: Inputs: C (.c, .i), C++
// HELP: -I DIR  -D NAME[=VALUE]  -U NAME
// HELP: -O0..-O3 {{.*}} -g  -std=
// HELP: -M -MM -MD -MMD -MF FILE -MT TARGET
// HELP: -l LIB  -L DIR  -Wl,
// HELP: ACC_DEVICE_TYPE=nvidia|multicore|host

// VERSION: Acorn OpenACC compiler {{[0-9.]+}} (OpenACC 3.3, _OPENACC=202211)
// VERSION-NEXT: GPU code: {{.+}}
// VERSION-NEXT: Clang: {{.*}}clang{{.*}}
// VERSION-NEXT: {{.*}}clang version 22.{{.*}}

// DUMP: {{^22\.}}

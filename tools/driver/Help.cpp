// acorncc --help / acorn++ --help: what the drivers accept, Acorn's flags first.
#include "Help.h"

#include "llvm/Support/raw_ostream.h"

namespace acorn {

static const char *const HelpText = R"(
OpenACC:
  -fopenacc, -acc        enable OpenACC (the default; _OPENACC is 202211, OpenACC 3.3)
  -fno-openacc, -noacc   ignore OpenACC directives
  -acc=gpu|multicore|host[,...]
                         targets to generate code for (default: GPU and multicore, chosen at run
                         time by ACC_DEVICE_TYPE); without gpu the binary has no GPU code
  -gpu=ccNN[,ccMM,...]   GPU architectures, e.g. -gpu=cc80,cc90 (default: sm_90)
  --offload-arch=sm_NN   the same, Clang's spelling (also --cuda-gpu-arch=)
  -Minfo, -Minfo=accel   one line per OpenACC decision (data, loop schedules, reductions, device
                         functions); -Rpass=acc and -fopt-info-omp are the same
  --acorn-shared         link libacorn.so and libcudart.so instead of the static libraries
  --print-lowered        print the lowered source instead of compiling
  --acorn-keep           keep the lowered files (also -save-temps) and print their names

NVHPC compatibility (makefiles written for nvc/nvc++):
  -ta=tesla[:ccNN,...], -ta=multicore, -ta=host   as -acc=/-gpu=
  -gpu=fastmath|flushz|nofma|fma|maxregcount:N|ptxinfo   mapped to clang's GPU flags
  -fast -> -O3          -mp[=multicore] -> -fopenmp (-nomp: none)  -Kieee -> -fno-fast-math
  -Mlarge_arrays -> -mcmodel=medium      -Munroll, -Mnovect, -Mnofma, -Mframe: the clang flags
  -tp=native|host -> -march=native       -c99, -c11, --c++17, -c++17: the -std= flags
  -cudalib=cublas,cufft,curand,cusolver,cusparse: the CUDA libraries
  -noswitcherror         unknown options are warnings instead of errors
  Other NVHPC options (-Mvect, -Mconcur, -Mipa=, -Minline, -Mcuda, -acc=strict, -gpu=managed, ...)
  are ignored with a one-line warning. GCC's -foffload=, -fopenacc-dim= and -flto are ignored too.

Usual compiler options (as with clang):
  -c  -E  -o FILE  -v  -S (files without OpenACC directives)  -fsyntax-only  @FILE (response file)
  -x c|c++|cpp-output|c++-cpp-output|assembler|assembler-with-cpp|none
  Inputs: C (.c, .i), C++ (.cpp .cc .cxx .cp .c++ .C .CPP, .ii), assembly (.s, .S: to clang),
  objects, archives and shared libraries (to the linker); CUDA and Fortran sources are errors
  -I DIR  -D NAME[=VALUE]  -U NAME  -include FILE  -isystem DIR  -iquote DIR
  -O0..-O3 -Os -Ofast  -g  -std=...  -ansi  -W...  -w  -pedantic  -f...  -m...  -pthread
  -fopenmp               OpenMP in the user's code (libomp)
  -M -MM -MD -MMD -MF FILE -MT TARGET -MQ TARGET -MP -MG   dependency files
  -l LIB  -L DIR  -Wl,...  -Xlinker ARG  -shared  -static  -rdynamic  -s
  -dumpversion, -dumpmachine, -print-*   answered by clang
  --version, --help

Environment at run time:
  ACC_DEVICE_TYPE=nvidia|multicore|host   ACC_DEVICE_NUM=N   ACORN_NOTIFY  ACORN_TIME
)";

void printHelp(llvm::StringRef ToolName) {
  bool Cxx = ToolName.contains("++");
  llvm::outs() << "OVERVIEW: Acorn OpenACC compiler for " << (Cxx ? "C++" : "C") << " (Clang-based)\n\n"
               << "USAGE: " << ToolName << " [options] file...\n"
               << HelpText;
}

} // namespace acorn

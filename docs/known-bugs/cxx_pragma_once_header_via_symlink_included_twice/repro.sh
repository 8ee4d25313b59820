#!/bin/sh
# Should: build and print PASS: k.h has #pragma once, and real/k.h and inc/k.h are the same file
# (inc is a symlink to real, as in build trees that link include/ into the sources); clang++ and
# acorn++ -fno-openacc compile it.
# Does: acorn++ t.cpp -o t
#   inc/k.h:3:22: error: __host__ function 'twice' cannot overload __host__ __device__ function 'twice'
#   1 error generated when compiling for sm_90.
# (-acc=multicore: "error: redefinition of 'twice'"). Acorn replaces the header that holds
# directives by a rewritten copy under /tmp, so #pragma once no longer sees the second path as
# the same file. With include guards it builds.
cd "$(dirname "$0")"
rm -rf real inc; mkdir real; ln -s real inc
printf '#pragma once\n#pragma acc routine seq\nstatic inline double twice(double x) { return 2 * x; }\n' > real/k.h
/work/hunt/acorn/bin/acorn++ t.cpp -o t 2>&1 | grep error; ls t 2>/dev/null && ./t
/usr/lib/llvm-22/bin/clang++ -fsyntax-only t.cpp && echo "clang++: OK"

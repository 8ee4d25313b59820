# Makes Acorn's drivers the project's C and C++ compilers:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/Acorn/acorn-toolchain.cmake -S . -B build
# Equivalent to -DCMAKE_C_COMPILER=<prefix>/bin/acorncc -DCMAKE_CXX_COMPILER=<prefix>/bin/acorn++
# -DOpenACC_C_FLAGS=-fopenacc -DOpenACC_CXX_FLAGS=-fopenacc, plus <prefix> in CMAKE_PREFIX_PATH.
get_filename_component(_acorn_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(CMAKE_C_COMPILER "${_acorn_prefix}/bin/acorncc")
set(CMAKE_CXX_COMPILER "${_acorn_prefix}/bin/acorn++")
# find_package(Acorn) then finds this installation with no further hint.
list(APPEND CMAKE_PREFIX_PATH "${_acorn_prefix}")
list(REMOVE_DUPLICATES CMAKE_PREFIX_PATH)
unset(_acorn_prefix)

# CMake's FindOpenACC (3.25 at least) knows flags only for the NVHPC, PGI, GNU and Cray compiler
# IDs; acorncc identifies as Clang, and for such IDs the module finds no flag. Acorn accepts
# -fopenacc, so say so up front: find_package(OpenACC) then works.
set(OpenACC_C_FLAGS "-fopenacc" CACHE STRING "OpenACC flag of acorncc")
set(OpenACC_CXX_FLAGS "-fopenacc" CACHE STRING "OpenACC flag of acorn++")

# find_package(Acorn [version] [REQUIRED]) for the Acorn OpenACC compiler.
#
# Sets:
#   Acorn_PREFIX          the Acorn installation (or build tree)
#   Acorn_C_COMPILER      <prefix>/bin/acorncc
#   Acorn_CXX_COMPILER    <prefix>/bin/acorn++
#   Acorn_INCLUDE_DIR     <prefix>/include (openacc.h, acc_prof.h)
#   Acorn_TOOLCHAIN_FILE  a toolchain file that makes acorncc/acorn++ a project's compilers
# Defines, when libacorn.so is there:
#   Acorn::runtime        libacorn (shared) with its headers, for code compiled by another compiler
#                         that calls the OpenACC API (acc_malloc, acc_get_device_type, ...)
#
# Compiling OpenACC code needs the drivers as the project's compilers:
#   cmake -DCMAKE_C_COMPILER=<prefix>/bin/acorncc -DCMAKE_CXX_COMPILER=<prefix>/bin/acorn++ ...
# or -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/Acorn/acorn-toolchain.cmake; then CMake's own
# find_package(OpenACC) and OpenACC::OpenACC_C / OpenACC::OpenACC_CXX work as with other compilers.
get_filename_component(Acorn_PREFIX "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(Acorn_C_COMPILER "${Acorn_PREFIX}/bin/acorncc")
set(Acorn_CXX_COMPILER "${Acorn_PREFIX}/bin/acorn++")
set(Acorn_INCLUDE_DIR "${Acorn_PREFIX}/include")
set(Acorn_TOOLCHAIN_FILE "${CMAKE_CURRENT_LIST_DIR}/acorn-toolchain.cmake")

if(NOT EXISTS "${Acorn_C_COMPILER}" OR NOT EXISTS "${Acorn_CXX_COMPILER}")
  set(Acorn_FOUND FALSE)
  set(Acorn_NOT_FOUND_MESSAGE "Acorn's drivers are missing from ${Acorn_PREFIX}/bin (acorncc, acorn++)")
  return()
endif()

if(NOT TARGET Acorn::runtime AND EXISTS "${Acorn_PREFIX}/lib/libacorn.so")
  add_library(Acorn::runtime SHARED IMPORTED)
  set_target_properties(Acorn::runtime PROPERTIES
    IMPORTED_LOCATION "${Acorn_PREFIX}/lib/libacorn.so"
    INTERFACE_INCLUDE_DIRECTORIES "${Acorn_INCLUDE_DIR}")
endif()

set(Acorn_FOUND TRUE)

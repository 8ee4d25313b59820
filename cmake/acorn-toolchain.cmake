# Makes Acorn's drivers the project's C and C++ compilers:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/Acorn/acorn-toolchain.cmake -S . -B build
# Equivalent to -DCMAKE_C_COMPILER=<prefix>/bin/acorncc -DCMAKE_CXX_COMPILER=<prefix>/bin/acorn++
# plus <prefix> in CMAKE_PREFIX_PATH, and OpenACC_<LANG>_FLAGS=-fopenacc for each of C and C++ that
# the project enables, so that CMake's find_package(OpenACC) works.
get_filename_component(_acorn_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(CMAKE_C_COMPILER "${_acorn_prefix}/bin/acorncc")
set(CMAKE_CXX_COMPILER "${_acorn_prefix}/bin/acorn++")
# find_package(Acorn) then finds this installation with no further hint.
list(APPEND CMAKE_PREFIX_PATH "${_acorn_prefix}")
list(REMOVE_DUPLICATES CMAKE_PREFIX_PATH)
unset(_acorn_prefix)

# CMake's FindOpenACC before 3.29 has no flag for compilers that identify as Clang, as acorncc and
# acorn++ do, so it needs OpenACC_<LANG>_FLAGS. That variable must be defined only for the languages
# the project enables: FindOpenACC (3.20 to 4.4 at least) sets properties on OpenACC::OpenACC_<LANG>
# whenever OpenACC_<LANG>_FLAGS is set, but creates that target only for enabled languages, so a
# C++-only project with OpenACC_C_FLAGS set fails ("set_property could not find TARGET
# OpenACC::OpenACC_C"). CMake includes CMAKE_USER_MAKE_RULES_OVERRIDE_<LANG> exactly when it enables
# <LANG>; acorn-openacc-<LANG>.cmake sets the flag there (a value the user gives wins). An override
# file the project or user named already is kept: Acorn's includes it.
foreach(_acorn_lang IN ITEMS C CXX)
  set(_acorn_override "${CMAKE_CURRENT_LIST_DIR}/acorn-openacc-${_acorn_lang}.cmake")
  if(CMAKE_USER_MAKE_RULES_OVERRIDE_${_acorn_lang}
     AND NOT CMAKE_USER_MAKE_RULES_OVERRIDE_${_acorn_lang} STREQUAL "${_acorn_override}")
    set(ACORN_USER_MAKE_RULES_OVERRIDE_${_acorn_lang} "${CMAKE_USER_MAKE_RULES_OVERRIDE_${_acorn_lang}}")
  endif()
  set(CMAKE_USER_MAKE_RULES_OVERRIDE_${_acorn_lang} "${_acorn_override}")
endforeach()
unset(_acorn_lang)
unset(_acorn_override)
# try_compile projects (compiler checks, FindOpenACC's own) load this file too; they need what it
# saved. A per-language override hides the generic CMAKE_USER_MAKE_RULES_OVERRIDE from them, so pass
# that on as well.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES
     ACORN_USER_MAKE_RULES_OVERRIDE_C ACORN_USER_MAKE_RULES_OVERRIDE_CXX CMAKE_USER_MAKE_RULES_OVERRIDE)
list(REMOVE_DUPLICATES CMAKE_TRY_COMPILE_PLATFORM_VARIABLES)

# Included by CMake when a project that uses acorn-toolchain.cmake enables C (it is that project's
# CMAKE_USER_MAKE_RULES_OVERRIDE_C): find_package(OpenACC) gets acorn's OpenACC flag for C, and for
# no language the project has not enabled. See acorn-toolchain.cmake.
if(NOT DEFINED OpenACC_C_FLAGS)
  set(OpenACC_C_FLAGS "-fopenacc")
endif()
if(ACORN_USER_MAKE_RULES_OVERRIDE_C)
  include("${ACORN_USER_MAKE_RULES_OVERRIDE_C}")
endif()

# Included by CMake when a project that uses acorn-toolchain.cmake enables CXX (it is that project's
# CMAKE_USER_MAKE_RULES_OVERRIDE_CXX): find_package(OpenACC) gets acorn's OpenACC flag for CXX, and for
# no language the project has not enabled. See acorn-toolchain.cmake.
if(NOT DEFINED OpenACC_CXX_FLAGS)
  set(OpenACC_CXX_FLAGS "-fopenacc")
endif()
if(ACORN_USER_MAKE_RULES_OVERRIDE_CXX)
  include("${ACORN_USER_MAKE_RULES_OVERRIDE_CXX}")
endif()

# Acorn's CMake package files, for projects that use an installed (or built) Acorn:
#
#   <prefix>/lib/cmake/Acorn/AcornConfig.cmake          find_package(Acorn): drivers, headers,
#                                                       Acorn::runtime
#   <prefix>/lib/cmake/Acorn/AcornConfigVersion.cmake
#   <prefix>/lib/cmake/Acorn/acorn-toolchain.cmake      -DCMAKE_TOOLCHAIN_FILE=...: acorncc and
#                                                       acorn++ become the project's compilers
#   <prefix>/lib/cmake/Acorn/acorn-openacc-{C,CXX}.cmake  loaded by the toolchain file for each
#                                                       language the project enables
#
# The files are also written into the build tree at the same place (build/lib/cmake/Acorn), since
# the build tree mirrors the install tree; they find everything relative to their own location, so
# the same files serve both trees. Include this file once from the top-level CMakeLists.txt, after
# project():   include(cmake/AcornPackage.cmake)
include_guard(GLOBAL)
include(CMakePackageConfigHelpers)

set(ACORN_PACKAGE_DIR "lib/cmake/Acorn")
set(_acorn_package_build_dir "${CMAKE_BINARY_DIR}/${ACORN_PACKAGE_DIR}")

configure_file("${CMAKE_CURRENT_LIST_DIR}/AcornConfig.cmake" "${_acorn_package_build_dir}/AcornConfig.cmake" COPYONLY)
foreach(_acorn_file acorn-toolchain.cmake acorn-openacc-C.cmake acorn-openacc-CXX.cmake)
  configure_file("${CMAKE_CURRENT_LIST_DIR}/${_acorn_file}" "${_acorn_package_build_dir}/${_acorn_file}" COPYONLY)
endforeach()
unset(_acorn_file)
write_basic_package_version_file("${_acorn_package_build_dir}/AcornConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}" COMPATIBILITY SameMinorVersion)

install(FILES
  "${_acorn_package_build_dir}/AcornConfig.cmake"
  "${_acorn_package_build_dir}/AcornConfigVersion.cmake"
  "${_acorn_package_build_dir}/acorn-toolchain.cmake"
  "${_acorn_package_build_dir}/acorn-openacc-C.cmake"
  "${_acorn_package_build_dir}/acorn-openacc-CXX.cmake"
  DESTINATION "${ACORN_PACKAGE_DIR}")
unset(_acorn_package_build_dir)

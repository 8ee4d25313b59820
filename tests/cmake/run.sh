#!/usr/bin/env bash
# Checks that a user's CMake project can use Acorn through CMake's own find_package(OpenACC), for a
# project that enables C only (find_openacc_c), C++ only (find_openacc_cxx) or both (find_openacc).
# Each project is configured in a temporary folder in up to two ways:
#
#   compilers   -DCMAKE_C_COMPILER=<bin>/acorncc -DCMAKE_CXX_COMPILER=<bin>/acorn++. A CMake older
#               than 3.29 has no OpenACC flag for Clang-based compilers, so there the run also passes
#               -DOpenACC_<LANG>_FLAGS=-fopenacc for the project's languages, as README.md says.
#   toolchain   -DCMAKE_TOOLCHAIN_FILE=<bin>/../lib/cmake/Acorn/acorn-toolchain.cmake and nothing
#               else, when that file exists (an installed Acorn, or its build tree).
#
# and one of these configurations (toolchain where there is one: both give the same compile and link
# lines) is built and its programs run on host and multicore (and on the GPU when nvidia-smi sees
# one), to keep the test short.
#
# When <bin>/../lib/cmake/Acorn exists, both ways also check find_package(Acorn CONFIG). The checks
# of what FindOpenACC reports (OpenACC_<LANG>_FOUND, _SPEC_DATE, targets) are in
# find_openacc/checks.cmake.
#
#   tests/cmake/run.sh <acorn-bin-dir> [project...]   e.g. build/bin or <install prefix>/bin;
#                                                    projects: find_openacc_c find_openacc_cxx
#                                                    find_openacc (default: all three)
#
# Exits non-zero on any failure. Environment: CMAKE (default cmake), ACORN_KEEP_TMP=1 keeps the
# temporary folder.
set -euo pipefail

if (($# < 1)); then
  echo "usage: $0 <acorn-bin-dir> [find_openacc_c|find_openacc_cxx|find_openacc...]" >&2
  exit 2
fi
bin=$(cd "$1" && pwd)
shift
projects=("$@")
((${#projects[@]})) || projects=(find_openacc_c find_openacc_cxx find_openacc)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cmake=${CMAKE:-cmake}
for driver in acorncc acorn++; do
  [[ -x $bin/$driver ]] || { echo "cmake test: no $bin/$driver" >&2; exit 1; }
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/acorn-cmake-test.XXXXXX")
if [[ ${ACORN_KEEP_TMP:-0} == 1 ]]; then
  echo "cmake test: keeping $tmp"
else
  trap 'rm -rf "$tmp"' EXIT
fi

read -r major minor < <("$cmake" --version | sed -n 's/^cmake version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
echo "cmake test: $("$cmake" --version | head -n 1) ($cmake)"
# FindOpenACC has -fopenacc for compiler ID Clang (acorncc's) from CMake 3.29 on.
finds_flag=0
((major > 3 || (major == 3 && minor >= 29))) && finds_flag=1

common=()
command -v ninja >/dev/null && common+=(-G Ninja)
package_dir=$(cd "$bin/.." && pwd)/lib/cmake/Acorn
[[ -f $package_dir/AcornConfig.cmake ]] || package_dir=
toolchain=0
[[ -n $package_dir && -f $package_dir/acorn-toolchain.cmake ]] && toolchain=1

devices=(host multicore)
if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  devices+=(nvidia)
fi

status=0
fail() {
  echo "FAIL $*"
  status=1
}

# check <project> <way> <build: 0|1> <cmake args...>: configure one project one way, and when <build>
# is 1 build it and run its programs.
check() {
  local project=$1 way=$2 build_it=$3
  shift 3
  local build=$tmp/$project-$way program device
  echo "==> $project ($way): $cmake -S $here/$project -B $build ${common[*]} $*"
  if ! "$cmake" -S "$here/$project" -B "$build" "${common[@]}" "$@"; then
    fail "$project ($way): configure"
    return
  fi
  echo "PASS $project ($way): configure"
  ((build_it)) || return 0
  if ! "$cmake" --build "$build"; then
    fail "$project ($way): build"
    return
  fi
  for program in "${programs[@]}"; do
    for device in "${devices[@]}"; do
      if ACC_DEVICE_TYPE=$device timeout 120 "$build/$program"; then
        echo "PASS $project ($way): $program ($device)"
      else
        fail "$project ($way): $program ($device), exit status $?"
      fi
    done
  done
}

for project in "${projects[@]}"; do
  case $project in
    find_openacc_c) languages=(C) programs=(vecadd_c) ;;
    find_openacc_cxx) languages=(CXX) programs=(vecadd_cxx) ;;
    find_openacc) languages=(C CXX) programs=(vecadd_c vecadd_cxx) ;;
    *) echo "cmake test: unknown project $project" >&2; exit 2 ;;
  esac

  args=(-DCMAKE_C_COMPILER="$bin/acorncc" -DCMAKE_CXX_COMPILER="$bin/acorn++")
  if ((!finds_flag)); then
    for lang in "${languages[@]}"; do
      args+=("-DOpenACC_${lang}_FLAGS=-fopenacc")
    done
  fi
  [[ -n $package_dir ]] && args+=(-DACORN_CHECK_PACKAGE=ON -DAcorn_DIR="$package_dir")
  check "$project" compilers $((!toolchain)) "${args[@]}"

  if ((toolchain)); then
    check "$project" toolchain 1 -DCMAKE_TOOLCHAIN_FILE="$package_dir/acorn-toolchain.cmake" \
      -DACORN_CHECK_PACKAGE=ON
  fi
done

((status == 0)) && echo "cmake test: all passed" || echo "cmake test: FAILED"
exit $status

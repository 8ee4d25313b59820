#!/usr/bin/env bash
# Checks that a user's CMake project can use Acorn: configures tests/cmake/find_openacc with
# CMAKE_C_COMPILER=<bin>/acorncc and CMAKE_CXX_COMPILER=<bin>/acorn++ (find_package(OpenACC)),
# builds it in a temporary folder and runs its programs on host and multicore (and on the GPU when
# nvidia-smi sees one). When <bin>/../lib/cmake/Acorn exists (an installed Acorn), it also checks
# find_package(Acorn CONFIG) and builds the project a second time through acorn-toolchain.cmake.
#
#   tests/cmake/run.sh <acorn-bin-dir>        e.g. build/bin or <install prefix>/bin
#
# Exits non-zero on any failure. Environment: CMAKE (default cmake), ACORN_KEEP_TMP=1 keeps the
# temporary folder.
set -euo pipefail

if (($# != 1)); then
  echo "usage: $0 <acorn-bin-dir>" >&2
  exit 2
fi
bin=$(cd "$1" && pwd)
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

args=(-S "$here/find_openacc" -B "$tmp/build"
      -DCMAKE_C_COMPILER="$bin/acorncc" -DCMAKE_CXX_COMPILER="$bin/acorn++")
command -v ninja >/dev/null && args+=(-G Ninja)
package_dir=$(cd "$bin/.." && pwd)/lib/cmake/Acorn
if [[ -f $package_dir/AcornConfig.cmake ]]; then
  args+=(-DACORN_CHECK_PACKAGE=ON -DAcorn_DIR="$package_dir")
fi

echo "==> configure: $cmake ${args[*]}"
if ! "$cmake" "${args[@]}" 2>&1 | tee "$tmp/configure.log"; then
  # CMake's FindOpenACC before 3.28 has no flag for compilers that identify as Clang, as acorncc
  # does; users then pass the flag themselves (or use acorn-toolchain.cmake, which does). From 3.28
  # on it must find acorncc's -fopenacc by itself.
  version=$("$cmake" --version | sed -n 's/^cmake version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
  read -r major minor <<<"$version"
  if grep -q 'Could NOT find OpenACC' "$tmp/configure.log" && ((major == 3 && minor < 28)); then
    echo "==> this CMake's FindOpenACC found no flag for acorncc; again with OpenACC_<LANG>_FLAGS=-fopenacc"
    rm -rf "$tmp/build"
    args+=(-DOpenACC_C_FLAGS=-fopenacc -DOpenACC_CXX_FLAGS=-fopenacc)
    "$cmake" "${args[@]}"
  else
    exit 1
  fi
fi
echo "==> build"
"$cmake" --build "$tmp/build"

if [[ -f $package_dir/acorn-toolchain.cmake ]]; then
  echo "==> configure and build again through $package_dir/acorn-toolchain.cmake"
  "$cmake" -S "$here/find_openacc" -B "$tmp/build-toolchain" \
    -DCMAKE_TOOLCHAIN_FILE="$package_dir/acorn-toolchain.cmake" -DACORN_CHECK_PACKAGE=ON
  "$cmake" --build "$tmp/build-toolchain"
fi

devices=(host multicore)
if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  devices+=(nvidia)
fi
status=0
for program in vecadd_c vecadd_cxx; do
  for device in "${devices[@]}"; do
    if ACC_DEVICE_TYPE=$device timeout 120 "$tmp/build/$program"; then
      echo "PASS $program ($device)"
    else
      echo "FAIL $program ($device): exit status $?"
      status=1
    fi
  done
done
exit $status

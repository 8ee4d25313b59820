#!/usr/bin/env bash
# Acorn bootstrap: install what is missing, build Acorn into build/, build the examples with the
# freshly built drivers and run one of them.
#
#   scripts/bootstrap.sh                 everything (deps, build, examples, run saxpy)
#   scripts/bootstrap.sh --no-examples   deps and build only (what scripts/test.sh uses)
#   scripts/bootstrap.sh --skip-deps     do not look at apt packages at all
#   scripts/bootstrap.sh --deps-only     install missing packages and stop
#
# Environment: ACORN_BUILD_DIR (default <repo>/build), ACORN_BUILD_TYPE (default Release),
# ACORN_CMAKE_ARGS (extra configure arguments, split on spaces), ACORN_JOBS (default: nproc).
# Safe to run again: present packages are not touched, an existing build tree is reused.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACORN_BUILD_DIR:-$ROOT/build}
MODERN_CMAKE_VERSION=3.31.6
BUILD_TYPE=${ACORN_BUILD_TYPE:-Release}
JOBS=${ACORN_JOBS:-$(nproc 2>/dev/null || echo 2)}
LLVM_VERSION=22

# Debian 12 (bookworm) packages Acorn needs to build and test. The CUDA toolkit is not among them:
# it is expected at /usr/local/cuda; without it Acorn builds without the NVIDIA target.
PACKAGES=(
  "clang-${LLVM_VERSION}" "libclang-cpp${LLVM_VERSION}-dev" "libclang-${LLVM_VERSION}-dev"
  "llvm-${LLVM_VERSION}-dev" "llvm-${LLVM_VERSION}-tools" "libomp-${LLVM_VERSION}-dev"
  cmake ninja-build libgtest-dev python3 make
)

do_deps=1 do_build=1 do_examples=1
for arg in "$@"; do
  case "$arg" in
    --no-examples) do_examples=0 ;;
    --skip-deps) do_deps=0 ;;
    --deps-only) do_build=0 do_examples=0 ;;
    -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bootstrap: unknown argument '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

log() { printf '==> %s\n' "$*"; }
die() { printf 'bootstrap: error: %s\n' "$*" >&2; exit 1; }

package_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

install_deps() {
  command -v dpkg-query >/dev/null || die "dpkg-query not found: this script expects Debian 12 (apt)"
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    package_installed "$p" || missing+=("$p")
  done
  if ((${#missing[@]} == 0)); then
    log "dependencies: all ${#PACKAGES[@]} packages already installed"
    return 0
  fi
  log "dependencies: installing ${missing[*]}"
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || die "not root and no sudo: install ${missing[*]} by hand"
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
      "${missing[@]}"; then
    die "apt-get install failed; clang-${LLVM_VERSION} and friends must be available from an apt \
source (Debian bookworm here, or https://apt.llvm.org for bookworm: llvm-toolchain-bookworm-${LLVM_VERSION})"
  fi
}

cuda_env() {
  # Let CMake's FindCUDAToolkit see the toolkit even when /usr/local/cuda/bin is not on PATH.
  if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then
    export PATH="/usr/local/cuda/bin:$PATH"
  fi
  if command -v nvcc >/dev/null; then
    log "CUDA toolkit: $(command -v nvcc) ($(nvcc --version | sed -n 's/.*release \([0-9.]*\).*/\1/p'))"
  else
    log "CUDA toolkit: not found; building without the NVIDIA target (multicore and host only)"
  fi
}

# A current CMake from PyPI for the find_package(OpenACC) test: Debian 12's CMake 3.25 has no OpenACC
# flag for Clang-based compilers (CMake 3.29 added -fopenacc for them). Optional: without it that
# test runs with the system CMake only.
test_tools() {
  local venv=$BUILD_DIR/pytools
  [[ -x $venv/bin/cmake ]] && return 0
  log "test tools: CMake ${MODERN_CMAKE_VERSION} from PyPI into $venv"
  mkdir -p "$BUILD_DIR"
  if ! { python3 -m venv "$venv" && "$venv/bin/python" -m pip install -q "cmake==${MODERN_CMAKE_VERSION}"; }; then
    log "test tools: could not install CMake ${MODERN_CMAKE_VERSION}; the modern-CMake test is left out"
    rm -rf "$venv"
  fi
}

build() {
  test_tools
  cuda_env
  local extra=()
  # shellcheck disable=SC2206 # ACORN_CMAKE_ARGS is split on purpose
  [[ -n ${ACORN_CMAKE_ARGS:-} ]] && extra=(${ACORN_CMAKE_ARGS})
  if [[ -f $BUILD_DIR/CMakeCache.txt ]]; then
    log "configure: reusing $BUILD_DIR"
    cmake -S "$ROOT" -B "$BUILD_DIR" "${extra[@]}"
  else
    log "configure: $BUILD_DIR ($BUILD_TYPE, clang-${LLVM_VERSION}, Ninja)"
    CC=clang-${LLVM_VERSION} CXX=clang++-${LLVM_VERSION} \
      cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="$BUILD_TYPE" "${extra[@]}"
  fi
  log "build: cmake --build $BUILD_DIR -j $JOBS"
  cmake --build "$BUILD_DIR" -j "$JOBS"
  [[ -x $BUILD_DIR/bin/acorncc ]] || die "build finished but $BUILD_DIR/bin/acorncc is missing"
}

examples() {
  local out=$BUILD_DIR/examples
  mkdir -p "$out"
  log "examples: building into $out"
  "$BUILD_DIR/bin/acorncc" -O2 "$ROOT/examples/saxpy.c" -o "$out/saxpy"
  "$BUILD_DIR/bin/acorn++" -O2 "$ROOT/examples/jacobi.cpp" -o "$out/jacobi"
  log "examples: running $out/saxpy"
  "$out/saxpy"
  log "done. Try: ACC_DEVICE_TYPE=multicore $out/jacobi   (or host, nvidia)"
}

((do_deps)) && install_deps
((do_build)) && build
((do_examples)) && examples
exit 0

#!/usr/bin/env bash
# Builds, on this (GPU-less) machine, everything the GPU runner needs, into gpu-bundle/:
#
#   gpu-bundle/tests/   c__<name>, cpp__<name> (tests/conformance), gpuerr__<name> with <name>.expect
#                       (tests/gpu-errors), gpu__<name> (tests/gpu: OpenACC with hand-written CUDA),
#                       ex__saxpy, ex__jacobi, ex__cublas_host_data (linked with -lcublas)
#   gpu-bundle/bench/   stream_acc, stream_omp, and stream_cuda.cu + stream_common.h + compare.sh
#                       (nvcc builds the CUDA reference on the GPU machine); data_acc (bench/data:
#                       data movement against cudaMemcpy/cudaMalloc in the same process); jacobi_acc
#                       (bench/jacobi: the tutorial solver with kernels against parallel loop);
#                       elimination_acc (bench/jacobi: kernels around a pivot loop, run by the host,
#                       against parallel loop inside a host loop); stencil3d_mc (bench/stencil3d:
#                       collapse(3) on multicore against OpenMP, same process);
#                       reduction_acc, stencil_acc, transpose_acc, nbody_acc, cache_acc, stream_class_acc (bench/<name>: OpenACC
#                       linked with a hand-written CUDA reference, <name>_cuda.cu built by nvcc here,
#                       timed in the same process)
#   gpu-bundle/unit/    acorn_runtime_unittests (the runtime's GoogleTest units, whose CudaDevice*
#                       tests skip themselves without a GPU) and the ACC_PROFLIB test library
#   gpu-bundle/lib/     the shared libraries the binaries need that the GPU machine may lack
#                       (libacorn.so, libomp.so.5, libcudart.so.*). cuBLAS is not carried: it is
#                       over 500 MiB with libcublasLt, this toolkit has no static libcublas, and the
#                       GPU machine's CUDA toolkit has it (gpu-run.sh puts /usr/local/cuda/lib64
#                       on LD_LIBRARY_PATH)
#   gpu-bundle/gpu-run.sh, MANIFEST.txt, build-failures.txt (empty when everything compiled)
#
# Everything is compiled with --acorn-shared -O2 so the bundle stays small (the GPU machine's
# runs carry at most 64 MiB). A test that does not compile is recorded in build-failures.txt and
# the build goes on. Then, on the GPU machine: scripts/gpu-run.sh (see docs/conformance.md).
#
# Environment: ACORN_BUILD_DIR (default <repo>/build), ACORN_GPU_BUNDLE (default <repo>/gpu-bundle),
# ACORN_GPU_FLAGS (extra driver flags, split on spaces), ACORN_JOBS (parallel compiles, default
# nproc), ACORN_SKIP_BOOTSTRAP=1 (use the existing build as it is), ACORN_GPU_ARCH (the .cu files
# of tests/gpu, default sm_90).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACORN_BUILD_DIR:-$ROOT/build}
BUNDLE=${ACORN_GPU_BUNDLE:-$ROOT/gpu-bundle}
# RUN lines pipe -Minfo through FileCheck, which LLVM installs outside the PATH.
command -v FileCheck >/dev/null || PATH="$PATH:/usr/lib/llvm-22/bin"
JOBS=${ACORN_JOBS:-$(nproc 2>/dev/null || echo 2)}
MAX_BUNDLE_MIB=50
FLAGS=(--acorn-shared -O2)
# shellcheck disable=SC2206 # split on purpose
[[ -n ${ACORN_GPU_FLAGS:-} ]] && FLAGS+=(${ACORN_GPU_FLAGS})

log() { printf '==> %s\n' "$*"; }

if [[ ${ACORN_SKIP_BOOTSTRAP:-0} != 1 ]]; then
  export ACORN_BUILD_DIR=$BUILD_DIR
  "$ROOT/scripts/bootstrap.sh" --no-examples
fi
ACORNCC=$BUILD_DIR/bin/acorncc
ACORNCXX=$BUILD_DIR/bin/acorn++
[[ -x $ACORNCC && -x $ACORNCXX ]] || { echo "gpu-build: no drivers in $BUILD_DIR/bin" >&2; exit 1; }
# %nvcc in the RUN lines of tests/gpu: the CUDA compiler for their hand-written .cu files.
GPU_ARCH=${ACORN_GPU_ARCH:-sm_90}
if command -v nvcc >/dev/null; then
  NVCC="nvcc -arch=$GPU_ARCH"
elif [[ -x /usr/local/cuda/bin/nvcc ]]; then
  NVCC="/usr/local/cuda/bin/nvcc -arch=$GPU_ARCH"
else
  NVCC="clang-22 -x cuda --cuda-gpu-arch=$GPU_ARCH --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version"
fi

rm -rf "$BUNDLE"
mkdir -p "$BUNDLE/tests" "$BUNDLE/bench" "$BUNDLE/lib"
logs=$(mktemp -d "${TMPDIR:-/tmp}/acorn-gpu-build.XXXXXX")
trap 'rm -rf "$logs"' EXIT

# compile NAME OUTPUT DRIVER SOURCE [FLAGS...]: on failure, leaves the diagnostics in $logs/NAME.
compile() {
  local name=$1 output=$2 driver=$3 source=$4
  shift 4
  if ! "$driver" "${FLAGS[@]}" "$@" "$source" -o "$output" >"$logs/$name.log" 2>&1; then
    { echo "== $name: $driver ${FLAGS[*]} $* $source -o $output"; cat "$logs/$name.log"; } \
      >"$logs/$name.failed"
  fi
}

# build_test NAME SOURCE: runs the test's RUN lines here, with the GPU flags, up to its
# "%run-targets BINARY", and puts BINARY into the bundle. A single-file test's line is
# "%acorncc %s -o %t && %run-targets %t"; a multi-file test compiles its parts with -c and links
# them in earlier RUN lines. On failure, leaves the diagnostics in $logs/NAME.failed.
build_test() {
  local name=$1 source=$2 line cmd target=
  local tmp=$logs/$name.t dir
  dir=$(dirname "$source")
  local -a commands=()
  while IFS= read -r line; do
    line=${line#*RUN:}
    line=${line//%acorncxx/$ACORNCXX ${FLAGS[*]}}
    line=${line//%acorncc/$ACORNCC ${FLAGS[*]}}
    line=${line//%nvcc/$NVCC}
    line=${line//%s/$source}
    line=${line//%S/$dir}
    line=${line//%t/$tmp}
    # shellcheck disable=SC2206 # split on '&&' only
    IFS=$'\n' read -rd '' -a parts < <(sed 's/&&/\n/g' <<<"$line") || true
    commands+=("${parts[@]}")
  done < <(grep -E '^[[:space:]]*//[[:space:]]*RUN:' "$source")
  for cmd in "${commands[@]}"; do
    if [[ $cmd =~ %run-targets[[:space:]]+([^[:space:]]+) ]]; then
      target=${BASH_REMATCH[1]}
      break
    fi
    if ! (cd "$logs" && eval "$cmd") >>"$logs/$name.log" 2>&1; then
      { echo "== $name: $cmd"; cat "$logs/$name.log"; } >"$logs/$name.failed"
      return
    fi
  done
  if [[ -z $target ]]; then
    echo "$name (no '%run-targets BINARY' in its RUN lines)" >"$logs/$name.skipped"
    return
  fi
  cp "$target" "$BUNDLE/tests/$name"
  # Libraries a test loads from beside itself (<program>.plugin.so) go with it.
  for lib in "$target".*.so; do
    [[ -f $lib ]] && cp "$lib" "$BUNDLE/tests/$name${lib#"$target"}"
  done
}

# bench_with_cuda NAME: bench/NAME/NAME_acc.c linked with its hand-written CUDA reference
# bench/NAME/NAME_cuda.cu (compiled with $NVCC -O3, like the .cu files of tests/gpu) into
# bench/NAME_acc. On failure, leaves the diagnostics in $logs/bench__NAME_acc.failed.
bench_with_cuda() {
  local name=$1 dir=$ROOT/bench/$1 object=$logs/$1_cuda.o source driver=$ACORNCC
  # shellcheck disable=SC2086 # NVCC is a command with its flags
  if ! $NVCC -O3 -c "$dir/${name}_cuda.cu" -o "$object" >"$logs/bench__${name}_acc.log" 2>&1; then
    { echo "== bench__${name}_acc: $NVCC -O3 -c $dir/${name}_cuda.cu -o $object"
      cat "$logs/bench__${name}_acc.log"; } >"$logs/bench__${name}_acc.failed"
    return
  fi
  source=$dir/${name}_acc.c
  [[ -f $source ]] || { source=$dir/${name}_acc.cpp; driver=$ACORNCXX; }
  compile "bench__${name}_acc" "$BUNDLE/bench/${name}_acc" "$driver" "$source" "$object"
}

throttle() {
  while (($(jobs -rp | wc -l) >= JOBS)); do wait -n || true; done
}

log "compiling conformance tests and examples into $BUNDLE/tests ($JOBS at a time)"
shopt -s nullglob
skipped=()
for source in "$ROOT"/tests/conformance/c/*.c "$ROOT"/tests/conformance/cpp/*.cpp; do
  lang=$(basename "$(dirname "$source")")
  stem=$(basename "${source%.*}")
  name=${lang}__${stem}
  if grep -qiE '^[[:space:]]*//[[:space:]]*UNSUPPORTED:.*(nvidia|gpu|cuda)' "$source"; then
    skipped+=("$name (UNSUPPORTED on the GPU)")
    continue
  fi
  throttle
  build_test "$name" "$source" &
done
# Runtime-error tests (tests/gpu-errors): the expected error lines travel beside the binary.
for source in "$ROOT"/tests/gpu-errors/*.c "$ROOT"/tests/gpu-errors/*.cpp; do
  name=gpuerr__$(basename "${source%.*}")
  driver=$ACORNCC
  [[ $source == *.cpp ]] && driver=$ACORNCXX
  sed -n 's|^[[:space:]]*//[[:space:]]*EXPECT:[[:space:]]*||p' "$source" >"$BUNDLE/tests/$name.expect"
  throttle
  compile "$name" "$BUNDLE/tests/$name" "$driver" "$source" &
done
# OpenACC with hand-written CUDA (tests/gpu): their RUN lines compile the .cu files with %nvcc.
for source in "$ROOT"/tests/gpu/*.c "$ROOT"/tests/gpu/*.cpp; do
  throttle
  build_test "gpu__$(basename "${source%.*}")" "$source" &
done
throttle
compile ex__cublas_host_data "$BUNDLE/tests/ex__cublas_host_data" "$ACORNCC" "$ROOT/examples/cublas_host_data.c" \
  -lcublas &
throttle
compile ex__saxpy "$BUNDLE/tests/ex__saxpy" "$ACORNCC" "$ROOT/examples/saxpy.c" &
throttle
compile ex__jacobi "$BUNDLE/tests/ex__jacobi" "$ACORNCXX" "$ROOT/examples/jacobi.cpp" &
throttle
compile bench__stream_acc "$BUNDLE/bench/stream_acc" "$ACORNCC" "$ROOT/bench/stream/stream_acc.c" &
throttle
# The data benchmark calls the CUDA runtime itself for its references (cudaMemcpy, cudaMalloc).
compile bench__data_acc "$BUNDLE/bench/data_acc" "$ACORNCC" "$ROOT/bench/data/data_acc.c" \
  -I"${CUDA_HOME:-/usr/local/cuda}/include" &
throttle
compile bench__jacobi_acc "$BUNDLE/bench/jacobi_acc" "$ACORNCC" "$ROOT/bench/jacobi/jacobi_acc.c" &
throttle
compile bench__elimination_acc "$BUNDLE/bench/elimination_acc" "$ACORNCC" "$ROOT/bench/jacobi/elimination_acc.c" &
throttle
# Multicore against OpenMP in the same process (the host's cores, not the GPU).
compile bench__stencil3d_mc "$BUNDLE/bench/stencil3d_mc" "$ACORNCC" "$ROOT/bench/stencil3d/stencil3d_mc.c" \
  -acc=multicore -fopenmp &
for name in reduction stencil transpose nbody cache stream_class; do
  throttle
  bench_with_cuda "$name" &
done
wait

log "compiling the OpenMP reference (clang-22 -O3 -fopenmp)"
if ! clang-22 -O3 -fopenmp "$ROOT/bench/stream/stream_omp.c" -o "$BUNDLE/bench/stream_omp" -lm \
    >"$logs/bench__stream_omp.log" 2>&1; then
  { echo "== bench__stream_omp: clang-22 -O3 -fopenmp"; cat "$logs/bench__stream_omp.log"; } \
    >"$logs/bench__stream_omp.failed"
fi
cp "$ROOT"/bench/stream/{stream_cuda.cu,stream_common.h,compare.sh} "$BUNDLE/bench/"

# The runtime's unit tests, built by CMake with the CUDA runtime linked statically.
log "copying the runtime unit tests into $BUNDLE/unit"
mkdir -p "$BUNDLE/unit"
if [[ -x $BUILD_DIR/bin/acorn_runtime_unittests ]]; then
  cp "$BUILD_DIR/bin/acorn_runtime_unittests" "$BUNDLE/unit/"
  cp "$BUILD_DIR/lib/libacorn_test_proflib.so" "$BUNDLE/unit/" 2>/dev/null || true
else
  echo "== unit__acorn_runtime_unittests: not built in $BUILD_DIR/bin" >"$logs/unit.failed"
fi
cp "$ROOT/scripts/gpu-run.sh" "$BUNDLE/"

failed=("$logs"/*.failed)
if ((${#failed[@]})); then
  cat "${failed[@]}" >"$BUNDLE/build-failures.txt"
else
  : >"$BUNDLE/build-failures.txt"
fi
for f in "$logs"/*.skipped; do [[ -f $f ]] && skipped+=("$(cat "$f")"); done
for s in "${skipped[@]}"; do echo "skipped: $s"; done >>"$BUNDLE/build-failures.txt"

# Shared libraries: whatever the binaries need beyond the C/C++ system libraries and the driver
# (libacorn.so, libomp.so.5, libcudart.so.*), copied under their sonames.
log "collecting shared libraries into $BUNDLE/lib"
binaries=("$BUNDLE"/tests/* "$BUNDLE"/bench/stream_acc "$BUNDLE"/bench/stream_omp "$BUNDLE"/bench/data_acc "$BUNDLE"/bench/jacobi_acc "$BUNDLE"/bench/elimination_acc "$BUNDLE"/bench/stencil3d_mc
  "$BUNDLE"/bench/{reduction,stencil,transpose,nbody,cache,stream_class}_acc "$BUNDLE"/unit/*)
declare -A wanted=()
for bin in "${binaries[@]}"; do
  [[ -f $bin && -x $bin ]] || continue
  while read -r soname arrow path _; do
    [[ $arrow == "=>" ]] || continue
    if [[ $path == "not" ]]; then
      echo "warning: $(basename "$bin") needs $soname, which ldd does not find here" >&2
      continue
    fi
    case "$soname" in
      # The C and C++ system libraries (the GPU machine has its own, as new or newer) and the
      # NVIDIA driver's libraries (they must come from the driver installed there).
      ld-linux*|libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|libutil.so*) ;;
      libgcc_s.so*|libstdc++.so*|libcuda.so*|libnvidia-*) ;;
      # cuBLAS (examples/cublas_host_data.c): 570 MiB with libcublasLt, far over the budget; the
      # GPU machine's CUDA toolkit provides it.
      libcublas.so*|libcublasLt.so*) ;;
      *) wanted[$soname]=$path ;;
    esac
  done < <(ldd "$bin" 2>/dev/null || true)
done
for soname in "${!wanted[@]}"; do
  cp -L "${wanted[$soname]}" "$BUNDLE/lib/$soname"
done

ntests=$(find "$BUNDLE/tests" -type f | wc -l)
nfailed=${#failed[@]}
{
  echo "Acorn GPU bundle"
  echo "built: $(date -u '+%Y-%m-%d %H:%M:%S UTC') on $(hostname)"
  echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo none)$(
    git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo ' (with local changes)')"
  echo "driver: $("$ACORNCC" --version 2>&1 | head -n1 || true)"
  echo "flags: ${FLAGS[*]}"
  echo "tests: $ntests binaries; compile failures: $nfailed; skipped: ${#skipped[@]}"
  echo "libraries: $(find "$BUNDLE/lib" -type f -printf '%f ')"
} >"$BUNDLE/MANIFEST.txt"

size_kib=$(du -sk "$BUNDLE" | cut -f1)
log "bundle: $ntests test binaries, $nfailed compile failures, ${#skipped[@]} skipped, $((size_kib / 1024)) MiB"
((nfailed == 0)) || log "compile failures are listed in $BUNDLE/build-failures.txt"
if ((size_kib > MAX_BUNDLE_MIB * 1024)); then
  echo "gpu-build: the bundle is $((size_kib / 1024)) MiB, over the ${MAX_BUNDLE_MIB} MiB budget" >&2
  exit 1
fi
log "next, on the GPU machine, from the repository root: scripts/gpu-run.sh"

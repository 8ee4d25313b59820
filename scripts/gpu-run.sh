#!/usr/bin/env bash
# The GPU runner: runs on the GPU machine (NVIDIA driver, CUDA toolkit, no clang needed), from
# the repository root, with the bundle that scripts/gpu-build.sh made at ./gpu-bundle.
#
#   scripts/gpu-run.sh [--only tests|bench] [--filter REGEX]
#
# 1. every test binary with ACC_DEVICE_TYPE=nvidia, then with ACC_DEVICE_TYPE=multicore, each
#    under a timeout (gpuerr__* and gpu__* with nvidia only), printing "PASS name" or
#    "FAIL name (why, last stderr line)" and the
#    summaries "GPU: N passed, M failed" and "multicore: N passed, M failed";
#    then the runtime's unit tests (gpu-bundle/unit), each test in its own process, printing
#    "unit: N passed, M failed";
# 2. the STREAM comparison: builds bench/stream_cuda.cu with nvcc -O3 -arch=sm_90, runs it and
#    stream_acc on the GPU, then stream_acc (multicore) against stream_omp, and prints the ratio
#    tables; then bench/data (data_acc): enter/exit data, present lookups, update bandwidth
#    (pageable and pinned) and 2-D sub-block updates against cudaMemcpy/cudaMalloc/cudaMemcpy2D;
#    then bench/jacobi (jacobi_acc): the tutorial solver written with kernels (the iteration loop on
#    the host, and a while loop inside the region) against parallel loop;
#    elimination_acc: kernels around a pivot loop (host-run) against parallel loop in a host loop;
#    then bench/reduction, bench/stencil, bench/transpose, bench/nbody and bench/cache (<name>_acc): OpenACC
#    against a hand-written CUDA version linked into the same program, ratio = CUDA time / Acorn time.
# Everything printed also goes to $OUT/gpu-report.txt when OUT is set (else to
# gpu-bundle/gpu-report.txt). The exit status is 1 when a test failed.
#
# Environment: ACORN_GPU_BUNDLE (bundle folder), ACORN_TEST_TIMEOUT (seconds per test, default 60),
# ACORN_RUN_JOBS (tests run at once, default 4), ACORN_GPU_ARCH (default sm_90), ACORN_STREAM_N.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [[ -n ${ACORN_GPU_BUNDLE:-} ]]; then
  BUNDLE=$(cd "$ACORN_GPU_BUNDLE" && pwd)
elif [[ -d $here/tests && -d $here/lib ]]; then
  BUNDLE=$here # this copy of the script lives inside the bundle
elif [[ -d gpu-bundle ]]; then
  BUNDLE=$(cd gpu-bundle && pwd)
else
  BUNDLE=$(cd "$here/.." && pwd)/gpu-bundle
fi
TIMEOUT=${ACORN_TEST_TIMEOUT:-60}
JOBS=${ACORN_RUN_JOBS:-4}
ARCH=${ACORN_GPU_ARCH:-sm_90}
STREAM_N=${ACORN_STREAM_N:-33554432}

only="" filter=""
while (($#)); do
  case "$1" in
    --only) only=${2:-}; shift 2 ;;
    --filter) filter=${2:-}; shift 2 ;;
    -h|--help) sed -n '2,22p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "gpu-run: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

if [[ ! -d $BUNDLE/tests ]]; then
  echo "gpu-run: no bundle at $BUNDLE: run scripts/gpu-build.sh first (and carry gpu-bundle)" >&2
  exit 2
fi

if [[ -n ${OUT:-} ]]; then
  mkdir -p "$OUT"
  REPORT=$OUT/gpu-report.txt
else
  REPORT=$BUNDLE/gpu-report.txt
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/acorn-gpu-run.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

export LD_LIBRARY_PATH="$BUNDLE/lib:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[[ -d /usr/local/cuda/bin ]] && export PATH="/usr/local/cuda/bin:$PATH"

# run_one DEVICE BINARY: runs one test in its own working folder; writes its result line.
run_one() {
  local device=$1 bin=$2 name dir rc reason last
  name=$(basename "$bin")
  dir=$WORK/$device/$name
  mkdir -p "$dir"
  (cd "$dir" && ACC_DEVICE_TYPE=$device timeout -k 5 "$TIMEOUT" "$bin" >stdout 2>stderr </dev/null)
  rc=$?
  # A runtime-error test passes when it stops with an error whose text has every expected line
  # (on stderr, or on stdout where device code printed it before stopping the kernel).
  if [[ -f $bin.expect ]]; then
    local missing=""
    while IFS= read -r line; do
      grep -qF -- "$line" "$dir/stderr" "$dir/stdout" || missing=$line
    done <"$bin.expect"
    if ((rc != 0 && rc < 128)) && [[ -z $missing ]]; then
      echo "PASS $name (expected error)" >"$dir/result"
    else
      echo "FAIL $name (exit $rc; expected error text missing: '${missing}'; got: $(head -c 240 "$dir/stderr"))" >"$dir/result"
    fi
    return
  fi
  if ((rc == 0)); then
    echo "PASS $name" >"$dir/result"
    return
  fi
  case $rc in
    124|137) reason="timeout after ${TIMEOUT} s" ;;
    12[89]|1[3-9][0-9]|2[0-5][0-9]) reason="killed by signal $((rc - 128))" ;;
    *) reason="exit $rc" ;;
  esac
  last=$(grep -v '^[[:space:]]*$' "$dir/stderr" | tail -n 1 | cut -c1-240)
  [[ -n $last ]] || last="stdout: $(grep -v '^[[:space:]]*$' "$dir/stdout" | tail -n 1 | cut -c1-200)"
  echo "FAIL $name ($reason, $last)" >"$dir/result"
}

# run_suite DEVICE LABEL: runs every test binary, prints the results and "LABEL: N passed, M failed".
run_suite() {
  local device=$1 label=$2 bin passed=0 failed=0 line
  local tests=()
  for bin in "$BUNDLE"/tests/*; do
    [[ -f $bin && -x $bin && $bin != *.so ]] || continue
    # Errors about device data exist only where the device has its own memory; tests/gpu
    # programs call CUDA code.
    [[ $device != nvidia && $(basename "$bin") == gpuerr__* ]] && continue
    [[ $device != nvidia && $(basename "$bin") == gpu__* ]] && continue
    [[ -z $filter || $(basename "$bin") =~ $filter ]] || continue
    tests+=("$bin")
  done
  echo
  echo "=== tests with ACC_DEVICE_TYPE=$device (${#tests[@]} binaries, timeout ${TIMEOUT} s, $JOBS at a time)"
  for bin in "${tests[@]}"; do
    while (($(jobs -rp | wc -l) >= JOBS)); do wait -n; done
    run_one "$device" "$bin" &
  done
  wait
  for bin in "${tests[@]}"; do
    line=$(cat "$WORK/$device/$(basename "$bin")/result" 2>/dev/null || echo "FAIL $(basename "$bin") (no result)")
    echo "$line"
    if [[ $line == PASS* ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  echo "$label: $passed passed, $failed failed"
  echo "$label: $passed passed, $failed failed" >>"$WORK/summary"
  ((failed == 0))
}

# run_units: the runtime's GoogleTest units, one process per test (each test expects a fresh
# runtime), on whatever device they pick (the CudaDevice* tests use the GPU).
run_units() {
  local bin=$BUNDLE/unit/acorn_runtime_unittests suite="" line name passed=0 failed=0 rc
  echo
  echo "=== runtime unit tests ($bin)"
  if [[ ! -x $bin ]]; then
    echo "no unit test binary in the bundle"
    echo "unit: 0 passed, 1 failed" >>"$WORK/summary"
    return 1
  fi
  mkdir -p "$WORK/unit"
  while IFS= read -r line; do
    line=${line%%#*}
    line=${line%"${line##*[![:space:]]}"}
    [[ -n $line ]] || continue
    if [[ $line != " "* ]]; then suite=$line; continue; fi
    name=$suite${line##* }
    [[ -z $filter || $name =~ $filter ]] || continue
    (cd "$WORK/unit" && ACC_DEVICE_TYPE= ACC_DEVICE_NUM= \
      ACORN_TEST_PROFLIB="$BUNDLE/unit/libacorn_test_proflib.so" \
      timeout -k 5 "$TIMEOUT" "$bin" --gtest_filter="$name" >"$WORK/unit/out" 2>&1 </dev/null)
    rc=$?
    if ((rc == 0)); then
      passed=$((passed + 1))
      grep -q '\[  SKIPPED \]' "$WORK/unit/out" && echo "SKIP $name"
    else
      failed=$((failed + 1))
      echo "FAIL $name (exit $rc, $(grep -m1 -E 'Failure|error|ERROR' "$WORK/unit/out" | cut -c1-200))"
    fi
  done < <("$bin" --gtest_list_tests)
  echo "unit: $passed passed, $failed failed"
  echo "unit: $passed passed, $failed failed" >>"$WORK/summary"
  ((failed == 0))
}

run_bench() {
  local bench=$BUNDLE/bench
  echo
  echo "=== STREAM: Acorn (ACC_DEVICE_TYPE=nvidia) against hand-written CUDA, N = $STREAM_N"
  if ! command -v nvcc >/dev/null; then
    echo "no nvcc: skipping the CUDA reference"
  elif ! nvcc -O3 -arch="$ARCH" -o "$WORK/stream_cuda" "$bench/stream_cuda.cu" >"$WORK/nvcc.log" 2>&1; then
    echo "nvcc failed on stream_cuda.cu:"
    cat "$WORK/nvcc.log"
  else
    stream_pair "ACC_DEVICE_TYPE=nvidia" "$bench/stream_acc" acorn-gpu "$WORK/stream_cuda" cuda gpu
  fi

  gpu_bench data_acc data.txt "data movement: Acorn (ACC_DEVICE_TYPE=nvidia) against the CUDA runtime, same process"
  gpu_bench jacobi_acc jacobi.txt "Jacobi: kernels without independent against parallel loop (ACC_DEVICE_TYPE=nvidia)"
  gpu_bench elimination_acc elimination.txt "elimination: kernels around a pivot loop against parallel loop in a host loop (ACC_DEVICE_TYPE=nvidia)"
  gpu_bench reduction_acc reduction.txt "reductions: parallel loop reduction against hand-written CUDA, same process"
  gpu_bench stencil_acc stencil.txt "2-D 5-point stencil: collapse(2) and gang/vector against a CUDA 2-D kernel, same process"
  gpu_bench transpose_acc transpose.txt "transpose: tile(32,32) against the CUDA shared-memory tiled transpose, same process"
  gpu_bench nbody_acc nbody.txt "n-body forces: routine seq in a parallel loop against a CUDA kernel, same process"
  gpu_bench cache_acc cache.txt "cache: a table staged in shared memory against the CUDA idiom, same process"
  gpu_bench stream_class_acc stream_class.txt "STREAM as a C++ class template (present, wait, intptr_t) against the same suite's CUDA shape, same process"

  echo
  echo "=== STREAM: Acorn (ACC_DEVICE_TYPE=multicore) against OpenMP, N = $STREAM_N, $(nproc) cores"
  if [[ ! -x $bench/stream_omp ]]; then
    echo "no stream_omp in the bundle: skipping the multicore comparison"
    return
  fi
  stream_pair "ACC_DEVICE_TYPE=multicore" "$bench/stream_acc" acorn-mc "$bench/stream_omp" omp mc 5

  echo
  echo "=== 3-D stencil: collapse(3) on multicore against OpenMP, same process, $(nproc) cores"
  if [[ -x $bench/stencil3d_mc ]]; then
    ACC_DEVICE_TYPE=multicore timeout 300 "$bench/stencil3d_mc" >"$WORK/stencil3d.txt" 2>&1 ||
      echo "stencil3d_mc failed: exit status $?"
    cat "$WORK/stencil3d.txt"
  else
    echo "no stencil3d_mc in the bundle"
  fi
}

# gpu_bench NAME OUTPUT TITLE: runs the bundle's bench/NAME on the GPU into $WORK/OUTPUT and prints
# it under TITLE (the summary repeats it).
gpu_bench() {
  local name=$1 output=$WORK/$2 title=$3
  echo
  echo "=== $title"
  if [[ -x $bench/$name ]]; then
    ACC_DEVICE_TYPE=nvidia timeout 300 "$bench/$name" >"$output" 2>&1 || echo "$name failed: exit status $?"
    cat "$output"
  else
    echo "no $name in the bundle"
  fi
}

# stream_pair ENV ACORN_BIN ACORN_TAG REF_BIN REF_TAG RATIO_TAG [ROUNDS]: runs both, ROUNDS times
# each, alternating (a shared host's memory bandwidth drifts over seconds: alternating gives both
# the same conditions), prints their reports and, when all succeeded, the ratio table of the median
# of the runs' best bandwidths (one lucky run of either program does not decide it; also kept in
# $WORK/ratio-RATIO_TAG.txt).
stream_pair() {
  local env=$1 acorn=$2 acorn_tag=$3 ref=$4 ref_tag=$5 ratio_tag=$6 rounds=${7:-1} ok=1 rc round
  : >"$WORK/$acorn_tag.txt"
  : >"$WORK/$ref_tag.txt"
  for ((round = 1; round <= rounds; round++)); do
    env "$env" timeout 300 "$acorn" "$STREAM_N" >>"$WORK/$acorn_tag.txt" 2>>"$WORK/$acorn_tag.err"
    rc=$?
    ((rc == 0)) || { echo "$(basename "$acorn") ($env) failed: exit status $rc"; ok=0; }
    timeout 300 "$ref" "$STREAM_N" >>"$WORK/$ref_tag.txt" 2>>"$WORK/$ref_tag.err"
    rc=$?
    ((rc == 0)) || { echo "$(basename "$ref") failed: exit status $rc"; ok=0; }
  done
  cat "$WORK/$acorn_tag.txt" "$WORK/$acorn_tag.err" "$WORK/$ref_tag.txt" "$WORK/$ref_tag.err"
  if ((ok)); then
    echo "--- ratio $(basename "$acorn")/$(basename "$ref") (median of the best bandwidths of $rounds alternating run(s) each)"
    "$bench/compare.sh" "$WORK/$acorn_tag.txt" "$WORK/$ref_tag.txt" | tee "$WORK/ratio-$ratio_tag.txt"
  fi
}

main() {
  local status=0
  echo "Acorn GPU run, $(date -u '+%Y-%m-%d %H:%M:%S UTC'), bundle $BUNDLE"
  [[ -f $BUNDLE/MANIFEST.txt ]] && sed 's/^/  /' "$BUNDLE/MANIFEST.txt"
  echo "--- nvidia-smi -L"
  nvidia-smi -L 2>&1 || echo "(nvidia-smi failed: no GPU visible?)"
  nvidia-smi --query-gpu=driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>/dev/null |
    sed 's/^/driver, max SM clock, max memory clock: /'
  command -v nvcc >/dev/null && nvcc --version | tail -n 2 | head -n 1
  echo "cores: $(nproc)"
  # ex__cublas_host_data takes cuBLAS from the CUDA toolkit here (the bundle does not carry it).
  local cublas
  cublas=$(ls /usr/local/cuda/lib64/libcublas.so.* 2>/dev/null | head -n 1)
  [[ -n $cublas ]] || cublas=$(ldconfig -p 2>/dev/null | awk '/libcublas\.so\./ {print $NF; exit}')
  echo "cuBLAS: ${cublas:-not found (ex__cublas_host_data will fail to start)}"
  if [[ -s $BUNDLE/build-failures.txt ]]; then
    echo "--- compile failures and skips recorded by gpu-build.sh (full text in build-failures.txt)"
    grep -E '^(== |skipped: )' "$BUNDLE/build-failures.txt" | sed 's/^== \([^:]*\):.*/BUILD-FAIL \1/'
  fi

  if [[ -z $only || $only == tests ]]; then
    run_suite nvidia GPU || status=1
    run_suite multicore multicore || status=1
    run_units || status=1
  fi
  if [[ -z $only || $only == bench ]]; then
    run_bench
  fi

  echo
  echo "=== summary"
  [[ -f $WORK/summary ]] && cat "$WORK/summary"
  if [[ -s $BUNDLE/build-failures.txt ]]; then
    echo "compile failures: $(grep -c '^== ' "$BUNDLE/build-failures.txt")"
  fi
  if [[ -s $WORK/ratio-gpu.txt ]]; then
    echo "STREAM on the GPU, Acorn/CUDA:"
    cat "$WORK/ratio-gpu.txt"
  fi
  if [[ -s $WORK/data.txt ]]; then
    echo "data movement on the GPU, Acorn against CUDA (ratio > 1: Acorn faster):"
    grep -v '^#' "$WORK/data.txt"
  fi
  if [[ -s $WORK/jacobi.txt || -s $WORK/elimination.txt ]]; then
    echo "Jacobi and elimination on the GPU, time of parallel loop / time of kernels:"
    cat "$WORK"/{jacobi,elimination}.txt 2>/dev/null | grep -v '^#'
  fi
  if grep -qs -v '^#' "$WORK"/{reduction,stencil,transpose,nbody,cache,stream_class}.txt; then
    echo "reduction, stencil, transpose, n-body on the GPU, Acorn against CUDA (ratio = CUDA time / Acorn time):"
    cat "$WORK"/{reduction,stencil,transpose,nbody,cache,stream_class}.txt 2>/dev/null | grep -v '^#'
  fi
  if [[ -s $WORK/ratio-mc.txt ]]; then
    echo "STREAM on multicore ($(nproc) cores), Acorn/OpenMP:"
    cat "$WORK/ratio-mc.txt"
  fi
  if [[ -s $WORK/stencil3d.txt ]]; then
    echo "3-D stencil on multicore, Acorn against OpenMP (ratio = OpenMP time / Acorn time):"
    grep -v '^#' "$WORK/stencil3d.txt"
  fi
  return $status
}

main 2>&1 | tee "$REPORT"
status=${PIPESTATUS[0]}
echo "report written to $REPORT"
exit "$status"

#!/bin/sh
# Usage: run-targets.sh BINARY [ARGS...]
# Runs BINARY once per OpenACC target: ACC_DEVICE_TYPE=host, then multicore, then host with
# memory of its own ("emulated": ACORN_EMULATE_DISCRETE=async, which finds missing data clauses,
# updates and waits as a GPU would), then nvidia when ACORN_TEST_GPU=1. Fails (exit 1) if any run
# fails, and says which target failed. ACORN_TEST_TARGETS (space-separated ACC_DEVICE_TYPE values
# or "emulated") overrides the list of targets.
if [ $# -lt 1 ]; then
  echo "usage: $0 BINARY [ARGS...]" >&2
  exit 2
fi
bin=$1
shift
targets="host multicore emulated"
if [ "${ACORN_TEST_GPU:-0}" = "1" ]; then
  targets="$targets nvidia"
fi
if [ -n "${ACORN_TEST_TARGETS:-}" ]; then
  targets=$ACORN_TEST_TARGETS
fi
failed=""
for t in $targets; do
  if [ "$t" = emulated ]; then
    ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async "$bin" "$@"
  else
    ACC_DEVICE_TYPE=$t "$bin" "$@"
  fi
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL: target $t: $bin exited with status $rc" >&2
    failed="$failed $t"
  fi
done
if [ -n "$failed" ]; then
  echo "FAILED targets:$failed" >&2
  exit 1
fi
exit 0

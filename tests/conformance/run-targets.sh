#!/bin/sh
# Usage: run-targets.sh BINARY [ARGS...]
# Runs BINARY once per OpenACC target: ACC_DEVICE_TYPE=host, then multicore, then nvidia when
# ACORN_TEST_GPU=1. Fails (exit 1) if any run fails, and says which target failed.
# ACORN_TEST_TARGETS (space-separated ACC_DEVICE_TYPE values) overrides the list of targets.
if [ $# -lt 1 ]; then
  echo "usage: $0 BINARY [ARGS...]" >&2
  exit 2
fi
bin=$1
shift
targets="host multicore"
if [ "${ACORN_TEST_GPU:-0}" = "1" ]; then
  targets="$targets nvidia"
fi
if [ -n "${ACORN_TEST_TARGETS:-}" ]; then
  targets=$ACORN_TEST_TARGETS
fi
failed=""
for t in $targets; do
  ACC_DEVICE_TYPE=$t "$bin" "$@"
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

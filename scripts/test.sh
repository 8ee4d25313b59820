#!/usr/bin/env bash
# Acorn test entry point (also what CI runs, through .ci/run).
#
# Installs missing dependencies and builds (scripts/bootstrap.sh --no-examples), then runs every
# CTest test (runtime unit tests, lit suites, conformance programs on host and multicore) and ends
# with one line of the form
#
#   N passed, M failed
#
# which CI parses. The exit status is non-zero when anything failed. A failed build is reported
# as "0 passed, 1 failed". Extra arguments go to ctest (e.g. -R conformance, -L unit).
#
# Environment: ACORN_BUILD_DIR (default <repo>/build), ACORN_TEST_JOBS (default 2),
# ACORN_TEST_TIMEOUT (per-test timeout in seconds for tests that set none, default 300),
# ACORN_SKIP_BOOTSTRAP=1 (test an existing build as it is).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACORN_BUILD_DIR:-$ROOT/build}
export ACORN_BUILD_DIR=$BUILD_DIR
JOBS=${ACORN_TEST_JOBS:-2}
TIMEOUT=${ACORN_TEST_TIMEOUT:-300}

start=$SECONDS
if [[ ${ACORN_SKIP_BOOTSTRAP:-0} != 1 ]]; then
  if ! "$ROOT/scripts/bootstrap.sh" --no-examples; then
    echo "test.sh: dependency installation or build failed" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

log=$(mktemp "${TMPDIR:-/tmp}/acorn-ctest.XXXXXX")
trap 'rm -f "$log"' EXIT

echo "==> ctest --test-dir $BUILD_DIR -j $JOBS --timeout $TIMEOUT --output-on-failure $*"
ctest --test-dir "$BUILD_DIR" -j "$JOBS" --timeout "$TIMEOUT" --output-on-failure "$@" 2>&1 | tee "$log"
ctest_rc=${PIPESTATUS[0]}

# ctest's summary: "95% tests passed, 2 tests failed out of 40"
summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1)
if [[ $summary =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
  failed=${BASH_REMATCH[1]}
  total=${BASH_REMATCH[2]}
  passed=$((total - failed))
elif grep -q 'No tests were found' "$log"; then
  echo "test.sh: ctest found no tests in $BUILD_DIR" >&2
  passed=0 failed=0
  ctest_rc=1
else
  echo "test.sh: could not read ctest's summary (ctest exit status $ctest_rc)" >&2
  passed=0 failed=1
fi

echo "test.sh: finished in $((SECONDS - start)) s"
echo "$passed passed, $failed failed"
if ((failed > 0 || ctest_rc != 0)); then
  exit 1
fi
exit 0

# -*- Python -*-
# lit configuration for the Acorn OpenACC conformance tests.
#
# Run with:  lit -v tests/conformance --param acorn_bin=<dir containing acorncc and acorn++>
# or set ACORN_BIN in the environment (default: <repo>/build/bin).  Set ACORN_TEST_GPU=1 to also
# run every test with ACC_DEVICE_TYPE=nvidia, or ACORN_TEST_TARGETS="host multicore nvidia" to pick
# the targets explicitly.  Output goes under --param exec_root=DIR (or ACORN_TEST_EXEC_ROOT), by
# default <repo>/build/tests/conformance.
import os
import shutil

import lit.formats

config.name = "acorn-conformance"
try:
    config.test_format = lit.formats.ShTest(True)
except (ValueError, TypeError):
    # lit >= 23 refuses execute_external=True unless it is forced.
    try:
        config.test_format = lit.formats.ShTest(True, force_execute_external=True)
    except TypeError:
        config.test_format = lit.formats.ShTest(False)
config.suffixes = [".c", ".cpp"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.excludes = ["lit.cfg.py", "run-targets.sh"]

# Keep build products (Output/ directories) out of the source tree: lit param exec_root or env
# ACORN_TEST_EXEC_ROOT, else <repo>/build/tests/conformance (build/ is git-ignored).
exec_root = lit_config.params.get("exec_root") or os.environ.get("ACORN_TEST_EXEC_ROOT")
if not exec_root:
    exec_root = os.path.join(config.test_source_root, "..", "..", "build", "tests", "conformance")
config.test_exec_root = os.path.abspath(exec_root)

acorn_bin = lit_config.params.get("acorn_bin") or os.environ.get("ACORN_BIN")
if not acorn_bin:
    # default: the in-tree build directory
    acorn_bin = os.path.join(config.test_source_root, "..", "..", "build", "bin")
acorn_bin = os.path.abspath(acorn_bin)

config.substitutions.append(("%acorncxx", os.path.join(acorn_bin, "acorn++")))
config.substitutions.append(("%acorncc", os.path.join(acorn_bin, "acorncc")))
# Tests that check -Minfo pipe it through FileCheck, which LLVM installs outside the PATH.
config.substitutions.append(("FileCheck", shutil.which("FileCheck") or shutil.which("FileCheck-22") or
                             "/usr/lib/llvm-22/bin/FileCheck"))
config.substitutions.append(
    ("%run-targets", os.path.join(config.test_source_root, "run-targets.sh")))

# Pass through the environment the tests and the runtime need.
for var in ("ACORN_TEST_GPU", "ACORN_TEST_TARGETS", "ACORN_BIN", "PATH", "LD_LIBRARY_PATH",
            "CUDA_VISIBLE_DEVICES", "HOME", "TMPDIR", "OMP_NUM_THREADS", "ACC_NUM_CORES"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

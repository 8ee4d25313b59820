# lit configuration for Acorn's compiler tests: the lowering (--print-lowered) and diagnostics.
import os
import shutil

import lit.formats

config.name = "acorn-compiler"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".cpp"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get(
    "exec_root", os.path.join(config.test_source_root, "..", "..", "build", "tests", "lit"))

acorn_bin = lit_config.params.get("acorn_bin") or os.environ.get("ACORN_BIN")
if not acorn_bin:
    lit_config.fatal("pass --param acorn_bin=<build>/bin (or set ACORN_BIN)")
llvm_bin = "/usr/lib/llvm-22/bin"
filecheck = shutil.which("FileCheck") or shutil.which("FileCheck-22") or os.path.join(llvm_bin, "FileCheck")
not_tool = shutil.which("not") or os.path.join(llvm_bin, "not")

config.substitutions.append(("%acorncc", os.path.join(acorn_bin, "acorncc")))
config.substitutions.append(("%acorncxx", os.path.join(acorn_bin, "acorn++")))
config.substitutions.append(("FileCheck", filecheck))
config.substitutions.append(("not ", not_tool + " "))
# A compiler that is not Acorn, for programs no OpenACC compiler built (a plugin's loader).
config.substitutions.append(("%host_cxx", shutil.which("clang++-22") or os.path.join(llvm_bin, "clang++")))
config.substitutions.append(("%host_cc", shutil.which("clang-22") or os.path.join(llvm_bin, "clang")))
config.substitutions.append(("%llvm-dwarfdump", os.path.join(llvm_bin, "llvm-dwarfdump")))
config.substitutions.append(("%llvm-readelf", os.path.join(llvm_bin, "llvm-readelf")))
config.environment["ACC_DEVICE_TYPE"] = os.environ.get("ACC_DEVICE_TYPE", "host")

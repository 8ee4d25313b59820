#!/usr/bin/env python3
"""Prints the C library functions the GPU provides, for compiler/analysis/DeviceLibrary.cpp.

The rule: a C library function (declared in a system header) has a device version iff the CUDA
compile of Acorn's device code declares a __device__ (or __host__ __device__) function of that
name: Clang's CUDA wrapper headers (__clang_cuda_*.h, cuda_wrappers/), the CUDA toolkit's headers
they include, and Acorn's kernel headers (C's <complex.h> functions, include/acorn/kernel/). The
names printed are those functions that the host's C headers declare too (with and without
_GNU_SOURCE, which C++ defines), so the table holds library functions only.

  scripts/device-library-names.py [clang++ [cuda-path]]   (default clang++-22, /usr/local/cuda)
"""
import json
import os
import subprocess
import sys

HEADERS = ["assert.h", "complex.h", "ctype.h", "errno.h", "math.h", "stdio.h", "stdlib.h", "string.h",
           "strings.h", "time.h", "wchar.h", "inttypes.h", "fenv.h", "signal.h", "setjmp.h", "locale.h"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump(args, source):
    out = subprocess.run(args + ["-fsyntax-only", "-Xclang", "-ast-dump=json", "-"], input=source,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def names(node, device, namespaces=("std", "__acorn_c"), inside=False):
    found = set()
    for child in node.get("inner", []):
        kind = child.get("kind")
        if kind == "FunctionDecl" and child.get("name"):
            attrs = {a.get("kind") for a in child.get("inner", [])}
            if not device or "CUDADeviceAttr" in attrs:
                found.add(child["name"])
        elif kind == "LinkageSpecDecl" or (kind == "NamespaceDecl" and child.get("name") in namespaces):
            found |= names(child, device, namespaces, True)
    return found


def main():
    clang = sys.argv[1] if len(sys.argv) > 1 else "clang++-22"
    cuda = sys.argv[2] if len(sys.argv) > 2 else "/usr/local/cuda"
    includes = "".join(f"#include <{h}>\n" for h in HEADERS)
    device_source = includes.replace("#include <complex.h>\n", "") + (
        '#include "acorn/kernel.hpp"\n#include <complex.h>\n#include "acorn/kernel/c_complex.hpp"\n'
        '#include "acorn/kernel/c_tgmath.hpp"\n')
    device = names(dump([clang, "-x", "cuda", "--cuda-gpu-arch=sm_90", f"--cuda-path={cuda}", "--cuda-device-only",
                         "-Wno-unknown-cuda-version", "-I", os.path.join(ROOT, "include")], device_source), True)
    host = set()
    for extra in ([], ["-D_GNU_SOURCE"]):
        host |= names(dump([clang, "-x", "c"] + extra, includes), False)
    for name in sorted(device & host):
        print(name)


if __name__ == "__main__":
    main()

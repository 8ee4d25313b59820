#!/bin/bash
# A shared library linked by acorncc carries its own static copy of libacorn. Loaded with dlopen (a
# plugin, a Python extension module), it binds to that copy, so its regions do not see the data the
# program mapped: "data for 'a[0:n]' ... is not present". Linked into the program at link time, it
# works (the program exports the runtime's symbols it uses). With --acorn-shared on both links it
# works. Expected: one runtime per process by default (-shared outputs linked to libacorn.so, the
# program exporting the runtime's symbols).
set -e
A=$(realpath "${ACORN_BIN:-build/bin}")/acorncc
cd "$(dirname "$0")"
$A -fPIC -shared plugin.c -o libplugin.so
$A host.c -o host -ldl
ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=1 ./host

#!/bin/sh
# Should: `acorncc -c t.c -o - > t.o` writes the object to standard output, as clang -c -o - does
# (and as acorncc itself does for a file without OpenACC directives, and for -E -o -).
# Does: nothing on stdout (t.o is empty) and a file literally named "-" appears in the current
# directory (the object). Minor; gcc refuses -c -o - outright.
cd "$(dirname "$0")"
rm -f ./- t.o
/work/hunt/acorn/bin/acorncc -c t.c -o - > t.o
echo "stdout bytes: $(wc -c < t.o)"; ls -la ./- 2>/dev/null
/usr/lib/llvm-22/bin/clang -c t.c -o - | wc -c
rm -f ./- t.o

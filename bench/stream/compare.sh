#!/usr/bin/env bash
# Joins two STREAM reports (the output of stream_acc and of a reference: stream_cuda or
# stream_omp) and prints, per kernel, both bandwidths and the ratio first/second:
#
#   triad  acorn 3012.4 GB/s  cuda 3120.7 GB/s  ratio 0.965
#
# usage: compare.sh ACORN_REPORT REFERENCE_REPORT
# Report lines are "<impl> <kernel> <best GB/s> <avg GB/s> <best ms>"; '#' lines are ignored; a
# report holding several runs counts the best bandwidth of each kernel.
# A kernel missing from either report is printed with "missing" and makes the exit status 1.
set -euo pipefail

if (($# != 2)); then
  echo "usage: $0 ACORN_REPORT REFERENCE_REPORT" >&2
  exit 2
fi

awk '
  FNR == 1 { file++ }
  # Report lines only: an implementation name, a kernel name, a number.
  /^#/ || NF < 3 || $1 !~ /^[A-Za-z_][A-Za-z0-9_-]*$/ || $3 !~ /^[0-9.]+$/ { next }
  # A report may hold several runs: the best bandwidth of each kernel counts.
  file == 1 { if (!($2 in a)) order[++count] = $2; if (!($2 in a) || $3 + 0 > a[$2]) a[$2] = $3; aname = $1 }
  file == 2 { if (!($2 in b) || $3 + 0 > b[$2]) b[$2] = $3; bname = $1 }
  END {
    if (aname == "") aname = "first"
    if (bname == "") bname = "second"
    status = 0
    for (k in b) if (!(k in a)) order[++count] = k
    for (i = 1; i <= count; i++) {
      k = order[i]
      if (!(k in a) || !(k in b)) {
        printf "%-6s %s %s  %s %s  ratio missing\n", k, aname, (k in a) ? a[k] " GB/s" : "missing",
               bname, (k in b) ? b[k] " GB/s" : "missing"
        status = 1
        continue
      }
      printf "%-6s %s %.1f GB/s  %s %.1f GB/s  ratio %.3f\n", k, aname, a[k], bname, b[k],
             (b[k] > 0) ? a[k] / b[k] : 0
    }
    if (count == 0) { print "compare.sh: no kernel lines in either report" > "/dev/stderr"; status = 1 }
    exit status
  }' "$1" "$2"

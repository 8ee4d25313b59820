#!/usr/bin/env bash
# Joins two STREAM reports (the output of stream_acc and of a reference: stream_cuda or
# stream_omp) and prints, per kernel, both bandwidths and the ratio first/second:
#
#   triad  acorn 3012.4 GB/s  cuda 3120.7 GB/s  ratio 0.965
#
# usage: compare.sh ACORN_REPORT REFERENCE_REPORT
# Report lines are "<impl> <kernel> <best GB/s> <avg GB/s> <best ms>"; '#' lines are ignored; a
# report holding several runs counts the median of the runs' best bandwidths of each kernel (on
# a shared multicore host one run in a few of either program is 15-30% faster than the others:
# the best of all runs would compare those lucky runs, not the programs).
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
  # A report may hold several runs: the best bandwidth of a kernel in each run is one sample.
  file == 1 { if (!($2 in na)) order[++count] = $2; va[$2, ++na[$2]] = $3 + 0; aname = $1 }
  file == 2 { vb[$2, ++nb[$2]] = $3 + 0; bname = $1 }
  # The median of the n samples v[k, 1..n] (sorted in place).
  function median(v, k, n,    i, j, t) {
    for (i = 2; i <= n; i++)
      for (j = i; j > 1 && v[k, j - 1] > v[k, j]; j--) { t = v[k, j]; v[k, j] = v[k, j - 1]; v[k, j - 1] = t }
    return (n % 2) ? v[k, (n + 1) / 2] : (v[k, n / 2] + v[k, n / 2 + 1]) / 2
  }
  END {
    for (k in na) a[k] = median(va, k, na[k])
    for (k in nb) b[k] = median(vb, k, nb[k])
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

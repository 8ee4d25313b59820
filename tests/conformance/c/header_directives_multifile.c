// A program of three C files (this one, Inputs/header_directives_multifile/{smooth,stats}.c) that all
// include a header with static inline functions containing compute constructs (field.h): each
// object gets its own copy of the header's regions, built separately and linked (2.5.1, reductions).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -c -I%S/Inputs/header_directives_multifile %S/Inputs/header_directives_multifile/smooth.c -o %t/smooth.o
// RUN: %acorncc -c -I%S/Inputs/header_directives_multifile %S/Inputs/header_directives_multifile/stats.c -o %t/stats.o
// RUN: %acorncc -c -I%S/Inputs/header_directives_multifile %s -o %t/main.o
// RUN: %acorncc %t/main.o %t/smooth.o %t/stats.o -o %t/prog
// RUN: %run-targets %t/prog
#include <stdio.h>
#include <stdlib.h>
#include "field.h"

int main(void)
{
  const int n = 9000;
  int errors = 0;
  field a = {n, malloc(n * sizeof(double))};
  field b = {n, malloc(n * sizeof(double))};
  field_fill(a, 1.0);
  field_smooth(b, a);
  double sa = field_sum(a), sb = field_sum(b), mb = field_max(b);

  double esa = 0.0, esb = 0.0, emb = 0.0;
  for (int i = 0; i < n; ++i) {
    double ea = 1.0 + i % 4, eb = i % 4;
    if (i > 0 && i < n - 1)
      eb = 0.25 * (1.0 + (i - 1) % 4) + 0.5 * ea + 0.25 * (1.0 + (i + 1) % 4);
    esa += ea;
    esb += eb;
    emb = eb > emb ? eb : emb;
    if (a.v[i] != ea || b.v[i] != eb) {
      if (errors < 10)
        fprintf(stderr, "FAIL: i=%d a=%g b=%g, expected %g %g\n", i, a.v[i], b.v[i], ea, eb);
      ++errors;
    }
  }
  if (sa != esa || sb != esb || mb != emb) {
    fprintf(stderr, "FAIL: sums %g %g max %g, expected %g %g %g\n", sa, sb, mb, esa, esb, emb);
    ++errors;
  }
  free(a.v);
  free(b.v);
  return errors != 0;
}

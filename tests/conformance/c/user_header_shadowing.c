// A header of the user's with a common name ("Inputs/config.h"), included with quotes: it must be
// found next to this file, as C specifies, and never a file of the same name that happens to lie
// elsewhere, e.g. in the temporary directory a compiler writes its intermediate files to (the RUN
// line plants one there). The header supplies the sizes of a 2.5.1 parallel loop.
// RUN: rm -rf %t.tmp && mkdir -p %t.tmp/Inputs
// RUN: echo '#error "wrong config.h: found in TMPDIR, not next to the source"' > %t.tmp/config.h
// RUN: echo '#error "wrong Inputs/config.h: found in TMPDIR, not next to the source"' > %t.tmp/Inputs/config.h
// RUN: env TMPDIR=%t.tmp %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>
#include "Inputs/config.h"

#ifndef CONFIG_FROM_USER
#error "Inputs/config.h was not the user's header"
#endif

int main(void)
{
  int errors = 0;
  double *u = malloc(NX * NY * sizeof(double));
  for (int i = 0; i < NX * NY; ++i)
    u[i] = i % 9;

#pragma acc parallel loop collapse(2) copy(u[0:NX*NY])
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      u[i * NY + j] = RELAX * u[i * NY + j] + i;

  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j) {
      double e = RELAX * ((i * NY + j) % 9) + i;
      if (u[i * NY + j] != e) {
        if (errors < 10)
          fprintf(stderr, "FAIL: u[%d][%d] = %g, expected %g\n", i, j, u[i * NY + j], e);
        ++errors;
      }
    }
  free(u);
  return errors != 0;
}

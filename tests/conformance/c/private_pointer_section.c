// 2.5.13-14 and 2.9.10: private and firstprivate sections of pointers. firstprivate(c[0:n]) on
// the compute construct gives each gang its own copy filled from the original; private(t[0:n]) on
// a gang loop is one copy per gang that its vector lanes share; on a vector loop each lane has its
// own copy, indexed from a non-zero lower bound; private on the compute construct with num_gangs.
// The originals are unchanged afterwards.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  const int n = 64, rows = 200;
  double *c = malloc(sizeof(double) * n);
  double *t = malloc(sizeof(double) * n);
  double *out = malloc(sizeof(double) * rows * n);
  double sums[200];
  int errors = 0;
  for (int j = 0; j < n; j++) {
    c[j] = j;
    t[j] = -1;
  }

  // Each gang adds to its own copy of c: every row sees the original values plus its own addition.
#pragma acc parallel loop gang firstprivate(c[0:n]) copyout(out[0:rows * n]) num_gangs(8)
  for (int g = 0; g < rows; g++) {
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      c[j] += 1;
#pragma acc loop vector
    for (int j = 0; j < n; j++) {
      out[g * n + j] = c[j];
      c[j] -= 1;
    }
  }
  for (int g = 0; g < rows; g++)
    for (int j = 0; j < n; j++)
      if (out[g * n + j] != j + 1 && errors++ < 5)
        fprintf(stderr, "FAIL: firstprivate row %d element %d is %g, expected %d\n", g, j, out[g * n + j], j + 1);

  // A gang's scratch row, written by its lanes and read back reversed by them.
#pragma acc parallel loop gang private(t[0:n]) copyout(sums[0:rows])
  for (int g = 0; g < rows; g++) {
#pragma acc loop vector
    for (int j = 0; j < n; j++)
      t[j] = (double)g * j;
    t[0] = g; // vector-single: one lane writes, all see it
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++)
      s += t[n - 1 - j];
    sums[g] = s;
  }
  for (int g = 0; g < rows; g++) {
    double want = (double)g * (n * (n - 1) / 2) + g;
    if (sums[g] != want && errors++ < 5)
      fprintf(stderr, "FAIL: gang private row %d sum is %g, expected %g\n", g, sums[g], want);
  }

  // Each iteration of a gang-vector loop owns t[2:4].
#pragma acc parallel loop gang vector private(t[2:4]) copyout(sums[0:rows])
  for (int g = 0; g < rows; g++) {
    for (int j = 2; j < 6; j++)
      t[j] = g + j;
    sums[g] = t[2] * t[5];
  }
  for (int g = 0; g < rows; g++)
    if (sums[g] != (double)(g + 2) * (g + 5) && errors++ < 5)
      fprintf(stderr, "FAIL: vector private row %d is %g\n", g, sums[g]);

  // private on the construct: each of the 4 gangs fills and reads its own copy.
  int per_gang[4] = {0};
#pragma acc parallel num_gangs(4) private(t[0:n]) copy(per_gang[0:4])
  {
#pragma acc loop gang
    for (int g = 0; g < 4; g++) {
      for (int j = 0; j < n; j++)
        t[j] = g;
      int same = 1;
      for (int j = 0; j < n; j++)
        same &= t[j] == g;
      per_gang[g] = same;
    }
  }
  for (int g = 0; g < 4; g++)
    if (!per_gang[g] && errors++ < 5)
      fprintf(stderr, "FAIL: construct private copy of gang %d was not its own\n", g);

  // Without OpenACC the directives are ignored and the loops write the originals.
#ifdef _OPENACC
  for (int j = 0; j < n; j++)
    if ((c[j] != j || t[j] != -1) && errors++ < 5)
      fprintf(stderr, "FAIL: original changed at %d: c %g t %g\n", j, c[j], t[j]);
#endif
  free(c);
  free(t);
  free(out);
  if (errors)
    return 1;
  printf("private pointer sections: OK\n");
  return 0;
}

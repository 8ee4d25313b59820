// 2.9.10: a private C array or struct of a gang loop is one copy per gang, shared by the gang's
// workers and vector lanes: values the lanes write in one vector loop are read by other lanes in
// the next, and a value written in worker-single code is seen by every worker.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 64

struct stats {
  double weight[8];
  int count;
};

int main(void) {
  double row[N];
  struct stats st;
  double sums[300];
  int errors = 0;

#pragma acc parallel loop gang num_workers(4) vector_length(32) private(row, st) copyout(sums[0:300])
  for (int g = 0; g < 300; g++) {
    st.count = 8;
#pragma acc loop worker vector
    for (int j = 0; j < N; j++)
      row[j] = (double)g * j;
#pragma acc loop vector
    for (int k = 0; k < 8; k++)
      st.weight[k] = k + 1;
    double s = 0;
#pragma acc loop worker vector reduction(+:s)
    for (int j = 0; j < N; j++)
      s += row[N - 1 - j] * st.weight[j % st.count];
    sums[g] = s;
  }
  for (int g = 0; g < 300; g++) {
    double want = 0;
    for (int j = 0; j < N; j++)
      want += (double)g * (N - 1 - j) * (j % 8 + 1);
    if (sums[g] != want && errors++ < 5)
      fprintf(stderr, "FAIL: gang %d sum %g, expected %g\n", g, sums[g], want);
  }
  if (errors)
    return 1;
  printf("gang-private arrays: OK\n");
  return 0;
}

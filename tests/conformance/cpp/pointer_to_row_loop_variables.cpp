// A loop variable that points to a row of a 2-D array, `for (double (*row)[7] = u; row < u + n;
// row++)`, to a const row, or to a row through a typedef, under loop directives
// (a combined construct, a loop inside a parallel region with a step of 2, kernels), declared in
// the loop or before it: each iteration gets its own row.
// RUN: %acorncxx -O2 %s -o %t && %run-targets %t
#include <cstdio>
#include <cstdlib>

typedef double row7[7];

int main()
{
  const int n = 40;
  double (*u)[7] = static_cast<double (*)[7]>(std::malloc(sizeof(double[n][7])));
  double sum[n];
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 7; j++)
      u[i][j] = i * 10 + j;
#pragma acc parallel loop copy(u[0:n][0:7])
  for (double (*row)[7] = u; row < u + n; row++)
    (*row)[0] = -(*row)[0];
#pragma acc parallel copy(u[0:n][0:7])
  {
#pragma acc loop gang vector
    for (row7 *row = u + 1; row < u + n; row += 2)
      (*row)[1] = row - u;
  }
  double (*r)[7];
#pragma acc kernels loop independent copy(u[0:n][0:7]) private(r)
  for (r = u + n - 1; r >= u; r--)
    r[0][2] *= 2;
#pragma acc parallel loop copyin(u[0:n][0:7]) copyout(sum)
  for (const double (*row)[7] = u; row < u + n; row++)
    sum[row - u] = (*row)[4] + (*row)[5];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 7; j++) {
      double want = j == 0 ? -(i * 10.0) : i * 10 + j;
      want = j == 1 && i % 2 ? i : want;
      want *= j == 2 ? 2 : 1;
      bad += u[i][j] != want;
    }
  for (int i = 0; i < n; i++)
    bad += sum[i] != i * 20 + 9;
  std::free(u);
  std::puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}

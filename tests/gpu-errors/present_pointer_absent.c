// present(A) of a pointer A when neither A itself nor the data it points to is on the device: the
// usual not-present error naming A, which says the target was looked up too (NVHPC's reading).
// EXPECT: present_pointer_absent.c:10:1: in 'parallel loop': data for 'A'
// EXPECT: nor is the data it points to (host address
#include <stdlib.h>
int main(void) {
  int n = 1000;
  double *A = (double *)calloc(n, sizeof(double));
  double *B = (double *)calloc(n, sizeof(double));
#pragma acc parallel loop present(A) copyin(B[0:n])
  for (int i = 0; i < n; i++)
    A[i] = B[i];
  return 0;
}

/* A row pointer into a fixed-size 2-D array (double *row = A[i]; or &A[i][0]) written for
   j < C: row i only touches A[i][0..C-1], so the outer loop is parallel. Acorn follows the
   same idiom on a 1-D array (double *row = &B[i*C]: outer loop "gang") but not on a 2-D one.
   Expected: outer loop scheduled as gang.  Got (-Minfo=accel):
     loop scheduled as seq (not parallel: it writes 'row[j]', whose address Acorn cannot follow)
   Result right (PASS everywhere); only the outer parallelism is lost.
   acorncc -O2 -Minfo=accel rowptr_2d_array_seq.c */
#include <stdio.h>
#define R 300
#define C 200
double A[R][C], B[R*C];
int main(void){
  #pragma acc kernels copyout(A)
  for(int i=0;i<R;i++){
    double *row=A[i];
    for(int j=0;j<C;j++) row[j]=i+j;
  }
  #pragma acc kernels copyout(B)
  for(int i=0;i<R;i++){          /* same idiom, 1-D: parallelised */
    double *row=&B[i*C];
    for(int j=0;j<C;j++) row[j]=i+j;
  }
  int bad=0;
  for(int i=0;i<R;i++) for(int j=0;j<C;j++) if(A[i][j]!=i+j||B[i*C+j]!=i+j) bad=1;
  puts(bad?"FAIL":"PASS"); return bad;
}

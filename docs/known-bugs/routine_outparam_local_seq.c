/* A routine seq function returning two results through pointers to locals that are declared
   inside the loop body (so each iteration has its own u and p): the loop is provably
   parallel (writes through &u/&p only touch that iteration's locals; y[i], z[i] affine).
   Expected: loop scheduled as gang, vector.  Got (-Minfo=accel):
     loop scheduled as seq (not parallel: the call of 'split' passes '&u', which it may write)
   The result is right (it just runs sequentially).
   acorncc -O2 -Minfo=accel routine_outparam_local_seq.c */
#include <stdio.h>
#define N 10000
#pragma acc routine seq
static void split(double v, double *u, double *p){ *u = v*0.5; *p = v*v; }
double x[N], y[N], z[N];
int main(void){
  for(int i=0;i<N;i++) x[i]=i;
  #pragma acc kernels copyin(x) copyout(y,z)
  for(int i=0;i<N;i++){
    double u, p;
    split(x[i], &u, &p);
    y[i]=u; z[i]=p;
  }
  int bad=0;
  for(int i=0;i<N;i++) if(y[i]!=0.5*i||z[i]!=(double)i*i) bad=1;
  puts(bad?"FAIL":"PASS"); return bad;
}

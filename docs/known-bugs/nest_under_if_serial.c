/* Parallel loops placed under an if (or inside a plain { } block, or a switch case) in a
   kernels region are not analysed: they run inside one single-thread "serial kernel", and
   -Minfo gives no reason ("loop scheduled as seq" with nothing after it). The same loop at the
   top level of the region is "gang, vector". Kernels applied directly to the if statement
   gets only "vector" (no gang).
   Expected: each loop scheduled gang, vector (or a reason why not).  Got (-Minfo=accel):
     21:7  loop scheduled as seq              <- plain block
     21:5  statements run as a serial kernel
     26:15 loop scheduled as seq              <- under if
     26:5  statements run as a serial kernel
     29:13 loop scheduled as vector           <- kernels on the if itself: no gang
   Results right (PASS on host, multicore, async); the loops are just not parallel.
   acorncc -O2 -Minfo=accel nest_under_if_serial.c */
#include <stdio.h>
#define N 100000
double u[N], v[N];
int main(int argc, char **argv){
  int flag = argc < 100;
  #pragma acc kernels copy(u)
  {
    { for(int i=0;i<N;i++) u[i]+=1.0; }
  }
  #pragma acc kernels copy(u,v)
  {
    for(int i=0;i<N;i++) v[i]=1.0;                           /* gang, vector */
    if(flag){ for(int i=0;i<N;i++) u[i]+=v[i]; }
  }
  #pragma acc kernels copy(u)
  if(flag){ for(int i=0;i<N;i++) u[i]+=1.0; }
  int bad=0; for(int i=0;i<N;i++) if(u[i]!=3.0) bad=1;
  puts(bad?"FAIL":"PASS"); return bad;
}

/* A loop nest in which no loop can run in parallel (q is carried by the outer loop and the
   inner loop) should run as one sequential kernel ("loop nest runs sequentially on the
   device"), as Acorn does for single loops. Instead Acorn keeps the outer loop on the host and
   launches, in every one of its N iterations, a serial kernel for the inner loop and another
   for the statement after it: 2*N launches of one-thread kernels (slow on a real GPU).
   Got (-Minfo=accel):
     20:3 loop runs sequentially on the host, launching the loop nests it holds in each
          iteration (not parallel: 'q' is carried from one iteration to the next)
     21:5 loop scheduled as seq ... / loop nest runs sequentially on the device
     22:5 statements run as a serial kernel
   Result is right (PASS on the three runs); ACORN_TIME=1 shows "kernel launched 200000 times,
   num_gangs: 1". acorncc -O2 -Minfo=accel all_seq_nest_host_launches.c &&
   ACC_DEVICE_TYPE=host ACORN_TIME=1 ./a.out */
#include <stdio.h>
#define N 100000
double a[N], d[N]; int len[N];
int main(void){
  for(int i=0;i<N;i++){ a[i]=i; len[i]=i%4; }
  double q=-3;
  #pragma acc kernels copyin(a,len) copyout(d)
  for(int i=0;i<N;i++){
    for(int k=0;k<len[i];k++) q=a[i]+k;
    d[i]=q;
  }
  double rq=-3; int bad=0;
  for(int i=0;i<N;i++){ for(int k=0;k<len[i];k++) rq=a[i]+k; if(d[i]!=rq) bad=1; }
  puts(bad?"FAIL":"PASS"); return bad;
}

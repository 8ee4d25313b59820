/* q is declared before the nest, assigned in an inner loop with a constant trip count (64,
   so it always runs) and read right after it in the same outer iteration; q is not used after
   the region. q is therefore private to each outer iteration (Acorn does privatise it when q
   is declared inside the outer body), and the outer loop is parallel.
   Expected: outer loop scheduled as gang (q private).  Got (-Minfo=accel):
     loop runs sequentially on the host, launching the loop nests it holds in each iteration
     (not parallel: 'q' is carried from one iteration to the next)
   i.e. N kernel launches of one serial kernel each; "carried" is not true here.
   Result is right (PASS on all three).
   acorncc -O2 -Minfo=accel inner_loop_def_outer_seq.c */
#include <stdio.h>
#define N 500
#define M 64
double c[N][M], out[N];
int main(void){
  for(int i=0;i<N;i++) for(int j=0;j<M;j++) c[i][j]=i+j;
  double q;
  #pragma acc kernels copyin(c) copyout(out)
  for(int i=0;i<N;i++){
    for(int j=0;j<M;j++) q=c[i][j];   /* last element of row i */
    out[i]=q;
  }
  int bad=0;
  for(int i=0;i<N;i++) if(out[i]!=i+M-1) bad=1;
  puts(bad?"FAIL":"PASS"); return bad;
}

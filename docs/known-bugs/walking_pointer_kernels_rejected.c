/* Valid OpenACC rejected: an output pointer advanced in a kernels loop (*q++ = ...) and read
   after the region. A pointer is a scalar, so in a kernels construct it is implicitly copy;
   the loop just has to run sequentially (Acorn already says so for it when q is not read
   after). Expected: compiles, q-out == N, PASS.  Got: compile error:
     error: 'q' is changed here and read after the region, but each part of a kernels region
     ... Acorn does not carry the change to later parts or to the host yet; ...
   The message is clear and offers workarounds; it is a documented limitation, not silent.
   acorncc -O2 walking_pointer_kernels_rejected.c */
#include <stdio.h>
#define N 1000
double b[N], out[N];
int main(void){
  for(int i=0;i<N;i++) b[i]=i;
  double *q=out;
  #pragma acc kernels copyin(b) copyout(out)
  for(int i=0;i<N;i++) *q++=b[i]+1;
  int bad = (q-out)!=N;
  for(int i=0;i<N;i++) if(out[i]!=i+1) bad=1;
  puts(bad?"FAIL":"PASS"); return bad;
}

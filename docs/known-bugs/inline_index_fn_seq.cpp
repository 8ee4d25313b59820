// Index helpers are how most C/C++ codes flatten arrays: an inline routine-seq function
// idx(i,j,ny) = i*ny+j, or a class operator()(i,j) returning d[i*ny+j]. With them the nest
// is as parallel as with the subscript written out (which Acorn parallelises, third nest),
// but Acorn does not look into the call: both nests run sequentially.
// Expected: nests 1 and 2 scheduled gang/vector like nest 3.  Got (-Minfo=accel):
//   20:3 loop scheduled as seq (not parallel: the element of 'v' written (v[idx(i, j, ny)])
//        is not an affine function of 'i')
//   23:3 loop scheduled as seq (not parallel: it writes 'g(i, j)', whose address Acorn cannot follow)
// Results right (PASS on host, multicore, async).
// acorn++ -O2 -Minfo=accel inline_index_fn_seq.cpp
#include <cstdio>
#pragma acc routine seq
static inline int idx(int i,int j,int ny){ return i*ny+j; }
struct G { int ny; double *__restrict d;
  #pragma acc routine seq
  double &operator()(int i,int j){ return d[i*ny+j]; } };
int main(){
  const int nx=300, ny=200; double *__restrict v=new double[nx*ny]; G g{ny,new double[nx*ny]};
  #pragma acc kernels copyout(v[0:nx*ny])
  for(int i=0;i<nx;i++) for(int j=0;j<ny;j++) v[idx(i,j,ny)]=i+j;
  double *gd=g.d;
  #pragma acc kernels copyout(gd[0:nx*ny]) copyin(g)
  for(int i=0;i<nx;i++) for(int j=0;j<ny;j++) g(i,j)=i-j;
  #pragma acc kernels copy(v[0:nx*ny])
  for(int i=0;i<nx;i++) for(int j=0;j<ny;j++) v[i*ny+j]+=1;
  int bad=0;
  for(int i=0;i<nx;i++) for(int j=0;j<ny;j++) if(v[i*ny+j]!=i+j+1||gd[i*ny+j]!=i-j) bad=1;
  std::puts(bad?"FAIL":"PASS"); return bad;
}

// (The advice names only v since 2026-11-28.) Diagnostic wording: the loop writes through the pointer member v and reads the array member
// coef. Acorn keeps it sequential (right: v could point into coef) and says
//   loop scheduled as seq (not parallel: 'this->v' and 'this->coef' may point to the same
//   memory (declare them restrict or mark the loop independent))
// but 'coef' is an array and cannot be declared restrict; the advice should name only the
// pointer. (Declaring only v as 'double *__restrict v' then gives "'this->v' and 'this->u' may
// point to the same memory": for members Acorn wants both restrict, while for function
// parameters one restrict pointer is enough for it.) Result right (PASS).  acorn++ -O2 -Minfo=accel restrict_advice_on_array_member.cpp
#include <cstdio>
struct F {
  int n; double *u, *v; double coef[3];
  void smooth(){
    #pragma acc kernels copyin(this[0:1], u[0:n]) copy(v[0:n])
    for(int i=1;i<n-1;i++) v[i]=coef[0]*u[i-1]+coef[1]*u[i]+coef[2]*u[i+1];
  }
};
int main(){
  F f; f.n=1000; f.u=new double[f.n]; f.v=new double[f.n]; f.coef[0]=f.coef[2]=0.25; f.coef[1]=0.5;
  for(int i=0;i<f.n;i++){ f.u[i]=1; f.v[i]=0; }
  f.smooth();
  int bad=0; for(int i=1;i<f.n-1;i++) if(f.v[i]!=1.0) bad=1;
  std::puts(bad?"FAIL":"PASS"); return bad;
}

// reduction(+:total) on a C++ class member inside a member function. OpenACC 3.3 2.5.15 only
// allows "a scalar variable name, an aggregate variable name, an array element, or a subarray"
// (the 2.5 changelog: "Reduction on C++ class members ... explicitly disallowed"); g++-12 -fopenacc
// errors "'S::total' is not a variable in clause 'reduction'". acorn++ accepts it with no
// diagnostic (-Minfo: "implicit COPY of 'total'"); when *this is already present the result stays
// on the device, so host/multicore print PASS but discrete emulation prints FAIL total=0.
// acorn++ -O2 member_reduction_accepted.cpp -o t; ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./t
#include <cstdio>
struct S {
  int n; double total;
  void sum(const double* u) {
    total = 0;
    #pragma acc parallel loop copyin(u[0:n]) reduction(+:total)
    for (int i = 0; i < n; i++) total += u[i];
  }
};
int main() {
  double u[100]; for (int i = 0; i < 100; i++) u[i] = i;
  S s; s.n = 100; s.total = -1;
  #pragma acc enter data copyin(s)
  s.sum(u);
  if (s.total != 4950) { printf("FAIL total=%g\n", s.total); return 1; }
  printf("PASS\n"); return 0;
}

// A member function's region using a pointer member that points to a struct (aux->v[i]) while only aux->v's data is mapped: aux is passed as the host pointer (the struct it points to is neither copied nor attached): lost updates on a discrete device (case B; A and C work). Prints PASS when right.
#include <cstdio>
struct Vec { int n; double *v; };
struct Sys {
  Vec sub[3]; Vec *aux; double *w; int n;
  void A() {   // array-of-struct member
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) sub[1].v[i] += 1;
  }
  void B() {   // pointer member to struct
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) aux->v[i] += 1;
  }
  void C() {   // direct pointer member (works by name)
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) w[i] += 1;
  }
};
int main() {
  int n = 8; double x[8] = {0}, y[8] = {0}, z[8] = {0};
  Vec vy{8, y};
  Sys S; S.n = 8; S.sub[1] = Vec{8, x}; S.aux = &vy; S.w = z;
  #pragma acc data copy(S.sub[1].v[0:n], vy.v[0:n], S.w[0:n])
  { S.A(); S.B(); S.C(); }
  printf("A x[3]=%g B y[3]=%g C z[3]=%g (expected 1 1 1)\n", x[3], y[3], z[3]);
  int ok = x[3] == 1 && y[3] == 1 && z[3] == 1; printf(ok ? "PASS\n" : "FAIL\n"); return !ok;
}

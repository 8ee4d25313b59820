// C++ twin of c/declare_global_struct_members.c: namespace-scope globals under `declare create`
// that hold pointers to data mapped by data clauses (a struct's member section, a pointer to a
// struct and then its member, a pointer mapped from an offset section). Routines read the data
// through the globals; the host's pointers never change (2.13, 2.6.8).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace sim {
struct State {
  int n;
  double *a;
#pragma acc routine seq
  double at(int i) const { return a[i]; }
};

State gs;
State *gp;
double *u;
#pragma acc declare create(gs, gp, u)

#pragma acc routine seq
double fromGs(int i) { return gs.at(i); }
#pragma acc routine seq
double fromGp(int i) { return gp->a[i]; }
#pragma acc routine seq
double fromU(int i) { return u[i]; }
} // namespace sim

static int errors = 0;

static void check(const char *what, bool ok) {
  if (!ok) {
    std::fprintf(stderr, "FAIL: %s\n", what);
    ++errors;
  }
}

static void expect(const char *what, const double *got, int lo, int n, double scale, double add) {
  for (int i = lo; i < n; ++i)
    if (got[i] != scale * i + add) {
      std::fprintf(stderr, "FAIL: %s[%d] = %g, expected %g\n", what, i, got[i], scale * i + add);
      ++errors;
      return;
    }
}

int main() {
  const int N = 100;
  double out[N];

  double *ha = new double[N];
  sim::gs.n = N;
  sim::gs.a = ha;
  for (int i = 0; i < N; ++i)
    ha[i] = 1;
#pragma acc update device(sim::gs.n)
#pragma acc enter data copyin(sim::gs.a[0:N])
  check("gs.a is the host array after enter data", sim::gs.a == ha);
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    sim::gs.a[i] = 2 + i;
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i)
    out[i] = sim::fromGs(i);
#pragma acc exit data copyout(sim::gs.a[0:N])
  check("gs.a is the host array after exit data", sim::gs.a == ha);
  expect("gs.a", ha, 0, N, 1, 2);
  expect("routine read of gs.a", out, 0, N, 1, 2);

  sim::gp = new sim::State;
  double *hb = new double[N];
  sim::gp->n = N;
  sim::gp->a = hb;
  for (int i = 0; i < N; ++i)
    hb[i] = i;
#pragma acc enter data copyin(sim::gp[0:1])
#pragma acc enter data copyin(sim::gp->a[0:N])
  check("gp->a is the host array after enter data", sim::gp->a == hb);
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; ++i)
    out[i] = sim::fromGp(i) + 1;
#pragma acc exit data delete(sim::gp->a[0:N])
#pragma acc exit data delete(sim::gp[0:1])
  check("gp->a is the host array after exit data", sim::gp->a == hb);
  expect("routine read of gp->a", out, 0, N, 1, 1);

  sim::u = new double[N];
  double *hu = sim::u;
  for (int i = 0; i < N; ++i)
    sim::u[i] = 3 * i;
#pragma acc enter data copyin(sim::u[1:N-1])
  check("u is the host array after enter data", sim::u == hu);
#pragma acc parallel loop copyout(out[1:N-1])
  for (int i = 1; i < N; ++i)
    out[i] = sim::fromU(i);
#pragma acc exit data delete(sim::u[1:N-1])
  check("u is the host array after exit data", sim::u == hu);
  expect("routine read of u", out, 1, N, 3, 0);

  delete[] ha;
  delete[] hb;
  delete sim::gp;
  delete[] hu;
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

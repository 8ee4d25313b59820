// A member function's body sees the whole class (C++'s complete-class context): a routine member
// that another member, or a region in a member, calls before the class declares it has its
// directive in force there, as NVHPC and GCC take it. No routine-order warning (routine_after_use.c
// has the ones outside classes).
// RUN: %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --implicit-check-not="error:" --implicit-check-not="warning:"
struct Grid {
  double *u;
  int n;
#pragma acc routine seq
  double twice_at(int i) const { return 2.0 * at(i); }
#pragma acc routine vector
  void fill_row(double *r, int m) const {
#pragma acc loop vector
    for (int j = 0; j < m; j++)
      r[j] = scale(j);
  }
  double sum() const {
    double s = 0;
#pragma acc parallel loop reduction(+ : s) present(u[0:n])
    for (int i = 0; i < n; i++)
      s += at(i) + Inner::third(i);
    return s;
  }
  struct Inner {
#pragma acc routine seq
    static double third(int i) { return i / 3.0; }
  };
#pragma acc routine seq
  double at(int i) const { return u[i]; }
#pragma acc routine seq
  double scale(int j) const { return 0.5 * j; }
};
double use(Grid &g) { return g.sum() + g.twice_at(1); }

/* 2.5.14 with the var forms of 1.6 (a member, an array element, a subarray), in C++: firstprivate of
   a part of a variable whose type is an array of arrays, an object's `double m[3][3]` (`t.m`), an
   element `a[1]` of `double a[2][3][3]`, a section `a[0:1]`, a data member of the object a member
   function works on (`coef`, of `double coef[2][2]`) and, in a function template, an element of an
   array whose extent is its parameter. Each gang's copy starts as the original and stays its own;
   the original is unchanged. (Clang 22 crashed building the copy of each.) */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

#define N 64
#define GANGS 4

struct Transform {
  double m[3][3];
  double shift;
};

struct Stencil {
  double coef[2][2];
  // Each gang scales its own copy of the member once, then reads it.
  int apply(double *out) {
#pragma acc parallel num_gangs(GANGS) firstprivate(coef) copyout(out[0:N])
    {
      coef[1][1] *= 10;
#pragma acc loop gang
      for (int i = 0; i < N; i++)
        out[i] = coef[i % 2][(i / 2) % 2];
    }
    int errors = 0;
    for (int i = 0; i < N; i++) {
      double want = (i % 2) * 2 + (i / 2) % 2 + 1;
      if (i % 2 == 1 && (i / 2) % 2 == 1)
        want *= 10;
      if (out[i] != want && errors++ < 5)
        std::printf("FAIL: member coef out[%d] = %g, want %g\n", i, out[i], want);
    }
    return errors;
  }
};

template <int R> int element_of_template_array() {
  double m[2][R][R];
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < R; i++)
      for (int j = 0; j < R; j++)
        m[k][i][j] = 100 * k + i * R + j;
  double seen[GANGS];
#pragma acc parallel num_gangs(GANGS) firstprivate(m[1]) copyout(seen)
  {
    m[1][R - 1][R - 1] += 1000;
#pragma acc loop gang
    for (int g = 0; g < GANGS; g++)
      seen[g] = m[1][R - 1][R - 1] + m[1][0][1];
  }
  int errors = 0;
  for (int g = 0; g < GANGS; g++)
    if (seen[g] != 100 + R * R - 1 + 1000 + 100 + 1 && errors++ < 3)
      std::printf("FAIL: R=%d: seen[%d] = %g\n", R, g, seen[g]);
  return errors;
}

int main() {
  Transform t;
  double a[2][3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      t.m[i][j] = 3 * i + j + 1;
      a[0][i][j] = 10 * i + j;
      a[1][i][j] = 100 + 10 * i + j;
    }
  t.shift = 0.5;
  double out[N], twice[N], first[N];
  int errors = 0;

  // A member: read in every iteration.
#pragma acc parallel loop firstprivate(t.m) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = t.m[i % 3][(i + 1) % 3] + i;
  for (int i = 0; i < N; i++) {
    double want = 3 * (i % 3) + (i + 1) % 3 + 1 + i;
    if (out[i] != want && errors++ < 5)
      std::printf("FAIL: member out[%d] = %g, want %g\n", i, out[i], want);
  }

  // An element: each gang doubles its own copy once (gang-redundant code), then reads it.
#pragma acc parallel num_gangs(GANGS) firstprivate(a[1]) copyout(twice)
  {
    for (int r = 0; r < 3; r++)
      for (int k = 0; k < 3; k++)
        a[1][r][k] *= 2;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      twice[i] = a[1][i % 3][(i + 2) % 3];
  }
  for (int i = 0; i < N; i++) {
    double want = 2 * (100 + 10 * (i % 3) + (i + 2) % 3);
    if (twice[i] != want && errors++ < 5)
      std::printf("FAIL: element twice[%d] = %g, want %g\n", i, twice[i], want);
  }

  // A section of one element, beside a member that is not an array, written without blanks: each
  // gang raises its own copy once.
#pragma acc parallel num_gangs(GANGS) firstprivate(a[0:1],t.shift) copyout(first)
  {
    a[0][0][0] += t.shift;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      first[i] = a[0][0][0] + a[0][2][i % 3];
  }
  for (int i = 0; i < N; i++) {
    double want = 0.5 + 20 + i % 3;
    if (first[i] != want && errors++ < 5)
      std::printf("FAIL: section first[%d] = %g, want %g\n", i, first[i], want);
  }

  Stencil s = {{{1, 2}, {3, 4}}};
  errors += s.apply(out);
  errors += element_of_template_array<2>() + element_of_template_array<3>();

#ifdef _OPENACC // (run without the directives, the regions' writes are the originals')
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      if ((t.m[i][j] != 3 * i + j + 1 || a[0][i][j] != 10 * i + j || a[1][i][j] != 100 + 10 * i + j) &&
          errors++ < 5)
        std::printf("FAIL: an original changed at (%d, %d)\n", i, j);
  if (s.coef[1][1] != 4 && errors++ < 5)
    std::printf("FAIL: the member coef changed: %g\n", s.coef[1][1]);
#endif
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}

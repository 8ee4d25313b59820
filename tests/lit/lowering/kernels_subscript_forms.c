// kernels: the dependence analysis reads subscripts as polynomials in the loop variables: two
// subscripts reach the same element only in the same iteration when the loop's term moves them
// further than everything else can (z[2*i] and z[2*i + 1]; u[i*n + j] with j below n; a triangle
// j >= i), when they are digits of one flattened index (at[j*n + i] for i below n), or never meet
// (a row below the pivot, g[i][k] with j > k). Members of elements (p[i].x) and of structs
// (s->out[i]) are arrays too, and a scalar set from the loop variables (k = i*cols + j) stands for
// its value. Loops whose subscripts can meet stay sequential and say why.
// RUN: %acorncc -acc=multicore -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
typedef struct { double x, vx; } particle;
typedef struct { int n; double *restrict in, *restrict out; } field;
typedef struct { int n; double *in, *out; } loose_field;

void shapes(int n, int m, int off, double *restrict z, double *restrict at, const double *restrict a,
            double *restrict s, double (*restrict g)[64], particle *restrict p, field *f, loose_field *l) {
#pragma acc kernels copy(z[0:2*n], at[0:n*m], a[0:n*m], s[0:n*n], g[0:64], p[0:n], l[0:1], f[0:1])
  {
    for (int i = 0; i < n; i++) {
      z[2 * i] = a[i];
      z[2 * i + 1] = -a[i];
    }
// CHECK: kernels_subscript_forms.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        at[j * n + i] = a[i * m + j];
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:7: remark: loop scheduled as vector
    for (int i = 0; i < n; i++)
      for (int j = i; j < n; j++)
        s[i * n + j] *= 2;
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:7: remark: loop scheduled as vector
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        at[(n - 1 - i) * m + j] = a[i * m + j];
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:7: remark: loop scheduled as vector
    for (int k = 0; k < 63; k++)
      for (int i = k + 1; i < 64; i++)
        for (int j = k + 1; j < 64; j++)
          g[i][j] -= g[i][k] * g[k][j] / g[k][k];
// CHECK: kernels_subscript_forms.c:[[@LINE-4]]:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 'g' one iteration writes (g[i][j]) may be written by another)
// CHECK: kernels_subscript_forms.c:[[@LINE-4]]:7: remark: loop scheduled as gang
// CHECK: kernels_subscript_forms.c:[[@LINE-4]]:9: remark: loop scheduled as vector
    for (int i = 0; i < n; i++) {
      p[i].vx -= p[i].x;
      p[i].x += p[i].vx;
    }
// CHECK: kernels_subscript_forms.c:[[@LINE-4]]:5: remark: loop scheduled as gang, vector
    for (int i = 0; i < f->n; i++)
      f->out[i] = f->in[i] * 2;
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:5: remark: loop scheduled as gang, vector
    int k;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++) {
        k = i * m + j;
        at[k] = a[k] + 1;
      }
// CHECK: kernels_subscript_forms.c:[[@LINE-5]]:5: remark: loop scheduled as gang, 'k' private to each iteration
// CHECK: kernels_subscript_forms.c:[[@LINE-5]]:7: remark: loop scheduled as vector, 'k' private to each iteration

    // Subscripts that can meet.
    for (int i = 0; i < n; i++)
      z[2 * i] = z[2 * i + 2];
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'z[2 * i]' is written and 'z[2 * i + 2]' is used, which other iterations may write)
    for (int i = 0; i < n; i++)
      z[i] = z[i + off];
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'z[i]' is written and 'z[i + off]' is used, which other iterations may write)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= n; j++)
        s[i * n + j] = 0;
// CHECK: kernels_subscript_forms.c:[[@LINE-3]]:5: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: the elements of 's' one iteration writes (s[i * n + j]) may be written by another)
    for (int i = 0; i < n; i++) {
      k = i * m;
      for (int j = 0; j < m; j++) {
        at[k] = 1;
        k++;
      }
    }
// CHECK: kernels_subscript_forms.c:[[@LINE-7]]:5: remark: loop scheduled as seq (not parallel: the element of 'at' written (at[k]) depends on 'k', which changes in the loop in a way Acorn cannot follow (not an affine function of the loops' variables))
// CHECK: kernels_subscript_forms.c:[[@LINE-6]]:7: remark: loop scheduled as seq (not parallel: 'k' is carried from one iteration to the next)
    for (int i = 0; i < l->n; i++)
      l->out[i] = l->in[i];
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:5: remark: loop scheduled as seq (not parallel: 'l->out' and 'l->in' may point to the same memory (declare them restrict or mark the loop independent))
    // A red-black sweep: j's start is not a polynomial, but one value in the loop over j.
    for (int i = 1; i < 63; i++)
      for (int j = 1 + i % 2; j < 63; j += 2)
        g[i][j] = 0.25 * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:7: remark: loop scheduled as gang, vector
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++)
        for (int c = 0; c < 64; c++)
          g[i][j] += g[i][c] * g[c][j];
// CHECK: kernels_subscript_forms.c:[[@LINE-2]]:9: remark: loop scheduled as seq (not parallel: every iteration writes g[i][j])
  }
}

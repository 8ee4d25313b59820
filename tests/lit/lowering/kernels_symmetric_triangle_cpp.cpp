// C++ kernels (2.5.2): a matrix filled from its upper triangle and mirrored (c[i][j] for j > i, then
// c[j][i] = c[i][j]: correlation, distance matrices) writes elements above the diagonal (j - i > 0)
// and below it (i - j < 0): the same element has the same difference of its indices, so the two
// writes of one iteration of i never meet another's, and the nest is one kernel (i gang, j
// worker). With the diagonal (covariance: j from i) the differences meet only at 0, on the
// diagonal, where each iteration writes its own element. So is a flat matrix's c[i*m + j] and
// c[j*m + i], the column below m in both (of a run-time or constexpr size; for the j loop, the range
// of i around it tells): row and column of one element are the same. A mirror over the whole
// square (j from 0), one shifted (c[j][i+1]), a read of the next row (c[i+1][j]) or a column not
// known to stay below the row size reaches other iterations' elements: those loops stay
// sequential.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s
constexpr int N = 100;
void correlation(int n, const double (*__restrict__ data)[N], double (*__restrict__ c)[N]) {
#pragma acc kernels copyin(data[0:n][0:N]) copyout(c[0:N][0:N])
  for (int i = 0; i < N; i++) {
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:3: remark: loop scheduled as gang
    c[i][i] = 1.0;
    for (int j = i + 1; j < N; j++) {
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:5: remark: loop scheduled as worker
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-2]]:7: remark: loop scheduled as vector, implicit reduction on 's'
      c[i][j] = s;
      c[j][i] = c[i][j];
    }
  }
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-13]]:3: remark: loop nest runs as its own kernel
}

void blocks(double (*__restrict__ c)[N][4]) {
#pragma acc kernels copy(c[0:N][0:N][0:4])
  for (int i = 0; i < N; i++)
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:3: remark: loop scheduled as gang
    for (int j = i + 1; j < N; j++)
      for (int k = 0; k < 4; k++)
        c[j][i][k] = c[i][j][k] = i * k - j;
}

void covariance(int n, const double (*__restrict__ data)[N], double (*__restrict__ c)[N]) {
#pragma acc kernels copyin(data[0:n][0:N]) copyout(c[0:N][0:N])
  for (int i = 0; i < N; i++)
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:3: remark: loop scheduled as gang
    for (int j = i; j < N; j++) {
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:5: remark: loop scheduled as worker
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      c[i][j] = s / (n - 1);
      c[j][i] = c[i][j];
    }
}

void shifted_mirror(double (*__restrict__ c)[N]) {
#pragma acc kernels copy(c[0:N][0:N])
  for (int i = 0; i < N - 1; i++)
    for (int j = i; j < N; j++) {
      c[i][j] = 1.0;
      c[j][i + 1] = 2.0;
    }
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-5]]:3: remark: loop scheduled as seq (not parallel: 'c[i][j]' is written and 'c[j][i + 1]' is written, which other iterations may use)
}

// In a function template the bound of j is the template's parameter: the difference's sign alone
// tells.
template <int M> void mirrored(double (*__restrict__ d)[M]) {
#pragma acc kernels copy(d[0:M][0:M])
  for (int i = 0; i < M; i++)
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:3: remark: loop scheduled as gang
    for (int j = i + 1; j < M; j++)
      d[j][i] = d[i][j] = i + j;
}
template void mirrored<8>(double (*)[8]);

void square(double (*__restrict__ c)[N]) {
#pragma acc kernels copy(c[0:N][0:N])
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      c[i][j] = i - j;
      c[j][i] = c[i][j];
    }
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-5]]:3: remark: loop scheduled as seq (not parallel: 'c[i][j]' is written and 'c[j][i]' is written, which other iterations may use)
}

void next_row(double (*__restrict__ c)[N]) {
#pragma acc kernels copy(c[0:N][0:N])
  for (int i = 0; i < N - 1; i++)
    for (int j = i + 1; j < N; j++) {
      c[i][j] = c[i + 1][j] + 1.0;
      c[j][i] = c[i][j];
    }
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-5]]:3: remark: loop runs sequentially on the host, launching the loop nests it holds in each iteration (not parallel: 'c[i][j]' is written and 'c[i + 1][j]' is used, which other iterations may write)
}

constexpr int F = 64;
void flat(int m, int n, const double *__restrict__ data, double *__restrict__ c, double *__restrict__ d) {
#pragma acc kernels copyin(data[0:n*m]) copyout(c[0:m*m], d[0:F*F])
  {
    for (int i = 0; i < m; i++) {
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:5: remark: loop scheduled as gang
      c[i*m + i] = 1.0;
      for (int j = i + 1; j < m; j++) {
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-1]]:7: remark: loop scheduled as worker
        double s = 0.0;
        for (int k = 0; k < n; k++)
          s += data[k*m + i] * data[k*m + j];
        c[i*m + j] = s;
        c[j*m + i] = s;
      }
    }
    for (int i = 0; i < F; i++)
      for (int j = i + 1; j < F; j++)
        d[j*F + i] = d[i*F + j] = i - j;
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-3]]:5: remark: loop scheduled as gang
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-3]]:7: remark: loop scheduled as vector
  }
}

void flat_unknown_column(int m, int n, double *__restrict__ c) {
#pragma acc kernels copy(c[0:m*m])
  for (int i = 0; i < m; i++)
    for (int j = i + 1; j < n; j++) {
      c[i*m + j] = i;
      c[j*m + i] = j;
    }
// CHECK: kernels_symmetric_triangle_cpp.cpp:[[@LINE-5]]:3: remark: loop scheduled as seq (not parallel: the elements of 'c' one iteration writes (c[i * m + j]) may be written by another)
}

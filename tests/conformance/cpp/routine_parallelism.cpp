// 2.15.1 routines with loop parallelism in C++: a function template with `routine vector` whose
// orphaned loop is a reduction, a member function with `routine gang` reached through a free
// function named by `routine(name) gang`, and a `routine worker` that combines vector results.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

#pragma acc routine vector
template <class T> T dot(const T *x, const T *y, int n) {
  T sum = 0;
#pragma acc loop reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += x[i] * y[i];
  return sum;
}

struct Field {
  int rows, cols;
  double *values;

#pragma acc routine gang
  void fill(double base) {
#pragma acc loop gang
    for (int i = 0; i < rows; i++) {
#pragma acc loop vector
      for (int j = 0; j < cols; j++)
        values[i * cols + j] = base + i;
    }
  }
};

void fill_field(Field f, double base);
#pragma acc routine(fill_field) gang
void fill_field(Field f, double base) { f.fill(base); }

#pragma acc routine worker
float block_norm2(const float *block, int rows, int cols) {
  float total = 0;
#pragma acc loop worker reduction(+:total)
  for (int i = 0; i < rows; i++)
    total += dot(block + i * cols, block + i * cols, cols);
  return total;
}

int main() {
  const int n = 64, m = 100, blocks = 40, rows = 8;
  std::vector<double> a(n * m, 1.0), b(n * m, 2.0), r(n);
  std::vector<float> blk(blocks * rows * m, 0.5f), norms(blocks);
  double *pa = a.data(), *pb = b.data(), *pr = r.data();
  float *pblk = blk.data(), *pnorms = norms.data();

#pragma acc parallel loop gang copyin(pa[0:n*m], pb[0:n*m]) copyout(pr[0:n])
  for (int i = 0; i < n; i++)
    pr[i] = dot(pa + i * m, pb + i * m, m);

#pragma acc parallel copy(pa[0:n*m])
  {
    Field f{n, m, pa};
    fill_field(f, 10.0);
  }

#pragma acc parallel loop gang copyin(pblk[0:blocks*rows*m]) copyout(pnorms[0:blocks])
  for (int k = 0; k < blocks; k++)
    pnorms[k] = block_norm2(pblk + k * rows * m, rows, m);

  int errors = 0;
  for (int i = 0; i < n; i++)
    errors += pr[i] != 2.0 * m;
  for (int i = 0; i < n * m; i++)
    errors += a[i] != 10.0 + i / m;
  for (int k = 0; k < blocks; k++)
    errors += norms[k] != 0.25f * rows * m;
  if (errors) {
    std::printf("FAIL: %d errors\n", errors);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}

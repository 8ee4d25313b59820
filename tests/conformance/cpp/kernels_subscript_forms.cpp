// 2.5.2: a kernels region runs a loop in parallel when its iterations are independent; in C++
// code the arrays are often members (`this->u_[i]`, through a restrict pointer member), elements
// of arrays of structs (`p[i].pos[d]`), or indexed through a flattening helper's value stored in a
// local first. Interleaved, transposed and triangular subscripts must give the sequential result,
// whichever schedule Acorn picks.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Body {
  double pos[3];
  double vel[3];
};

class Grid {
public:
  Grid(int rows, int cols) : rows_(rows), cols_(cols), u_(new double[rows * cols]), t_(new double[rows * cols]) {
    for (int k = 0; k < rows * cols; k++)
      u_[k] = k % 17;
  }
  ~Grid() {
    delete[] u_;
    delete[] t_;
  }
  // t = transpose(u), the loop over u's rows outside.
  void transpose() {
#pragma acc kernels copyin(u_[0:rows_ * cols_]) copyout(t_[0:rows_ * cols_])
    for (int i = 0; i < rows_; i++)
      for (int j = 0; j < cols_; j++) {
        const int from = i * cols_ + j;
        t_[j * rows_ + i] = u_[from];
      }
  }
  // The elements on and right of the diagonal, scaled in place.
  void scaleUpper(double factor) {
#pragma acc kernels copy(u_[0:rows_ * cols_])
    for (int i = 0; i < rows_; i++)
      for (int j = i; j < cols_; j++)
        u_[i * cols_ + j] *= factor;
  }
  double u(int i, int j) const { return u_[i * cols_ + j]; }
  double t(int j, int i) const { return t_[j * rows_ + i]; }

private:
  int rows_, cols_;
  double *__restrict u_;
  double *__restrict t_;
};

int main() {
  int errors = 0;
  const int rows = 50, cols = 70;
  Grid g(rows, cols);
  g.transpose();
  for (int i = 0; i < rows && errors < 5; i++)
    for (int j = 0; j < cols; j++)
      if (g.t(j, i) != g.u(i, j)) {
        std::fprintf(stderr, "FAIL: transpose (%d, %d) is %g, want %g\n", i, j, g.t(j, i), g.u(i, j));
        errors++;
        break;
      }
  g.scaleUpper(3);
  for (int i = 0; i < rows && errors < 5; i++)
    for (int j = 0; j < cols; j++) {
      double want = ((i * cols + j) % 17) * (j >= i ? 3 : 1);
      if (g.u(i, j) != want) {
        std::fprintf(stderr, "FAIL: upper triangle (%d, %d) is %g, want %g\n", i, j, g.u(i, j), want);
        errors++;
        break;
      }
    }

  const int n = 4000;
  std::vector<Body> bodies(n);
  for (int i = 0; i < n; i++)
    for (int d = 0; d < 3; d++) {
      bodies[i].pos[d] = i + d;
      bodies[i].vel[d] = d - 1;
    }
  Body *__restrict b = bodies.data();
  const double dt = 0.5;
#pragma acc kernels copy(b[0:n])
  for (int i = 0; i < n; i++)
    for (int d = 0; d < 3; d++)
      b[i].pos[d] += dt * b[i].vel[d];
  for (int i = 0; i < n && errors < 5; i++)
    for (int d = 0; d < 3; d++)
      if (b[i].pos[d] != i + d + dt * (d - 1)) {
        std::fprintf(stderr, "FAIL: body %d coordinate %d is %g\n", i, d, b[i].pos[d]);
        errors++;
      }

  // Interleaved real and imaginary parts.
  std::vector<double> zs(2 * n), re(n);
  for (int i = 0; i < n; i++)
    re[i] = i * 0.25;
  double *__restrict z = zs.data();
  const double *__restrict r = re.data();
#pragma acc kernels copyin(r[0:n]) copyout(z[0:2 * n])
  for (int i = 0; i < n; i++) {
    z[2 * i] = r[i];
    z[2 * i + 1] = -r[i];
  }
  for (int i = 0; i < n && errors < 5; i++)
    if (z[2 * i] != re[i] || z[2 * i + 1] != -re[i]) {
      std::fprintf(stderr, "FAIL: z[%d] is %g%+gi\n", i, z[2 * i], z[2 * i + 1]);
      errors++;
    }
  if (!errors)
    std::printf("PASS\n");
  return errors != 0;
}

// jacobi: Laplace equation on a 2D grid by Jacobi iteration, the classic OpenACC example.
//
//   acorn++ -O2 jacobi.cpp -o jacobi
//   ./jacobi [n] [iterations]        # n x n grid (default 512), at most `iterations` sweeps
//   ACC_DEVICE_TYPE=multicore ./jacobi
//
// The grid stays on the device for the whole solve (one data region); each sweep is a
// `parallel loop collapse(2)` with a max reduction of the change. The result is checked against
// the same sweeps run sequentially on the host; exits non-zero on a mismatch.
#include <openacc.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

const char *deviceTypeName(acc_device_t type) {
  switch (type) {
  case acc_device_nvidia: return "nvidia";
  case acc_device_multicore: return "multicore";
  case acc_device_host: return "host";
  default: return "unknown";
  }
}

// Boundary condition: the top edge is held at 1, the others at 0.
std::vector<double> initialGrid(int n) {
  std::vector<double> grid(static_cast<size_t>(n) * n, 0.0);
  std::fill(grid.begin(), grid.begin() + n, 1.0);
  return grid;
}

struct Result {
  int iterations;
  double error;
};

// The accelerated solver.
Result solve(int n, int maxIterations, double tolerance, std::vector<double> &grid) {
  std::vector<double> next = grid;
  double *a = grid.data();
  double *anew = next.data();
  const size_t size = static_cast<size_t>(n) * n;
  double err = tolerance + 1.0;
  int iter = 0;

#pragma acc data copy(a[0:size]) copyin(anew[0:size])
  {
    while (err > tolerance && iter < maxIterations) {
      err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(a[0:size], anew[0:size])
      for (int i = 1; i < n - 1; ++i) {
        for (int j = 1; j < n - 1; ++j) {
          anew[i * n + j] = 0.25 * (a[i * n + j + 1] + a[i * n + j - 1] +
                                    a[(i - 1) * n + j] + a[(i + 1) * n + j]);
          err = std::fmax(err, std::fabs(anew[i * n + j] - a[i * n + j]));
        }
      }

#pragma acc parallel loop collapse(2) present(a[0:size], anew[0:size])
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < n - 1; ++j)
          a[i * n + j] = anew[i * n + j];

      ++iter;
    }
  }
  return {iter, err};
}

// The same sweeps, sequential, for the check.
Result solveReference(int n, int iterations, std::vector<double> &grid) {
  std::vector<double> next = grid;
  double err = 0.0;
  for (int it = 0; it < iterations; ++it) {
    err = 0.0;
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j) {
        next[i * n + j] = 0.25 * (grid[i * n + j + 1] + grid[i * n + j - 1] +
                                  grid[(i - 1) * n + j] + grid[(i + 1) * n + j]);
        err = std::fmax(err, std::fabs(next[i * n + j] - grid[i * n + j]));
      }
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        grid[i * n + j] = next[i * n + j];
  }
  return {iterations, err};
}

} // namespace

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 512;
  const int maxIterations = argc > 2 ? std::atoi(argv[2]) : 1000;
  const double tolerance = 1.0e-6;
  if (n < 3 || maxIterations < 1) {
    std::fprintf(stderr, "usage: %s [n >= 3] [iterations >= 1]\n", argv[0]);
    return 2;
  }

  std::vector<double> grid = initialGrid(n);
  auto start = std::chrono::steady_clock::now();
  Result result = solve(n, maxIterations, tolerance, grid);
  std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;

  acc_device_t type = acc_get_device_type();
  std::printf("jacobi: %d x %d grid, %d iterations on %s, error %.6e, %.3f s\n", n, n,
              result.iterations, deviceTypeName(type), result.error, seconds.count());

  std::vector<double> reference = initialGrid(n);
  Result expected = solveReference(n, result.iterations, reference);
  double maxDiff = 0.0;
  for (size_t k = 0; k < grid.size(); ++k)
    maxDiff = std::max(maxDiff, std::fabs(grid[k] - reference[k]));
  const bool ok = maxDiff <= 1e-10 && std::fabs(result.error - expected.error) <= 1e-10;
  std::printf("jacobi: check against sequential: max difference %.3e, error %.6e: %s\n", maxDiff,
              expected.error, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}

// Seed: 3-D Laplacian in a namespace (data region around kernels with several loops, collapse(3),
// serial region with a sequential loop).
// fuzz-vars: in:ptr:total out:ptr:total u:ptr:nx*ny nx:int ny:int nz:int total:int inv:real h:real s:real c:int i:idx j:idx k:idx
#include <cstdio>
#include <openacc.h>

namespace grid {
struct Dims {
  int nx, ny, nz;
};

void laplace(Dims d, const float *in, float *out, float h) {
  int nx = d.nx, ny = d.ny, nz = d.nz;
  int total = nx * ny * nz;
  float inv = 1.0f / (h * h);
#pragma acc data copyin(in[0:total]) copyout(out[0:total])
  {
#pragma acc kernels
    {
#pragma acc loop independent collapse(3)
      for (int k = 1; k < nz - 1; ++k)
        for (int j = 1; j < ny - 1; ++j)
          for (int i = 1; i < nx - 1; ++i) {
            int c = (k * ny + j) * nx + i;
            out[c] = inv * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx] + in[c - nx * ny] + in[c + nx * ny] -
                            6.0f * in[c]);
          }
#pragma acc loop independent
      for (int j = 0; j < ny; ++j)
        out[j * nx] = 0.0f;
    }
  }
}

float boundary_sum(Dims d, const float *u) {
  int nx = d.nx, ny = d.ny;
  float s = 0.0f;
#pragma acc serial copyin(u[0:nx * ny]) copy(s)
  {
    for (int i = 0; i < nx; ++i)
      s += u[i] + u[(ny - 1) * nx + i];
  }
  return s;
}
} // namespace grid

void report(int n) {
  grid::Dims d{n, n, n};
  float *in = new float[n * n * n](), *out = new float[n * n * n]();
  grid::laplace(d, in, out, 0.1f);
  std::printf("%g\n", grid::boundary_sum(d, out));
  delete[] in;
  delete[] out;
}

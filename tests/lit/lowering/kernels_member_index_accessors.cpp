// kernels dependence analysis in C++: a subscript computed by a non-static member function whose
// body returns an affine expression of its parameters (`int idx(int j, int k, int w) const`), or of
// its parameters and the integer members of the caller's object (`j + k * nx`), is read like a
// free or static index helper. Rows one wider than the size (`k * (nx + 1) + j` for j <= nx) are
// apart, as in C.
// RUN: %acorncxx -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
struct Chunk {
  int nx, ny;
  double *u, *w;
  int idx(int j, int k, int wd) const { return j + k * wd; }
  int at(int j, int k) const { return j + k * nx; }
  int face(int j, int k) const { return j + k * (nx + 1); }

  void parameters() {
    double *__restrict uu = u;
    const double *__restrict ww = w;
    int X = nx, Y = ny;
#pragma acc kernels present(uu[0:X * Y], ww[0:X * Y])
    for (int k = 0; k < Y; k++)
      for (int j = 0; j < X; j++)
        uu[idx(j, k, X)] = 2 * ww[this->idx(j, k, X)];
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:5: remark: loop scheduled as gang
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:7: remark: loop scheduled as vector
  }
  void members() {
    double *__restrict uu = u;
    const double *__restrict ww = w;
#pragma acc kernels present(uu[0:nx * ny], ww[0:nx * ny])
    for (int k = 0; k < ny; k++)
      for (int j = 0; j < nx; j++)
        uu[at(j, k)] = 2 * ww[(*this).at(j, k)];
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:5: remark: loop scheduled as gang
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:7: remark: loop scheduled as vector
  }
  void faces() {
    double *__restrict uu = u;
#pragma acc kernels present(uu[0:(nx + 1) * ny])
    for (int k = 0; k < ny; k++)
      for (int j = 0; j <= nx; j++)
        uu[face(j, k)] = j - k;
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:5: remark: loop scheduled as gang
    // CHECK: kernels_member_index_accessors.cpp:[[@LINE-3]]:7: remark: loop scheduled as vector
  }
};

void use(Chunk &c) {
  c.parameters();
  c.members();
  c.faces();
}

// update of faces of 3-D blocks (2.14.4) in a class template holding its block through a pointer to
// planes, as halo exchanges of 3-D decompositions write them: x-faces `u_[0:nz_][0:NY][i:1]` (one
// strided copy per plane), a y-face of whole planes' rows, and a face sent back to the device. Only
// what an update names reaches the host from a device with memory of its own.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <openacc.h>

template <int NY, int NX> class Block {
public:
  explicit Block(int nz) : nz_(nz), u_(new double[nz][NY][NX]) {
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        for (int i = 0; i < NX; ++i)
          u_[k][j][i] = -1;
#pragma acc enter data copyin(this[0:1], u_[0:nz_])
  }
  ~Block() {
#pragma acc exit data delete(u_[0:nz_], this[0:1])
    delete[] u_;
  }
  static double value(int k, int j, int i) { return 100 * k + 10 * j + i; }
  void compute() {
#pragma acc parallel loop collapse(3) present(this[0:1])
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        for (int i = 0; i < NX; ++i)
          u_[k][j][i] = value(k, j, i);
  }
  // The faces a neighbour in x and one in y would receive.
  void sendFaces() {
#pragma acc update self(u_[0:nz_][0:NY][1:1], u_[0:nz_][0:NY][NX - 2:1], u_[0:nz_][NY - 2:1][0:NX])
  }
  void receiveFace(int i) {
#pragma acc update device(u_[0:nz_][0:NY][i:1])
  }
  double faceSum(int i) {
    double s = 0;
#pragma acc parallel loop collapse(2) present(this[0:1]) reduction(+ : s)
    for (int k = 0; k < nz_; ++k)
      for (int j = 0; j < NY; ++j)
        s += u_[k][j][i];
    return s;
  }
  bool discrete() const { return acc_deviceptr(u_) != static_cast<void *>(u_); }
  double &at(int k, int j, int i) { return u_[k][j][i]; }
  int nz() const { return nz_; }

private:
  int nz_;
  double (*u_)[NY][NX];
};

int main() {
  const int NY = 6, NX = 8;
  Block<NY, NX> b(4);
  b.compute();
  b.sendFaces();
  int errors = 0;
  for (int k = 0; k < b.nz(); ++k)
    for (int j = 0; j < NY; ++j)
      for (int i = 0; i < NX; ++i) {
        bool sent = i == 1 || i == NX - 2 || j == NY - 2;
        double want = sent || !b.discrete() ? Block<NY, NX>::value(k, j, i) : -1;
        if (b.at(k, j, i) != want && errors++ < 5)
          std::printf("FAIL at [%d][%d][%d]: %g, want %g\n", k, j, i, b.at(k, j, i), want);
      }
  double want = 0;
  for (int k = 0; k < b.nz(); ++k)
    for (int j = 0; j < NY; ++j) {
      b.at(k, j, 0) = k + j;
      want += k + j;
    }
  b.receiveFace(0);
  if (b.faceSum(0) != want) {
    std::printf("FAIL: device face sum %g, want %g\n", b.faceSum(0), want);
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

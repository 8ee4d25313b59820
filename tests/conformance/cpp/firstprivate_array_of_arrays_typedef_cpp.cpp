// 2.5.14 in C++: firstprivate of an array of arrays named by a type alias and used only through
// its rows (`using Mat = float[4][4]; Mat m;`, `Vec3 k[2]` of `typedef double Vec3[3]`), in a
// function and in a member function whose other firstprivate items are data members (`scale_`)
// and a member array (`bias_`). Each gang's copy starts as the original, whole, and stays its
// own. (Clang 22 crashed building the copy of one.)
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

namespace {

using Mat = float[4][4];
typedef double Vec3[3];
constexpr int N = 48;
int errors = 0;

void check(bool ok, const char *what, int i) {
  if (!ok && errors++ < 5)
    std::fprintf(stderr, "FAIL: %s at %d\n", what, i);
}

struct Transform {
  float scale_ = 2.0f;
  float bias_[2] = {0.5f, -0.5f};

  void apply(const Mat &in, float *out) const {
    Mat m;
    for (int r = 0; r < 4; ++r) {
      float *row = m[r];
      const float *src = in[r];
      for (int c = 0; c < 4; ++c)
        row[c] = src[c];
    }
#pragma acc parallel loop firstprivate(m, scale_, bias_) copyout(out[0:N])
    for (int i = 0; i < N; ++i) {
      const float *row = m[i % 4];
      out[i] = row[(i / 4) % 4] * scale_ + bias_[i % 2];
    }
  }
};

} // namespace

int main() {
  Mat in;
  for (int r = 0; r < 4; ++r) {
    float *row = in[r];
    for (int c = 0; c < 4; ++c)
      row[c] = 4 * r + c;
  }
  float out[N];
  Transform{}.apply(in, out);
  for (int i = 0; i < N; ++i)
    check(out[i] == (4 * (i % 4) + (i / 4) % 4) * 2.0f + (i % 2 ? -0.5f : 0.5f), "apply", i);

  Vec3 k[2];
  for (int r = 0; r < 2; ++r) {
    double *row = k[r];
    for (int c = 0; c < 3; ++c)
      row[c] = r + c;
  }
  double sums[N];
#pragma acc parallel num_gangs(4) firstprivate(k) copyout(sums)
  {
    double *first = k[0];
    first[0] += 100; // each gang's own copy, once
#pragma acc loop gang
    for (int i = 0; i < N; ++i) {
      const double *row = k[i % 2];
      sums[i] = row[0] + row[1] + row[2];
    }
  }
  for (int i = 0; i < N; ++i)
    check(sums[i] == (i % 2 ? 6.0 : 103.0), "sums", i);
  double *first = k[0];
  check(first[0] == 0.0, "the original k", 0);

  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}

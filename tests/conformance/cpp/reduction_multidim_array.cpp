// 2.5.15: a reduction variable that is an array is reduced element by element, whatever its rank:
// a 2-D confusion matrix of a classifier (`reduction(+:counts)` on `long counts[K][K]`) in a
// function template over the label type, and a 2-D array of minima in a member function.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

constexpr int K = 4;

template <class Label> void confusion(const std::vector<Label> &truth, const std::vector<Label> &guess,
                                      long (&counts)[K][K]) {
  const Label *t = truth.data(), *g = guess.data();
  const int n = static_cast<int>(truth.size());
#pragma acc parallel loop reduction(+:counts) copyin(t[0:n], g[0:n])
  for (int i = 0; i < n; ++i)
    counts[t[i]][g[i]] += 1;
}

struct Field {
  std::vector<float> v;
  int rows, cols;
  void block_minima(float (&low)[2][3]) const {
    const float *p = v.data();
    const int r = rows, c = cols;
#pragma acc parallel loop collapse(2) reduction(min:low) copyin(p[0:r * c])
    for (int i = 0; i < r; ++i)
      for (int j = 0; j < c; ++j)
        if (p[i * c + j] < low[i % 2][j % 3])
          low[i % 2][j % 3] = p[i * c + j];
  }
};

int main() {
  const int n = 3000;
  std::vector<unsigned char> truth(n), guess(n);
  for (int i = 0; i < n; ++i) {
    truth[i] = static_cast<unsigned char>(i % K);
    guess[i] = static_cast<unsigned char>((i * 7 / 5) % K);
  }
  long counts[K][K] = {};
  confusion(truth, guess, counts);
  Field f{std::vector<float>(40 * 30), 40, 30};
  for (std::size_t i = 0; i < f.v.size(); ++i)
    f.v[i] = static_cast<float>((i * 13) % 97);
  float low[2][3];
  for (auto &row : low)
    for (float &x : row)
      x = 1000.0f;
  f.block_minima(low);

  int errors = 0;
  long want[K][K] = {};
  for (int i = 0; i < n; ++i)
    want[truth[i]][guess[i]] += 1;
  for (int a = 0; a < K; ++a)
    for (int b = 0; b < K; ++b)
      errors += counts[a][b] != want[a][b];
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 3; ++b) {
      float w = 1000.0f;
      for (int i = 0; i < f.rows; ++i)
        for (int j = 0; j < f.cols; ++j)
          if (i % 2 == a && j % 3 == b && f.v[i * f.cols + j] < w)
            w = f.v[i * f.cols + j];
      errors += low[a][b] != w;
    }
  std::printf("%s (%d errors)\n", errors ? "FAIL" : "PASS", errors);
  return errors != 0;
}

// A standard container's size in a compute region (`i < v.size()` as a loop bound): the region
// uses no element, so the host gives it the value at the launch (with GPU code too). The data goes
// through a pointer to the elements, as GPU code needs.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <string>
#include <vector>

class Histogram {
public:
  explicit Histogram(std::size_t bins) : counts_(bins, 0.0) {}
  // A member container's size, in a member function's region.
  void scale(double factor) {
    double *c = counts_.data();
#pragma acc parallel loop copy(c[0:counts_.size()])
    for (std::size_t b = 0; b < counts_.size(); ++b)
      c[b] = (c[b] + 1.0) * factor;
  }
  const std::vector<double> &counts() const { return counts_; }

private:
  std::vector<double> counts_;
};

static void fill(const std::vector<double> &in, std::vector<double> &out) {
  const double *pi = in.data();
  double *po = out.data();
#pragma acc parallel loop copyin(pi[0:in.size()]) copyout(po[0:out.size()])
  for (std::size_t i = 0; i < in.size(); ++i)
    po[i] = in.empty() ? -1.0 : pi[i] + (double)out.size();
}

int main() {
  std::vector<double> w(500);
  double *pw = w.data();
#pragma acc parallel loop copyout(pw[0:w.size()])
  for (std::size_t i = 0; i < w.size(); ++i)
    pw[i] = 2.0 * i;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i] != 2.0 * i) {
      printf("FAILED: w[%zu] = %g\n", i, w[i]);
      return 1;
    }

  std::vector<double> out(w.size());
  fill(w, out);
  for (std::size_t i = 0; i < out.size(); ++i)
    if (out[i] != 2.0 * i + 500.0) {
      printf("FAILED: out[%zu] = %g\n", i, out[i]);
      return 1;
    }

  Histogram h(64);
  h.scale(3.0);
  for (double c : h.counts())
    if (c != 3.0) {
      printf("FAILED: histogram %g\n", c);
      return 1;
    }

  // A string's length bounds a loop over a copy of its characters.
  std::string word = "openacc";
  char upper[16] = {0};
  const char *letters = word.c_str();
#pragma acc parallel loop copyin(letters[0:word.length()]) copyout(upper[0:word.length()])
  for (std::size_t i = 0; i < word.length(); ++i)
    upper[i] = (char)(letters[i] - 'a' + 'A');
  if (std::string(upper) != "OPENACC") {
    printf("FAILED: %s\n", upper);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}

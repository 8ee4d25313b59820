// A break in a loop that is the whole block of a compute construct leaves that loop only, inside
// the construct (2.5): a template searching a std::vector's data under serial, a member function
// scanning under kernels with a while loop, and a one-line body.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> long first_above(const std::vector<T> &v, T limit) {
  const T *d = v.data();
  long n = static_cast<long>(v.size()), at = -1;
#pragma acc serial copyin(d[0:n]) copy(at)
  for (long i = 0; i < n; ++i) {
    if (d[i] > limit) {
      at = i;
      break;
    }
  }
  return at;
}

class Tape {
public:
  explicit Tape(int n) : cells_(n) {
    for (int i = 0; i < n; ++i)
      cells_[i] = i % 17;
  }
  // Length of the run before the first cell equal to `mark`.
  int run_before(int mark) const {
    const int *c = cells_.data();
    int n = static_cast<int>(cells_.size()), i = 0;
#pragma acc kernels copyin(c[0:n]) copy(i)
    while (i < n) {
      if (c[i] == mark) break;
      ++i;
    }
    return i;
  }
  int count_nonzero_prefix() const {
    const int *c = cells_.data();
    int n = static_cast<int>(cells_.size()), count = 0;
#pragma acc serial copyin(c[0:n]) copy(count)
    for (int i = 1; i < n; ++i) if (c[i] == 0) break; else ++count;
    return count;
  }

private:
  std::vector<int> cells_;
};

int main() {
  int errors = 0;
  std::vector<double> v(500);
  for (int i = 0; i < 500; ++i)
    v[i] = 0.01 * i;
  if (first_above(v, 2.5) != 251) {
    std::printf("FAIL template search: %ld\n", first_above(v, 2.5));
    ++errors;
  }
  Tape t(100);
  if (t.run_before(9) != 9 || t.count_nonzero_prefix() != 16) {
    std::printf("FAIL member functions: %d %d\n", t.run_before(9), t.count_nonzero_prefix());
    ++errors;
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

// 2.5.1 / 2.6.1 in C++: a variable of a gang (declared in a gang loop's body of a function template,
// of a member function, of a type the template names) that the lanes of an inner loop vector write
// is one variable for the gang: atomic counts, the index a lane finds, a struct the lanes fill.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Hit {
  int lane;
  int value;
};

template <class Count>
void count_matches(const int *keys, int rows, int cols, int key, Count *count, int *where) {
#pragma acc parallel loop gang vector_length(64) copyin(keys[0:rows*cols]) copyout(count[0:rows], where[0:rows])
  for (int r = 0; r < rows; ++r) {
    Count n{};
    Hit hit{-1, 0};
#pragma acc loop vector
    for (int c = 0; c < cols; ++c) {
      if (keys[r * cols + c] % 3 == 0) {
#pragma acc atomic update
        n += 1;
      }
      if (keys[r * cols + c] == key)
        hit = Hit{c, keys[r * cols + c]};
    }
    count[r] = n;
    where[r] = hit.value == key ? hit.lane : -2;
  }
}

class Histogram {
public:
  explicit Histogram(int rows) : rows_(rows), odd_(rows) {}
  void count_odd(const std::vector<int> &keys, int cols) {
    const int *k = keys.data();
    int *odd = odd_.data();
    int rows = rows_;
#pragma acc parallel loop gang copyin(k[0:rows*cols]) copyout(odd[0:rows])
    for (int r = 0; r < rows; ++r) {
      auto total = 0;
#pragma acc loop vector
      for (int c = 0; c < cols; ++c)
        if (k[r * cols + c] & 1) {
#pragma acc atomic
          total++;
        }
      odd[r] = total;
    }
  }
  int odd(int r) const { return odd_[r]; }

private:
  int rows_;
  std::vector<int> odd_;
};

int main() {
  const int rows = 20, cols = 300, key = 123;
  std::vector<int> keys(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      keys[r * cols + c] = (c * 11 + r) % cols;
  std::vector<long long> count(rows);
  std::vector<int> where(rows);
  count_matches(keys.data(), rows, cols, key, count.data(), where.data());
  Histogram h(rows);
  h.count_odd(keys, cols);

  int errors = 0;
  for (int r = 0; r < rows; ++r) {
    long long want = 0;
    int want_where = -2, want_odd = 0;
    for (int c = 0; c < cols; ++c) {
      want += keys[r * cols + c] % 3 == 0;
      want_odd += keys[r * cols + c] & 1;
      if (keys[r * cols + c] == key)
        want_where = c;
    }
    if (count[r] != want || where[r] != want_where || h.odd(r) != want_odd) {
      std::fprintf(stderr, "FAIL: row %d: count %lld (want %lld), where %d (want %d), odd %d (want %d)\n", r,
                   count[r], want, where[r], want_where, h.odd(r), want_odd);
      ++errors;
    }
  }
  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

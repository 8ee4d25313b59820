// 2.5.1 in C++: vector-single code of a gang loop (in a member function) takes a slot from a
// counter through a routine, draws from a generator object in an initialiser, and computes a
// std::sqrt: each side effect happens once per gang, and every lane of the loop vector that
// follows sees the gang's values.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cmath>
#include <cstdio>
#include <vector>

struct Lcg {
  unsigned state;
#pragma acc routine seq
  double next() {
    state = state * 1664525u + 1013904223u;
    return (state >> 8) * (1.0 / 16777216.0);
  }
};

#pragma acc routine seq
static int take(int &counter) { return counter++; }

class Batches {
public:
  Batches(int batches, int lanes) : b_(batches), l_(lanes), counter_(batches), gen_(batches), out_(batches * lanes) {
    for (int b = 0; b < b_; ++b) {
      counter_[b] = 7 * b;
      gen_[b].state = 3u * b + 1u;
    }
  }
  void fill() {
    int *counter = counter_.data();
    Lcg *gen = gen_.data();
    double *out = out_.data();
    const int b_count = b_, lanes = l_;
#pragma acc parallel loop gang vector_length(64) copy(counter[0:b_count], gen[0:b_count]) \
    copyout(out[0:b_count*lanes])
    for (int b = 0; b < b_count; ++b) {
      int slot;
      slot = take(counter[b]);
      double x = gen[b].next();
      const double root = std::sqrt(double(b + 1));
#pragma acc loop vector
      for (int i = 0; i < lanes; ++i)
        out[b * lanes + i] = slot + x + root;
    }
  }
  int check() const {
    int errors = 0;
    for (int b = 0; b < b_; ++b) {
      Lcg g{3u * b + 1u};
      double x = g.next();
      if (counter_[b] != 7 * b + 1 || gen_[b].state != g.state) {
        std::fprintf(stderr, "FAIL: batch %d: counter %d (want %d) or generator advanced more than once\n", b,
                     counter_[b], 7 * b + 1);
        ++errors;
      }
      for (int i = 0; i < l_; ++i)
        if (out_[b * l_ + i] != 7 * b + x + std::sqrt(double(b + 1))) {
          std::fprintf(stderr, "FAIL: batch %d lane value %d: %g\n", b, i, out_[b * l_ + i]);
          ++errors;
          break;
        }
    }
    return errors;
  }

private:
  int b_, l_;
  std::vector<int> counter_;
  std::vector<Lcg> gen_;
  std::vector<double> out_;
};

int main() {
  Batches batches(40, 130);
  batches.fill();
  if (batches.check())
    return 1;
  std::printf("PASS\n");
  return 0;
}

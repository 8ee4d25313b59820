// 2.14.1-2.14.3 and 2.16 in C++: an RAII session object whose constructor initialises the device
// (init device_num, set default_async) and whose destructor shuts it down; a class template
// that double-buffers through two async queues with wait clauses on update, enter data and exit
// data; the wait directive with an if clause.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>
#include <vector>

static int errors = 0;

class Session {
public:
  explicit Session(int queue, int device = 0) : queue_(queue) {
#pragma acc init device_num(device)
#pragma acc set default_async(queue)
  }
  ~Session() {
#pragma acc wait
#pragma acc set default_async(acc_async_noval)
#pragma acc shutdown device_num(0)
  }
  int queue() const { return queue_; }

private:
  int queue_;
};

template <class T> class Pipeline {
public:
  explicit Pipeline(int n) : n_(n), in_(n), out_(n) {}

  // Stage 1 on queue 1 fills in_, stage 2 on queue 2 waits for it and writes out_; the copy back
  // of out_ waits for queue 2.
  void run(T scale) {
    T *in = in_.data(), *out = out_.data();
    int n = n_;
#pragma acc enter data create(in[0:n]) async(1)
#pragma acc parallel loop present(in[0:n]) async(1)
    for (int i = 0; i < n; ++i)
      in[i] = static_cast<T>(i);
#pragma acc enter data create(out[0:n]) async(2) wait(1)
#pragma acc parallel loop present(in[0:n], out[0:n]) async(2)
    for (int i = 0; i < n; ++i)
      out[i] = scale * in[i];
#pragma acc update self(out[0:n]) wait(2)
#pragma acc exit data delete(in[0:n], out[0:n]) async(3) wait(1, 2)
  }
  const std::vector<T> &result() const { return out_; }

private:
  int n_;
  std::vector<T> in_, out_;
};

int main() {
  {
    Session session(4);
    if (acc_get_default_async() != 4) {
      std::fprintf(stderr, "FAIL: set default_async(4) in the constructor: %d\n", acc_get_default_async());
      ++errors;
    }
    Pipeline<double> p(5000);
    p.run(1.5);
    bool busy = true;
#pragma acc wait(3) if(busy)
    const std::vector<double> &r = p.result();
    for (int i = 0; i < 5000; ++i)
      if (r[i] != 1.5 * i) {
        std::fprintf(stderr, "FAIL: out[%d] = %g (expected %g)\n", i, r[i], 1.5 * i);
        ++errors;
        break;
      }
    Pipeline<float> q(100);
    q.run(2.0f);
#pragma acc wait(3)
    if (q.result()[99] != 198.0f) {
      std::fprintf(stderr, "FAIL: float pipeline: %g\n", q.result()[99]);
      ++errors;
    }
  }
  if (acc_get_default_async() != acc_async_noval) {
    std::fprintf(stderr, "FAIL: the destructor's set default_async(acc_async_noval): %d\n", acc_get_default_async());
    ++errors;
  }
  return errors != 0;
}

// STREAM in the shape of the widely used C++ memory-bandwidth suites, whose OpenACC and CUDA
// versions are compared with each other: a class template owns the three arrays, maps them with
// `enter data` in its constructor, and each kernel is a member function that copies the members
// into local restrict pointers and runs a `parallel loop present(...) wait` over an intptr_t index;
// dot is `reduction(+:sum)` on a T. Every call is timed on the host with std::chrono, as those
// suites time them. The CUDA reference (stream_class_cuda.cu) is written in the same suites' CUDA
// shape and linked into this program: both run alternately on the same GPU.
//
//   stream_class_acc [N [REPS]]     default N = 2^25 doubles, REPS = 100 calls of each kernel
//
// Prints one line per kernel (GB/s from the best call; ratio = Acorn GB/s / CUDA GB/s):
//   stream_class <kernel>  acorn <GB/s>  cuda <GB/s>  ratio <r>
// and exits 1 when either version's results are wrong.
#include <openacc.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <vector>

#include "stream_class_common.h"

template <class T> class AccStream {
public:
  explicit AccStream(intptr_t array_size)
      : array_size(array_size), a(new T[array_size]), b(new T[array_size]), c(new T[array_size]) {
    T *a = this->a, *b = this->b, *c = this->c;
#pragma acc enter data create(a[0:array_size], b[0:array_size], c[0:array_size])
  }
  ~AccStream() {
    T *a = this->a, *b = this->b, *c = this->c;
#pragma acc exit data delete(a[0:array_size], b[0:array_size], c[0:array_size])
    delete[] a;
    delete[] b;
    delete[] c;
  }

  void init_arrays(T initA, T initB, T initC) {
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict b = this->b;
    T *__restrict c = this->c;
#pragma acc parallel loop present(a[0:array_size], b[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++) {
      a[i] = initA;
      b[i] = initB;
      c[i] = initC;
    }
  }

  void read_arrays(std::vector<T> &h_a, std::vector<T> &h_b, std::vector<T> &h_c) {
    T *a = this->a, *b = this->b, *c = this->c;
#pragma acc update host(a[0:array_size], b[0:array_size], c[0:array_size])
    std::copy(a, a + array_size, h_a.begin());
    std::copy(b, b + array_size, h_b.begin());
    std::copy(c, c + array_size, h_c.begin());
  }

  void copy() {
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict c = this->c;
#pragma acc parallel loop present(a[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      c[i] = a[i];
  }

  void mul() {
    const T scalar = startScalar;
    intptr_t array_size = this->array_size;
    T *__restrict b = this->b;
    T *__restrict c = this->c;
#pragma acc parallel loop present(b[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      b[i] = scalar * c[i];
  }

  void add() {
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict b = this->b;
    T *__restrict c = this->c;
#pragma acc parallel loop present(a[0:array_size], b[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      c[i] = a[i] + b[i];
  }

  void triad() {
    const T scalar = startScalar;
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict b = this->b;
    T *__restrict c = this->c;
#pragma acc parallel loop present(a[0:array_size], b[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      a[i] = b[i] + scalar * c[i];
  }

  void nstream() {
    const T scalar = startScalar;
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict b = this->b;
    T *__restrict c = this->c;
#pragma acc parallel loop present(a[0:array_size], b[0:array_size], c[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      a[i] += b[i] + scalar * c[i];
  }

  T dot() {
    T sum{};
    intptr_t array_size = this->array_size;
    T *__restrict a = this->a;
    T *__restrict b = this->b;
#pragma acc parallel loop reduction(+:sum) present(a[0:array_size], b[0:array_size]) wait
    for (intptr_t i = 0; i < array_size; i++)
      sum += a[i] * b[i];
    return sum;
  }

private:
  intptr_t array_size;
  T *a, *b, *c;
};

// The CUDA reference (stream_class_cuda.cu), behind a plain interface so that this file needs no
// CUDA header.
void *cuda_stream_create(intptr_t n);
void cuda_stream_destroy(void *s);
void cuda_stream_init(void *s, double a, double b, double c);
void cuda_stream_read(void *s, double *a, double *b, double *c);
void cuda_stream_copy(void *s);
void cuda_stream_mul(void *s);
void cuda_stream_add(void *s);
void cuda_stream_triad(void *s);
void cuda_stream_nstream(void *s);
double cuda_stream_dot(void *s);

namespace {

using Clock = std::chrono::high_resolution_clock;

template <class F> double seconds(F &&f) {
  auto t0 = Clock::now();
  f();
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// One implementation's run: `reps` calls of each kernel in the suite's order; best[k] keeps the
// fastest call of kernel k after the first repetition.
template <class Impl> double run(Impl &s, int reps, double best[kKernels]) {
  double sum = 0;
  s.init(startA, startB, startC);
  for (int r = 0; r < reps; r++) {
    double t[kKernels];
    t[kCopy] = seconds([&] { s.copy(); });
    t[kMul] = seconds([&] { s.mul(); });
    t[kAdd] = seconds([&] { s.add(); });
    t[kTriad] = seconds([&] { s.triad(); });
    t[kNstream] = seconds([&] { s.nstream(); });
    t[kDot] = seconds([&] { sum = s.dot(); });
    if (r > 0)
      for (int k = 0; k < kKernels; k++)
        best[k] = std::min(best[k], t[k]);
  }
  return sum;
}

struct AcornRun {
  AccStream<double> s;
  explicit AcornRun(intptr_t n) : s(n) {}
  void init(double a, double b, double c) { s.init_arrays(a, b, c); }
  void copy() { s.copy(); }
  void mul() { s.mul(); }
  void add() { s.add(); }
  void triad() { s.triad(); }
  void nstream() { s.nstream(); }
  double dot() { return s.dot(); }
  void read(std::vector<double> &a, std::vector<double> &b, std::vector<double> &c) { s.read_arrays(a, b, c); }
};

struct CudaRun {
  void *s;
  explicit CudaRun(intptr_t n) : s(cuda_stream_create(n)) {}
  ~CudaRun() { cuda_stream_destroy(s); }
  void init(double a, double b, double c) { cuda_stream_init(s, a, b, c); }
  void copy() { cuda_stream_copy(s); }
  void mul() { cuda_stream_mul(s); }
  void add() { cuda_stream_add(s); }
  void triad() { cuda_stream_triad(s); }
  void nstream() { cuda_stream_nstream(s); }
  double dot() { return cuda_stream_dot(s); }
  void read(std::vector<double> &a, std::vector<double> &b, std::vector<double> &c) {
    cuda_stream_read(s, a.data(), b.data(), c.data());
  }
};

// Runs the implementation `rounds` times (each a fresh init and `reps` repetitions), then checks
// its arrays and last dot product against the suite's replay on scalars.
template <class Impl> bool measure(const char *name, intptr_t n, int reps, double best[kKernels]) {
  Impl s(n);
  double sum = run(s, reps, best);
  std::vector<double> a(n), b(n), c(n);
  s.read(a, b, c);
  return check_results(name, n, reps, a, b, c, sum);
}

} // namespace

int main(int argc, char **argv) {
  intptr_t n = argc > 1 ? std::atoll(argv[1]) : intptr_t(1) << 25;
  int reps = argc > 2 ? std::atoi(argv[2]) : 100;
  if (n < 1024 || reps < 2) {
    std::fprintf(stderr, "usage: %s [N >= 1024 [REPS >= 2]]\n", argv[0]);
    return 2;
  }
  if (acc_get_device_type() != acc_device_nvidia) {
    std::printf("# stream_class_acc needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia): the reference is CUDA\n");
    return 0;
  }
  double acorn[kKernels], cuda[kKernels];
  std::fill(acorn, acorn + kKernels, std::numeric_limits<double>::infinity());
  std::fill(cuda, cuda + kKernels, std::numeric_limits<double>::infinity());
  bool ok = true;
  // Two rounds each, alternating, so that clocks and temperature treat both alike.
  for (int round = 0; round < 2; round++) {
    ok &= measure<AcornRun>("acorn", n, reps, acorn);
    ok &= measure<CudaRun>("cuda", n, reps, cuda);
  }
  std::printf("# N = %lld doubles (%.1f MiB per array), %d calls of each kernel per round, 2 rounds, best call\n",
              (long long)n, n * sizeof(double) / 1048576.0, reps);
  for (int k = 0; k < kKernels; k++) {
    double bytes = kKernelArrays[k] * sizeof(double) * double(n);
    std::printf("stream_class %-8s acorn %8.1f GB/s  cuda %8.1f GB/s  ratio %.3f\n", kKernelNames[k],
                1e-9 * bytes / acorn[k], 1e-9 * bytes / cuda[k], cuda[k] / acorn[k]);
  }
  return ok ? 0 : 1;
}

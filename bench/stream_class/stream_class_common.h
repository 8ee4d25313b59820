// Shared by stream_class_acc.cpp and stream_class_cuda.cu: the start values, the kernels and
// the bytes each moves, and the result check (a replay of the kernels on scalars).
#ifndef ACORN_STREAM_CLASS_COMMON_H
#define ACORN_STREAM_CLASS_COMMON_H

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

constexpr double startA = 0.1, startB = 0.2, startC = 0.0, startScalar = 0.4;

enum Kernel { kCopy, kMul, kAdd, kTriad, kNstream, kDot, kKernels };
constexpr const char *kKernelNames[kKernels] = {"copy", "mul", "add", "triad", "nstream", "dot"};
// Arrays each kernel reads or writes once: c=a, b=s*c, c=a+b, a=b+s*c, a+=b+s*c, sum+=a*b.
constexpr int kKernelArrays[kKernels] = {2, 2, 3, 3, 4, 2};

// Replays `reps` repetitions of the kernels on one element and compares every array element
// and the last dot product with it.
inline bool check_results(const char *name, intptr_t n, int reps, const std::vector<double> &a,
                          const std::vector<double> &b, const std::vector<double> &c, double sum) {
  double ga = startA, gb = startB, gc = startC, s = startScalar;
  for (int r = 0; r < reps; r++) {
    gc = ga;
    gb = s * gc;
    gc = ga + gb;
    ga = gb + s * gc;
    ga += gb + s * gc;
  }
  double gsum = ga * gb * double(n);
  double ea = 0, eb = 0, ec = 0;
  for (intptr_t i = 0; i < n; i++) {
    ea += std::fabs(a[i] - ga);
    eb += std::fabs(b[i] - gb);
    ec += std::fabs(c[i] - gc);
  }
  ea /= n * std::fabs(ga);
  eb /= n * std::fabs(gb);
  ec /= n * std::fabs(gc);
  double esum = std::fabs(sum - gsum) / std::fabs(gsum);
  bool ok = ea < 1e-12 && eb < 1e-12 && ec < 1e-12 && esum < 1e-8;
  std::printf("# %s: relative errors a %.1e b %.1e c %.1e dot %.1e: %s\n", name, ea, eb, ec, esum,
              ok ? "OK" : "WRONG");
  return ok;
}

#endif

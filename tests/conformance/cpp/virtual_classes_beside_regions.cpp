// Classes with virtual functions (overriding std::exception::what, a pure virtual interface) in a
// program whose regions call other member functions: only what regions call is compiled for the
// device, so the overrides keep their host-only bases.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <exception>

struct SolverError : std::exception {
  const char *what() const noexcept override { return "solver diverged"; }
};

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const = 0;
};

struct Square : Shape {
  double side;
  explicit Square(double s) : side(s) {}
  double area() const override { return side * side; }
  double perimeter() const { return 4 * side; }
};

int main() {
  Square sq(1.5);
  double out[8];
#pragma acc parallel loop copyin(sq) copyout(out)
  for (int i = 0; i < 8; ++i)
    out[i] = sq.perimeter() * i;
  try {
    for (int i = 0; i < 8; ++i)
      if (out[i] != 6.0 * i)
        throw SolverError();
  } catch (const std::exception &e) {
    std::printf("FAILED: %s\n", e.what());
    return 1;
  }
  const Shape &s = sq;
  if (s.area() != 2.25) {
    std::printf("FAILED: area\n");
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}

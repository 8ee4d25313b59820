// C++ library functions defined in headers (std::stod, std::sort, std::cout) called in a region with GPU code: the error comes from the CUDA compile and points into Acorn's headers; it should name the function at the call, like C library functions.
#include <string>
int main() {
  double a[10];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; i++) a[i] = std::stod("1.5") + i;
  return (int)a[0];
}

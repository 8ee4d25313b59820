// namespace global / static data member named through a macro in a region: GPU build fails
#include <cstdio>
namespace cfg { double scale = 3.0; }
struct K { static double factor; };
double K::factor = 0.5;
#define SC (cfg::scale * K::factor)
int main() {
  double a[100];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; ++i) a[i] = SC * i;
  bool ok = true;
  for (int i = 0; i < 100; ++i) ok &= a[i] == 1.5 * i;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

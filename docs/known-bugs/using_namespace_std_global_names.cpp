// A C++ file with a region, `using namespace std;` and globals named as std's distance, next,
// fill and array, including neither <cmath> nor <tuple> (g++ -fopenacc compiles it and prints
// PASS). Expected: PASS. Actual: acorn++ -O2 this.cpp -> "reference to 'distance' is ambiguous"
// (and next, fill, array) at the printf, when compiling for sm_90: the GPU compile's prelude
// includes <cmath> (whose std::distance, next, fill come with it) and kernel.hpp includes <tuple>
// (std::array) before the file.
#include <cstdio>
using namespace std;
double distance = 2.5;
int next = 1, fill = 2, array = 3;
int main() {
  double s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++) s += distance * i + next + fill + array;
  printf("%g %d\n", distance, next + fill + array);
  printf("%s\n", s == 2.5 * 45 + 60 ? "PASS" : "FAIL");
  return 0;
}

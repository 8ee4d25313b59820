// A routine member function defined inside its class uses a static member pointer whose `declare`
// follows the class (where C++ lets it be written): with GPU code generated, the CUDA compile fails
// with "no member named '__acorn_dg_9Histogram4bins' in the global namespace" (generated code
// quoted). Defining the function after the declare works. Expected: it compiles and prints PASS.
#include <cstdio>
struct Histogram {
  static int *bins;
  static int bins_storage[8];
#pragma acc routine seq
  static void add(int b) {
#pragma acc atomic update
    bins[b] += 1;
  }
};
int Histogram::bins_storage[8]; int *Histogram::bins = Histogram::bins_storage;
#pragma acc declare create(Histogram::bins)
int main() {
#pragma acc parallel loop copy(Histogram::bins[0:8])
  for (int i = 0; i < 800; ++i)
    Histogram::add(i % 8);
#pragma acc update self(Histogram::bins[0:8])
  bool ok = Histogram::bins[3] == 100;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}

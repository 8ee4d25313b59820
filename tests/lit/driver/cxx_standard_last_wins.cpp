// The last -std= is the language, as for Clang and GCC (build systems write two: CMAKE_CXX_FLAGS
// with -std=c++17 and a target's CXX_STANDARD 20): every compile of the file, the GPU one too,
// reads C++20 here. An older last standard is raised to the C++17 the lowered code needs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncxx -std=c++17 -std=c++20 -DUSE_CONCEPTS %s -o %t/prog20 && %t/prog20 | FileCheck %s
// RUN: %acorncxx -std=c++20 -std=gnu++14 %s -o %t/prog14 && %t/prog14 | FileCheck %s
// CHECK: PASS
#include <cstdio>
#ifdef USE_CONCEPTS
template <class T> concept Addable = requires(T a) { a + a; };
template <Addable T> T twice(T x) { return x + x; }
#else
template <class T> T twice(T x) { return x + x; }
#endif
int main() {
  int a[64];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 64; i++)
    a[i] = twice(i);
  int bad = 0;
  for (int i = 0; i < 64; i++)
    bad += a[i] != 2 * i;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}

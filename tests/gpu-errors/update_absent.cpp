// 2.14.4 update without if_present: absent data is an error naming the variable (C++).
// EXPECT: update_absent.cpp:9:1: in 'update': data for 'v'
// EXPECT: is not present on nvidia device 0
#include <cstdio>
int main() {
  double v[64] = {0};
#pragma acc update device(v) if_present
  std::printf("if_present skipped the absent data\n");
#pragma acc update device(v)
  return 0;
}

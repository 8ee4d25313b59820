// 3.2.17 acc_free of the device copy of mapped data (not a pointer acc_malloc returned).
// EXPECT: api_free_device_copy.cpp:10:3: in 'acc_free(d)' (data_dev=0x
// EXPECT: is not a block allocated by acc_malloc: it is the device copy of host
// EXPECT: which data clauses or acc_copyin/acc_create manage
#include <openacc.h>
#include <vector>
int main() {
  std::vector<float> v(1 << 20, 1.0f);
  void *d = acc_copyin(v.data(), v.size() * sizeof(float));
  acc_free(d);
  return 0;
}

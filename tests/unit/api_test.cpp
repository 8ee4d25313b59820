// The OpenACC API (chapter 3) on the host and multicore devices, where device
// memory is host memory.
#include "acorn/abi.h"
#include "core/compute.h"
#include "openacc.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <vector>

namespace {

struct ApiTest : ::testing::TestWithParam<acc_device_t> {
  void SetUp() override { acc_set_device_type(GetParam()); }
};

TEST_P(ApiTest, DeviceSelection) {
  EXPECT_EQ(acc_get_device_type(), GetParam());
  EXPECT_EQ(acc_get_num_devices(GetParam()), 1);
  EXPECT_EQ(acc_get_num_devices(acc_device_none), 0);
  EXPECT_EQ(acc_get_device_num(GetParam()), 0);
  acc_set_device_num(0, GetParam());
  EXPECT_EQ(acc_get_device_type(), GetParam());
  acc_init(GetParam());
  EXPECT_EQ(acc_get_device_type(), GetParam());
  acc_shutdown(GetParam());
  int Expected = acorn_compute_target();
  EXPECT_EQ(Expected, GetParam() == acc_device_host ? ACORN_TARGET_HOST
                                                    : ACORN_TARGET_MULTICORE);
}

TEST_P(ApiTest, Properties) {
  EXPECT_GT(acc_get_property(0, GetParam(), acc_property_memory), 0u);
  EXPECT_GT(acc_get_property(0, GetParam(), acc_property_free_memory), 0u);
  EXPECT_EQ(acc_get_property(0, GetParam(), acc_property_shared_memory_support), 1u);
  EXPECT_EQ(acc_get_property(0, GetParam(), acc_property_name), 0u);
  const char *Name = acc_get_property_string(0, GetParam(), acc_property_name);
  ASSERT_NE(Name, nullptr);
  EXPECT_NE(std::strstr(Name, GetParam() == acc_device_host ? "host" : "multicore"),
            nullptr);
  EXPECT_STREQ(acc_get_property_string(0, GetParam(), acc_property_vendor), "Acorn");
  EXPECT_EQ(acc_get_property_string(0, GetParam(), acc_property_memory), nullptr);
  // 3.2.6: no such device gives 0 and a null pointer, not an error.
  EXPECT_EQ(acc_get_property(3, GetParam(), acc_property_memory), 0u);
  EXPECT_EQ(acc_get_property(-1, GetParam(), acc_property_memory), 0u);
  EXPECT_EQ(acc_get_property_string(7, GetParam(), acc_property_name), nullptr);
  EXPECT_EQ(acc_get_property(0, acc_device_radeon, acc_property_memory), 0u);
  EXPECT_EQ(acc_get_property_string(0, acc_device_radeon, acc_property_vendor), nullptr);
}

TEST_P(ApiTest, DataRoutinesAreIdentity) {
  std::vector<double> A(64, 1.0);
  size_t Bytes = A.size() * sizeof(double);
  EXPECT_EQ(acc_copyin(A.data(), Bytes), A.data());
  EXPECT_EQ(acc_pcopyin(A.data(), Bytes), A.data());
  EXPECT_EQ(acc_present_or_copyin(A.data(), Bytes), A.data());
  EXPECT_EQ(acc_create(A.data(), Bytes), A.data());
  EXPECT_EQ(acc_present_or_create(A.data(), Bytes), A.data());
  EXPECT_EQ(acc_pcreate(A.data(), Bytes), A.data());
  EXPECT_TRUE(acc_is_present(A.data(), Bytes));
  EXPECT_EQ(acc_deviceptr(A.data()), A.data());
  EXPECT_EQ(acc_hostptr(A.data()), A.data());
  acc_update_device(A.data(), Bytes);
  acc_update_self(A.data(), Bytes);
  acc_update_device_async(A.data(), Bytes, 1);
  acc_update_self_async(A.data(), Bytes, acc_async_noval);
  acc_copyout(A.data(), Bytes);
  acc_copyout_finalize(A.data(), Bytes);
  acc_delete(A.data(), Bytes);
  acc_delete_finalize(A.data(), Bytes);
  acc_copyout_async(A.data(), Bytes, 2);
  acc_delete_async(A.data(), Bytes, 2);
  EXPECT_TRUE(acc_is_present(A.data(), Bytes)); // shared memory: always
  EXPECT_EQ(A[10], 1.0);
  EXPECT_EQ(acc_copyin(A.data(), 0), nullptr);
  EXPECT_EQ(acc_copyin(nullptr, 0), nullptr);
}

TEST_P(ApiTest, DeviceMemoryAndRawCopies) {
  int Src[8] = {1, 2, 3, 4, 5, 6, 7, 8}, Back[8] = {0};
  int *D1 = static_cast<int *>(acc_malloc(sizeof Src));
  int *D2 = static_cast<int *>(acc_malloc(sizeof Src));
  ASSERT_NE(D1, nullptr);
  EXPECT_EQ(acc_malloc(0), nullptr);
  acc_memcpy_to_device(D1, Src, sizeof Src);
  acc_memcpy_device(D2, D1, sizeof Src);
  acc_memcpy_from_device(Back, D2, sizeof Src);
  EXPECT_EQ(std::memcmp(Src, Back, sizeof Src), 0);
  acc_memcpy_to_device_async(D1, Back, sizeof Src, 0);
  acc_memcpy_from_device_async(Back, D1, sizeof Src, 0);
  acc_memcpy_device_async(D2, D1, sizeof Src, 0);
  acc_wait(0);
  acc_map_data(Src, D1, sizeof Src);
  acc_unmap_data(Src);
  acc_free(D1);
  acc_free(D2);
  acc_free(nullptr);
}

TEST_P(ApiTest, CurrentAndOtherDeviceTypes) {
  EXPECT_EQ(acc_get_num_devices(acc_device_current), 1);
  EXPECT_EQ(acc_get_num_devices(acc_device_radeon), 0);
  EXPECT_EQ(acc_get_device_num(acc_device_current), 0);
  EXPECT_EQ(acc_get_device_num(acc_device_radeon), -1);
  // 3.2.5: a supported type without devices here (no GPU) is -1 too.
  if (acc_get_num_devices(acc_device_nvidia) == 0)
    EXPECT_EQ(acc_get_device_num(acc_device_nvidia), -1);
  EXPECT_NE(acc_get_property_string(0, acc_device_current, acc_property_name),
            nullptr);
  acc_init_device(0, acc_device_current);
  acc_set_device_num(-1, acc_device_none); // 3.2.4: back to the default number
  EXPECT_EQ(acc_get_device_type(), GetParam());
  acc_shutdown_device(0, GetParam());
  EXPECT_EQ(acc_get_current_cuda_device(), nullptr);
  EXPECT_EQ(acc_get_current_cuda_context(), nullptr);
  EXPECT_EQ(acc_get_cuda_stream(acc_async_sync), nullptr);
  EXPECT_EQ(acc_set_cuda_stream(1, nullptr), 0);
}

TEST_P(ApiTest, QueuesOnSharedMemory) {
  acc_async_wait(1);
  acc_async_wait_all();
  EXPECT_TRUE(acc_async_test_device(1, 0));
  EXPECT_TRUE(acc_async_test_all_device(0));
  acc_wait_device(1, 0);
  acc_wait_device_async(1, 2, 0);
  acc_wait_all_device(0);
  acc_wait_all_device_async(3, 0);
  int Qs[] = {4, 5};
  EXPECT_EQ(acc_wait_any_device(2, Qs, 0), 0);
  EXPECT_EQ(acc_wait_any(0, nullptr), -1);
  acc_set_default_async(acc_async_sync);
  EXPECT_EQ(acc_get_default_async(), acc_async_sync);
  acc_set_default_async(acc_async_default);
  EXPECT_EQ(acc_get_default_async(), acc_async_noval);
}

TEST_P(ApiTest, OnDeviceOutsideRegions) {
  EXPECT_TRUE(acc_on_device(acc_device_host));
  EXPECT_FALSE(acc_on_device(acc_device_not_host));
  EXPECT_FALSE(acc_on_device(acc_device_nvidia));
  EXPECT_FALSE(acc_on_device(acc_device_multicore));
  EXPECT_FALSE(acc_on_device(acc_device_none));
  EXPECT_FALSE(acorn_in_compute_region());
}

INSTANTIATE_TEST_SUITE_P(HostDevices, ApiTest,
                         ::testing::Values(acc_device_host, acc_device_multicore),
                         [](const ::testing::TestParamInfo<acc_device_t> &I) {
                           return std::string(I.param == acc_device_host
                                                  ? "host"
                                                  : "multicore");
                         });

struct GangLog {
  std::atomic<int> Ran{0};
  std::atomic<int> InRegion{0};
  std::atomic<int> OnMulticore{0};
  std::atomic<int> OnHost{0};
  std::vector<int> Seen = std::vector<int>(100, 0);
};

void gang(void *Arg, int G, int N) {
  GangLog &L = *static_cast<GangLog *>(Arg);
  ++L.Ran;
  L.Seen[G] += 1;
  L.InRegion += acorn_in_compute_region();
  L.OnMulticore += acc_on_device(acc_device_multicore) &&
                   acc_on_device(acc_device_not_host);
  L.OnHost += acc_on_device(acc_device_host);
  (void)N;
}

TEST(Multicore, RunsEveryGangOnceInsideARegion) {
  const acorn_construct C = {"m.c", 1, 1, "parallel loop"};
  for (int N : {1, 3, 100}) {
    GangLog L;
    acorn_multicore_run(&C, N, &gang, &L);
    EXPECT_EQ(L.Ran, N);
    for (int G = 0; G < N; ++G)
      EXPECT_EQ(L.Seen[G], 1) << "gang " << G;
    EXPECT_EQ(L.InRegion, N);
    EXPECT_EQ(L.OnMulticore, N);
    EXPECT_EQ(L.OnHost, 0);
  }
  EXPECT_FALSE(acorn_in_compute_region());
  EXPECT_GE(acorn_multicore_default_gangs(), 1);
}

TEST(HostRegion, BracketsMarkTheRegion) {
  EXPECT_FALSE(acorn_in_compute_region());
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1);
  EXPECT_TRUE(acorn_in_compute_region());
  EXPECT_TRUE(acc_on_device(acc_device_host));
  EXPECT_FALSE(acc_on_device(acc_device_not_host));
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1); // orphaned nesting
  acorn_host_region_end();
  EXPECT_TRUE(acorn_in_compute_region());
  acorn_host_region_end();
  EXPECT_FALSE(acorn_in_compute_region());
}

TEST(OnDeviceRule, Table) {
  using acorn::RegionKind;
  EXPECT_TRUE(acorn::onDevice(acc_device_multicore, RegionKind::Multicore));
  EXPECT_TRUE(acorn::onDevice(acc_device_not_host, RegionKind::Multicore));
  EXPECT_FALSE(acorn::onDevice(acc_device_host, RegionKind::Multicore));
  EXPECT_TRUE(acorn::onDevice(acc_device_host, RegionKind::Host));
  EXPECT_TRUE(acorn::onDevice(acc_device_host, RegionKind::None));
  EXPECT_FALSE(acorn::onDevice(acc_device_default, RegionKind::None));
}

TEST(ApiDeathTest, NvidiaWithoutGpuIsFatal) {
  if (acc_get_num_devices(acc_device_nvidia) > 0)
    GTEST_SKIP() << "this machine has a GPU";
  EXPECT_EXIT(acc_set_device_type(acc_device_nvidia),
              ::testing::ExitedWithCode(1),
              "acc_set_device_type\\(dev_type=acc_device_nvidia\\) called "
              "from .*: an NVIDIA GPU was asked for");
  EXPECT_EXIT(acc_set_device_num(1, acc_device_host),
              ::testing::ExitedWithCode(1),
              "device number 1 is out of range: there is 1 host device");
}

TEST(ApiDeathTest, CudaEntryPointsWithoutGpu) {
  if (acc_get_num_devices(acc_device_nvidia) > 0)
    GTEST_SKIP() << "this machine has a GPU";
  acc_set_device_type(acc_device_multicore);
  EXPECT_EQ(acc_get_cuda_stream(0), nullptr);
  EXPECT_EXIT(acorn_cuda_stream(0), ::testing::ExitedWithCode(1),
              "ACORN RUNTIME ERROR: .*(NVIDIA|GPU)");
}

} // namespace

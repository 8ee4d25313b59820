// The host device with memory of its own (ACORN_EMULATE_DISCRETE): mapped data
// gets separate storage, async queues hold their work until waited for, and a
// copy to memory that is not the device's is an error.
#include "core/env.h"
#include "core/runtime.h"
#include "openacc.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>

using namespace acorn;

namespace {

struct OnEmulatedDevice : ::testing::Test {
  std::unique_ptr<Device> D = makeEmulatedDevice(/*DeferAsync=*/true);
  void SetUp() override { overrideCurrentDevice(D.get()); }
  void TearDown() override { overrideCurrentDevice(nullptr); }
};

TEST_F(OnEmulatedDevice, MappedDataHasItsOwnStorage) {
  EXPECT_EQ(acc_get_device_type(), acc_device_host);
  double X[4] = {1, 2, 3, 4};
  double *Dev = static_cast<double *>(acc_copyin(X, sizeof X));
  ASSERT_NE(Dev, X);
  EXPECT_EQ(Dev[2], 3.0) << "copyin copies the host values";
  Dev[2] = 30.0; // a region's write
  EXPECT_EQ(X[2], 3.0) << "the host copy is untouched until copied back";
  acc_copyout(X, sizeof X);
  EXPECT_EQ(X[2], 30.0);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
}

TEST_F(OnEmulatedDevice, CreateLeavesGarbage) {
  int X[2] = {5, 6};
  int *Dev = static_cast<int *>(acc_create(X, sizeof X));
  EXPECT_NE(Dev[0], 5) << "created data is not the host's";
  acc_delete(X, sizeof X);
}

TEST_F(OnEmulatedDevice, AsyncWorkWaitsForTheQueue) {
  double X[2] = {1, 2};
  double *Dev = static_cast<double *>(acc_create(X, sizeof X));
  acc_update_device_async(X, sizeof X, 3);
  EXPECT_NE(Dev[0], 1.0) << "queue 3 has not run yet";
  EXPECT_EQ(acc_async_test(3), 0) << "queue 3 holds work";
  EXPECT_EQ(Dev[0], 1.0) << "testing a queue lets its work finish";
  EXPECT_NE(acc_async_test(3), 0);
  Dev[1] = 20.0;
  acc_copyout_async(X, sizeof X, 4);
  EXPECT_EQ(X[1], 2.0);
  acc_wait(4);
  EXPECT_EQ(X[1], 20.0);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
}

TEST_F(OnEmulatedDevice, RegionOnAQueueRunsItsEarlierWork) {
  double X = 1;
  double *Dev = static_cast<double *>(acc_create(&X, sizeof X));
  acc_update_device_async(&X, sizeof X, 2);
  acorn_host_region_begin(5); // another queue: queue 2 still waits
  acorn_host_region_end();
  EXPECT_NE(*Dev, 1.0);
  acorn_host_region_begin(2);
  acorn_host_region_end();
  EXPECT_EQ(*Dev, 1.0);
  acc_delete(&X, sizeof X);
}

TEST_F(OnEmulatedDevice, CopyToHostMemoryIsAnError) {
  double X = 1, Y = 2;
  EXPECT_EXIT(acc_memcpy_to_device(&Y, &X, sizeof X),
              ::testing::ExitedWithCode(1),
              "emulated device: a copy to the device of 8 bytes at 0x[0-9a-f]+, "
              "which is not device memory");
}

// A region passing a pointer on unchanged: device memory is fine, host memory is
// the error a GPU would meet (a missing data clause).
TEST_F(OnEmulatedDevice, PointerToHostMemoryPassedUnchangedIsAnError) {
  static const acorn_construct C = {"halo.c", 12, 1, "parallel loop"};
  void *Dev = acc_malloc(64);
  acorn_map M = {Dev, 0, ACORN_MAP_POINTER, 0, "d", nullptr, 0};
  acorn_data_enter(&C, &M, 1, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(M.device, Dev);
  acorn_data_exit(&C, &M, 1, ACORN_ASYNC_SYNC, 1);
  acc_free(Dev);
  double X[4] = {0, 0, 0, 0};
  acorn_map H = {X, 0, ACORN_MAP_POINTER, 0, "a", nullptr, 0};
  EXPECT_EXIT(acorn_data_enter(&C, &H, 1, ACORN_ASYNC_SYNC, 1), ::testing::ExitedWithCode(1),
              "halo.c:12:1: in 'parallel loop': 'a' points to host memory \\(0x[0-9a-f]+\\) that is not "
              "present on the device");
}

TEST(EmulatedDeviceEnv, Modes) {
  unsetenv("ACORN_EMULATE_DISCRETE");
  EXPECT_EQ(readHostMemoryMode(), HostMemoryMode::Shared);
  setenv("ACORN_EMULATE_DISCRETE", "0", 1);
  EXPECT_EQ(readHostMemoryMode(), HostMemoryMode::Shared);
  setenv("ACORN_EMULATE_DISCRETE", "1", 1);
  EXPECT_EQ(readHostMemoryMode(), HostMemoryMode::Emulated);
  setenv("ACORN_EMULATE_DISCRETE", "async", 1);
  EXPECT_EQ(readHostMemoryMode(), HostMemoryMode::EmulatedAsync);
  setenv("ACORN_EMULATE_DISCRETE", "yes", 1);
  EXPECT_EXIT(readHostMemoryMode(), ::testing::ExitedWithCode(1),
              "ACORN_EMULATE_DISCRETE='yes' is not a mode; accepted values: 0, "
              "1, async");
  unsetenv("ACORN_EMULATE_DISCRETE");
}

} // namespace

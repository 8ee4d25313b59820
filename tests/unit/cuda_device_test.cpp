// The NVIDIA device on a real GPU (skipped where there is none). Device
// memory is written with the CUDA runtime directly, standing in for kernels.
#include "acorn/abi.h"
#include "openacc.h"

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace {

struct CudaDeviceTest : ::testing::Test {
  void SetUp() override {
    if (acc_get_num_devices(acc_device_nvidia) == 0)
      GTEST_SKIP() << "no usable NVIDIA GPU";
    acc_set_device_type(acc_device_nvidia);
  }
};

TEST_F(CudaDeviceTest, SelectionAndProperties) {
  EXPECT_EQ(acc_get_device_type(), acc_device_nvidia);
  EXPECT_EQ(acorn_compute_target(), ACORN_TARGET_NVIDIA);
  EXPECT_GT(acc_get_property(0, acc_device_nvidia, acc_property_memory), 0u);
  EXPECT_EQ(acc_get_property(0, acc_device_nvidia, acc_property_shared_memory_support), 0u);
  EXPECT_STREQ(acc_get_property_string(0, acc_device_nvidia, acc_property_vendor), "NVIDIA");
  EXPECT_NE(acc_get_property_string(0, acc_device_nvidia, acc_property_name), nullptr);
  EXPECT_GT(acorn_cuda_multiprocessors(), 0);
  EXPECT_NE(acorn_cuda_stream(ACORN_ASYNC_SYNC), nullptr);
  EXPECT_EQ(acc_get_cuda_stream(1), acorn_cuda_stream(1));
  EXPECT_NE(acc_get_cuda_stream(1), acc_get_cuda_stream(2));
}

TEST_F(CudaDeviceTest, CopyinCopyoutRoundTrip) {
  std::vector<int> A(1000, 3);
  size_t Bytes = A.size() * sizeof(int);
  int *D = static_cast<int *>(acc_copyin(A.data(), Bytes));
  ASSERT_NE(D, nullptr);
  EXPECT_NE(static_cast<void *>(D), static_cast<void *>(A.data()));
  EXPECT_TRUE(acc_is_present(A.data(), Bytes));
  EXPECT_EQ(acc_deviceptr(A.data() + 10), D + 10);
  EXPECT_EQ(acc_hostptr(D + 10), A.data() + 10);
  ASSERT_EQ(cudaMemset(D, 0, Bytes), cudaSuccess);
  acc_update_self(A.data() + 100, 4 * sizeof(int));
  EXPECT_EQ(A[100], 0);
  EXPECT_EQ(A[104], 3);
  A[500] = 9;
  acc_update_device(A.data() + 500, sizeof(int));
  acc_copyout(A.data(), Bytes);
  EXPECT_FALSE(acc_is_present(A.data(), Bytes));
  EXPECT_EQ(A[0], 0);
  EXPECT_EQ(A[500], 9);
}

TEST_F(CudaDeviceTest, StructuredCopyAndAsyncQueues) {
  const acorn_construct C = {"gpu.c", 5, 1, "parallel loop"};
  std::vector<double> X(4096, 1.0);
  acorn_map M = {X.data(), X.size() * sizeof(double), ACORN_MAP_COPY, 0, "x[0:n]", nullptr};
  acorn_data_enter(&C, &M, 1, 1, 1);
  auto S = static_cast<cudaStream_t>(acorn_cuda_stream(1));
  ASSERT_EQ(cudaMemsetAsync(M.device, 0, M.bytes, S), cudaSuccess);
  acorn_cuda_after_launch(&C, 1);
  acorn_data_exit(&C, &M, 1, 1, 1);
  acc_wait(1);
  EXPECT_TRUE(acc_async_test(1));
  EXPECT_TRUE(acc_async_test_all());
  EXPECT_EQ(X[4095], 0.0);
  EXPECT_FALSE(acc_is_present(X.data(), M.bytes));
  const int Qs[] = {1};
  acorn_wait(&C, Qs, 1, 2);
  acc_wait_all();
}

TEST_F(CudaDeviceTest, MallocMemcpyAndMapData) {
  int Src[64], Back[64];
  for (int I = 0; I < 64; ++I)
    Src[I] = I;
  void *D1 = acc_malloc(sizeof Src), *D2 = acc_malloc(sizeof Src);
  acc_memcpy_to_device(D1, Src, sizeof Src);
  acc_memcpy_device_async(D2, D1, sizeof Src, 3);
  acc_wait(3);
  acc_memcpy_from_device(Back, D2, sizeof Src);
  EXPECT_EQ(std::memcmp(Src, Back, sizeof Src), 0);
  acc_map_data(Back, D2, sizeof Back);
  EXPECT_EQ(acc_deviceptr(Back), D2);
  EXPECT_EQ(acc_copyin(Back, sizeof Back), D2); // present: no copy, no alloc
  acc_delete_finalize(Back, sizeof Back);
  EXPECT_TRUE(acc_is_present(Back, sizeof Back));
  acc_unmap_data(Back);
  EXPECT_FALSE(acc_is_present(Back, sizeof Back));
  acc_free(D1);
  acc_free(D2);
}

using CudaDeviceDeathTest = CudaDeviceTest;

TEST_F(CudaDeviceDeathTest, PresentErrorOnGpu) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int A[10];
  const acorn_construct C = {"gpu.c", 9, 3, "parallel"};
  acorn_map M = {A, sizeof A, ACORN_MAP_PRESENT, 0, "a", nullptr};
  EXPECT_EXIT(acorn_data_enter(&C, &M, 1, ACORN_ASYNC_SYNC, 1),
              ::testing::ExitedWithCode(1),
              "gpu.c:9:3: in 'parallel': data for 'a' .* is not present on nvidia device 0");
}

} // namespace

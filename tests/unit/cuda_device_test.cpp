// The NVIDIA device on a real GPU (skipped where there is none). Device
// memory is written with the CUDA runtime directly, standing in for kernels.
#include "acorn/abi.h"
#include "openacc.h"

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <thread>
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

// The block cache: a block released with no work in flight is reused for the
// next request of its size class, without cudaMalloc.
TEST_F(CudaDeviceTest, CreateDeleteReusesBlocks) {
  std::vector<double> A(100000), B(100000);
  size_t Bytes = A.size() * sizeof(double);
  void *First = acc_create(A.data(), Bytes);
  acc_delete(A.data(), Bytes);
  for (int I = 0; I < 100; ++I) {
    EXPECT_EQ(acc_create(B.data(), Bytes), First);
    acc_delete(B.data(), Bytes);
  }
  void *M = acc_malloc(1000);
  acc_free(M);
  EXPECT_EQ(acc_malloc(900), M) << "same 512-byte size class";
  acc_free(M);
  // Cached blocks count as free memory.
  EXPECT_GT(acc_get_property(0, acc_device_nvidia, acc_property_free_memory),
            Bytes);
}

// A block released while an async copy may still read it is not handed out
// until the copy is done.
TEST_F(CudaDeviceTest, AsyncCopyoutKeepsItsBlockUntilDone) {
  std::vector<float> A(1 << 22, 1.0f), B(1 << 22, 2.0f);
  size_t Bytes = A.size() * sizeof(float);
  acc_copyin(A.data(), Bytes);
  acc_copyout_async(A.data(), Bytes, 1);
  float *Dev = static_cast<float *>(acc_copyin(B.data(), Bytes));
  acc_wait(1);
  EXPECT_EQ(A[12345], 1.0f);
  float Back = 0;
  acc_memcpy_from_device(&Back, Dev + 12345, sizeof Back);
  EXPECT_EQ(Back, 2.0f);
  acc_delete(B.data(), Bytes);
}

// A compute construct whose data clauses reach the runtime in two lists (an
// object's, then its pointer fields') is one synchronous construct: the second
// list does not restart it, so the first list's copies, queued from pinned
// staging behind a busy stream, keep their bytes (they were overwritten by the
// second list's: a lambda's device copy lost its attached pointers).
TEST_F(CudaDeviceTest, ConstructWithTwoDataListsKeepsItsStagedCopies) {
  const acorn_construct C = {"gpu.cpp", 7, 1, "parallel loop"};
  auto *S = static_cast<cudaStream_t>(acc_get_cuda_stream(acc_async_sync));
  ASSERT_EQ(cudaLaunchHostFunc(
                S, [](void *) { std::this_thread::sleep_for(std::chrono::milliseconds(100)); }, nullptr),
            cudaSuccess);
  double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8};
  acorn_map MA = {A, sizeof A, ACORN_MAP_COPYIN, 0, "a", nullptr};
  acorn_map MB = {B, sizeof B, ACORN_MAP_COPYIN, 0, "b", nullptr};
  acorn_data_enter(&C, &MA, 1, ACORN_ASYNC_SYNC, 1);
  acorn_data_enter(&C, &MB, 1, ACORN_ASYNC_SYNC, 1);
  void *DevA = acc_deviceptr(A);
  acorn_data_exit(&C, &MB, 1, ACORN_ASYNC_SYNC, 1);
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  double Got[4] = {0, 0, 0, 0};
  ASSERT_EQ(cudaMemcpy(Got, DevA, sizeof Got, cudaMemcpyDeviceToHost), cudaSuccess);
  acorn_data_exit(&C, &MA, 1, ACORN_ASYNC_SYNC, 1);
  for (int I = 0; I < 4; ++I)
    EXPECT_EQ(Got[I], A[I]) << "element " << I;
}

// The construct ends at the exit of its first list, which comes last: a
// reduction result of the first list (read back at its exit, landing at the
// construct's end) reaches the host (it was queued to land at an end that had
// passed: a class template's `reduction(+:s)` beside the run-time list of the
// pointer fields of *this gave 0 on the H200).
TEST_F(CudaDeviceTest, ConstructWithTwoDataListsEndsAtTheFirstListsExit) {
  const acorn_construct C = {"gpu.cpp", 9, 1, "parallel loop"};
  double Sum = 1, B[4] = {5, 6, 7, 8};
  acorn_map MS = {&Sum, sizeof Sum, ACORN_MAP_COPY,
                  ACORN_MAP_REDUCTION(ACORN_REDUCE_ADD, ACORN_REDUCE_F64), "s", nullptr};
  acorn_map MB = {B, sizeof B, ACORN_MAP_COPYIN, 0, "b", nullptr};
  acorn_data_enter(&C, &MS, 1, ACORN_ASYNC_SYNC, 1);
  acorn_data_enter(&C, &MB, 1, ACORN_ASYNC_SYNC, 1);
  auto *S = static_cast<cudaStream_t>(acc_get_cuda_stream(acc_async_sync));
  ASSERT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  const double Partial = 5; // what the region's kernel leaves in the slot
  ASSERT_EQ(cudaMemcpy(MS.device, &Partial, sizeof Partial, cudaMemcpyDefault), cudaSuccess);
  acorn_data_exit(&C, &MB, 1, ACORN_ASYNC_SYNC, 1);
  acorn_data_exit(&C, &MS, 1, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(Sum, 6.0);
}

// Each host thread has its own synchronous stream; async queues are shared.
TEST_F(CudaDeviceTest, SynchronousStreamPerThread) {
  void *Mine = acc_get_cuda_stream(acc_async_sync);
  void *Theirs = nullptr, *TheirQueue = nullptr;
  std::thread T([&] {
    acc_set_device_type(acc_device_nvidia);
    Theirs = acc_get_cuda_stream(acc_async_sync);
    TheirQueue = acc_get_cuda_stream(5);
  });
  T.join();
  EXPECT_NE(Mine, nullptr);
  EXPECT_NE(Theirs, Mine);
  EXPECT_EQ(TheirQueue, acc_get_cuda_stream(5));
  EXPECT_NE(acc_get_current_cuda_context(), nullptr);
  ASSERT_NE(acc_get_current_cuda_device(), nullptr);
  EXPECT_EQ(*static_cast<int *>(acc_get_current_cuda_device()), 0);
}

// 16 threads map, update and delete separate and shared arrays on the GPU.
TEST_F(CudaDeviceTest, ThreadsMapConcurrently) {
  constexpr int Threads = 16, N = 4096;
  std::vector<int> Shared(N);
  for (int I = 0; I < N; ++I)
    Shared[I] = I;
  std::vector<std::thread> Ts;
  std::vector<int> Bad(Threads, 0);
  for (int T = 0; T < Threads; ++T)
    Ts.emplace_back([&, T] {
      std::vector<int> Mine(N, T);
      for (int It = 0; It < 50; ++It) {
        acc_copyin(Mine.data(), N * sizeof(int));
        int *S = static_cast<int *>(acc_copyin(Shared.data(), N * sizeof(int)));
        int Last = 0;
        acc_memcpy_from_device(&Last, S + N - 1, sizeof Last);
        Bad[T] += Last != N - 1;
        Mine[0] = -1;
        acc_update_self_async(Mine.data(), sizeof(int), T + 1);
        acc_wait(T + 1);
        Bad[T] += Mine[0] != T;
        acc_delete(Shared.data(), N * sizeof(int));
        acc_copyout(Mine.data(), N * sizeof(int));
      }
    });
  for (auto &T : Ts)
    T.join();
  for (int T = 0; T < Threads; ++T)
    EXPECT_EQ(Bad[T], 0) << "thread " << T;
  EXPECT_FALSE(acc_is_present(Shared.data(), N * sizeof(int)));
}

using CudaDeviceDeathTest = CudaDeviceTest;

TEST_F(CudaDeviceDeathTest, OutOfMemoryIsReported) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(acc_malloc(size_t(1) << 50), ::testing::ExitedWithCode(1),
              "acc_malloc\\(bytes=1125899906842624\\) called from .*: "
              "cannot allocate 1125899906842624 bytes on nvidia device 0: "
              "out of device memory");
}

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

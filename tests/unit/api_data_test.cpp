// The data routines of chapter 3 (3.2.16 - 3.2.30) on a fake discrete device:
// each does what the matching directive does, with real copies and counts.
#include "api_fake_device.h"

#include <cstring>
#include <vector>

using namespace acorn;

namespace {

using ApiData = ApiOnFakeDevice;

TEST_F(ApiData, CopyinCopiesOnceAndReturnsTheDeviceAddress) {
  std::vector<int> A(100, 7);
  size_t Bytes = A.size() * sizeof(int);
  int *Dev = static_cast<int *>(acc_copyin(A.data(), Bytes));
  ASSERT_NE(Dev, nullptr);
  EXPECT_NE(static_cast<void *>(Dev), static_cast<void *>(A.data()));
  EXPECT_EQ(Dev[99], 7);
  EXPECT_EQ(acc_present_or_copyin(A.data(), Bytes), Dev);
  EXPECT_EQ(acc_pcopyin(A.data() + 10, 4), Dev + 10); // a part of present data
  EXPECT_EQ(D.ToDevice, 1);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 3u);
  acc_delete_finalize(A.data(), Bytes);
  EXPECT_EQ(entry(A.data(), Bytes), nullptr);
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST_F(ApiData, CreateAllocatesWithoutCopying) {
  double X[16] = {1};
  double *Dev = static_cast<double *>(acc_create(X, sizeof X));
  ASSERT_NE(Dev, nullptr);
  EXPECT_EQ(D.ToDevice, 0);
  EXPECT_EQ(acc_pcreate(X, sizeof X), Dev);
  EXPECT_EQ(acc_present_or_create(X, sizeof X), Dev);
  acc_create_async(X, sizeof X, 2);
  EXPECT_EQ(entry(X, sizeof X)->DynamicRefs, 4u);
  acc_copyin_async(X, sizeof X, acc_async_noval);
  EXPECT_EQ(entry(X, sizeof X)->DynamicRefs, 5u);
}

TEST_F(ApiData, CopyoutCopiesBackWhenTheLastReferenceGoes) {
  int X[8] = {0};
  int *Dev = static_cast<int *>(acc_copyin(X, sizeof X));
  acc_copyin(X, sizeof X);
  Dev[3] = 42; // a "kernel" writes device memory
  acc_copyout(X, sizeof X);
  EXPECT_EQ(X[3], 0) << "one reference left: no copy yet";
  EXPECT_TRUE(acc_is_present(X, sizeof X));
  acc_copyout(X, sizeof X);
  EXPECT_EQ(X[3], 42);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  // 2.7.9: copyout of data that is not present does nothing.
  acc_copyout(X, sizeof X);
  acc_delete(X, sizeof X);
  EXPECT_EQ(D.FromDevice, 1);
}

// The end of conformance/c/acc_async_routines.c on a discrete device: the
// async routines count references as the synchronous ones do (2.6.7), so
// acc_copyout_async of data acc_create still holds copies nothing back, and the
// data becomes absent only when the last reference goes.
TEST_F(ApiData, AsyncCopyinCopyoutOfPresentDataOnlyCount) {
  float X[64];
  for (int I = 0; I < 64; ++I)
    X[I] = 2.0f * I + 1.0f;
  float *Dev = static_cast<float *>(acc_create(X, sizeof X));
  acc_copyin_async(X, sizeof X, 2); // present: a reference, no copy
  EXPECT_EQ(D.ToDevice, 0);
  EXPECT_EQ(entry(X, sizeof X)->DynamicRefs, 2u);
  for (int I = 0; I < 64; ++I) // a kernel on queue 2
    Dev[I] = -100.0f;
  acc_copyout_async(X, sizeof X, 2);
  acc_delete(X, sizeof X); // the last reference: deleted, not copied back
  acc_wait(2);
  EXPECT_EQ(D.FromDevice, 0);
  EXPECT_EQ(X[10], 21.0f);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  // On absent data the async routines copy: in, then back with the last
  // reference.
  Dev = static_cast<float *>(acc_deviceptr(X));
  EXPECT_EQ(Dev, nullptr);
  acc_copyin_async(X, sizeof X, 2);
  Dev = static_cast<float *>(acc_deviceptr(X));
  ASSERT_NE(Dev, nullptr);
  EXPECT_EQ(Dev[10], 21.0f);
  for (int I = 0; I < 64; ++I)
    Dev[I] = -Dev[I];
  acc_copyout_async(X, sizeof X, 2);
  acc_wait(2);
  EXPECT_EQ(X[10], -21.0f);
  EXPECT_EQ(D.FromDevice, 1);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST_F(ApiData, FinalizeDropsEveryDynamicReference) {
  int X[8] = {0};
  for (int I = 0; I < 3; ++I)
    acc_create(X, sizeof X);
  int *Dev = static_cast<int *>(acc_deviceptr(X));
  Dev[0] = 5;
  acc_copyout_finalize(X, sizeof X);
  EXPECT_EQ(X[0], 5);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  acc_copyin(X, sizeof X);
  acc_copyin(X, sizeof X);
  acc_delete_finalize_async(X, sizeof X, 1);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  acc_copyin(X, sizeof X);
  acc_copyout_finalize_async(X, sizeof X, 1);
  acc_copyin(X, sizeof X);
  acc_copyout_async(X, sizeof X, acc_async_noval);
  acc_copyin(X, sizeof X);
  acc_delete_async(X, sizeof X, 4);
  EXPECT_EQ(D.liveBlocks(), 0u);
  EXPECT_GE(D.Waits, 4) << "async deletes wait for their queue before freeing";
}

TEST_F(ApiData, UpdateBothWaysOnPartsOfPresentData) {
  std::vector<int> A(64, 1);
  int *Dev = static_cast<int *>(acc_copyin(A.data(), A.size() * sizeof(int)));
  A[10] = 2;
  acc_update_device(A.data() + 10, sizeof(int));
  EXPECT_EQ(Dev[10], 2);
  Dev[20] = 3;
  acc_update_self(A.data() + 20, sizeof(int));
  EXPECT_EQ(A[20], 3);
  Dev[21] = 4;
  acc_update_self_async(A.data() + 21, sizeof(int), 1);
  A[22] = 5;
  acc_update_device_async(A.data() + 22, sizeof(int), acc_async_noval);
  acc_wait_all();
  EXPECT_EQ(A[21], 4);
  EXPECT_EQ(Dev[22], 5);
  acc_update_device(A.data(), 0); // zero bytes: nothing
  acc_update_self(nullptr, 0);
}

TEST_F(ApiData, DeviceptrHostptrIsPresent) {
  std::vector<char> A(256);
  char *Dev = static_cast<char *>(acc_create(A.data(), A.size()));
  EXPECT_EQ(acc_deviceptr(A.data() + 17), Dev + 17);
  EXPECT_EQ(acc_hostptr(Dev + 17), A.data() + 17);
  EXPECT_EQ(acc_deviceptr(nullptr), nullptr);
  EXPECT_EQ(acc_hostptr(nullptr), nullptr);
  char Other;
  EXPECT_EQ(acc_deviceptr(&Other), nullptr);
  EXPECT_EQ(acc_hostptr(&Other), nullptr);
  EXPECT_TRUE(acc_is_present(A.data() + 5, 10));
  EXPECT_TRUE(acc_is_present(A.data(), 0));
  EXPECT_FALSE(acc_is_present(A.data() + 200, 100)); // runs past the end
  EXPECT_FALSE(acc_is_present(nullptr, 4));
}

// conformance/c/host_data_use_device.c on a discrete device: inside host_data
// (2.8) a pointer holds the device address, and acc_deviceptr (3.2.26) maps
// host addresses only, so the device address has to be taken before.
TEST_F(ApiData, DeviceptrOfAddressInsideHostDataIsNull) {
  std::vector<double> X(64);
  acc_copyin(X.data(), X.size() * sizeof(double));
  void *Dx = acc_deviceptr(X.data());
  const acorn_construct HostDataC = {"t.c", 9, 1, "host_data"};
  double Absent[4];
  acorn_map Maps[] = {{X.data(), 0, ACORN_MAP_USE_DEVICE, 0, "x", nullptr},
                      {Absent, 0, ACORN_MAP_USE_DEVICE, 0, "absent", nullptr}};
  acorn_host_data(&HostDataC, Maps, 2, /*if_cond=*/1, /*if_present=*/1);
  void *InsideX = Maps[0].device; // what 'x' is in the body
  EXPECT_EQ(InsideX, Dx);
  EXPECT_EQ(Maps[1].device, static_cast<void *>(Absent));
  EXPECT_EQ(acc_deviceptr(InsideX), nullptr);
  EXPECT_EQ(acc_hostptr(InsideX), static_cast<void *>(X.data()));
  acc_delete(X.data(), X.size() * sizeof(double));
}

TEST_F(ApiData, MallocFreeAndRawCopies) {
  int Src[32], Back[32] = {0};
  for (int I = 0; I < 32; ++I)
    Src[I] = I * I;
  void *D1 = acc_malloc(sizeof Src), *D2 = acc_malloc(sizeof Src);
  ASSERT_NE(D1, nullptr);
  EXPECT_EQ(acc_malloc(0), nullptr);
  EXPECT_EQ(D.userBlocks().size(), 2u);
  acc_memcpy_to_device(D1, Src, sizeof Src);
  acc_memcpy_device(D2, D1, sizeof Src);
  acc_memcpy_from_device(Back, D2, sizeof Src);
  EXPECT_EQ(std::memcmp(Src, Back, sizeof Src), 0);
  std::memset(Back, 0, sizeof Back);
  acc_memcpy_to_device_async(D1, Src, 8, 1);
  acc_memcpy_device_async(D2, D1, 8, 1);
  acc_memcpy_from_device_async(Back, D2, 8, 1);
  acc_wait(1);
  EXPECT_EQ(Back[1], 1);
  acc_memcpy_device(D1, D1, sizeof Src); // same address: nothing
  acc_memcpy_to_device(nullptr, nullptr, 0);
  acc_free(D1);
  acc_free(D2);
  acc_free(nullptr);
  EXPECT_EQ(D.userBlocks().size(), 0u);
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST_F(ApiData, MapDataUsesTheUsersMemory) {
  int X[16] = {0};
  void *Dev = acc_malloc(sizeof X);
  acc_map_data(X, Dev, sizeof X);
  EXPECT_EQ(acc_deviceptr(X), Dev);
  EXPECT_EQ(acc_copyin(X, sizeof X), Dev); // present: no copy, no alloc
  EXPECT_EQ(D.ToDevice, 0);
  acc_delete_finalize(X, sizeof X); // 3.2.21: only acc_unmap_data unmaps
  EXPECT_TRUE(acc_is_present(X, sizeof X));
  acc_unmap_data(X);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  acc_free(Dev);
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST_F(ApiData, AttachAndDetach) {
  struct Mesh {
    int N;
    double *X;
  } M{8, nullptr};
  double Xs[8] = {0};
  M.X = Xs;
  Mesh *DevM = static_cast<Mesh *>(acc_copyin(&M, sizeof M));
  double *DevX = static_cast<double *>(acc_copyin(Xs, sizeof Xs));
  EXPECT_EQ(DevM->X, Xs); // copied as is
  acc_attach(reinterpret_cast<void **>(&M.X));
  EXPECT_EQ(DevM->X, DevX);
  acc_attach_async(reinterpret_cast<void **>(&M.X), 1); // counter 2
  acc_detach(reinterpret_cast<void **>(&M.X));
  EXPECT_EQ(DevM->X, DevX) << "still attached once";
  acc_detach_async(reinterpret_cast<void **>(&M.X), 1);
  EXPECT_EQ(DevM->X, Xs);
  acc_attach(reinterpret_cast<void **>(&M.X));
  acc_attach(reinterpret_cast<void **>(&M.X));
  acc_detach_finalize(reinterpret_cast<void **>(&M.X));
  EXPECT_EQ(DevM->X, Xs);
  acc_attach(reinterpret_cast<void **>(&M.X));
  acc_detach_finalize_async(reinterpret_cast<void **>(&M.X), 2);
  EXPECT_EQ(DevM->X, Xs);
  // 2.7.2: a pointer that is not present is left alone.
  double *Loose = Xs;
  acc_attach(reinterpret_cast<void **>(&Loose));
  acc_detach(reinterpret_cast<void **>(&Loose));
  EXPECT_EQ(Loose, Xs);
}

// acc_memcpy_d2d on the host device: both addresses are "present".
TEST(ApiDataHost, MemcpyD2DOnSharedMemory) {
  acc_set_device_type(acc_device_host);
  int A[4] = {1, 2, 3, 4}, B[4] = {0};
  acc_memcpy_d2d(B, A, sizeof A, 0, 0);
  EXPECT_EQ(B[3], 4);
  acc_memcpy_d2d_async(A, B, 0, 0, 0, 1);
  acc_memcpy_d2d_async(A, A, sizeof A, 0, 0, acc_async_noval);
  EXPECT_EQ(A[0], 1);
}

} // namespace

// The host device with memory of its own (ACORN_EMULATE_DISCRETE): mapped data
// gets separate storage, async queues hold their work until waited for, and a
// copy to memory that is not the device's is an error. A declared global's
// storage holds its device copy while a region runs (host code reads it by
// name) and the host's bytes otherwise; data a pointer in one is attached to
// is its own device copy: the host's pointers never change, as on a discrete
// device.
#include "core/declare.h"
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
  void TearDown() override {
    overrideCurrentDevice(nullptr);
    forgetDeclaredGlobals(*D);
  }
};

const acorn_construct EnterC = {"gs.c", 20, 1, "enter data"};
const acorn_construct ExitC = {"gs.c", 30, 1, "exit data"};

struct State {
  int N;
  double *A;
};
State GS;            // declare create(GS)
double *GU;          // declare create(GU)
State GT;            // declare create(GT)
double GH[2];        // declare create(GH)
State *GP;           // declare create(GP)
double GQ[2];        // declare create(GQ)
double GR[2] = {7, 8}; // declare copyin(GR)
const double GC[2] = {5, 6}; // declare copyin(GC): read-only memory

acorn_map sectionOf(void *Host, size_t Bytes, int Kind) {
  return acorn_map{Host, Bytes, Kind, 0, "section", nullptr, 0};
}
acorn_map attachOf(void *Ptr, size_t Offset = 0) {
  return acorn_map{Ptr, sizeof(void *), ACORN_MAP_ATTACH, 0, "ptr", nullptr, Offset};
}

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
  acorn_host_region_begin(5, 1); // another queue: queue 2 still waits
  acorn_host_region_end();
  EXPECT_NE(*Dev, 1.0);
  acorn_host_region_begin(2, 1);
  acorn_host_region_end();
  EXPECT_EQ(*Dev, 1.0);
  acc_delete(&X, sizeof X);
}

// A synchronous compute construct's work is deferred as on a GPU (cuda.cpp),
// as late as a GPU may run it: copies in take the host's bytes when queued and
// run when the queue is waited for (or a region begins); copies back land on
// the host only at the construct's end.
TEST_F(OnEmulatedDevice, SynchronousConstructCopiesBackAtItsEnd) {
  static const acorn_construct C = {"sync.c", 3, 1, "parallel loop"};
  double X = 1;
  double *Dev = static_cast<double *>(acc_copyin(&X, sizeof X));
  D->beginSynchronousCompute(&C);
  X = 2;
  D->copyToDevice(Dev, &X, sizeof X, ACORN_ASYNC_SYNC);
  X = 3;
  EXPECT_EQ(*Dev, 1.0) << "queued";
  D->waitQueue(ACORN_ASYNC_SYNC);
  EXPECT_EQ(*Dev, 2.0) << "the host's bytes when it was queued";
  *Dev = 5;
  D->copyFromDevice(&X, Dev, sizeof X, ACORN_ASYNC_SYNC);
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1); // a later region: after the copy
  *Dev = 6;
  acorn_host_region_end();
  EXPECT_EQ(X, 3.0) << "in a pinned slot until the construct's end";
  D->endSynchronousCompute(&C);
  EXPECT_EQ(X, 5.0) << "what the device held when the copy ran";
  acc_delete(&X, sizeof X);
}

// A construct whose data clauses come in two lists (an object's, then its
// pointer fields') ends at the exit of the first list, the last to exit: the
// second list's exit comes first and its copies back are the construct's too.
TEST_F(OnEmulatedDevice, ConstructWithTwoDataListsEndsAtTheFirstListsExit) {
  static const acorn_construct C = {"two.cpp", 9, 1, "parallel loop"};
  double X = 1, Y = 1;
  acorn_map MX = sectionOf(&X, sizeof X, ACORN_MAP_COPY);
  acorn_map MY = sectionOf(&Y, sizeof Y, ACORN_MAP_COPY);
  acorn_data_enter(&C, &MX, 1, ACORN_ASYNC_SYNC, 1);
  acorn_data_enter(&C, &MY, 1, ACORN_ASYNC_SYNC, 1);
  D->waitQueue(ACORN_ASYNC_SYNC);
  *static_cast<double *>(MX.device) = 2; // the region's writes
  *static_cast<double *>(MY.device) = 3;
  acorn_data_exit(&C, &MY, 1, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(Y, 1.0) << "the construct is still open: its copy back waits for its end";
  acorn_data_exit(&C, &MX, 1, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(X, 2.0);
  EXPECT_EQ(Y, 3.0);
}

// A pointer a kernels region moves (`*q++ = x`) is carried back on the
// construct's queue: the host's pointer moves when the copies back land (at
// the end of the synchronous construct; for async, at the wait). Reading the
// device's pointer on the host at exit (the first fix, a SIGSEGV on the H200)
// reads it before the copy ran here too.
TEST_F(OnEmulatedDevice, KernelsPointerIsCarriedBackInQueueOrder) {
  static const acorn_construct C = {"walk.c", 5, 1, "kernels"};
  double Out[8] = {};
  for (int Async : {int(ACORN_ASYNC_SYNC), 3}) {
    double *Q = Out;
    acorn_map M[3] = {
        {&Q, sizeof Q, ACORN_MAP_COPY, ACORN_MAP_FLAG_IMPLICIT, "q", nullptr, 0},
        {Out, sizeof Out, ACORN_MAP_COPY, 0, "out", nullptr, 0},
        {&Q, sizeof Q, ACORN_MAP_ATTACH,
         ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_CARRY_BACK, "q", nullptr, 0}};
    acorn_data_enter(&C, M, 3, Async, 1);
    acorn_host_region_begin(Async, 1);
    double **DevQ = static_cast<double **>(M[0].device);
    ASSERT_EQ(*DevQ, M[1].device) << "attached";
    for (int I = 0; I < 8; ++I)
      *(*DevQ)++ = I + Async; // the region: *q++ = i
    acorn_host_region_end();
    acorn_data_exit(&C, M, 3, Async, 1);
    if (Async != ACORN_ASYNC_SYNC) {
      EXPECT_EQ(Q, Out) << "queue 3 has not run yet";
      acc_wait(Async);
    }
    EXPECT_EQ(Q, Out + 8) << "async " << Async;
    EXPECT_EQ(Out[7], 7.0 + Async);
    EXPECT_FALSE(acc_is_present(&Q, sizeof Q));
  }
}

// A kernels region's scalar the host reads between its launches (acorn_read_back): the device's
// value, after the queue's earlier work, into the temporary; the host's variable keeps its own.
TEST_F(OnEmulatedDevice, ReadBackTakesTheDeviceValueAfterTheQueue) {
  const acorn_construct C = {"rb.c", 5, 1, "kernels"};
  double Err = 1.0, Seen = 0.0;
  int Iter = 3, SeenIter = 0;
  acorn_map M[2] = {{&Err, sizeof Err, ACORN_MAP_COPY, 0, "err", nullptr, 0},
                    {&Iter, sizeof Iter, ACORN_MAP_COPY, 0, "iter", nullptr, 0}};
  acorn_data_enter(&C, M, 2, 6, 1);
  acorn_read_item Items[2] = {{&M[0], &Seen}, {&M[1], &SeenIter}};
  acorn_read_back(&C, Items, 2, 6, 1);
  EXPECT_EQ(Seen, 1.0) << "the copy in, queued on 6 before, has landed";
  EXPECT_EQ(SeenIter, 3);
  *static_cast<double *>(M[0].device) = 0.25; // a launch's reduction
  *static_cast<int *>(M[1].device) = 4;
  acorn_read_back(&C, Items, 2, 6, 1);
  EXPECT_EQ(Seen, 0.25);
  EXPECT_EQ(SeenIter, 4);
  EXPECT_EQ(Err, 1.0) << "the host's variable waits for the copy back";
  acorn_data_exit(&C, M, 2, 6, 1);
  acc_wait(6);
  EXPECT_EQ(Err, 0.25);
  // if(0): the region ran on the host's variables.
  Err = 0.5;
  acorn_read_back(&C, Items, 1, ACORN_ASYNC_SYNC, 0);
  EXPECT_EQ(Seen, 0.5);
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

// enter data copyin(gs.a[0:n]) of a declared struct: the section is its own
// device copy, as gs is, so the attach leaves gs.a the host array.
TEST_F(OnEmulatedDevice, DeclaredStructMemberSectionKeepsHostPointer) {
  acorn_declare_global G = {&GS, sizeof GS, ACORN_MAP_CREATE, "gs"};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  double A[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  GS = {8, A};
  acorn_map In[2] = {sectionOf(A, sizeof A, ACORN_MAP_COPYIN), attachOf(&GS.A)};
  acorn_enter_data(&EnterC, In, 2, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(GS.A, A) << "the host pointer did not change";
  EXPECT_EQ(acc_deviceptr(A), static_cast<void *>(A));
  A[5] = 2; // a region's write, through the host pointer as routines read it
  acorn_map Out[2] = {sectionOf(A, sizeof A, ACORN_MAP_COPYOUT), attachOf(&GS.A)};
  acorn_exit_data(&ExitC, Out, 2, ACORN_ASYNC_SYNC, 1, 0);
  EXPECT_EQ(GS.A, A);
  EXPECT_EQ(A[5], 2.0);
  EXPECT_FALSE(acc_is_present(A, sizeof A));
  GS.A = nullptr; // A's stack slot is reused by later tests
}

// enter data copyin(u[1:n-1]) of a declared pointer: the section starts one
// element past the pointer's value, and is its own device copy all the same.
TEST_F(OnEmulatedDevice, DeclaredPointerOffsetSectionKeepsHostPointer) {
  acorn_declare_global G = {&GU, sizeof GU, ACORN_MAP_CREATE, "u"};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  double U[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  GU = U;
  acorn_map In[2] = {sectionOf(U + 1, 7 * sizeof(double), ACORN_MAP_COPYIN),
                     attachOf(&GU, sizeof(double))};
  acorn_enter_data(&EnterC, In, 2, ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(GU, U);
  EXPECT_EQ(acc_deviceptr(U + 1), static_cast<void *>(U + 1));
  acorn_map Out[2] = {sectionOf(U + 1, 7 * sizeof(double), ACORN_MAP_DELETE),
                      attachOf(&GU, sizeof(double))};
  acorn_exit_data(&ExitC, Out, 2, ACORN_ASYNC_SYNC, 1, 0);
  EXPECT_EQ(GU, U);
  GU = nullptr;
}

// acc_copyin of a declared pointer's struct, then of the data its member
// points to, then acc_attach of both: each is found by the pointer's value
// and is its own device copy, so no host pointer changes.
TEST_F(OnEmulatedDevice, ApiCopyinReachedFromDeclaredPointerKeepsHostPointers) {
  acorn_declare_global G = {&GP, sizeof GP, ACORN_MAP_CREATE, "gp"};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  double A[4] = {1, 2, 3, 4};
  State S = {4, A};
  GP = &S;
  acc_copyin(&S, sizeof S);
  acc_attach(reinterpret_cast<void **>(&GP));
  acc_copyin(A, sizeof A);
  acc_attach(reinterpret_cast<void **>(&S.A));
  EXPECT_EQ(GP, &S);
  EXPECT_EQ(S.A, A);
  EXPECT_EQ(acc_deviceptr(A), static_cast<void *>(A));
  acc_detach(reinterpret_cast<void **>(&S.A));
  acc_delete(A, sizeof A);
  acc_detach(reinterpret_cast<void **>(&GP));
  acc_delete(&S, sizeof S);
  EXPECT_EQ(S.A, A);
  GP = nullptr;
}

// The emulator cannot attach a pointer of a declared global to data mapped
// with storage of its own before the pointer pointed there: it says so rather
// than change the host's pointer.
TEST_F(OnEmulatedDevice, AttachIntoDeclaredGlobalToOwnStorageIsAnError) {
  acorn_declare_global G = {&GT, sizeof GT, ACORN_MAP_CREATE, "gt"};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  double A[4] = {1, 2, 3, 4};
  GT = {4, nullptr};
  acc_copyin(A, sizeof A);
  GT.A = A;
  EXPECT_EXIT(acc_attach(reinterpret_cast<void **>(&GT.A)), ::testing::ExitedWithCode(1),
              "the emulated device cannot attach the pointer at 0x[0-9a-f]+ \\(to 0x[0-9a-f]+\\)");
  EXPECT_EQ(GT.A, A);
  acc_delete(A, sizeof A);
}

// A const declared global (flagged read-only) is its own device copy: its
// storage, possibly read-only memory, is never written, by the declare's copy
// in, the regions' swaps of device and host copies or updates.
TEST_F(OnEmulatedDevice, ConstDeclaredGlobalIsNeverWritten) {
  acorn_declare_global G = {const_cast<double *>(GC), sizeof GC, ACORN_MAP_COPYIN, "gc",
                            ACORN_MAP_FLAG_READONLY};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  EXPECT_TRUE(acc_is_present(const_cast<double *>(GC), sizeof GC));
  EXPECT_EQ(acc_deviceptr(const_cast<double *>(GC)), static_cast<const void *>(GC));
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(GC[1], 6.0) << "a region reads the value";
  acorn_host_region_end();
  acorn_map Up[2] = {sectionOf(const_cast<double *>(GC), sizeof GC, ACORN_MAP_UPDATE_DEVICE),
                     sectionOf(const_cast<double *>(GC), sizeof GC, ACORN_MAP_UPDATE_SELF)};
  acorn_update(&EnterC, Up, 2, ACORN_ASYNC_SYNC, 1, 0);
  EXPECT_EQ(GC[0], 5.0);
}

// 3.2.8: acc_shutdown drops every mapping, as on a GPU; declared globals are
// mapped again (to themselves) when the device is next brought up.
TEST_F(OnEmulatedDevice, ShutdownDropsEveryMapping) {
  acorn_declare_global G = {GH, sizeof GH, ACORN_MAP_CREATE, "gh"};
  acorn_declare_globals(&EnterC, &G, 1, nullptr);
  mapDeclaredGlobals(*D);
  double X[4] = {1, 2, 3, 4};
  acc_copyin(X, sizeof X);
  acc_copyin_async(X, sizeof X, 2); // held work runs first
  EXPECT_TRUE(acc_is_present(GH, sizeof GH));
  shutdownDevice(*D);
  EXPECT_FALSE(acc_is_present(X, sizeof X));
  EXPECT_FALSE(acc_is_present(GH, sizeof GH));
  mapDeclaredGlobals(*D);
  EXPECT_TRUE(acc_is_present(GH, sizeof GH));
  EXPECT_EQ(acc_deviceptr(GH), static_cast<void *>(GH));
  double *Dev = static_cast<double *>(acc_copyin(X, sizeof X));
  EXPECT_EQ(Dev[3], 4.0);
  acc_delete(X, sizeof X);
}

// 2.13, 2.6.7: a declared global is present for the whole program, with a
// device copy apart from the host's; data clauses on it only count, and
// regions (not if(false) ones) see the device copy.
TEST_F(OnEmulatedDevice, DeclaredGlobalHasADeviceCopyOfItsOwn) {
  acorn_declare_global G[2] = {{GQ, sizeof GQ, ACORN_MAP_CREATE, "gq"},
                               {GR, sizeof GR, ACORN_MAP_COPYIN, "gr"}};
  acorn_declare_globals(&EnterC, G, 2, nullptr);
  mapDeclaredGlobals(*D);
  GR[0] = 70; // after the program started: the device copy keeps 7
  GQ[0] = 1;
  acc_update_device(GQ, sizeof GQ);
  GQ[0] = 100;
  acc_copyin(GQ, sizeof GQ); // present: nothing is copied
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1);
  EXPECT_EQ(GQ[0], 1.0) << "a region sees the device copy";
  EXPECT_EQ(GR[0], 7.0);
  GQ[0] = 5;
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 1); // nested (an orphaned call)
  acorn_host_region_end();
  EXPECT_EQ(GQ[0], 5.0);
  acorn_host_region_end();
  EXPECT_EQ(GQ[0], 100.0) << "the host copy is the host's again";
  acorn_host_region_begin(ACORN_ASYNC_SYNC, 0); // if(false): the host's data
  EXPECT_EQ(GQ[0], 100.0);
  acorn_host_region_end();
  acc_copyout_finalize(GQ, sizeof GQ); // the program's reference stays
  EXPECT_EQ(GQ[0], 100.0);
  EXPECT_TRUE(acc_is_present(GQ, sizeof GQ));
  double Seen[2];
  acc_memcpy_from_device(Seen, acc_deviceptr(GQ), sizeof Seen);
  EXPECT_EQ(Seen[0], 5.0);
  acc_update_self_async(GQ, sizeof GQ, 1);
  EXPECT_EQ(GQ[0], 100.0) << "queue 1 has not run yet";
  acc_wait(1);
  EXPECT_EQ(GQ[0], 5.0);
  EXPECT_EQ(GR[0], 70.0);
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

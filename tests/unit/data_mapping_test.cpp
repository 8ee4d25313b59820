// 2.6.7 / 2.7 data clause semantics, driven on a fake discrete device (real
// copies and counters) and on the host device (identity mapping).
#include "core/data.h"
#include "core/runtime.h"
#include "core/user_memory.h"
#include "fake_device.h"

#include <gtest/gtest.h>

#include <vector>

using namespace acorn;

namespace {

const acorn_construct DataC = {"test.c", 12, 3, "data"};
const acorn_construct EnterC = {"test.c", 20, 1, "enter data"};
const acorn_construct ExitC = {"test.c", 30, 1, "exit data"};
constexpr int Sync = ACORN_ASYNC_SYNC;

acorn_map mapOf(void *Host, size_t Bytes, int Kind, const char *Name = "a[0:n]",
                int Flags = 0) {
  return acorn_map{Host, Bytes, Kind, Flags, Name, nullptr};
}

struct DataMappingTest : ::testing::Test {
  FakeDiscreteDevice D;
  std::vector<int> A = std::vector<int>(100, 7);
  size_t Bytes = 100 * sizeof(int);

  PresentEntry *entry(void *Host, size_t N) {
    PresentLookup L = D.presentTable().find(Host, N);
    return L.State == Presence::Present ? L.Entry : nullptr;
  }
  int *dev(acorn_map &M) { return static_cast<int *>(M.device); }
};

TEST_F(DataMappingTest, CopyinAllocatesAndCopiesOnce) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  dataEnter(D, &DataC, &M, 1, Sync);
  ASSERT_NE(M.device, static_cast<void *>(A.data()));
  EXPECT_EQ(dev(M)[99], 7);
  EXPECT_EQ(D.ToDevice, 1);
  // 2.6.7: copyin of present data only increments the counter.
  acorn_map M2 = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  dataEnter(D, &DataC, &M2, 1, Sync);
  EXPECT_EQ(M2.device, M.device);
  EXPECT_EQ(D.ToDevice, 1);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 2u);
  dataExit(D, &DataC, &M2, 1, Sync);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 1u);
  dataExit(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(entry(A.data(), Bytes), nullptr);
  EXPECT_EQ(D.Releases, 1);
  EXPECT_EQ(D.FromDevice, 0); // copyin never copies back
}

TEST_F(DataMappingTest, CopyCopiesBackAtExit) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_COPY);
  dataEnter(D, &DataC, &M, 1, Sync);
  dev(M)[5] = 42; // a "kernel" writes device memory
  EXPECT_EQ(A[5], 7);
  dataExit(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(A[5], 42);
  EXPECT_TRUE(D.Live.empty());
}

TEST_F(DataMappingTest, CopyoutOnlyWhenCountersReachZero) {
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync); // dynamic 1
  acorn_map Out = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT);
  dataEnter(D, &DataC, &Out, 1, Sync); // structured 1
  dev(Out)[0] = 99;
  dataExit(D, &DataC, &Out, 1, Sync);
  EXPECT_EQ(A[0], 7) << "dynamic reference still held: no copy back yet";
  PresentEntry *E = entry(A.data(), Bytes);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->StructuredRefs, 0u);
  EXPECT_EQ(E->DynamicRefs, 1u);
  acorn_map Exit = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT);
  exitData(D, &ExitC, &Exit, 1, Sync, false);
  EXPECT_EQ(A[0], 99);
  EXPECT_EQ(entry(A.data(), Bytes), nullptr);
}

TEST_F(DataMappingTest, ExitDataFinalizeZeroesDynamicCount) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_CREATE);
  for (int I = 0; I < 3; ++I)
    enterData(D, &EnterC, &M, 1, Sync);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 3u);
  acorn_map Del = mapOf(A.data(), Bytes, ACORN_MAP_DELETE);
  exitData(D, &ExitC, &Del, 1, Sync, false);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 2u);
  exitData(D, &ExitC, &Del, 1, Sync, /*Finalize=*/true);
  EXPECT_EQ(entry(A.data(), Bytes), nullptr);
  EXPECT_EQ(D.Allocations, 1);
  EXPECT_EQ(D.Releases, 1);
}

TEST_F(DataMappingTest, FinalizeKeepsDataWithStructuredReference) {
  acorn_map S = mapOf(A.data(), Bytes, ACORN_MAP_COPY);
  dataEnter(D, &DataC, &S, 1, Sync);
  acorn_map Dyn = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &Dyn, 1, Sync);
  acorn_map Del = mapOf(A.data(), Bytes, ACORN_MAP_DELETE);
  exitData(D, &ExitC, &Del, 1, Sync, true);
  ASSERT_NE(entry(A.data(), Bytes), nullptr);
  dev(S)[1] = 5;
  dataExit(D, &DataC, &S, 1, Sync);
  EXPECT_EQ(A[1], 5);
  EXPECT_TRUE(D.Live.empty());
}

TEST_F(DataMappingTest, ExitDataOnAbsentDataDoesNothing) {
  acorn_map Del = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT);
  exitData(D, &ExitC, &Del, 1, Sync, false);
  EXPECT_EQ(D.FromDevice, 0);
  EXPECT_EQ(D.Releases, 0);
}

TEST_F(DataMappingTest, SubarrayOfPresentDataIsPresent) {
  acorn_map Whole = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &Whole, 1, Sync);
  acorn_map Part =
      mapOf(A.data() + 10, 10 * sizeof(int), ACORN_MAP_PRESENT, "a[10:10]");
  dataEnter(D, &DataC, &Part, 1, Sync);
  EXPECT_EQ(Part.device, dev(Whole) + 10);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 1u);
  dataExit(D, &DataC, &Part, 1, Sync);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 0u);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 1u);
}

TEST_F(DataMappingTest, CreateZeroFlagZeroesDeviceMemory) {
  acorn_map M =
      mapOf(A.data(), Bytes, ACORN_MAP_CREATE, "a[0:n]", ACORN_MAP_FLAG_ZERO);
  dataEnter(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(dev(M)[50], 0);
  EXPECT_EQ(D.ToDevice, 0);
}

TEST_F(DataMappingTest, NoCreateUsesHostAddressWhenAbsent) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_NO_CREATE);
  dataEnter(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(M.device, static_cast<void *>(A.data()));
  EXPECT_EQ(D.Allocations, 0);
  dataExit(D, &DataC, &M, 1, Sync);
  // ... and the device address when present.
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync);
  acorn_map M2 = mapOf(A.data(), Bytes, ACORN_MAP_NO_CREATE);
  dataEnter(D, &DataC, &M2, 1, Sync);
  EXPECT_EQ(M2.device, In.device);
  dataExit(D, &DataC, &M2, 1, Sync);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 1u);
}

TEST_F(DataMappingTest, PointerTranslatedOnlyWhenPresent) {
  acorn_map P = mapOf(A.data() + 3, 0, ACORN_MAP_POINTER, "p");
  dataEnter(D, &DataC, &P, 1, Sync);
  EXPECT_EQ(P.device, static_cast<void *>(A.data() + 3));
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync);
  dataEnter(D, &DataC, &P, 1, Sync);
  EXPECT_EQ(P.device, dev(In) + 3);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 0u); // no reference taken
}

TEST_F(DataMappingTest, DeviceptrIsPassedThrough) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_DEVICEPTR);
  dataEnter(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(M.device, static_cast<void *>(A.data()));
  EXPECT_EQ(D.presentTable().size(), 0u);
}

TEST_F(DataMappingTest, UpdateCopiesTheSection) {
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync);
  A[20] = 1;
  acorn_map Up =
      mapOf(A.data() + 20, sizeof(int), ACORN_MAP_UPDATE_DEVICE, "a[20]");
  updateData(D, &DataC, &Up, 1, Sync, false);
  EXPECT_EQ(dev(In)[20], 1);
  dev(In)[30] = 2;
  acorn_map Self = mapOf(A.data() + 30, sizeof(int), ACORN_MAP_UPDATE_SELF);
  updateData(D, &DataC, &Self, 1, Sync, false);
  EXPECT_EQ(A[30], 2);
}

TEST_F(DataMappingTest, UpdateIfPresentSkipsAbsentData) {
  acorn_map Up = mapOf(A.data(), Bytes, ACORN_MAP_UPDATE_SELF);
  updateData(D, &DataC, &Up, 1, Sync, /*IfPresent=*/true);
  EXPECT_EQ(D.FromDevice, 0);
}

TEST_F(DataMappingTest, AsyncExitWaitsBeforeFreeing) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_COPY);
  dataEnter(D, &DataC, &M, 1, 3);
  dataExit(D, &DataC, &M, 1, 3);
  EXPECT_EQ(D.Waits, 1);
  EXPECT_TRUE(D.Live.empty());
}

TEST_F(DataMappingTest, MapDataIsNeverDeletedByExitData) {
  std::vector<int> DevBuf(100);
  mapUserData(D, &DataC, A.data(), DevBuf.data(), Bytes);
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync);
  EXPECT_EQ(In.device, static_cast<void *>(DevBuf.data()));
  EXPECT_EQ(D.ToDevice, 0);
  acorn_map Del = mapOf(A.data(), Bytes, ACORN_MAP_DELETE);
  exitData(D, &ExitC, &Del, 1, Sync, true);
  ASSERT_NE(entry(A.data(), Bytes), nullptr);
  unmapUserData(D, &DataC, A.data());
  EXPECT_EQ(entry(A.data(), Bytes), nullptr);
  EXPECT_EQ(D.Releases, 0); // the user's memory is the user's
}

TEST_F(DataMappingTest, AttachWritesDevicePointer) {
  struct Holder {
    int *P;
  } H{A.data() + 4};
  acorn_map Data = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  acorn_map HolderMap = mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h");
  enterData(D, &EnterC, &Data, 1, Sync);
  enterData(D, &EnterC, &HolderMap, 1, Sync);
  attachPointer(D, &DataC, reinterpret_cast<void **>(&H.P), Sync);
  Holder *DevH = static_cast<Holder *>(HolderMap.device);
  EXPECT_EQ(DevH->P, dev(Data) + 4);
  detachPointer(D, &DataC, reinterpret_cast<void **>(&H.P), Sync, false);
  EXPECT_EQ(DevH->P, A.data() + 4);
}

// A compute construct with a member section and its struct: the struct's device
// copy points to the section while the construct runs, and the host pointer is
// back before the struct is copied out.
TEST_F(DataMappingTest, AttachMapOfStructMemberSection) {
  struct Mesh {
    int N;
    int *X;
  } M{100, A.data()};
  acorn_map Maps[3] = {mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "m.x[0:m.n]"),
                       mapOf(&M, sizeof M, ACORN_MAP_COPY, "m"),
                       mapOf(&M.X, sizeof(void *), ACORN_MAP_ATTACH, "m.x")};
  dataEnter(D, &DataC, Maps, 3, Sync);
  Mesh *DevM = static_cast<Mesh *>(Maps[1].device);
  EXPECT_EQ(DevM->X, dev(Maps[0]));
  dataExit(D, &DataC, Maps, 3, Sync);
  EXPECT_EQ(M.X, A.data()); // the copied-back struct holds the host pointer
}

// Without its struct on the device, an attach map does nothing.
TEST_F(DataMappingTest, AttachMapWithoutStructDoesNothing) {
  struct Mesh {
    int *X;
  } M{A.data()};
  acorn_map Maps[2] = {mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "m.x[0:n]"),
                       mapOf(&M.X, sizeof(void *), ACORN_MAP_ATTACH, "m.x")};
  dataEnter(D, &DataC, Maps, 2, Sync);
  EXPECT_EQ(entry(&M, sizeof M), nullptr);
  dataExit(D, &DataC, Maps, 2, Sync);
  EXPECT_EQ(M.X, A.data());
}

using DataMappingDeathTest = DataMappingTest;

TEST_F(DataMappingDeathTest, PresentClauseOnAbsentDataNamesVariable) {
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_PRESENT);
  EXPECT_EXIT(dataEnter(D, &DataC, &M, 1, Sync), ::testing::ExitedWithCode(1),
              "ACORN RUNTIME ERROR: test.c:12:3: in 'data': data for "
              "'a\\[0:n\\]' \\(host 0x[0-9a-f]+-0x[0-9a-f]+ \\(400 bytes\\)\\) "
              "is not present");
}

TEST_F(DataMappingDeathTest, PartiallyPresentDataIsReported) {
  acorn_map Half = mapOf(A.data(), Bytes / 2, ACORN_MAP_COPYIN, "a[0:n/2]");
  enterData(D, &EnterC, &Half, 1, Sync);
  acorn_map M = mapOf(A.data(), Bytes, ACORN_MAP_COPY);
  EXPECT_EXIT(
      dataEnter(D, &DataC, &M, 1, Sync), ::testing::ExitedWithCode(1),
      "'a\\[0:n\\]' .* is partially present on nvidia device 0: the "
      "device holds host 0x[0-9a-f]+-0x[0-9a-f]+ \\(200 bytes; structured 0, "
      "dynamic 1; mapped by 'enter data' at test.c:20:1\\)");
}

TEST_F(DataMappingDeathTest, UpdateOfAbsentDataIsAnError) {
  acorn_map Up = mapOf(A.data(), Bytes, ACORN_MAP_UPDATE_DEVICE);
  EXPECT_EXIT(updateData(D, &DataC, &Up, 1, Sync, false),
              ::testing::ExitedWithCode(1), "is not present");
}

TEST_F(DataMappingDeathTest, UnmapWhileInDataRegionIsAnError) {
  std::vector<int> DevBuf(100);
  mapUserData(D, &DataC, A.data(), DevBuf.data(), Bytes);
  acorn_map P = mapOf(A.data(), Bytes, ACORN_MAP_PRESENT);
  dataEnter(D, &DataC, &P, 1, Sync);
  EXPECT_EXIT(unmapUserData(D, &DataC, A.data()), ::testing::ExitedWithCode(1),
              "structured reference count 1");
}

TEST_F(DataMappingDeathTest, ExitDataOfPartlyPresentData) {
  acorn_map Half = mapOf(A.data(), Bytes / 2, ACORN_MAP_COPYIN, "a[0:n/2]");
  enterData(D, &EnterC, &Half, 1, Sync);
  acorn_map Out = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT);
  EXPECT_EXIT(exitData(D, &ExitC, &Out, 1, Sync, false),
              ::testing::ExitedWithCode(1),
              "test.c:30:1: in 'exit data': data for 'a\\[0:n\\]' .* is "
              "partially present");
}

TEST_F(DataMappingDeathTest, ExitDataDeletingWithAnotherExtent) {
  acorn_map All = mapOf(A.data(), Bytes, ACORN_MAP_CREATE);
  enterData(D, &EnterC, &All, 1, Sync);
  acorn_map Part = mapOf(A.data(), Bytes / 4, ACORN_MAP_COPYOUT, "a[0:n/4]");
  EXPECT_EXIT(exitData(D, &ExitC, &Part, 1, Sync, false),
              ::testing::ExitedWithCode(1),
              "in 'exit data': data for 'a\\[0:n/4\\]' .* is present on "
              "nvidia device 0 with a different extent: the device holds "
              "host 0x[0-9a-f]+-0x[0-9a-f]+ \\(400 bytes; structured 0, "
              "dynamic 1; mapped by 'enter data' at test.c:20:1\\)");
}

// A structured reference to a part of present data may outlive the dynamic
// one: the part is copied back and the data deleted.
TEST_F(DataMappingTest, StructuredPartOutlivesDynamicReference) {
  acorn_map All = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &All, 1, Sync);
  acorn_map Part = mapOf(A.data(), 2 * sizeof(int), ACORN_MAP_COPY, "a[0:2]");
  dataEnter(D, &DataC, &Part, 1, Sync);
  acorn_map Del = mapOf(A.data(), Bytes, ACORN_MAP_DELETE);
  exitData(D, &ExitC, &Del, 1, Sync, false);
  dev(Part)[1] = 55;
  dataExit(D, &DataC, &Part, 1, Sync);
  EXPECT_EQ(A[1], 55);
  EXPECT_TRUE(D.Live.empty());
}

TEST_F(DataMappingTest, AttachOfAbsentPointerDoesNothing) {
  int *P = A.data();
  attachPointer(D, &DataC, reinterpret_cast<void **>(&P), Sync);
  detachPointer(D, &DataC, reinterpret_cast<void **>(&P), Sync, true);
  EXPECT_EQ(P, A.data());
  EXPECT_EQ(D.ToDevice, 0);
}

// Host and multicore share host memory: identity mapping, nothing fails.
TEST(HostDataMapping, IdentityOnHostDevice) {
  auto H = makeHostDevice();
  int X[10] = {0};
  acorn_map Maps[] = {mapOf(X, sizeof X, ACORN_MAP_COPY),
                      mapOf(X, sizeof X, ACORN_MAP_PRESENT),
                      mapOf(X + 2, 0, ACORN_MAP_POINTER)};
  dataEnter(*H, &DataC, Maps, 3, Sync);
  for (acorn_map &M : Maps)
    EXPECT_EQ(M.device, M.host);
  dataExit(*H, &DataC, Maps, 3, Sync);
  enterData(*H, &EnterC, Maps, 1, Sync);
  exitData(*H, &ExitC, Maps, 1, Sync, true);
  EXPECT_EQ(H->presentTable().size(), 0u);
  EXPECT_EQ(presentAddress(*H, &DataC, X, sizeof X, "x"),
            static_cast<void *>(X));
}

} // namespace

namespace {

// 2.14.4 update a[2:3][1:2] of a 4x5 row-major array: three rows of two
// elements move, nothing else.
TEST(UpdateRows, OnlyTheSubBlockMoves) {
  FakeDiscreteDevice D;
  int A[4][5];
  for (int I = 0; I < 4; ++I)
    for (int J = 0; J < 5; ++J)
      A[I][J] = 10 * I + J;
  acorn_map M = mapOf(A, sizeof A, ACORN_MAP_COPYIN, "a");
  enterData(D, &EnterC, &M, 1, Sync);
  auto *Dev = static_cast<int(*)[5]>(M.device);
  for (int I = 0; I < 4; ++I)
    for (int J = 0; J < 5; ++J)
      Dev[I][J] = -1;
  acorn_map Rows =
      mapOf(&A[2][1], 2 * sizeof(int), ACORN_MAP_UPDATE_SELF, "a[2:2][1:2]");
  updateRows(D, &DataC, Rows, 2, sizeof A[0], Sync, false);
  for (int I = 0; I < 4; ++I)
    for (int J = 0; J < 5; ++J)
      EXPECT_EQ(A[I][J], I >= 2 && J >= 1 && J < 3 ? -1 : 10 * I + J)
          << I << "," << J;
  A[0][4] = 99;
  acorn_map Up =
      mapOf(&A[0][3], 2 * sizeof(int), ACORN_MAP_UPDATE_DEVICE, "a[0:4][3:2]");
  updateRows(D, &DataC, Up, 4, sizeof A[0], Sync, false);
  EXPECT_EQ(Dev[0][4], 99);
  EXPECT_EQ(Dev[3][3], 33);
  EXPECT_EQ(Dev[3][2], -1);
}

TEST(UpdateRowsDeathTest, SpanMustBePresent) {
  FakeDiscreteDevice D;
  int A[4][5] = {};
  acorn_map Half = mapOf(A, 2 * sizeof A[0], ACORN_MAP_COPYIN, "a[0:2]");
  enterData(D, &EnterC, &Half, 1, Sync);
  acorn_map Rows =
      mapOf(&A[1][1], 2 * sizeof(int), ACORN_MAP_UPDATE_DEVICE, "a[1:2][1:2]");
  EXPECT_EXIT(updateRows(D, &DataC, Rows, 2, sizeof A[0], Sync, false),
              ::testing::ExitedWithCode(1),
              "in 'data': data for 'a\\[1:2\\]\\[1:2\\]' \\(host "
              "0x[0-9a-f]+-0x[0-9a-f]+ \\(28 bytes\\)\\) is partially present");
  acorn_map Absent = mapOf(&A[3][0], sizeof(int), ACORN_MAP_UPDATE_SELF, "b");
  updateRows(D, &DataC, Absent, 1, sizeof A[0], Sync, /*IfPresent=*/true);
}

// 2.8 host_data use_device: device addresses of present data, nothing counted.
// A pointer to a struct the region reaches through its members (p->n), the
// struct absent: the first construct copies it, a second one running at
// once (another host thread's) takes a reference to that copy, so the first
// one's exit cannot free it under the second's region (2.6.7).
TEST_F(DataMappingTest, StructTargetCopyIsReferencedByEveryConstruct) {
  struct Grid {
    int N;
    int *U;
  } G{100, A.data()};
  int Flags = ACORN_MAP_FLAG_STRUCT_TARGET;
  acorn_map First = mapOf(&G, sizeof G, ACORN_MAP_POINTER, "g", Flags);
  acorn_map Second = mapOf(&G, sizeof G, ACORN_MAP_POINTER, "g", Flags);
  dataEnter(D, &DataC, &First, 1, Sync);
  dataEnter(D, &DataC, &Second, 1, Sync);
  ASSERT_NE(entry(&G, sizeof G), nullptr);
  EXPECT_EQ(entry(&G, sizeof G)->StructuredRefs, 2u);
  EXPECT_EQ(Second.device, First.device);
  dataExit(D, &DataC, &First, 1, Sync);
  ASSERT_NE(entry(&G, sizeof G), nullptr) << "freed under the second region";
  EXPECT_EQ(static_cast<Grid *>(Second.device)->N, 100);
  dataExit(D, &DataC, &Second, 1, Sync);
  EXPECT_EQ(entry(&G, sizeof G), nullptr);
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST_F(DataMappingTest, UseDeviceGivesDeviceAddresses) {
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &In, 1, Sync);
  const acorn_construct HostDataC = {"test.c", 40, 1, "host_data"};
  acorn_map Maps[] = {mapOf(A.data() + 10, 0, ACORN_MAP_USE_DEVICE, "p"), // a pointer's value
                      mapOf(A.data(), Bytes, ACORN_MAP_USE_DEVICE, "a"),  // a variable's storage
                      mapOf(nullptr, 0, ACORN_MAP_USE_DEVICE, "null")};
  hostData(D, &HostDataC, Maps, 3, false);
  EXPECT_EQ(Maps[0].device, static_cast<void *>(dev(In) + 10));
  EXPECT_EQ(Maps[1].device, In.device);
  EXPECT_EQ(Maps[2].device, nullptr);
  EXPECT_EQ(entry(A.data(), Bytes)->DynamicRefs, 1u);
  EXPECT_EQ(entry(A.data(), Bytes)->StructuredRefs, 0u);
  // if_present: absent data keeps its host address.
  int Other[4];
  acorn_map Absent = mapOf(Other, 0, ACORN_MAP_USE_DEVICE, "q");
  hostData(D, &HostDataC, &Absent, 1, true);
  EXPECT_EQ(Absent.device, static_cast<void *>(Other));
}

TEST_F(DataMappingDeathTest, UseDeviceOfAbsentDataIsAnError) {
  const acorn_construct HostDataC = {"test.c", 40, 1, "host_data"};
  acorn_map M = mapOf(A.data(), 0, ACORN_MAP_USE_DEVICE, "x");
  EXPECT_EXIT(hostData(D, &HostDataC, &M, 1, false), ::testing::ExitedWithCode(1),
              "test.c:40:1: in 'host_data': data for 'x' .* is not present");
}

// A pointer item stands for the address it holds: the error names that address
// rather than a range of 0 bytes, and says when it is already a device address
// (as in tests/gpu/host_data_cuda_kernel_cpp.cpp, which passed the result of
// one host_data to a function listing it in another).
TEST_F(DataMappingDeathTest, UseDeviceOfADeviceAddressSaysSo) {
  acorn_map In = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "o[0:n]");
  enterData(D, &EnterC, &In, 1, Sync);
  const acorn_construct HostDataC = {"test.cpp", 27, 1, "host_data"};
  acorn_map M = mapOf(dev(In) + 4, 0, ACORN_MAP_USE_DEVICE, "x");
  EXPECT_EXIT(hostData(D, &HostDataC, &M, 1, false),
              ::testing::ExitedWithCode(1),
              "test.cpp:27:1: in 'host_data': 'x' \\(0x[0-9a-f]+\\) is not "
              "the host address of data present on nvidia device 0: it is "
              "already a device address, 16 bytes into the device copy of "
              "host 0x[0-9a-f]+-0x[0-9a-f]+ \\(400 bytes; structured 0, "
              "dynamic 1; mapped by 'enter data' at test.c:20:1\\); "
              "use_device takes the host address");
  int Other[4];
  acorn_map Absent = mapOf(Other + 1, 0, ACORN_MAP_USE_DEVICE, "q");
  EXPECT_EXIT(hostData(D, &HostDataC, &Absent, 1, false),
              ::testing::ExitedWithCode(1),
              "in 'host_data': data for 'q' \\(host address 0x[0-9a-f]+\\) "
              "is not present on nvidia device 0; nearest present data");
  void *Block = userAllocate(D, &DataC, 64);
  acorn_map Malloced = mapOf(static_cast<char *>(Block) + 8, 0,
                             ACORN_MAP_USE_DEVICE, "d");
  EXPECT_EXIT(hostData(D, &HostDataC, &Malloced, 1, false),
              ::testing::ExitedWithCode(1),
              "'d' \\(0x[0-9a-f]+\\) is not the host address of data present "
              "on nvidia device 0: it is already a device address, 8 bytes "
              "into the 64-byte block 0x[0-9a-f]+ that acc_malloc returned; "
              "use_device takes the host address");
  // With if_present a device address is absent data: it is kept.
  hostData(D, &HostDataC, &M, 1, true);
  EXPECT_EQ(M.device, static_cast<void *>(dev(In) + 4));
  userFree(D, &DataC, Block);
}

TEST(HostDataMapping, UseDeviceIsIdentityOnHostDevice) {
  auto H = makeHostDevice();
  int X[10] = {0};
  acorn_map M = mapOf(X, sizeof X, ACORN_MAP_USE_DEVICE, "x");
  hostData(*H, &DataC, &M, 1, false);
  EXPECT_EQ(M.device, static_cast<void *>(X));
}

} // namespace

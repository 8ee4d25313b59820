// 2.6.8 attachment on a fake discrete device: the attach and detach clauses
// (counters, re-targeting, finalize) and NVHPC's reading of present(p) for a
// pointer p.
#include "core/data.h"
#include "fake_device.h"

#include <gtest/gtest.h>

#include <vector>

using namespace acorn;

namespace {

const acorn_construct DataC = {"test.c", 12, 3, "data"};
const acorn_construct EnterC = {"test.c", 20, 1, "enter data"};
const acorn_construct ExitC = {"test.c", 30, 1, "exit data"};
constexpr int Sync = ACORN_ASYNC_SYNC;

acorn_map mapOf(void *Host, size_t Bytes, int Kind, const char *Name,
                int Flags = 0) {
  return acorn_map{Host, Bytes, Kind, Flags, Name, nullptr};
}

struct AttachTest : ::testing::Test {
  FakeDiscreteDevice D;
  std::vector<double> A = std::vector<double>(64, 1.5);
  size_t Bytes = 64 * sizeof(double);

  PresentEntry *entry(const void *Host, size_t N) {
    PresentLookup L = D.presentTable().find(Host, N);
    return L.State == Presence::Present ? L.Entry : nullptr;
  }
  /// The device copy of host address P (which must be present).
  template <class T> T *dev(T *P) {
    return static_cast<T *>(entry(P, 0)->deviceAddress(P));
  }
  unsigned long attachCount(void **P) {
    PresentEntry *E = entry(P, sizeof(void *));
    auto It = E->Attached.find(reinterpret_cast<uintptr_t>(P));
    return It == E->Attached.end() ? 0 : It->second.Count;
  }
};

struct Holder {
  int N;
  double *P;
};

// enter data copyin(h) create(h.p[0:n]) attach(h.p) ... exit data detach(h.p)
TEST_F(AttachTest, AttachAndDetachClausesCount) {
  Holder H{64, A.data()};
  acorn_map In[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_CREATE, "h.p[0:n]")};
  enterData(D, &EnterC, In, 2, Sync);
  acorn_map Att = mapOf(&H.P, sizeof(void *), ACORN_MAP_ATTACH, "h.p");
  enterData(D, &EnterC, &Att, 1, Sync);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
  enterData(D, &EnterC, &Att, 1, Sync); // same target: the counter only
  EXPECT_EQ(attachCount(reinterpret_cast<void **>(&H.P)), 2u);
  acorn_map Det = mapOf(&H.P, sizeof(void *), ACORN_MAP_DETACH, "h.p");
  exitData(D, &ExitC, &Det, 1, Sync, false);
  EXPECT_EQ(dev(&H)->P, dev(A.data())) << "one attachment is left";
  exitData(D, &ExitC, &Det, 1, Sync, false);
  EXPECT_EQ(dev(&H)->P, A.data()) << "detached: the host value again";
  // finalize sets the counter to zero at once.
  enterData(D, &EnterC, &Att, 1, Sync);
  enterData(D, &EnterC, &Att, 1, Sync);
  exitData(D, &ExitC, &Det, 1, Sync, true);
  EXPECT_EQ(attachCount(reinterpret_cast<void **>(&H.P)), 0u);
  EXPECT_EQ(dev(&H)->P, A.data());
}

// A structured attach clause (data, compute constructs) detaches at exit.
TEST_F(AttachTest, StructuredAttachDetachesAtExit) {
  Holder H{64, A.data()};
  acorn_map In[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "h.p[0:n]")};
  enterData(D, &EnterC, In, 2, Sync);
  acorn_map Att = mapOf(&H.P, sizeof(void *), ACORN_MAP_ATTACH, "h.p");
  dataEnter(D, &DataC, &Att, 1, Sync);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
  dataExit(D, &DataC, &Att, 1, Sync);
  EXPECT_EQ(dev(&H)->P, A.data());
}

// 2.6.8: attaching a pointer whose target is absent does nothing, so a later
// attach, once the target is there, still attaches.
TEST_F(AttachTest, AttachToAbsentTargetIsNoAction) {
  Holder H{64, A.data()};
  acorn_map In = mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h");
  enterData(D, &EnterC, &In, 1, Sync);
  void **P = reinterpret_cast<void **>(&H.P);
  attachPointer(D, &DataC, P, Sync);
  EXPECT_EQ(attachCount(P), 0u);
  acorn_map Data = mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "h.p[0:n]");
  enterData(D, &EnterC, &Data, 1, Sync);
  attachPointer(D, &DataC, P, Sync);
  EXPECT_EQ(attachCount(P), 1u);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
}

// The host pointer now points to other present data: attached anew, counter 1.
TEST_F(AttachTest, AttachToNewTargetResetsCounter) {
  std::vector<double> B(8, 2.0);
  Holder H{64, A.data()};
  acorn_map In[3] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "a"),
                     mapOf(B.data(), 8 * sizeof(double), ACORN_MAP_COPYIN, "b")};
  enterData(D, &EnterC, In, 3, Sync);
  void **P = reinterpret_cast<void **>(&H.P);
  attachPointer(D, &DataC, P, Sync);
  attachPointer(D, &DataC, P, Sync);
  H.P = B.data();
  attachPointer(D, &DataC, P, Sync);
  EXPECT_EQ(attachCount(P), 1u);
  EXPECT_EQ(dev(&H)->P, dev(B.data()));
}

// The value an attach writes lives on the host stack: an async queue is
// waited for first, so the copyin queued before it cannot land after it.
TEST_F(AttachTest, AsyncAttachWaitsForTheQueue) {
  Holder H{64, A.data()};
  acorn_map In[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "h.p[0:n]")};
  enterData(D, &EnterC, In, 2, 3);
  int Waits = D.Waits;
  attachPointer(D, &DataC, reinterpret_cast<void **>(&H.P), 3);
  EXPECT_EQ(D.Waits, Waits + 1);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
}

// NVHPC's present(p): p is absent, the data it points to present.
TEST_F(AttachTest, PresentPointerUsesItsTarget) {
  double *P = A.data() + 8;
  acorn_map Data = mapOf(A.data(), Bytes, ACORN_MAP_CREATE, "A[0:n]");
  enterData(D, &EnterC, &Data, 1, Sync);
  acorn_map M = mapOf(&P, sizeof P, ACORN_MAP_PRESENT, "P",
                      ACORN_MAP_FLAG_POINTEE);
  dataEnter(D, &DataC, &M, 1, Sync);
  ASSERT_NE(M.device, static_cast<void *>(&P));
  // The region reads P through its device copy: the device address.
  double *DevP = *static_cast<double **>(M.device);
  EXPECT_EQ(DevP, dev(A.data()) + 8);
  DevP[0] = 42.0;
  dataExit(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(entry(&P, sizeof P), nullptr) << "P's device copy lives for the region";
  EXPECT_EQ(P, A.data() + 8);
  acorn_map Out = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT, "A[0:n]");
  exitData(D, &ExitC, &Out, 1, Sync, false);
  EXPECT_EQ(A[8], 42.0);
  EXPECT_TRUE(D.Live.empty());
}

// When p itself is present, present(p) is the pointer, as 2.7.6 says.
TEST_F(AttachTest, PresentPointerItselfPresentIsThePointer) {
  double *P = A.data();
  acorn_map Ptr = mapOf(&P, sizeof P, ACORN_MAP_COPYIN, "P");
  enterData(D, &EnterC, &Ptr, 1, Sync);
  acorn_map M = mapOf(&P, sizeof P, ACORN_MAP_PRESENT, "P",
                      ACORN_MAP_FLAG_POINTEE);
  dataEnter(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(M.device, Ptr.device);
  EXPECT_EQ(entry(&P, sizeof P)->StructuredRefs, 1u);
  dataExit(D, &DataC, &M, 1, Sync);
  EXPECT_NE(entry(&P, sizeof P), nullptr);
}

// present(p) where p is present inside a mapped object (a member of the
// implicit copy of *this) and its target too: attached for the construct.
TEST_F(AttachTest, PresentPointerInsidePresentObjectIsAttached) {
  Holder H{64, A.data()};
  acorn_map Data = mapOf(A.data(), Bytes, ACORN_MAP_CREATE, "data_[0:n_]");
  enterData(D, &EnterC, &Data, 1, Sync);
  acorn_map Maps[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPY, "*this"),
                       mapOf(&H.P, sizeof(void *), ACORN_MAP_PRESENT, "data_",
                             ACORN_MAP_FLAG_POINTEE)};
  dataEnter(D, &DataC, Maps, 2, Sync);
  EXPECT_EQ(*static_cast<double **>(Maps[1].device), dev(A.data()));
  dataExit(D, &DataC, Maps, 2, Sync);
  EXPECT_EQ(H.P, A.data()) << "the object comes back with the host pointer";
}

using AttachDeathTest = AttachTest;

TEST_F(AttachDeathTest, PresentPointerWithAbsentTargetNamesIt) {
  double *P = A.data();
  acorn_map M = mapOf(&P, sizeof P, ACORN_MAP_PRESENT, "P",
                      ACORN_MAP_FLAG_POINTEE);
  EXPECT_EXIT(dataEnter(D, &DataC, &M, 1, Sync), ::testing::ExitedWithCode(1),
              "in 'data': data for 'P' .* is not present on nvidia device 0, "
              "nor is the data it points to \\(host address 0x[0-9a-f]+\\)");
}

} // namespace

// 2.6.8 attachment on a fake discrete device: the attach and detach clauses
// (counters, re-targeting, finalize), NVHPC's reading of present(p) for a
// pointer p, and sections of pointers to pointers (pp[lo:n][rlo:m]).
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
  return acorn_map{Host, Bytes, Kind, Flags, Name, nullptr, 0};
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

// enter data copyin(h) copyin(h.p[8:32]): the section starts 8 elements past
// the pointer's target, which is not present itself. The pointer gets the
// device address that corresponds to its target, so h.p[8..39] on the device
// are the mapped elements (as GCC and NVHPC do).
TEST_F(AttachTest, SectionPastTheTargetAttachesWithItsOffset) {
  Holder H{64, A.data()};
  for (int I = 0; I < 64; ++I)
    A[I] = I;
  acorn_map In[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data() + 8, 32 * sizeof(double), ACORN_MAP_COPYIN,
                           "h.p[8:32]")};
  acorn_map Att = mapOf(&H.P, sizeof(void *), ACORN_MAP_ATTACH, "h.p");
  Att.offset = 8 * sizeof(double);
  enterData(D, &EnterC, In, 2, Sync);
  enterData(D, &EnterC, &Att, 1, Sync);
  double *DevP = dev(&H)->P;
  EXPECT_EQ(DevP + 8, dev(A.data() + 8));
  EXPECT_EQ(DevP[8], 8.0);
  EXPECT_EQ(DevP[39], 39.0);
  // A region naming the member by itself (C++: a pointer member of *this)
  // gets the attached device value.
  acorn_map Member = mapOf(&H.P, 0, ACORN_MAP_POINTER, "p",
                           ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_POINTER_AT);
  dataEnter(D, &DataC, &Member, 1, Sync);
  EXPECT_EQ(Member.device, DevP);
  dataExit(D, &DataC, &Member, 1, Sync);
  exitData(D, &ExitC, &Att, 1, Sync, false);
  EXPECT_EQ(dev(&H)->P, A.data()) << "detached: the host value again";
  // Not attached: its value, translated where it points into present data.
  dataEnter(D, &DataC, &Member, 1, Sync);
  EXPECT_EQ(Member.device, A.data());
  dataExit(D, &DataC, &Member, 1, Sync);
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

struct Range {
  double *B, *E;
};

// A [begin, end) pair whose end points one past the mapped array: the
// implicit attach of the members a region uses (and the translation of a
// pointer without a clause) takes the end relative to the array, as C allows
// such a pointer; an attach clause keeps 2.6.8 (its target is not present).
TEST_F(AttachTest, ImplicitAttachTranslatesAnEndPointer) {
  Range R{A.data(), A.data() + 64};
  acorn_map In[2] = {mapOf(&R, sizeof R, ACORN_MAP_COPYIN, "r"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "a[0:64]")};
  enterData(D, &EnterC, In, 2, Sync);
  void **End = reinterpret_cast<void **>(&R.E);
  acorn_map Clause = mapOf(End, sizeof(void *), ACORN_MAP_ATTACH, "r.e");
  dataEnter(D, &DataC, &Clause, 1, Sync);
  EXPECT_EQ(attachCount(End), 0u) << "attach(r.e): its target is not present";
  EXPECT_EQ(dev(&R)->E, A.data() + 64);
  dataExit(D, &DataC, &Clause, 1, Sync);
  acorn_map Implicit[2] = {
      mapOf(&R.B, sizeof(void *), ACORN_MAP_ATTACH, "r.b", ACORN_MAP_FLAG_IMPLICIT),
      mapOf(End, sizeof(void *), ACORN_MAP_ATTACH, "r.e", ACORN_MAP_FLAG_IMPLICIT)};
  dataEnter(D, &DataC, Implicit, 2, Sync);
  EXPECT_EQ(dev(&R)->B, dev(A.data()));
  EXPECT_EQ(dev(&R)->E, dev(A.data()) + 64);
  dataExit(D, &DataC, Implicit, 2, Sync);
  EXPECT_EQ(dev(&R)->E, A.data() + 64) << "detached: the host value again";
  acorn_map Pointer = mapOf(A.data() + 64, 0, ACORN_MAP_POINTER, "last");
  dataEnter(D, &DataC, &Pointer, 1, Sync);
  EXPECT_EQ(Pointer.device, static_cast<void *>(dev(A.data()) + 64));
  dataExit(D, &DataC, &Pointer, 1, Sync);
}

// Data that starts where another range ends holds the pointer: it is that
// data's first byte, not the other's end.
TEST_F(AttachTest, PointerAtTheStartOfNextDataIsThatData) {
  double Both[16] = {0};
  acorn_map In[2] = {mapOf(Both, 8 * sizeof(double), ACORN_MAP_COPYIN, "lo"),
                     mapOf(Both + 8, 8 * sizeof(double), ACORN_MAP_COPYIN, "hi")};
  enterData(D, &EnterC, In, 2, Sync);
  acorn_map Pointer = mapOf(Both + 8, 0, ACORN_MAP_POINTER, "mid");
  dataEnter(D, &DataC, &Pointer, 1, Sync);
  EXPECT_EQ(Pointer.device, In[1].device);
  dataExit(D, &DataC, &Pointer, 1, Sync);
}

// The host pointer now points to other present data: attached anew, counter 1.
TEST_F(AttachTest, AttachToNewTargetResetsCounter) {
  std::vector<double> B(8, 2.0);
  Holder H{64, A.data()};
  acorn_map In[3] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "a"),
                     mapOf(B.data(), 8 * sizeof B[0], ACORN_MAP_COPYIN, "b")};
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

// update device(h) after h.p was attached: the other members move, the
// device h.p keeps its target, so a later attach only counts; update self(h)
// leaves the host h.p a host address.
TEST_F(AttachTest, UpdateLeavesAttachedPointersAlone) {
  Holder H{64, A.data()};
  acorn_map In[2] = {mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "h.p[0:n]")};
  enterData(D, &EnterC, In, 2, Sync);
  void **P = reinterpret_cast<void **>(&H.P);
  attachPointer(D, &DataC, P, Sync);
  H.N = 7;
  acorn_map Up = mapOf(&H, sizeof H, ACORN_MAP_UPDATE_DEVICE, "h");
  updateData(D, &EnterC, &Up, 1, Sync, false);
  EXPECT_EQ(dev(&H)->N, 7);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
  attachPointer(D, &DataC, P, Sync);
  EXPECT_EQ(attachCount(P), 2u);
  dev(&H)->N = 9;
  acorn_map Self = mapOf(&H, sizeof H, ACORN_MAP_UPDATE_SELF, "h");
  updateData(D, &EnterC, &Self, 1, Sync, false);
  EXPECT_EQ(H.N, 9);
  EXPECT_EQ(H.P, A.data());
  detachPointer(D, &DataC, P, Sync, /*Finalize=*/true);
  updateData(D, &EnterC, &Up, 1, Sync, false); // detached: moves as data
  EXPECT_EQ(dev(&H)->P, A.data());
}

// An array of holders, and updates that start or end inside a pointer: only
// the bytes of attached pointers stay; every other byte of the range moves.
TEST_F(AttachTest, UpdateMovesTheGapsBetweenAttachedPointers) {
  Holder Hs[3] = {{1, A.data()}, {2, A.data() + 8}, {3, nullptr}};
  acorn_map In[2] = {mapOf(Hs, sizeof Hs, ACORN_MAP_COPYIN, "hs"),
                     mapOf(A.data(), Bytes, ACORN_MAP_COPYIN, "a")};
  enterData(D, &EnterC, In, 2, Sync);
  attachPointer(D, &DataC, reinterpret_cast<void **>(&Hs[0].P), Sync);
  attachPointer(D, &DataC, reinterpret_cast<void **>(&Hs[1].P), Sync);
  Hs[0].N = 10, Hs[1].N = 20, Hs[2].N = 30;
  Hs[2].P = A.data() + 1; // not attached: moves
  acorn_map Up = mapOf(Hs, sizeof Hs, ACORN_MAP_UPDATE_DEVICE, "hs");
  updateData(D, &EnterC, &Up, 1, Sync, false);
  Holder *Dev = dev(Hs);
  EXPECT_EQ(Dev[0].N, 10);
  EXPECT_EQ(Dev[1].N, 20);
  EXPECT_EQ(Dev[2].N, 30);
  EXPECT_EQ(Dev[0].P, dev(A.data()));
  EXPECT_EQ(Dev[1].P, dev(A.data() + 8));
  EXPECT_EQ(Dev[2].P, A.data() + 1);
  // From the middle of Hs[0].P to the middle of Hs[1].P.
  Hs[1].N = 21;
  char *From = reinterpret_cast<char *>(&Hs[0].P) + 4;
  char *To = reinterpret_cast<char *>(&Hs[1].P) + 4;
  acorn_map Part = mapOf(From, To - From, ACORN_MAP_UPDATE_DEVICE, "part");
  updateData(D, &EnterC, &Part, 1, Sync, false);
  EXPECT_EQ(Dev[1].N, 21);
  EXPECT_EQ(Dev[0].P, dev(A.data()));
  EXPECT_EQ(Dev[1].P, dev(A.data() + 8));
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
  EXPECT_EQ(entry(&P, sizeof P), nullptr)
      << "P's device copy lives for the region";
  EXPECT_EQ(P, A.data() + 8);
  acorn_map Out = mapOf(A.data(), Bytes, ACORN_MAP_COPYOUT, "A[0:n]");
  exitData(D, &ExitC, &Out, 1, Sync, false);
  EXPECT_EQ(A[8], 42.0);
  EXPECT_TRUE(D.Live.empty());
}

// Constructs of host threads sharing p run at once: each gets a device copy
// of p of its own, outside the present table, so one's exit neither frees
// nor detaches the copy another's region reads.
TEST_F(AttachTest, PresentPointerCopyIsEachConstructsOwn) {
  double *P = A.data();
  acorn_map Data = mapOf(A.data(), Bytes, ACORN_MAP_CREATE, "A[0:n]");
  enterData(D, &EnterC, &Data, 1, Sync);
  acorn_map First = mapOf(&P, sizeof P, ACORN_MAP_PRESENT, "P",
                          ACORN_MAP_FLAG_POINTEE);
  acorn_map Second = First;
  dataEnter(D, &DataC, &First, 1, 1);
  dataEnter(D, &DataC, &Second, 1, 2);
  EXPECT_NE(First.device, Second.device);
  EXPECT_EQ(entry(&P, sizeof P), nullptr) << "not in the present table";
  dataExit(D, &DataC, &First, 1, 1);
  EXPECT_EQ(*static_cast<double **>(Second.device), dev(A.data()));
  dataExit(D, &DataC, &Second, 1, 2);
  acorn_map Out = mapOf(A.data(), Bytes, ACORN_MAP_DELETE, "A[0:n]");
  exitData(D, &ExitC, &Out, 1, Sync, false);
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

// 2.6.2: a kernels region copies a local pointer it moves (`*q++ = x`),
// attached at entry (ACORN_MAP_FLAG_CARRY_BACK): the copy back of its device
// copy gives the host the address as far from its value as the device's moved,
// also one past the end; present from around the construct, it is not copied
// back (2.7.7) and is detached as any.
TEST_F(AttachTest, KernelsPointerIsCarriedBack) {
  double *Q = A.data() + 2;
  const int Carry = ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_FLAG_CARRY_BACK;
  acorn_map Maps[3] = {mapOf(&Q, sizeof Q, ACORN_MAP_COPY, "q", ACORN_MAP_FLAG_IMPLICIT),
                       mapOf(A.data(), Bytes, ACORN_MAP_COPY, "a"),
                       mapOf(&Q, sizeof Q, ACORN_MAP_ATTACH, "q", Carry)};
  dataEnter(D, &DataC, Maps, 3, Sync);
  double **DevQ = static_cast<double **>(Maps[0].device);
  ASSERT_EQ(*DevQ, dev(A.data()) + 2) << "attached to the target's device copy";
  *DevQ += 62; // the region: one past the end
  dataExit(D, &DataC, Maps, 3, Sync);
  EXPECT_EQ(Q, A.data() + 64);
  EXPECT_TRUE(D.Live.empty());

  Q = A.data();
  acorn_map Around = mapOf(&Q, sizeof Q, ACORN_MAP_COPYIN, "q");
  enterData(D, &EnterC, &Around, 1, Sync);
  dataEnter(D, &DataC, Maps, 3, Sync);
  *static_cast<double **>(Maps[0].device) += 5;
  dataExit(D, &DataC, Maps, 3, Sync);
  EXPECT_EQ(Q, A.data()) << "present around the construct: not copied back";
  EXPECT_EQ(*dev(&Q), A.data()) << "detached: the host value";
  exitData(D, &ExitC, &Around, 1, Sync, false);
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

// pp[0:3][rlo:m]: three rows of 10 doubles.
struct PointerRowsTest : AttachTest {
  std::vector<std::vector<double>> Storage =
      std::vector<std::vector<double>>(3, std::vector<double>(10, 0.0));
  double *PP[3];
  PointerRowsTest() {
    for (int I = 0; I < 3; ++I) {
      PP[I] = Storage[I].data();
      for (int J = 0; J < 10; ++J)
        Storage[I][J] = I * 100 + J;
    }
  }
  acorn_map pointers(int Kind, int Lo = 0, int N = 3) {
    return mapOf(&PP[Lo], N * sizeof(double *), Kind, "pp[0:3][0:10]");
  }
  acorn_pointer_rows rows(int Kind, int Lo = 0, int N = 3, int RLo = 0,
                          int M = 10) {
    return acorn_pointer_rows{reinterpret_cast<void **>(&PP[Lo]),
                              size_t(N),
                              RLo * sizeof(double),
                              M * sizeof(double),
                              Kind,
                              0,
                              "pp[0:3][0:10]"};
  }
};

// copy(pp[0:3][0:10]) on a compute construct: the device pointers point to
// the device rows; at exit the rows come back and the pointers stay host ones.
TEST_F(PointerRowsTest, CopyMapsAndAttachesEveryRow) {
  acorn_map Ptrs = pointers(ACORN_MAP_COPY);
  acorn_pointer_rows R = rows(ACORN_MAP_COPY);
  dataEnter(D, &DataC, &Ptrs, 1, Sync);
  enterPointerRows(D, &DataC, &R, 1, false, Sync);
  double **DevPP = static_cast<double **>(Ptrs.device);
  for (int I = 0; I < 3; ++I) {
    ASSERT_EQ(DevPP[I], dev(PP[I]));
    EXPECT_EQ(DevPP[I][9], I * 100 + 9);
    DevPP[I][9] = -I; // the "kernel"
  }
  exitPointerRows(D, &DataC, &R, 1, false, Sync, false);
  dataExit(D, &DataC, &Ptrs, 1, Sync);
  for (int I = 0; I < 3; ++I) {
    EXPECT_EQ(PP[I], Storage[I].data());
    EXPECT_EQ(Storage[I][9], -I);
  }
  EXPECT_TRUE(D.Live.empty());
}

// enter data copyin(pp[1:2][2:3]) ... exit data copyout(pp[1:2][2:3]).
TEST_F(PointerRowsTest, PartialSectionsEnterAndExit) {
  acorn_map Ptrs = pointers(ACORN_MAP_COPYIN, 1, 2);
  acorn_pointer_rows R = rows(ACORN_MAP_COPYIN, 1, 2, 2, 3);
  enterData(D, &EnterC, &Ptrs, 1, Sync);
  enterPointerRows(D, &EnterC, &R, 1, true, Sync);
  double **DevPP = static_cast<double **>(Ptrs.device);
  EXPECT_EQ(DevPP[0], dev(PP[1] + 2) - 2) << "the row's device address";
  EXPECT_EQ(entry(PP[1], 2 * sizeof(double)), nullptr);
  EXPECT_NE(entry(PP[1] + 2, 3 * sizeof(double)), nullptr);
  DevPP[1][4] = 7.0; // pp[2][4]
  acorn_map Out = pointers(ACORN_MAP_COPYOUT, 1, 2);
  acorn_pointer_rows ROut = rows(ACORN_MAP_COPYOUT, 1, 2, 2, 3);
  exitPointerRows(D, &ExitC, &ROut, 1, true, Sync, false);
  exitData(D, &ExitC, &Out, 1, Sync, false);
  EXPECT_EQ(Storage[2][4], 7.0);
  EXPECT_EQ(PP[2], Storage[2].data());
  EXPECT_TRUE(D.Live.empty());
}

// Nested: a present(pp[..][..]) region inside enter data keeps the rows
// attached when it ends.
TEST_F(PointerRowsTest, NestedRegionKeepsAttachment) {
  acorn_map Ptrs = pointers(ACORN_MAP_CREATE);
  acorn_pointer_rows R = rows(ACORN_MAP_CREATE);
  enterData(D, &EnterC, &Ptrs, 1, Sync);
  enterPointerRows(D, &EnterC, &R, 1, true, Sync);
  acorn_map P = pointers(ACORN_MAP_PRESENT);
  acorn_pointer_rows RP = rows(ACORN_MAP_PRESENT);
  dataEnter(D, &DataC, &P, 1, Sync);
  enterPointerRows(D, &DataC, &RP, 1, false, Sync);
  exitPointerRows(D, &DataC, &RP, 1, false, Sync, false);
  dataExit(D, &DataC, &P, 1, Sync);
  double **DevPP = static_cast<double **>(Ptrs.device);
  for (int I = 0; I < 3; ++I)
    EXPECT_EQ(DevPP[I], dev(PP[I]));
  acorn_map Del = pointers(ACORN_MAP_DELETE);
  acorn_pointer_rows RD = rows(ACORN_MAP_DELETE);
  exitPointerRows(D, &ExitC, &RD, 1, true, Sync, false);
  exitData(D, &ExitC, &Del, 1, Sync, false);
  EXPECT_TRUE(D.Live.empty());
}

TEST_F(PointerRowsTest, UpdateMovesRowsNotPointers) {
  acorn_map Ptrs = pointers(ACORN_MAP_COPYIN);
  acorn_pointer_rows R = rows(ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &Ptrs, 1, Sync);
  enterPointerRows(D, &EnterC, &R, 1, true, Sync);
  Storage[0][0] = 5.0;
  acorn_pointer_rows Up = rows(ACORN_MAP_UPDATE_DEVICE);
  updatePointerRows(D, &DataC, &Up, 1, Sync, false);
  double **DevPP = static_cast<double **>(Ptrs.device);
  EXPECT_EQ(DevPP[0][0], 5.0);
  DevPP[2][1] = 9.0;
  acorn_pointer_rows Self = rows(ACORN_MAP_UPDATE_SELF, 2, 1);
  updatePointerRows(D, &DataC, &Self, 1, Sync, false);
  EXPECT_EQ(Storage[2][1], 9.0);
  EXPECT_EQ(PP[2], Storage[2].data());
}

TEST_F(PointerRowsTest, NullRowIsSkipped) {
  PP[1] = nullptr;
  acorn_map Ptrs = pointers(ACORN_MAP_COPY);
  acorn_pointer_rows R = rows(ACORN_MAP_COPY);
  dataEnter(D, &DataC, &Ptrs, 1, Sync);
  enterPointerRows(D, &DataC, &R, 1, false, Sync);
  double **DevPP = static_cast<double **>(Ptrs.device);
  EXPECT_EQ(DevPP[1], nullptr);
  EXPECT_EQ(DevPP[2], dev(PP[2]));
  exitPointerRows(D, &DataC, &R, 1, false, Sync, false);
  dataExit(D, &DataC, &Ptrs, 1, Sync);
  EXPECT_TRUE(D.Live.empty());
}

// ppp[0:2][0:3][1:4]: two planes of three rows of pointers to 6 doubles; the
// middle pointers and the leaf rows are mapped and attached, then released,
// and the values the "kernel" writes come back.
TEST_F(AttachTest, ThreeLevelPointerRows) {
  double Data[2][3][6];
  double *Rows[2][3];
  double **Planes[2];
  for (int P = 0; P < 2; ++P) {
    Planes[P] = Rows[P];
    for (int R = 0; R < 3; ++R) {
      Rows[P][R] = Data[P][R];
      for (int K = 0; K < 6; ++K)
        Data[P][R][K] = P * 100 + R * 10 + K;
    }
  }
  acorn_map Top = mapOf(Planes, sizeof Planes, ACORN_MAP_COPY, "ppp[0:2][0:3][1:4]");
  acorn_pointer_rows R{reinterpret_cast<void **>(Planes), 2, 0, 3 * sizeof(double *), ACORN_MAP_COPY, 0,
                       "ppp[0:2][0:3][1:4]", 1 * sizeof(double), 4 * sizeof(double)};
  dataEnter(D, &DataC, &Top, 1, Sync);
  enterPointerRows(D, &DataC, &R, 1, false, Sync);
  double ***DevPPP = static_cast<double ***>(Top.device);
  for (int P = 0; P < 2; ++P)
    for (int Row = 0; Row < 3; ++Row) {
      ASSERT_EQ(DevPPP[P][Row] + 1, dev(&Data[P][Row][1]));
      EXPECT_EQ(DevPPP[P][Row][4], P * 100 + Row * 10 + 4);
      DevPPP[P][Row][2] = -1.0 - P - Row; // the "kernel"
    }
  EXPECT_EQ(entry(&Data[0][0][5], sizeof(double)), nullptr) << "only [1:4] of each row";
  exitPointerRows(D, &DataC, &R, 1, false, Sync, false);
  dataExit(D, &DataC, &Top, 1, Sync);
  for (int P = 0; P < 2; ++P)
    for (int Row = 0; Row < 3; ++Row) {
      EXPECT_EQ(Rows[P][Row], Data[P][Row]) << "host pointers stay host pointers";
      EXPECT_EQ(Data[P][Row][2], -1.0 - P - Row);
    }
  EXPECT_TRUE(D.Live.empty());
}

using PointerRowsDeathTest = PointerRowsTest;

TEST_F(PointerRowsDeathTest, AbsentRowIsNamed) {
  acorn_map Ptrs = pointers(ACORN_MAP_COPYIN);
  enterData(D, &EnterC, &Ptrs, 1, Sync);
  acorn_pointer_rows R = rows(ACORN_MAP_PRESENT);
  EXPECT_EXIT(enterPointerRows(D, &DataC, &R, 1, false, Sync),
              ::testing::ExitedWithCode(1),
              "data for 'pp\\[0:3\\]\\[0:10\\], row 0' .* is not present");
}

} // namespace

// Present entries shared by host threads' queues (entry_order.cpp) on the
// emulated device with deferred work (ACORN_EMULATE_DISCRETE=async), whose
// synchronous compute constructs leave their work queued on the thread's own
// queue until a region begins or the construct ends, as a GPU's per-thread
// streams do. Each case plays two host threads, one step at a time: thread
// A's construct stays open (its work queued) while thread B acts.
#include "core/data.h"
#include "core/runtime.h"

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <thread>
#include <vector>

using namespace acorn;

namespace {

const acorn_construct RegionA = {"threads.c", 10, 1, "parallel loop"};
const acorn_construct RegionB = {"threads.c", 20, 1, "parallel loop"};
const acorn_construct EnterC = {"threads.c", 5, 1, "enter data"};
constexpr int Sync = ACORN_ASYNC_SYNC;

acorn_map mapOf(void *Host, size_t Bytes, int Kind, const char *Name) {
  return acorn_map{Host, Bytes, Kind, 0, Name, nullptr, 0};
}

struct Holder {
  int N;
  double *P;
};

struct QueueMarks : ::testing::Test {
  std::unique_ptr<Device> D = makeEmulatedDevice(/*DeferAsync=*/true);
  std::vector<double> A = std::vector<double>(16, 1.5);
  Holder H{16, A.data()};
  void **P = reinterpret_cast<void **>(&H.P);

  /// Runs \p Step on another host thread (thread B), to its end.
  void onThreadB(const std::function<void()> &Step) {
    std::thread B(Step);
    B.join();
  }
  template <class T> T *dev(T *Host) {
    PresentLookup L = D->presentTable().find(Host, 0);
    return static_cast<T *>(L.Entry->deviceAddress(Host));
  }
  /// enter data copyin(h.p[0:n], h): complete on return.
  void enterHolder() {
    acorn_map In[2] = {mapOf(A.data(), A.size() * sizeof(double),
                             ACORN_MAP_COPYIN, "h.p[0:n]"),
                       mapOf(&H, sizeof H, ACORN_MAP_COPYIN, "h")};
    enterData(*D, &EnterC, In, 2, Sync);
  }
  void exitHolder() {
    acorn_map Out[2] = {mapOf(&H, sizeof H, ACORN_MAP_DELETE, "h"),
                        mapOf(A.data(), A.size() * sizeof(double),
                              ACORN_MAP_DELETE, "h.p[0:n]")};
    exitData(*D, &EnterC, Out, 2, Sync, false);
    D->waitAllQueues();
    EXPECT_EQ(D->presentTable().size(), 0u);
  }
};

// Thread A's construct copies X in (queued on its queue); thread B's
// construct finds X present and its region begins: A's copy in lands first.
TEST_F(QueueMarks, UseOfDataAnotherThreadCopiesInFollowsTheCopy) {
  double X[4] = {1, 2, 3, 4};
  acorn_map MA = mapOf(X, sizeof X, ACORN_MAP_COPYIN, "x");
  D->beginSynchronousCompute(&RegionA);
  dataEnter(*D, &RegionA, &MA, 1, Sync);
  onThreadB([&] {
    acorn_map MB = mapOf(X, sizeof X, ACORN_MAP_PRESENT, "x");
    D->beginSynchronousCompute(&RegionB);
    dataEnter(*D, &RegionB, &MB, 1, Sync);
    D->hostRegionBegins(Sync);
    double Seen = static_cast<double *>(MB.device)[3];
    D->hostRegionEnds();
    EXPECT_EQ(Seen, 4.0) << "B's region ran before A's copy in landed";
    dataExit(*D, &RegionB, &MB, 1, Sync);
    D->endSynchronousCompute(&RegionB);
  });
  dataExit(*D, &RegionA, &MA, 1, Sync);
  D->endSynchronousCompute(&RegionA);
  EXPECT_EQ(D->presentTable().size(), 0u);
}

// Thread A's construct attaches h.p (queued); thread B's attach finds the
// counter above zero and writes nothing: its device copy of h.p must hold
// the device address by the time B goes on, not the host's.
TEST_F(QueueMarks, AttachCountedOnAnotherThreadFollowsItsWrite) {
  enterHolder();
  D->beginSynchronousCompute(&RegionA);
  attachPointer(*D, &RegionA, P, Sync);
  onThreadB([&] {
    attachPointer(*D, &RegionB, P, Sync);
    EXPECT_EQ(dev(&H)->P, dev(A.data())) << "A's attach has not landed";
    detachPointer(*D, &RegionB, P, Sync, false);
  });
  detachPointer(*D, &RegionA, P, Sync, false);
  D->endSynchronousCompute(&RegionA);
  EXPECT_EQ(dev(&H)->P, A.data()) << "detached";
  exitHolder();
}

// Both threads attached h.p; A's kernel (here a copy reading h.p's device
// copy) is queued when A's exit leaves the attachment to B. B's detach (the
// counter to zero writes the host value) must wait for it.
TEST_F(QueueMarks, DetachFollowsAnotherThreadsQueuedUse) {
  enterHolder();
  onThreadB([&] { attachPointer(*D, &RegionB, P, Sync); });
  void **Seen = static_cast<void **>(D->allocate(sizeof(void *)));
  D->beginSynchronousCompute(&RegionA);
  attachPointer(*D, &RegionA, P, Sync);
  D->copyOnDevice(Seen, &dev(&H)->P, sizeof(void *), Sync); // A's kernel
  detachPointer(*D, &RegionA, P, Sync, false);
  onThreadB([&] { detachPointer(*D, &RegionB, P, Sync, false); });
  D->endSynchronousCompute(&RegionA);
  EXPECT_EQ(*Seen, static_cast<void *>(dev(A.data())))
      << "B's detach landed before A's kernel read h.p";
  D->release(Seen);
  exitHolder();
}

// The same for the last reference: B's copy back and release of X wait for
// A's queued kernel, which writes X on the device.
TEST_F(QueueMarks, CopyBackFollowsAnotherThreadsQueuedUse) {
  double X[2] = {1, 2};
  acorn_map In = mapOf(X, sizeof X, ACORN_MAP_COPYIN, "x");
  enterData(*D, &EnterC, &In, 1, Sync);
  double Two[2] = {7, 8};
  double *Staged = static_cast<double *>(D->allocate(sizeof Two));
  D->copyToDevice(Staged, Two, sizeof Two, Sync);
  acorn_map MA = mapOf(X, sizeof X, ACORN_MAP_PRESENT, "x");
  D->beginSynchronousCompute(&RegionA);
  dataEnter(*D, &RegionA, &MA, 1, Sync);
  D->copyOnDevice(MA.device, Staged, sizeof Two, Sync); // A's kernel writes x
  dataExit(*D, &RegionA, &MA, 1, Sync);
  onThreadB([&] {
    acorn_map Out = mapOf(X, sizeof X, ACORN_MAP_COPYOUT, "x");
    exitData(*D, &EnterC, &Out, 1, Sync, false);
  });
  EXPECT_EQ(X[1], 8.0) << "B copied x back before A's kernel wrote it";
  D->endSynchronousCompute(&RegionA);
  D->release(Staged);
  EXPECT_EQ(D->presentTable().size(), 0u);
}

// Async queues: a detach queued on queue 1, then an attach of the same
// pointer on queue 2 (another thread's construct). The attach follows the
// detach's write, which cannot land over the attached value later.
TEST_F(QueueMarks, AttachOnAnotherQueueFollowsAQueuedDetach) {
  enterHolder();
  attachPointer(*D, &RegionA, P, 1);
  detachPointer(*D, &RegionA, P, 1, false);
  attachPointer(*D, &RegionB, P, 2);
  D->waitQueue(2);
  EXPECT_EQ(dev(&H)->P, dev(A.data()));
  D->waitQueue(1);
  EXPECT_EQ(dev(&H)->P, dev(A.data())) << "queue 1's detach landed last";
  detachPointer(*D, &RegionB, P, 2, false);
  D->waitQueue(2);
  EXPECT_EQ(dev(&H)->P, A.data());
  exitHolder();
}

// Work on one queue needs no mark of its own (queue order); marks of work
// that has landed are dropped.
TEST_F(QueueMarks, SameQueueAndLandedWorkNeedNothing) {
  double X = 1;
  acorn_map In = mapOf(&X, sizeof X, ACORN_MAP_COPYIN, "x");
  enterData(*D, &EnterC, &In, 1, 3);
  PresentEntry *E = D->presentTable().find(&X, sizeof X).Entry;
  EXPECT_TRUE(E->Written.pending());
  acorn_map Use = mapOf(&X, sizeof X, ACORN_MAP_PRESENT, "x");
  dataEnter(*D, &RegionA, &Use, 1, 3);
  EXPECT_NE(*static_cast<double *>(Use.device), 1.0) << "queue 3 not run";
  dataExit(*D, &RegionA, &Use, 1, 3);
  EXPECT_EQ(E->Users.size(), 1u);
  D->waitQueue(3);
  EXPECT_FALSE(E->Written.pending());
  EXPECT_FALSE(E->Users.front().pending());
  acorn_map Out = mapOf(&X, sizeof X, ACORN_MAP_DELETE, "x");
  exitData(*D, &EnterC, &Out, 1, Sync, false);
  EXPECT_EQ(D->presentTable().size(), 0u);
}

// Four host threads run synchronous constructs whose regions reach g->u
// through a struct pointer with no clause: each copies *g implicitly or
// takes a reference to another thread's copy, and attaches g->u. Every
// region must see g->u attached, and no thread's exit may detach or free the
// copy under another's queued work. (Real concurrency: the window is narrow,
// so this checks that runners of each other's queues neither deadlock nor
// lose work; the cases above are the deterministic reproducers.)
TEST_F(QueueMarks, ThreadsShareAnImplicitStructCopy) {
  constexpr int Threads = 4, Reps = 300, N = 16;
  std::vector<double> U(Threads * N, 0.0);
  Holder G{N, U.data()};
  acorn_map In = mapOf(U.data(), U.size() * sizeof(double), ACORN_MAP_COPYIN, "u");
  enterData(*D, &EnterC, &In, 1, Sync);
  auto Work = [&](int T) {
    for (int R = 0; R < Reps; ++R) {
      acorn_map M[2] = {
          {&G, sizeof G, ACORN_MAP_POINTER, ACORN_MAP_FLAG_STRUCT_TARGET, "g",
           nullptr, 0},
          {&G.P, sizeof(void *), ACORN_MAP_ATTACH, ACORN_MAP_FLAG_IMPLICIT,
           "g->u", nullptr, 0}};
      D->beginSynchronousCompute(&RegionA);
      dataEnter(*D, &RegionA, M, 2, Sync);
      D->hostRegionBegins(Sync);
      double *DevU = static_cast<Holder *>(M[0].device)->P;
      for (int I = 0; I < N; ++I)
        DevU[T * N + I] += 1;
      D->hostRegionEnds();
      dataExit(*D, &RegionA, M, 2, Sync);
      D->endSynchronousCompute(&RegionA);
    }
  };
  std::vector<std::thread> Pool;
  for (int T = 0; T < Threads; ++T)
    Pool.emplace_back(Work, T);
  for (std::thread &T : Pool)
    T.join();
  acorn_map Out = mapOf(U.data(), U.size() * sizeof(double), ACORN_MAP_COPYOUT, "u");
  exitData(*D, &EnterC, &Out, 1, Sync, false);
  int Missed = 0;
  for (double V : U)
    Missed += V != Reps;
  EXPECT_EQ(Missed, 0);
  EXPECT_EQ(G.P, U.data()) << "the copies back of *g hold the host's g->u";
  EXPECT_EQ(D->presentTable().size(), 0u);
}

} // namespace

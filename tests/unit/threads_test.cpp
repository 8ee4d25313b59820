// Host threads and the runtime: per-thread ICVs (2.3) and a stress test of 16
// threads creating, mapping, updating and deleting separate and shared data
// concurrently, each on its own async queue, as std::threads and as OpenMP
// threads. Nothing may be lost or leaked.
#include "api_fake_device.h"
#include "core/runtime.h"

#include <omp.h>

#include <atomic>
#include <thread>
#include <vector>

using namespace acorn;

namespace {

constexpr int Threads = 16;

template <typename F> void onThreads(int N, F Body) {
  std::vector<std::thread> Ts;
  for (int T = 0; T < N; ++T)
    Ts.emplace_back(Body, T);
  for (std::thread &T : Ts)
    T.join();
}

// ---- 2.3: ICVs per thread, inherited from the initial thread
// ------------------

TEST(ThreadIcvs, DefaultAsyncIsPerThread) {
  acc_set_default_async(3);
  onThreads(4, [](int T) {
    EXPECT_EQ(acc_get_default_async(), 3)
        << "inherited from the initial thread";
    acc_set_default_async(10 + T);
    EXPECT_EQ(acc_get_default_async(), 10 + T);
    acc_set_default_async(acc_async_default);
    EXPECT_EQ(acc_get_default_async(), acc_async_noval);
  });
  EXPECT_EQ(acc_get_default_async(), 3);
  acc_set_default_async(acc_async_default);
  EXPECT_EQ(acc_get_default_async(), acc_async_noval);
}

TEST(ThreadIcvs, DeviceTypeIsPerThread) {
  acc_set_device_type(acc_device_host);
  std::atomic<int> Ok{0};
  onThreads(4, [&](int T) {
    if (acc_get_device_type() == acc_device_host)
      ++Ok; // the initial thread's choice
    if (T % 2)
      acc_set_device_type(acc_device_multicore);
    acc_device_t Mine = T % 2 ? acc_device_multicore : acc_device_host;
    if (acc_get_device_type() == Mine)
      ++Ok;
    acc_set_device_num(0, acc_device_current);
    if (acc_get_device_num(acc_device_current) == 0 &&
        acc_get_device_type() == Mine)
      ++Ok;
  });
  EXPECT_EQ(Ok, 12);
  EXPECT_EQ(acc_get_device_type(), acc_device_host);
}

// 2.3: one copy of each ICV per host thread. A thread's copies start as the
// initial thread's values when it first uses OpenACC; the initial thread's
// later changes to its own leave them alone (they used to be read live).
TEST(ThreadIcvs, WorkerKeepsItsCopyWhenTheInitialThreadSetsItsOwn) {
  acc_set_device_type(acc_device_host);
  std::atomic<int> Stage{0};
  acc_device_t Before = acc_device_none, After = acc_device_none;
  int AsyncBefore = 0, AsyncAfter = 0;
  std::thread Worker([&] {
    Before = acc_get_device_type();
    AsyncBefore = acc_get_default_async();
    Stage = 1;
    while (Stage != 2)
      std::this_thread::yield();
    After = acc_get_device_type();
    AsyncAfter = acc_get_default_async();
  });
  while (Stage != 1)
    std::this_thread::yield();
  acc_set_device_type(acc_device_multicore);
  acc_set_default_async(6);
  Stage = 2;
  Worker.join();
  EXPECT_EQ(Before, acc_device_host);
  EXPECT_EQ(After, acc_device_host) << "followed the initial thread's change";
  EXPECT_EQ(AsyncBefore, acc_async_noval);
  EXPECT_EQ(AsyncAfter, acc_async_noval);
  // A thread that starts using OpenACC now copies the values now.
  std::thread Later([] {
    EXPECT_EQ(acc_get_device_type(), acc_device_multicore);
    EXPECT_EQ(acc_get_default_async(), 6);
  });
  Later.join();
  acc_set_default_async(acc_async_default);
  acc_set_device_type(acc_device_host);
}

// ---- the stress test
// ------------------------------------------------------------

constexpr int N = 512;    // ints per array
constexpr int Shared = 4; // arrays every thread maps
constexpr int Iterations = 400;

struct Failures {
  std::atomic<int> Count{0};
  void expect(bool Ok) { Count += !Ok; }
};

/// One thread's work. \p Discrete: device memory is separate (the fake
/// device), so device writes are visible on the host only after a copy.
void workload(int T, std::vector<int> *SharedArrays, bool Discrete,
              Failures &F) {
  std::vector<int> Mine(N);
  const size_t Bytes = N * sizeof(int);
  const int Queue = T + 1; // each thread its own queue
  acc_set_default_async(Queue);
  const acorn_construct Enter = {"stress.c", 10, 1, "enter data"};
  const acorn_construct Exit = {"stress.c", 20, 1, "exit data"};
  const acorn_construct Data = {"stress.c", 30, 1, "data"};
  for (int It = 0; It < Iterations; ++It) {
    // Separate data: copyin, a "kernel", update self, copyout.
    for (int I = 0; I < N; ++I)
      Mine[I] = T * 100000 + It;
    int *Dev = static_cast<int *>(acc_copyin(Mine.data(), Bytes));
    F.expect(Dev && Dev[N - 1] == T * 100000 + It);
    F.expect(acc_create(Mine.data(), Bytes) == Dev); // counter 2
    Dev[7] = -T;                                     // device-side write
    acc_update_self(Mine.data() + 7, sizeof(int));
    F.expect(Mine[7] == -T);
    Mine[8] = It;
    acc_update_device_async(Mine.data() + 8, sizeof(int), acc_async_noval);
    acc_wait(Queue);
    F.expect(Dev[8] == It);
    acc_delete(Mine.data(), Bytes); // counter 1
    F.expect(acc_is_present(Mine.data(), Bytes));
    Dev[9] = 12345;
    acc_copyout(Mine.data(), Bytes);
    F.expect(Mine[9] == 12345);
    F.expect(!Discrete || !acc_is_present(Mine.data(), Bytes));

    // Shared data: every thread takes and drops references concurrently.
    std::vector<int> &S = SharedArrays[It % Shared];
    int *SDev = static_cast<int *>(acc_copyin(S.data(), Bytes));
    // Never half-copied, never a stale block.
    F.expect(SDev && SDev[N - 1] == N - 1);
    F.expect(acc_deviceptr(S.data() + 3) == SDev + 3);
    F.expect(acc_hostptr(SDev + 3) == S.data() + 3);
    // Each thread updates its own slice of the first half.
    const int Slice = N / 2 / Threads;
    acc_update_device(S.data() + T * Slice, Slice * sizeof(int));
    acorn_map M = {S.data(), Bytes, ACORN_MAP_CREATE, 0, "s[0:n]", nullptr};
    acorn_enter_data(&Enter, &M, 1, Queue, 1);
    F.expect(M.device == SDev);
    acorn_map P = {S.data(), Bytes, ACORN_MAP_PRESENT, 0, "s[0:n]", nullptr};
    acorn_data_enter(&Data, &P, 1, acc_async_sync, 1);
    F.expect(P.device == SDev);
    acorn_data_exit(&Data, &P, 1, acc_async_sync, 1);
    acorn_map Del = {S.data(), Bytes, ACORN_MAP_DELETE, 0, "s[0:n]", nullptr};
    acorn_exit_data(&Exit, &Del, 1, Queue, 1, 0);
    acc_delete_async(S.data(), Bytes, Queue);

    // Raw device memory.
    void *Raw = acc_malloc(64 + T);
    acc_memcpy_to_device(Raw, Mine.data(), 64);
    acc_free(Raw);
  }
  acc_wait_all();
  F.expect(acc_get_default_async() == Queue);
}

void stress(bool Discrete) {
  std::vector<int> SharedArrays[Shared];
  for (auto &S : SharedArrays) {
    S.resize(N);
    for (int I = 0; I < N; ++I)
      S[I] = I;
  }
  Failures F;
  onThreads(Threads, [&](int T) { workload(T, SharedArrays, Discrete, F); });
  EXPECT_EQ(F.Count, 0);
  for (auto &S : SharedArrays)
    for (int I = 0; I < N; ++I)
      ASSERT_EQ(S[I], I) << "shared data changed";
}

TEST_F(ApiOnFakeDevice, StressSixteenThreads) {
  stress(/*Discrete=*/true);
  EXPECT_EQ(D.presentTable().size(), 0u) << "present data left behind";
  EXPECT_EQ(D.liveBlocks(), 0u) << "device memory leaked";
  EXPECT_EQ(D.Allocations, D.Releases);
  EXPECT_EQ(D.userBlocks().size(), 0u);
  // Every thread's private array was copied in once per iteration.
  EXPECT_GE(D.ToDevice, Threads * Iterations);
}

// The same with 16 OpenMP threads, as OpenMP host code calling OpenACC has
// them.
TEST_F(ApiOnFakeDevice, StressSixteenOpenMPThreads) {
  std::vector<int> SharedArrays[Shared];
  for (auto &S : SharedArrays)
    S.assign(N, 0);
  for (auto &S : SharedArrays)
    for (int I = 0; I < N; ++I)
      S[I] = I;
  Failures F;
  int Team = 0;
#pragma omp parallel num_threads(Threads)
  {
#pragma omp single
    Team = omp_get_num_threads();
    workload(omp_get_thread_num(), SharedArrays, /*Discrete=*/true, F);
  }
  EXPECT_EQ(Team, Threads);
  EXPECT_EQ(F.Count, 0);
  EXPECT_EQ(D.presentTable().size(), 0u) << "present data left behind";
  EXPECT_EQ(D.liveBlocks(), 0u) << "device memory leaked";
  EXPECT_EQ(D.Allocations, D.Releases);
  EXPECT_EQ(D.userBlocks().size(), 0u);
}

TEST(StressHost, SixteenThreadsOnTheHostDevice) {
  acc_set_device_type(acc_device_host);
  stress(/*Discrete=*/false);
  EXPECT_EQ(currentDevice().userBlocks().size(), 0u);
}

TEST(StressHost, SixteenThreadsOnTheMulticoreDevice) {
  acc_set_device_type(acc_device_multicore);
  stress(/*Discrete=*/false);
  EXPECT_EQ(currentDevice().userBlocks().size(), 0u);
}

} // namespace

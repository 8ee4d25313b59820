// ACORN_NOTIFY / ACORN_TIME (core/observe.cpp): the value parser, the notify
// lines, and both consumers driven through the ABI on a fake discrete device
// (which is an nvidia device with memory of its own, so data moves).
#include "core/errors.h"
#include "core/observe.h"
#include "core/runtime.h"
#include "fake_device.h"
#include "openacc.h"

#include "acorn/gang_shape.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace acorn;

namespace {

constexpr int Sync = ACORN_ASYNC_SYNC;

TEST(ObserveTest, ParsesValues) {
  unsigned long V = 99;
  EXPECT_TRUE(parseObserveValue("7", V));
  EXPECT_EQ(V, 7u);
  EXPECT_TRUE(parseObserveValue(" 0x1f ", V));
  EXPECT_EQ(V, 31u);
  EXPECT_TRUE(parseObserveValue("0", V));
  EXPECT_EQ(V, 0u);
  V = 5;
  EXPECT_FALSE(parseObserveValue("abc", V));
  EXPECT_FALSE(parseObserveValue("-1", V));
  EXPECT_FALSE(parseObserveValue("", V));
  EXPECT_FALSE(parseObserveValue("3x", V));
  EXPECT_FALSE(parseObserveValue("99999999999999999999999", V));
  EXPECT_EQ(V, 5u); // untouched on failure
}

TEST(ObserveTest, FormatsMicroseconds) {
  EXPECT_EQ(formatMicroseconds(0), "0");
  EXPECT_EQ(formatMicroseconds(999), "999");
  EXPECT_EQ(formatMicroseconds(1000), "1,000");
  EXPECT_EQ(formatMicroseconds(1234567), "1,234,567");
}

acc_prof_info prof(acc_event_t E, acc_device_t Type, long Async = Sync) {
  acc_prof_info P = {};
  P.event_type = E;
  P.device_type = Type;
  P.device_number = 1;
  P.thread_id = 3;
  P.async = Async;
  P.src_file = "/src/x.c";
  P.line_no = 14;
  return P;
}

TEST(ObserveTest, NotifyLinesFollowTheMask) {
  acc_event_info Ev = {};
  Ev.data_event.event_type = acc_ev_enqueue_upload_start;
  Ev.data_event.parent_construct = acc_construct_parallel;
  Ev.data_event.var_name = "a[0:n]";
  Ev.data_event.bytes = 8000;
  acc_prof_info P = prof(acc_ev_enqueue_upload_start, acc_device_nvidia);
  EXPECT_EQ(formatNotify(NotifyTransfer, P, Ev),
            "upload CUDA data file=/src/x.c line=14 device=1 threadid=3 "
            "variable=a[0:n] bytes=8000");
  EXPECT_EQ(formatNotify(NotifyAll & ~NotifyTransfer, P, Ev), "");
  P = prof(acc_ev_enqueue_download_start, acc_device_nvidia, 2);
  Ev.data_event.event_type = acc_ev_enqueue_download_start;
  EXPECT_EQ(formatNotify(NotifyTransfer, P, Ev),
            "download CUDA data file=/src/x.c line=14 device=1 threadid=3 "
            "queue=2 variable=a[0:n] bytes=8000");
  P = prof(acc_ev_alloc, acc_device_nvidia);
  Ev.data_event.event_type = acc_ev_alloc;
  EXPECT_EQ(formatNotify(NotifyAlloc, P, Ev),
            "alloc CUDA data file=/src/x.c line=14 device=1 threadid=3 "
            "variable=a[0:n] bytes=8000");
  EXPECT_EQ(formatNotify(NotifyTransfer, P, Ev), "");

  acc_event_info L = {};
  L.launch_event.event_type = acc_ev_enqueue_launch_start;
  L.launch_event.parent_construct = acc_construct_parallel;
  L.launch_event.num_gangs = 8;
  P = prof(acc_ev_enqueue_launch_start, acc_device_multicore);
  EXPECT_EQ(formatNotify(NotifyLaunch, P, L),
            "launch multicore region file=/src/x.c line=14 device=1 "
            "threadid=3 num_gangs=8");
  L.launch_event.num_gangs = 0;
  P = prof(acc_ev_enqueue_launch_start, acc_device_nvidia);
  EXPECT_EQ(formatNotify(NotifyLaunch, P, L),
            "launch CUDA kernel file=/src/x.c line=14 device=1 threadid=3");
  EXPECT_EQ(formatNotify(NotifyRegion, P, L), "");

  acc_event_info O = {};
  O.other_event.parent_construct = acc_construct_data;
  P = prof(acc_ev_enter_data_start, acc_device_host);
  EXPECT_EQ(formatNotify(NotifyRegion, P, O),
            "Enter data region file=/src/x.c line=14 device=1 threadid=3");
  P = prof(acc_ev_exit_data_end, acc_device_host);
  EXPECT_EQ(formatNotify(NotifyRegion, P, O),
            "Leave data region file=/src/x.c line=14 device=1 threadid=3");
  // A compute construct's data clauses are not a data region of their own.
  O.other_event.parent_construct = acc_construct_kernels;
  P = prof(acc_ev_enter_data_start, acc_device_host);
  EXPECT_EQ(formatNotify(NotifyRegion, P, O), "");
  P = prof(acc_ev_compute_construct_start, acc_device_host);
  EXPECT_EQ(formatNotify(NotifyRegion, P, O),
            "Enter compute region file=/src/x.c line=14 device=1 threadid=3");
  P = prof(acc_ev_wait_start, acc_device_host);
  O.other_event.parent_construct = acc_construct_wait;
  EXPECT_EQ(formatNotify(NotifyWait, P, O),
            "wait file=/src/x.c line=14 device=1 threadid=3");
  EXPECT_EQ(formatNotify(NotifyRegion, P, O), "");
}

const acorn_construct DataC = {"/src/y.c", 10, 1, "data"};
const acorn_construct LoopC = {"/src/y.c", 12, 3, "parallel loop"};
const acorn_construct WaitC = {"/src/y.c", 20, 1, "wait"};

struct ObserveRunTest : ::testing::Test {
  FakeDiscreteDevice D;
  std::vector<double> A = std::vector<double>(1000, 1.0);
  void SetUp() override {
    overrideCurrentDevice(&D);
    startObserving(NotifyAll, /*Time=*/true);
    resetTiming();
  }
  void TearDown() override {
    startObserving(0, false);
    resetTiming(); // nothing left for the report at exit
    overrideCurrentDevice(nullptr);
  }
  // data copy(a) { parallel loop if(0) twice } wait: the loop runs on the
  // host (one launch each time), the data region on the device.
  void run() {
    acorn_map Outer = {A.data(), A.size() * sizeof(double), ACORN_MAP_COPY, 0,
                       "a", nullptr, 0};
    acorn_data_enter(&DataC, &Outer, 1, Sync, 1);
    for (int I = 0; I < 2; ++I) {
      acorn_map Inner = {A.data(), 800, ACORN_MAP_COPYIN, 0, "a[0:100]",
                         nullptr, 0};
      acorn_data_enter(&LoopC, &Inner, 1, Sync, 0);
      acorn_host_region_begin(ACORN_ASYNC_SYNC, 1);
      acorn_host_region_end();
      acorn_data_exit(&LoopC, &Inner, 1, Sync, 0);
    }
    acorn_data_exit(&DataC, &Outer, 1, Sync, 1);
    acorn_wait(&WaitC, nullptr, 0, Sync);
  }
};

TEST_F(ObserveRunTest, NotifyPrintsEveryEventInOrder) {
  testing::internal::CaptureStderr();
  run();
  std::string Out = testing::internal::GetCapturedStderr();
  std::string T = " device=0 threadid=" + std::to_string(hostThreadId());
  std::string Data = "file=/src/y.c line=10" + T;
  std::string Loop = "file=/src/y.c line=12" + T;
  std::string Expected =
      "Enter data region " + Data + "\n" +
      "alloc CUDA data " + Data + " variable=a bytes=8000\n" +
      "upload CUDA data " + Data + " variable=a bytes=8000\n";
  for (int I = 0; I < 2; ++I)
    Expected += "Enter compute region " + Loop + "\n" +
                "launch host region file=/src/y.c line=12 device=0 threadid=" +
                std::to_string(hostThreadId()) + " num_gangs=1\n" +
                "Leave compute region " + Loop + "\n";
  Expected += "download CUDA data " + Data + " variable=a bytes=8000\n" +
              "free CUDA data " + Data + " variable=a bytes=8000\n" +
              "Leave data region " + Data + "\n" +
              "wait file=/src/y.c line=20" + T + "\n";
  EXPECT_EQ(Out, Expected);
}

TEST_F(ObserveRunTest, ApiRoutinesAreNamedAsSuch) {
  testing::internal::CaptureStderr();
  acc_copyin(A.data(), 800);
  acc_delete(A.data(), 800);
  std::string Out = testing::internal::GetCapturedStderr();
  EXPECT_NE(Out.find("upload CUDA data file=<api> line=0 device=0 threadid="),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("free CUDA data file=<api> line=0 device=0 threadid="),
            std::string::npos)
      << Out;
}

TEST_F(ObserveRunTest, TimeTableCountsConstructs) {
  startObserving(0, /*Time=*/true);
  run();
  std::string R = timingReport();
  // Grouped by file, then device (in acc_device_t order).
  EXPECT_NE(R.find("\nAccelerator Kernel Timing data\n/src/y.c\n"
                   "  host  devicenum=0\n    time(us): "),
            std::string::npos)
      << R;
  EXPECT_NE(R.find("\n  NVIDIA  devicenum=0\n    time(us): "), std::string::npos)
      << R;
  EXPECT_NE(R.find("\n    10: data region reached 1 time\n"
                   "        10: data copyin transfers: 1 (8,000 bytes)\n"
                   "             elapsed time(us): total="),
            std::string::npos)
      << R;
  EXPECT_NE(R.find("\n        10: data copyout transfers: 1 (8,000 bytes)\n"),
            std::string::npos)
      << R;
  EXPECT_NE(R.find("\n        entry/exit time(us): total="), std::string::npos)
      << R;
  // if(0): the loop ran on the host.
  EXPECT_NE(R.find("\n    12: compute region reached 2 times\n"
                   "        12: kernel launched 2 times\n"
                   "            num_gangs: 1\n"
                   "            elapsed time(us): total="),
            std::string::npos)
      << R;
  EXPECT_NE(R.find("\n    20: wait reached 1 time\n"), std::string::npos) << R;
  resetTiming();
  EXPECT_NE(timingReport().find("no OpenACC construct ran"), std::string::npos);
}

TEST_F(ObserveRunTest, NothingWhenOff) {
  startObserving(0, false);
  testing::internal::CaptureStderr();
  run();
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  EXPECT_NE(timingReport().find("no OpenACC construct ran"), std::string::npos);
}

// A GPU gang: vector_length cut to 1024, then at most 15 workers wider than a warp, then the
// workers that fit in 1024 threads (2.5.10-2.5.11); noted under ACORN_NOTIFY's launch bit.
TEST(ObserveTest, GangShapeFitsTheGpu) {
  struct Case {
    unsigned Workers, Vector, WantWorkers, WantVector;
  } Cases[] = {{1, 2048, 1, 1024}, {4, 1024, 1, 1024}, {17, 64, 15, 64}, {16, 64, 15, 64}, {15, 64, 15, 64},
               {40, 32, 32, 32},   {4, 512, 2, 512},   {8, 128, 8, 128}, {1, 1, 1, 1},     {1024, 1, 1024, 1}};
  startObserving(0, false);
  testing::internal::CaptureStderr();
  for (const Case &C : Cases) {
    unsigned W = C.Workers, V = C.Vector;
    acorn_gang_shape(nullptr, &W, &V);
    EXPECT_EQ(W, C.WantWorkers) << C.Workers << " x " << C.Vector;
    EXPECT_EQ(V, C.WantVector) << C.Workers << " x " << C.Vector;
  }
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  static const acorn_construct Here = {"/src/g.c", 7, 1, "parallel loop", "main"};
  startObserving(NotifyLaunch, false);
  testing::internal::CaptureStderr();
  unsigned W = 17, V = 64, W2 = 8, V2 = 128;
  acorn_gang_shape(&Here, &W, &V);
  acorn_gang_shape(&Here, &W2, &V2); // unchanged: no note
  startObserving(0, false);
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "ACORN NOTE: /src/g.c:7: num_workers(17) x vector_length(64) is more than a gang of the GPU runs: 15 "
            "workers x 64 vector lanes\n");
}

} // namespace

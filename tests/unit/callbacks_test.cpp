// Chapter 5 error callbacks: registration (5.4), the acc_ev_error event every
// runtime error triggers (1.5, 5.2.2), acc_register_library and ACC_PROFLIB
// (5.3).
#include "acc_prof.h"
#include "core/callbacks.h"
#include "core/runtime.h"
#include "openacc.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <unistd.h>

using namespace acorn;
using ::testing::ExitedWithCode;

namespace {

std::atomic<int> LibraryRegistrations{0};

void quiet(acc_prof_info *, acc_event_info *, acc_api_info *) {}

/// Prints what it was told, then lets the program stop as usual.
void report(acc_prof_info *Prof, acc_event_info *Event, acc_api_info *Api) {
  std::fprintf(stderr,
               "CALLBACK event=%d code=%d construct=%d file=%s line=%d "
               "thread=%d device=%d api=%d message=[%s]\n",
               Event->event_type, Event->error_event.error_code,
               Event->error_event.parent_construct,
               Prof->src_file ? Prof->src_file : "-", Prof->line_no,
               Prof->thread_id, Prof->device_type, Api->device_api,
               Event->error_event.message);
  std::fflush(stderr);
}

void counted(acc_prof_info *, acc_event_info *, acc_api_info *) {}

/// Prints the async argument and the queue of the work that failed.
void reportQueue(acc_prof_info *Prof, acc_event_info *, acc_api_info *) {
  std::fprintf(stderr, "CALLBACK async=%d queue=%d\n", Prof->async, Prof->async_queue);
  std::fflush(stderr);
}

/// Stops the program itself, as an MPI code's handler would.
void stopWith7(acc_prof_info *, acc_event_info *, acc_api_info *) { _exit(7); }

} // namespace

// 5.3.1: a program may define acc_register_library; the runtime calls it
// once, when it starts.
extern "C" void acc_register_library(acc_prof_reg Reg, acc_prof_reg,
                                     acc_prof_lookup_func Lookup) {
  ++LibraryRegistrations;
  Reg(acc_ev_error, quiet, acc_reg);
  EXPECT_EQ(Lookup("anything"), nullptr);
}

namespace {

TEST(Callbacks, RegisterLibraryIsCalledAtStart) {
  acc_get_device_type(); // starts the runtime
  EXPECT_EQ(LibraryRegistrations, 1);
  acc_init(acc_device_host);
  EXPECT_EQ(LibraryRegistrations, 1);
  EXPECT_GE(registeredCallbacks(acc_ev_error), 1);
}

TEST(Callbacks, RegistrationsAreCounted) {
  int Before = registeredCallbacks(acc_ev_error);
  acc_callback_register(acc_ev_error, counted, acc_reg);
  acc_prof_register(acc_ev_error, counted, acc_reg); // same routine: counted
  EXPECT_EQ(registeredCallbacks(acc_ev_error), Before + 1);
  acc_callback_unregister(acc_ev_error, counted, acc_reg);
  EXPECT_EQ(registeredCallbacks(acc_ev_error), Before + 1);
  acc_prof_unregister(acc_ev_error, counted, acc_reg);
  EXPECT_EQ(registeredCallbacks(acc_ev_error), Before);
  acc_prof_unregister(acc_ev_error, counted, acc_reg); // not there: ignored
  int Launch = registeredCallbacks(acc_ev_enqueue_launch_start);
  acc_callback_register(acc_ev_enqueue_launch_start, counted, acc_reg);
  EXPECT_EQ(registeredCallbacks(acc_ev_enqueue_launch_start), Launch + 1);
  EXPECT_EQ(acc_prof_lookup("acc_get_device_type"), nullptr);
}

using CallbacksDeathTest = ::testing::Test;

TEST(CallbacksDeathTest, ErrorCallbackSeesTheError) {
  acc_set_device_type(acc_device_host);
  acc_callback_register(acc_ev_error, report, acc_reg);
  // The callback first, then the runtime's own message.
  EXPECT_EXIT(acc_wait(-9), ExitedWithCode(1),
              "CALLBACK event=26 code=14 construct=15 file=<api> line=0 "
              "thread=1 device=2 api=0 message=\\[acc_wait\\(wait_arg=-9\\) "
              "called from .*invalid wait argument -9: .*\\(-1\\)\\]\n"
              "ACORN RUNTIME ERROR: acc_wait\\(wait_arg=-9\\) called from "
              "[^\n]*invalid wait argument -9");
  acc_callback_unregister(acc_ev_error, report, acc_reg);
}

TEST(CallbacksDeathTest, DirectiveErrorsNameTheirConstruct) {
  acc_set_device_type(acc_device_host);
  acc_callback_register(acc_ev_error, report, acc_reg);
  const acorn_construct C = {"heat.c", 17, 3, "enter data"};
  acorn_map M = {nullptr, 8, ACORN_MAP_COPYIN, 0, "t[0:1]", nullptr};
  EXPECT_EXIT(acorn_enter_data(&C, &M, 1, -17, 1), ExitedWithCode(1),
              "CALLBACK event=26 code=14 construct=4 file=heat.c line=17 .* "
              "message=\\[heat.c:17:3: in 'enter data': invalid async "
              "argument -17: .*\\(-2\\)\\]");
  acc_callback_unregister(acc_ev_error, report, acc_reg);
}

// 5.2.1: acc_prof_info's async is the async argument of the construct or
// routine that failed, async_queue the queue it stands for (it was always
// acc_async_sync). The update of data that is not present fails on a device
// with memory of its own.
TEST(CallbacksDeathTest, ErrorsOfAsyncWorkSayTheirQueue) {
  std::unique_ptr<Device> D = makeEmulatedDevice(/*DeferAsync=*/false);
  overrideCurrentDevice(D.get());
  acc_callback_register(acc_ev_error, reportQueue, acc_reg);
  double X[2];
  const acorn_construct C = {"halo.c", 40, 1, "update"};
  acorn_map M = {X, sizeof X, ACORN_MAP_UPDATE_SELF, 0, "x[0:2]", nullptr};
  EXPECT_EXIT(acorn_update(&C, &M, 1, 3, 1, 0), ExitedWithCode(1),
              "CALLBACK async=3 queue=3\n");
  EXPECT_EXIT(acc_update_device_async(X, sizeof X, 4), ExitedWithCode(1),
              "CALLBACK async=4 queue=4\n");
  EXPECT_EXIT(acc_update_device(X, sizeof X), ExitedWithCode(1),
              "CALLBACK async=-2 queue=-2\n");
  acc_callback_unregister(acc_ev_error, reportQueue, acc_reg);
  overrideCurrentDevice(nullptr);
}

TEST(CallbacksDeathTest, ACallbackMayStopTheProgramItself) {
  acc_set_device_type(acc_device_multicore);
  acc_callback_register(acc_ev_error, stopWith7, acc_reg);
  int X[2];
  // It ran before the runtime printed anything.
  EXPECT_EXIT(acc_free(X), ExitedWithCode(7), "^$");
  // Disabled (5.4.2), it is skipped; enabled again, it runs.
  acc_prof_unregister(acc_ev_error, stopWith7, acc_toggle);
  EXPECT_EXIT(acc_free(X), ExitedWithCode(1), "not a block allocated");
  acc_prof_register(acc_ev_error, nullptr, acc_toggle);
  EXPECT_EXIT(acc_free(X), ExitedWithCode(7), "^$");
  // Off for this thread only.
  acc_prof_unregister(acc_ev_none, nullptr, acc_toggle_per_thread);
  EXPECT_EXIT(acc_free(X), ExitedWithCode(1), "not a block allocated");
  acc_prof_register(acc_ev_none, nullptr, acc_toggle_per_thread);
  acc_callback_unregister(acc_ev_error, stopWith7, acc_reg);
  EXPECT_EXIT(acc_free(X), ExitedWithCode(1), "not a block allocated");
}

TEST(CallbacksDeathTest, BadRegistrations) {
  EXPECT_EXIT(
      acc_callback_register(static_cast<acc_event_t>(99), report, acc_reg),
      ExitedWithCode(1),
      "acc_callback_register\\(event_type=99, cb=0x[0-9a-f]+, "
      "info=0\\) called from .*event type 99 is not an OpenACC event");
  EXPECT_EXIT(acc_callback_register(acc_ev_error, nullptr, acc_reg),
              ExitedWithCode(1), "a null callback cannot be registered");
  EXPECT_EXIT(acc_callback_register(acc_ev_error, report,
                                    static_cast<acc_register_t>(5)),
              ExitedWithCode(1),
              "5 is not acc_reg, acc_toggle or acc_toggle_per_thread");
}

#ifdef ACORN_TEST_PROFLIB
// 5.3.3: ACC_PROFLIB names a library whose acc_register_library is called.
// The runtime starts inside the death test's child, after setenv.
TEST(CallbacksDeathTest, ProflibIsLoaded) {
  GTEST_FLAG_SET(death_test_style, "threadsafe"); // a fresh runtime each time
  // The GPU runner carries the library elsewhere and says where.
  const char *Moved = std::getenv("ACORN_TEST_PROFLIB");
  setenv("ACC_PROFLIB", Moved && *Moved ? Moved : ACORN_TEST_PROFLIB, 1);
  EXPECT_EXIT(
      {
        acc_set_device_type(acc_device_host);
        acc_wait(-3);
      },
      ExitedWithCode(9), "PROFLIB saw error 14");
  setenv("ACC_PROFLIB", "/nonexistent/libtool.so", 1);
  EXPECT_EXIT(acc_get_device_type(), ExitedWithCode(1),
              "ACC_PROFLIB='/nonexistent/libtool.so' cannot be loaded");
  unsetenv("ACC_PROFLIB");
}
#endif

} // namespace

// 2.16 async and wait arguments.
#include "core/queues.h"
#include "core/runtime.h"
#include "openacc.h"

#include <gtest/gtest.h>

using namespace acorn;

namespace {

const acorn_construct WaitC = {"q.c", 7, 9, "wait"};

TEST(Queues, ValidAsyncArguments) {
  EXPECT_TRUE(isValidAsync(0));
  EXPECT_TRUE(isValidAsync(17));
  EXPECT_TRUE(isValidAsync(acc_async_noval));
  EXPECT_TRUE(isValidAsync(acc_async_sync));
  EXPECT_FALSE(isValidAsync(-3)); // acc_async_default: only for set default_async
  EXPECT_FALSE(isValidAsync(-100));
  EXPECT_EQ(ACORN_ASYNC_NOVAL, acc_async_noval);
  EXPECT_EQ(ACORN_ASYNC_SYNC, acc_async_sync);
}

TEST(Queues, NovalMeansDefaultAsync) {
  EXPECT_EQ(resolveAsync(&WaitC, 4), 4);
  EXPECT_EQ(resolveAsync(&WaitC, acc_async_sync), acc_async_sync);
  EXPECT_EQ(resolveAsync(&WaitC, acc_async_noval), acc_async_noval);
  acc_set_default_async(5);
  EXPECT_EQ(acc_get_default_async(), 5);
  EXPECT_EQ(resolveAsync(&WaitC, acc_async_noval), 5);
  EXPECT_EQ(resolveWaitArg(&WaitC, acc_async_noval), 5);
  acc_set_default_async(acc_async_noval);
  EXPECT_EQ(acc_get_default_async(), acc_async_noval);
}

TEST(QueuesDeathTest, InvalidAsyncNamesConstruct) {
  EXPECT_EXIT(resolveAsync(&WaitC, -5), ::testing::ExitedWithCode(1),
              "q.c:7:9: in 'wait': invalid async argument -5");
}

TEST(QueuesDeathTest, InvalidWaitArgumentInApi) {
  acc_set_device_type(acc_device_host);
  EXPECT_EXIT(acc_wait(-9), ::testing::ExitedWithCode(1),
              "ACORN RUNTIME ERROR: acc_wait\\(wait_arg=-9\\) called from "
              ".*: invalid wait argument -9");
  EXPECT_EXIT(acc_async_test(-4), ::testing::ExitedWithCode(1),
              "acc_async_test\\(wait_arg=-4\\) .*invalid wait argument -4");
  EXPECT_EXIT(acc_set_default_async(-6), ::testing::ExitedWithCode(1),
              "invalid async argument -6");
  EXPECT_EXIT(acc_copyin_async(nullptr, 0, -8), ::testing::ExitedWithCode(1),
              "acc_copyin_async\\(data_arg=NULL, bytes=0, async_arg=-8\\) "
              ".*invalid async argument -8");
}

TEST(Queues, HostQueuesCompleteSynchronously) {
  for (acc_device_t T : {acc_device_host, acc_device_multicore}) {
    acc_set_device_type(T);
    int X[4] = {1, 2, 3, 4};
    acc_copyin_async(X, sizeof X, 3);
    EXPECT_TRUE(acc_async_test(3));
    EXPECT_TRUE(acc_async_test(acc_async_noval));
    EXPECT_TRUE(acc_async_test_all());
    acc_wait(3);
    acc_wait_async(3, 4);
    acc_wait_all();
    acc_wait_all_async(1);
    int Qs[] = {acc_async_sync, 2};
    EXPECT_EQ(acc_wait_any(2, Qs), 1);
    EXPECT_EQ(acc_wait_any(1, Qs), -1);
    const int WaitOn[] = {1, 2};
    acorn_wait(&WaitC, WaitOn, 2, ACORN_ASYNC_SYNC);
    acorn_wait(&WaitC, nullptr, 0, 6);
  }
}

} // namespace

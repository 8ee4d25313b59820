//===- openacc_async_api.cpp - OpenACC 3.3 chapter 3: async queues --------===//
//
// 3.2.9 - 3.2.14: tests and waits on the async queues of the current device
// (or of device dev_num of the current type), and acc-default-async-var,
// which is per host thread. Arguments are validated as the async and wait
// clauses validate theirs (core/queues.h).
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/queues.h"

#include <thread>

using namespace acorn;

namespace {

Device &deviceNum(const acorn_construct *C, int Num) {
  return deviceOf(C, currentDevice().type(), Num);
}

void waitAsyncOn(Device &D, const acorn_construct *C, int Queue, int Async) {
  int Q = resolveWaitArg(C, Queue);
  int A = resolveAsync(C, Async);
  if (A == ACORN_ASYNC_SYNC)
    D.waitQueue(Q);
  else if (Q != A)
    D.queueWaitsFor(A, Q);
}

void waitAllAsyncOn(Device &D, const acorn_construct *C, int Async) {
  int A = resolveAsync(C, Async);
  if (A == ACORN_ASYNC_SYNC)
    D.waitAllQueues();
  else
    D.queueWaitsFor(A, Device::AllQueues);
}

// 3.2.12 acc_wait_any: the index of a queue that has finished its work
// (-1 when there is nothing to wait for). Host devices are always idle.
int waitAnyOn(Device &D, const acorn_construct *C, int Count, int Queues[]) {
  if (Count < 0)
    fail(C, acc_error_invalid_argument, "count is negative (%d)", Count);
  if (Count > 0 && !Queues)
    fail(C, acc_error_invalid_null_pointer,
         "wait_arg is a null pointer, with count %d", Count);
  bool Any = false;
  for (int I = 0; I < Count; ++I)
    if (Queues[I] != ACORN_ASYNC_SYNC) {
      resolveWaitArg(C, Queues[I]);
      Any = true;
    }
  if (!Any)
    return -1;
  for (;;) {
    for (int I = 0; I < Count; ++I)
      if (Queues[I] != ACORN_ASYNC_SYNC &&
          D.queueIdle(resolveWaitArg(C, Queues[I])))
        return I;
    std::this_thread::yield();
  }
}

} // namespace

extern "C" {

// ---- 3.2.9 acc_async_test ---------------------------------------------------------

int acc_async_test(int Queue) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue));
  int Q = resolveWaitArg(Call.construct(), Queue);
  return currentDevice().queueIdle(Q) ? 1 : 0;
}

int acc_async_test_device(int Queue, int Num) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue),
                 ApiArg::num("dev_num", Num));
  int Q = resolveWaitArg(Call.construct(), Queue);
  return deviceNum(Call.construct(), Num).queueIdle(Q) ? 1 : 0;
}

int acc_async_test_all(void) { return currentDevice().allQueuesIdle() ? 1 : 0; }

int acc_async_test_all_device(int Num) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num));
  return deviceNum(Call.construct(), Num).allQueuesIdle() ? 1 : 0;
}

// ---- 3.2.10 - 3.2.11 acc_wait, acc_wait_async ----------------------------------------

void acc_wait(int Queue) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue));
  int Q = resolveWaitArg(Call.construct(), Queue);
  currentDevice().waitQueue(Q);
}

void acc_wait_device(int Queue, int Num) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue),
                 ApiArg::num("dev_num", Num));
  int Q = resolveWaitArg(Call.construct(), Queue);
  deviceNum(Call.construct(), Num).waitQueue(Q);
}

void acc_wait_async(int Queue, int Async) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue),
                 ApiArg::num("async_arg", Async));
  waitAsyncOn(currentDevice(), Call.construct(), Queue, Async);
}

void acc_wait_device_async(int Queue, int Async, int Num) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue),
                 ApiArg::num("async_arg", Async), ApiArg::num("dev_num", Num));
  waitAsyncOn(deviceNum(Call.construct(), Num), Call.construct(), Queue, Async);
}

void acc_wait_all(void) { currentDevice().waitAllQueues(); }

void acc_wait_all_device(int Num) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num));
  deviceNum(Call.construct(), Num).waitAllQueues();
}

void acc_wait_all_async(int Async) {
  ACORN_API_CALL(Call, ApiArg::num("async_arg", Async));
  waitAllAsyncOn(currentDevice(), Call.construct(), Async);
}

void acc_wait_all_device_async(int Async, int Num) {
  ACORN_API_CALL(Call, ApiArg::num("async_arg", Async),
                 ApiArg::num("dev_num", Num));
  waitAllAsyncOn(deviceNum(Call.construct(), Num), Call.construct(), Async);
}

// OpenACC 1.0 names.
void acc_async_wait(int Queue) {
  ACORN_API_CALL(Call, ApiArg::num("wait_arg", Queue));
  currentDevice().waitQueue(resolveWaitArg(Call.construct(), Queue));
}

void acc_async_wait_all(void) { currentDevice().waitAllQueues(); }

// ---- 3.2.12 acc_wait_any -------------------------------------------------------------

int acc_wait_any(int Count, int Queues[]) {
  ACORN_API_CALL(Call, ApiArg::num("count", Count),
                 ApiArg::ptr("wait_arg", Queues));
  return waitAnyOn(currentDevice(), Call.construct(), Count, Queues);
}

int acc_wait_any_device(int Count, int Queues[], int Num) {
  ACORN_API_CALL(Call, ApiArg::num("count", Count),
                 ApiArg::ptr("wait_arg", Queues), ApiArg::num("dev_num", Num));
  return waitAnyOn(deviceNum(Call.construct(), Num), Call.construct(), Count,
                   Queues);
}

// ---- 3.2.13 - 3.2.14 acc-default-async-var ---------------------------------------------

int acc_get_default_async(void) { return defaultAsync(); }

void acc_set_default_async(int Async) {
  ACORN_API_CALL(Call, ApiArg::num("async_arg", Async));
  // acc_async_default restores the initial value; acc_async_sync makes
  // async clauses without an argument synchronous.
  if (Async != acc_async_default && !isValidAsync(Async))
    resolveAsync(Call.construct(), Async); // reports the invalid argument
  setDefaultAsync(Async);
}

} // extern "C"

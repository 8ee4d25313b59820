//===- queues.cpp - async queues and the wait directive (2.16) ------------===//
//
// Queues themselves belong to the device (CUDA streams, or nothing on host
// devices where every operation completes before it returns); this file
// validates the arguments the user wrote and maps acc_async_noval onto
// acc-default-async-var.
//
//===----------------------------------------------------------------------===//

#include "core/queues.h"

#include "core/errors.h"
#include "core/observe.h"
#include "core/runtime.h"

namespace acorn {

bool isValidAsync(int Async) {
  return Async >= 0 || Async == ACORN_ASYNC_NOVAL || Async == ACORN_ASYNC_SYNC;
}

bool isValidWaitArg(int Queue) { return isValidAsync(Queue); }

int resolveAsync(const acorn_construct *C, int Async) {
  if (!isValidAsync(Async))
    fail(C, acc_error_invalid_async,
         "invalid async argument %d: expected a non-negative queue number, "
         "acc_async_noval (-1) or acc_async_sync (-2)",
         Async);
  return Async == ACORN_ASYNC_NOVAL ? defaultAsync() : Async;
}

int resolveWaitArg(const acorn_construct *C, int Queue) {
  if (!isValidWaitArg(Queue))
    fail(C, acc_error_invalid_async,
         "invalid wait argument %d: expected a non-negative queue number or "
         "acc_async_noval (-1)",
         Queue);
  return Queue == ACORN_ASYNC_NOVAL ? defaultAsync() : Queue;
}

} // namespace acorn

using namespace acorn;

// 2.16.3 wait directive. With an async argument the wait is enqueued on that
// queue (queueWaitsFor) instead of blocking the host thread.
static void waitOn(Device &D, const acorn_construct *C, const int *Queues,
                   int Count, int Async) {
  ObserveScope Observed(ObserveSite::Wait, C, Async, false, &D);
  int Target = resolveAsync(C, Async);
  // Another device's queues: the host waits for them (an async queue of the
  // current device cannot wait for another device's).
  if (&D != &currentDevice())
    Target = ACORN_ASYNC_SYNC;
  if (Count == 0) {
    if (Target == ACORN_ASYNC_SYNC)
      D.waitAllQueues();
    else
      D.queueWaitsFor(Target, Device::AllQueues);
    return;
  }
  for (int I = 0; I < Count; ++I) {
    int Q = resolveWaitArg(C, Queues[I]);
    if (Target == ACORN_ASYNC_SYNC)
      D.waitQueue(Q);
    else if (Q != Target)
      D.queueWaitsFor(Target, Q);
  }
}

extern "C" void acorn_wait(const acorn_construct *C, const int *Queues,
                           int Count, int Async) {
  waitOn(currentDevice(), C, Queues, Count, Async);
}

// wait(devnum: d: ...) (2.16.3): device d of the current device type.
extern "C" void acorn_wait_device(const acorn_construct *C, int DevNum,
                                  const int *Queues, int Count, int Async) {
  waitOn(deviceOf(C, currentDevice().type(), DevNum), C, Queues, Count, Async);
}

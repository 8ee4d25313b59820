//===- openacc_api.cpp - OpenACC 3.3 chapter 3: devices, queues -----------===//
//
// A thin layer: each routine validates its arguments and calls the same
// runtime function the directives use. Errors name the routine; the
// construct is "<api>" with the routine's name as directive.
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/compute.h"
#include "core/queues.h"

#include <thread>

using namespace acorn;

extern "C" {

// ---- 3.2.1 - 3.2.7 device management ---------------------------------------

int acc_get_num_devices(acc_device_t Type) { return numDevices(Type); }

void acc_set_device_type(acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  if (concreteType(Type) == acc_device_none)
    acorn_fatal(&Here, "%d is not a device type", static_cast<int>(Type));
  selectDevice(&Here, Type, -1);
}

acc_device_t acc_get_device_type(void) { return currentDevice().type(); }

void acc_set_device_num(int Num, acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  // 3.2.4: a negative number reverts to the default device (number 0);
  // acc_device_default means the current device type.
  if (Type == acc_device_default)
    Type = currentDevice().type();
  selectDevice(&Here, Type, Num < 0 ? 0 : Num);
}

int acc_get_device_num(acc_device_t Type) { return deviceNumOf(Type); }

size_t acc_get_property(int Num, acc_device_t Type,
                        acc_device_property_t Property) {
  ACORN_API_CONSTRUCT(Here);
  Device &D = deviceOf(&Here, Type, Num);
  switch (Property) {
  case acc_property_memory:
    return D.totalMemory();
  case acc_property_free_memory:
    return D.freeMemory();
  case acc_property_shared_memory_support:
    return D.sharesHostMemory() ? 1 : 0;
  default:
    return 0; // string properties and unknown values (3.2.6)
  }
}

const char *acc_get_property_string(int Num, acc_device_t Type,
                                    acc_device_property_t Property) {
  ACORN_API_CONSTRUCT(Here);
  Device &D = deviceOf(&Here, Type, Num);
  switch (Property) {
  case acc_property_name:
    return D.name().c_str();
  case acc_property_vendor:
    return D.vendor().c_str();
  case acc_property_driver:
    return D.driver().c_str();
  default:
    return nullptr; // numeric properties and unknown values (3.2.6)
  }
}

// 3.2.7 acc_init also makes the type current (as the init directive with a
// device_type does), so acc_init(acc_device_nvidia) means "use the GPU".
void acc_init(acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  if (concreteType(Type) == acc_device_none)
    acorn_fatal(&Here, "%d is not a device type", static_cast<int>(Type));
  selectDevice(&Here, Type, -1);
}

void acc_init_device(int Num, acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  if (concreteType(Type) == acc_device_none)
    acorn_fatal(&Here, "%d is not a device type", static_cast<int>(Type));
  selectDevice(&Here, Type, Num);
}

void acc_shutdown(acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  shutdownDevices(&Here, Type, -1);
}

void acc_shutdown_device(int Num, acc_device_t Type) {
  ACORN_API_CONSTRUCT(Here);
  shutdownDevices(&Here, Type, Num);
}

// The init and shutdown directives: errors name the directive, not an API routine.
void acorn_init(const acorn_construct *C) { selectDevice(C, acc_get_device_type(), -1); }

void acorn_shutdown(const acorn_construct *C) { shutdownDevices(C, acc_get_device_type(), -1); }

int acc_on_device(acc_device_t Type) {
  return onDevice(Type, currentRegion()) ? 1 : 0;
}

// ---- 3.2.8 - 3.2.14 async queues ---------------------------------------------

int acc_get_default_async(void) { return defaultAsync(); }

void acc_set_default_async(int Async) {
  ACORN_API_CONSTRUCT(Here);
  if (!isValidAsync(Async))
    resolveAsync(&Here, Async); // reports the invalid argument
  setDefaultAsync(Async);
}

int acc_async_test(int Queue) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveWaitArg(&Here, Queue);
  return currentDevice().queueIdle(Q) ? 1 : 0;
}

int acc_async_test_device(int Queue, int Num) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveWaitArg(&Here, Queue);
  return deviceOf(&Here, currentDevice().type(), Num).queueIdle(Q) ? 1 : 0;
}

int acc_async_test_all(void) { return currentDevice().allQueuesIdle() ? 1 : 0; }

int acc_async_test_all_device(int Num) {
  ACORN_API_CONSTRUCT(Here);
  return deviceOf(&Here, currentDevice().type(), Num).allQueuesIdle() ? 1 : 0;
}

void acc_wait(int Queue) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveWaitArg(&Here, Queue);
  currentDevice().waitQueue(Q);
}

void acc_wait_device(int Queue, int Num) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveWaitArg(&Here, Queue);
  deviceOf(&Here, currentDevice().type(), Num).waitQueue(Q);
}

static void waitAsyncOn(Device &D, const acorn_construct *C, int Queue,
                        int Async) {
  int Q = resolveWaitArg(C, Queue);
  int A = resolveAsync(C, Async);
  if (A == ACORN_ASYNC_SYNC)
    D.waitQueue(Q);
  else if (Q != A)
    D.queueWaitsFor(A, Q);
}

void acc_wait_async(int Queue, int Async) {
  ACORN_API_CONSTRUCT(Here);
  waitAsyncOn(currentDevice(), &Here, Queue, Async);
}

void acc_wait_device_async(int Queue, int Async, int Num) {
  ACORN_API_CONSTRUCT(Here);
  waitAsyncOn(deviceOf(&Here, currentDevice().type(), Num), &Here, Queue,
              Async);
}

void acc_wait_all(void) { currentDevice().waitAllQueues(); }

void acc_wait_all_device(int Num) {
  ACORN_API_CONSTRUCT(Here);
  deviceOf(&Here, currentDevice().type(), Num).waitAllQueues();
}

static void waitAllAsyncOn(Device &D, const acorn_construct *C, int Async) {
  int A = resolveAsync(C, Async);
  if (A == ACORN_ASYNC_SYNC)
    D.waitAllQueues();
  else
    D.queueWaitsFor(A, Device::AllQueues);
}

void acc_wait_all_async(int Async) {
  ACORN_API_CONSTRUCT(Here);
  waitAllAsyncOn(currentDevice(), &Here, Async);
}

void acc_wait_all_device_async(int Async, int Num) {
  ACORN_API_CONSTRUCT(Here);
  waitAllAsyncOn(deviceOf(&Here, currentDevice().type(), Num), &Here, Async);
}

// 3.2.12 acc_wait_any: the index of a queue that has finished its work
// (-1 when there is nothing to wait for). Host devices are always idle.
static int waitAnyOn(Device &D, const acorn_construct *C, int Count,
                     int Queues[]) {
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

int acc_wait_any(int Count, int Queues[]) {
  ACORN_API_CONSTRUCT(Here);
  return waitAnyOn(currentDevice(), &Here, Count, Queues);
}

int acc_wait_any_device(int Count, int Queues[], int Num) {
  ACORN_API_CONSTRUCT(Here);
  return waitAnyOn(deviceOf(&Here, currentDevice().type(), Num), &Here, Count,
                   Queues);
}

// ---- A.2.1 CUDA interoperability ---------------------------------------------

void *acc_get_cuda_stream(int Async) {
  ACORN_API_CONSTRUCT(Here);
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia)
    return nullptr;
  return D.nativeQueue(resolveAsync(&Here, Async));
}

int acc_set_cuda_stream(int Async, void *Stream) {
  ACORN_API_CONSTRUCT(Here);
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia || !Stream)
    return 0;
  return D.setNativeQueue(resolveAsync(&Here, Async), Stream) ? 1 : 0;
}

} // extern "C"

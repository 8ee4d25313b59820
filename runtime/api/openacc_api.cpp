//===- openacc_api.cpp - OpenACC 3.3 chapter 3: device management ---------===//
//
// 3.2.1 - 3.2.8, 3.2.15 and the CUDA interoperability routines of A.2.1. A
// thin layer: each routine checks its arguments and calls the same runtime
// function the init, shutdown and set directives use. The device ICVs are
// per host thread (core/runtime.h).
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/compute.h"
#include "core/queues.h"

using namespace acorn;

namespace {

void checkType(const acorn_construct *C, acc_device_t Type) {
  if (concreteType(Type) == acc_device_none)
    fail(C, acc_error_device_type_unavailable,
         "%d is not a device type this runtime has (acc_device_host, "
         "acc_device_multicore, acc_device_nvidia, acc_device_default, "
         "acc_device_not_host)",
         static_cast<int>(Type));
}

// 3.2.6: a device type without devices, or a number out of range, has no
// properties (0 or a null pointer), rather than an error.
Device *propertyDevice(const acorn_construct *C, acc_device_t Type, int Num) {
  Type = apiType(Type);
  if (concreteType(Type) == acc_device_none || Num < 0 || Num >= numDevices(Type))
    return nullptr;
  return &deviceOf(C, Type, Num);
}

} // namespace

extern "C" {

// ---- 3.2.1 - 3.2.5 device type and number ------------------------------------

int acc_get_num_devices(acc_device_t Type) { return numDevices(apiType(Type)); }

void acc_set_device_type(acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::type("dev_type", Type));
  Type = apiType(Type);
  checkType(Call.construct(), Type);
  selectDevice(Call.construct(), Type, -1);
}

acc_device_t acc_get_device_type(void) { return currentDevice().type(); }

void acc_set_device_num(int Num, acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num),
                 ApiArg::type("dev_type", Type));
  // 3.2.4: a negative number reverts to the default device (number 0);
  // acc_device_default, acc_device_current and (1.0: "all types")
  // acc_device_none mean the current device type. The call also sets the
  // device type.
  if (Type == acc_device_default || Type == acc_device_current ||
      Type == acc_device_none)
    Type = currentDevice().type();
  checkType(Call.construct(), Type);
  selectDevice(Call.construct(), Type, Num < 0 ? 0 : Num);
}

int acc_get_device_num(acc_device_t Type) { return deviceNumOf(apiType(Type)); }

// ---- 3.2.6 properties -----------------------------------------------------------

size_t acc_get_property(int Num, acc_device_t Type,
                        acc_device_property_t Property) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num),
                 ApiArg::type("dev_type", Type),
                 ApiArg::num("property", Property));
  Device *D = propertyDevice(Call.construct(), Type, Num);
  if (!D)
    return 0;
  switch (Property) {
  case acc_property_memory:
    return D->totalMemory();
  case acc_property_free_memory:
    return D->freeMemory();
  case acc_property_shared_memory_support:
    return D->sharesHostMemory() ? 1 : 0;
  default:
    return 0; // string properties and unknown values (3.2.6)
  }
}

const char *acc_get_property_string(int Num, acc_device_t Type,
                                    acc_device_property_t Property) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num),
                 ApiArg::type("dev_type", Type),
                 ApiArg::num("property", Property));
  Device *D = propertyDevice(Call.construct(), Type, Num);
  if (!D)
    return nullptr;
  switch (Property) {
  case acc_property_name:
    return D->name().c_str();
  case acc_property_vendor:
    return D->vendor().c_str();
  case acc_property_driver:
    return D->driver().c_str();
  default:
    return nullptr; // numeric properties and unknown values (3.2.6)
  }
}

// ---- 3.2.7 - 3.2.8 init and shutdown --------------------------------------------

// 3.2.7 acc_init also makes the type current (as the init directive with a
// device_type does), so acc_init(acc_device_nvidia) means "use the GPU".
void acc_init(acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::type("dev_type", Type));
  Type = apiType(Type);
  checkType(Call.construct(), Type);
  selectDevice(Call.construct(), Type, -1);
}

void acc_init_device(int Num, acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num),
                 ApiArg::type("dev_type", Type));
  Type = apiType(Type);
  checkType(Call.construct(), Type);
  selectDevice(Call.construct(), Type, Num);
}

void acc_shutdown(acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::type("dev_type", Type));
  Type = apiType(Type);
  checkType(Call.construct(), Type);
  shutdownDevices(Call.construct(), Type, -1);
}

void acc_shutdown_device(int Num, acc_device_t Type) {
  ACORN_API_CALL(Call, ApiArg::num("dev_num", Num),
                 ApiArg::type("dev_type", Type));
  Type = apiType(Type);
  checkType(Call.construct(), Type);
  deviceOf(Call.construct(), Type, Num); // 3.2.8: an invalid number is an error
  shutdownDevices(Call.construct(), Type, Num);
}

// The init and shutdown directives: errors name the directive, not an API routine.
void acorn_init(const acorn_construct *C) { selectDevice(C, acc_get_device_type(), -1); }

void acorn_shutdown(const acorn_construct *C) { shutdownDevices(C, acc_get_device_type(), -1); }

// ---- 3.2.15 acc_on_device ---------------------------------------------------------

int acc_on_device(acc_device_t Type) {
  return onDevice(Type, currentRegion()) ? 1 : 0;
}

// ---- A.2.1 CUDA interoperability ---------------------------------------------------

void *acc_get_current_cuda_device(void) {
  return currentDevice().nativeDevice();
}

void *acc_get_current_cuda_context(void) {
  return currentDevice().nativeContext();
}

void *acc_get_cuda_stream(int Async) {
  ACORN_API_CALL(Call, ApiArg::num("async_arg", Async));
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia)
    return nullptr;
  return D.nativeQueue(resolveAsync(Call.construct(), Async));
}

int acc_set_cuda_stream(int Async, void *Stream) {
  ACORN_API_CALL(Call, ApiArg::num("async_arg", Async),
                 ApiArg::ptr("stream", Stream));
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia || !Stream)
    return 0;
  return D.setNativeQueue(resolveAsync(Call.construct(), Async), Stream) ? 1
                                                                          : 0;
}

} // extern "C"

//===- directives.cpp - the init, shutdown and set directives (2.14.1-3) --===//
//
// The directives with their clauses: device_type (the name as written, parsed
// as ACC_DEVICE_TYPE is), device_num, default_async and if. Each is the
// directive form of runtime routines (acc_init_device, acc_shutdown_device,
// acc_set_device_type / _num, acc_set_default_async) and shares their core
// functions, but errors name the directive and where it is.
//
//===----------------------------------------------------------------------===//

#include "acorn/abi.h"
#include "core/env.h"
#include "core/queues.h"
#include "core/runtime.h"

#include <cstring>

using namespace acorn;

namespace {

/// The device types a directive's device_type clause selects: one, or every
/// type when the clause is absent or `*`.
struct TypeSelection {
  bool All = true;
  acc_device_t Type = acc_device_none; ///< concrete, when !All
};

TypeSelection selectType(const acorn_construct *C, const char *Name) {
  TypeSelection S;
  if (!Name || std::strcmp(Name, "*") == 0)
    return S;
  acc_device_t T;
  if (!parseDeviceType(Name, T))
    acorn_fatal(C,
                "device_type(%s): no device of this type is available (Acorn "
                "runs on nvidia, multicore and host devices)",
                Name);
  S.All = false;
  S.Type = concreteType(T);
  if (S.Type == acc_device_none)
    acorn_fatal(C, "device_type(%s): no device of this type is available", Name);
  return S;
}

constexpr acc_device_t AllTypes[] = {acc_device_host, acc_device_multicore,
                                     acc_device_nvidia};

void checkNum(const acorn_construct *C, int Num) {
  if (Num < 0)
    acorn_fatal(C, "device_num(%d): a device number is not negative", Num);
}

} // namespace

extern "C" {

// 2.14.1: "If no device type appears all devices will be initialized"; a
// device_type clause sets acc-current-device-type-var, device_num
// acc-current-device-num-var and limits the initialisation to that device.
void acorn_init_directive(const acorn_construct *C, const char *DeviceType,
                          int HasNum, int Num, int IfCond) {
  if (!IfCond)
    return;
  Device &Current = currentDevice(); // the environment is read first
  TypeSelection S = selectType(C, DeviceType);
  if (HasNum)
    checkNum(C, Num);
  if (S.All && HasNum) { // device_num alone: a device of the current type
    selectDevice(C, Current.type(), Num);
    return;
  }
  if (S.All) {
    for (acc_device_t T : AllTypes)
      for (int I = 0, N = numDevices(T); I < N; ++I)
        deviceOf(C, T, I);
    return;
  }
  if (!HasNum)
    for (int I = 0, N = numDevices(S.Type); I < N; ++I)
      deviceOf(C, S.Type, I);
  selectDevice(C, S.Type, HasNum ? Num : -1);
}

// 2.14.2: without clauses every device is shut down; device_type and
// device_num narrow that to a type and one of its devices. Only devices that
// were brought up have anything to release (a GPU the program never used is
// not initialised to be shut down). The ICVs are left as they are: a later
// construct brings the device up again.
void acorn_shutdown_directive(const acorn_construct *C, const char *DeviceType,
                              int HasNum, int Num, int IfCond) {
  if (!IfCond)
    return;
  Device &Current = currentDevice();
  TypeSelection S = selectType(C, DeviceType);
  if (HasNum) {
    checkNum(C, Num);
    acc_device_t T = S.All ? Current.type() : S.Type;
    shutdownDevice(deviceOf(C, T, Num)); // also checks that it exists
    return;
  }
  for (acc_device_t T : AllTypes) {
    if (!S.All && T != S.Type)
      continue;
    if (!S.All && T == acc_device_nvidia && numDevices(T) == 0)
      deviceOf(C, T, 0); // reports that there is no such device
    for (int I = 0, N = numDevices(T); I < N; ++I)
      if (Device *D = existingDevice(T, I))
        shutdownDevice(*D);
  }
}

// 2.14.3: set device_type is acc_set_device_type, set device_num
// acc_set_device_num (a negative number reverts to device 0, 3.2.4),
// set default_async acc_set_default_async. device_type(*) means the default
// device type.
void acorn_set_directive(const acorn_construct *C, const char *DeviceType,
                         int HasNum, int Num, int HasAsync, int Async,
                         int IfCond) {
  if (!IfCond)
    return;
  Device &Current = currentDevice();
  if (DeviceType || HasNum) {
    acc_device_t Type = Current.type();
    if (DeviceType) {
      TypeSelection S = selectType(C, DeviceType);
      Type = S.All ? concreteType(acc_device_default) : S.Type;
    }
    selectDevice(C, Type, !HasNum ? -1 : Num < 0 ? 0 : Num);
  }
  if (HasAsync) {
    if (Async == ACORN_ASYNC_DEFAULT) // acc_async_default: the initial value
      Async = ACORN_ASYNC_NOVAL;
    if (!isValidAsync(Async))
      acorn_fatal(C,
                  "default_async(%d) is not a valid async argument: expected a "
                  "non-negative queue number, acc_async_noval (-1), "
                  "acc_async_sync (-2) or acc_async_default (-3)",
                  Async);
    setDefaultAsync(Async);
  }
}

} // extern "C"

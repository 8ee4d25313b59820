//===- env.h - environment variables (4.1 - 4.2) --------------------------===//
#ifndef ACORN_RUNTIME_ENV_H
#define ACORN_RUNTIME_ENV_H

#include "openacc.h"

namespace acorn {

/// 4.1 ACC_DEVICE_TYPE: "nvidia", "multicore", "host" and the acc_device_*
/// spellings of every device type, case-insensitive, surrounding blanks
/// ignored. Returns false for anything else.
bool parseDeviceType(const char *Text, acc_device_t &Type);

/// The spellings parseDeviceType accepts, for error messages.
const char *acceptedDeviceTypes();

/// 4.2 ACC_DEVICE_NUM: a non-negative decimal integer.
bool parseDeviceNum(const char *Text, int &Num);

/// Printable name of a device type ("nvidia", "multicore", ...).
const char *deviceTypeName(acc_device_t Type);

struct Environment {
  bool HasDeviceType = false;
  acc_device_t DeviceType = acc_device_default;
  bool HasDeviceNum = false;
  int DeviceNum = 0;
};

/// Read ACC_DEVICE_TYPE and ACC_DEVICE_NUM; a value that does not parse stops
/// the program naming the variable, the value and what is accepted.
Environment readEnvironment();

/// ACORN_EMULATE_DISCRETE (Acorn's own): unset or 0, the host device shares
/// host memory; 1, its memory is separate (emulated.cpp); async, its async
/// queues also hold their work until waited for. Anything else stops the
/// program naming the accepted values.
enum class HostMemoryMode { Shared, Emulated, EmulatedAsync };
HostMemoryMode readHostMemoryMode();

} // namespace acorn

#endif // ACORN_RUNTIME_ENV_H

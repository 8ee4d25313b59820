//===- env.cpp - environment variables (4.1 - 4.2) ------------------------===//

#include "core/env.h"

#include "acorn/abi.h"
#include "core/errors.h"

#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace acorn {

namespace {

struct Spelling {
  const char *Name;
  acc_device_t Type;
};

// The short names the user guide documents, then the enumerator spellings.
// "gpu" is NVHPC's alias for its GPU target; accepted for drop-in use.
const Spelling Spellings[] = {
    {"nvidia", acc_device_nvidia},
    {"multicore", acc_device_multicore},
    {"host", acc_device_host},
    {"gpu", acc_device_nvidia},
    {"default", acc_device_default},
    {"not_host", acc_device_not_host},
    {"acc_device_nvidia", acc_device_nvidia},
    {"acc_device_multicore", acc_device_multicore},
    {"acc_device_host", acc_device_host},
    {"acc_device_default", acc_device_default},
    {"acc_device_not_host", acc_device_not_host},
};

std::string trimmedLower(const char *Text) {
  std::string S;
  for (const char *P = Text; *P; ++P)
    S += static_cast<char>(std::tolower(static_cast<unsigned char>(*P)));
  size_t B = S.find_first_not_of(" \t\n");
  if (B == std::string::npos)
    return "";
  size_t E = S.find_last_not_of(" \t\n");
  return S.substr(B, E - B + 1);
}

const acorn_construct EnvConstruct = {"<environment>", 0, 0, nullptr, nullptr};

} // namespace

bool parseDeviceType(const char *Text, acc_device_t &Type) {
  if (!Text)
    return false;
  std::string S = trimmedLower(Text);
  for (const Spelling &Sp : Spellings)
    if (S == Sp.Name) {
      Type = Sp.Type;
      return true;
    }
  return false;
}

const char *acceptedDeviceTypes() {
  return "nvidia, multicore, host, gpu, default, not_host, acc_device_nvidia, "
         "acc_device_multicore, acc_device_host, acc_device_default, "
         "acc_device_not_host (case-insensitive)";
}

bool parseDeviceNum(const char *Text, int &Num) {
  if (!Text)
    return false;
  std::string S = trimmedLower(Text);
  if (S.empty() || !std::isdigit(static_cast<unsigned char>(S[0])))
    return false;
  errno = 0;
  char *End = nullptr;
  long V = std::strtol(S.c_str(), &End, 10);
  if (errno != 0 || *End != '\0' || V > INT_MAX)
    return false;
  Num = static_cast<int>(V);
  return true;
}

const char *deviceTypeName(acc_device_t Type) {
  switch (Type) {
  case acc_device_none:
    return "none";
  case acc_device_default:
    return "default";
  case acc_device_host:
    return "host";
  case acc_device_not_host:
    return "not_host";
  case acc_device_nvidia:
    return "nvidia";
  case acc_device_multicore:
    return "multicore";
  case acc_device_current:
    return "current";
  case acc_device_radeon:
    return "radeon";
  }
  return "unknown";
}

Environment readEnvironment() {
  Environment Env;
  const char *Type = std::getenv("ACC_DEVICE_TYPE");
  if (Type && *Type) {
    if (!parseDeviceType(Type, Env.DeviceType))
      fail(&EnvConstruct, acc_error_device_type_unavailable,
           "ACC_DEVICE_TYPE='%s' is not a device type; accepted values: %s",
           Type, acceptedDeviceTypes());
    Env.HasDeviceType = true;
  }
  // The emulated device is the host device type with memory of its own: set
  // alone, ACORN_EMULATE_DISCRETE asks for it (the default, multicore or a
  // GPU, would run without it and test nothing).
  if (readHostMemoryMode() != HostMemoryMode::Shared) {
    if (!Env.HasDeviceType) {
      Env.DeviceType = acc_device_host;
      Env.HasDeviceType = true;
    } else if (Env.DeviceType != acc_device_host) {
      std::fprintf(stderr,
                   "ACORN WARNING: ACORN_EMULATE_DISCRETE emulates a discrete "
                   "device on the host device type only; ACC_DEVICE_TYPE=%s "
                   "runs without it\n",
                   Type);
    }
  }
  const char *Num = std::getenv("ACC_DEVICE_NUM");
  if (Num && *Num) {
    if (!parseDeviceNum(Num, Env.DeviceNum))
      fail(&EnvConstruct, acc_error_device_unavailable,
           "ACC_DEVICE_NUM='%s' is not a device number; expected a "
           "non-negative integer",
           Num);
    Env.HasDeviceNum = true;
  }
  return Env;
}

HostMemoryMode readHostMemoryMode() {
  const char *Mode = std::getenv("ACORN_EMULATE_DISCRETE");
  if (!Mode || !*Mode || !std::strcmp(Mode, "0"))
    return HostMemoryMode::Shared;
  if (!std::strcmp(Mode, "1"))
    return HostMemoryMode::Emulated;
  if (!std::strcmp(Mode, "async"))
    return HostMemoryMode::EmulatedAsync;
  fail(&EnvConstruct, acc_error_other,
       "ACORN_EMULATE_DISCRETE='%s' is not a mode; accepted values: 0, 1, async",
       Mode);
}

} // namespace acorn

//===- runtime.cpp - devices and internal control variables (2.3) ---------===//

#include "core/runtime.h"

#include "core/declare.h"
#include "core/env.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace acorn {

namespace {

const acorn_construct InitConstruct = {"<environment>", 0, 0, nullptr};

struct Registry {
  std::mutex Mutex;
  std::unique_ptr<Device> Host, Multicore;
  std::vector<std::unique_ptr<Device>> Nvidia;
  std::atomic<Device *> Current{nullptr};
  // The number each device type had when it was last current
  // (acc_get_device_num of a type that is not current).
  int LastNum[8] = {0};
  std::atomic<int> DefaultAsync{acc_async_noval};
};

Registry &registry() {
  static Registry *R = new Registry; // never destroyed: atexit code may still map data
  return *R;
}

int cachedCudaCount() {
  static int Count = -1;
  static std::once_flag Once;
  std::call_once(Once, [] { Count = cudaUsableDevices(); });
  return Count;
}

void initialise() {
  Registry &R = registry();
  if (R.Current.load(std::memory_order_acquire))
    return;
  static std::once_flag Once;
  std::call_once(Once, [] {
    Environment Env = readEnvironment();
    acc_device_t Type = concreteType(Env.DeviceType);
    if (Env.HasDeviceType && Type == acc_device_nvidia && cachedCudaCount() == 0)
      acorn_fatal(&InitConstruct,
                  "ACC_DEVICE_TYPE asks for an NVIDIA GPU, but no usable NVIDIA "
                  "GPU was found (set ACC_DEVICE_TYPE=multicore or host)");
    if (Type == acc_device_none)
      Type = concreteType(acc_device_default);
    int Num = Env.HasDeviceNum ? Env.DeviceNum : 0;
    if (Num >= numDevices(Type))
      acorn_fatal(&InitConstruct,
                  "ACC_DEVICE_NUM=%d, but there %s %d %s device%s (numbered from 0)",
                  Num, numDevices(Type) == 1 ? "is" : "are", numDevices(Type),
                  deviceTypeName(Type), numDevices(Type) == 1 ? "" : "s");
    selectDevice(&InitConstruct, Type, Num);
  });
}

} // namespace

// Set before main by units compiled without GPU code (-acc=multicore, -acc=host).
static std::atomic<int> ProgramTarget{-1};

acc_device_t concreteType(acc_device_t Type) {
  switch (Type) {
  case acc_device_host:
  case acc_device_multicore:
  case acc_device_nvidia:
    return Type;
  case acc_device_default:
    if (ProgramTarget.load() == ACORN_TARGET_HOST)
      return acc_device_host;
    [[fallthrough]];
  case acc_device_not_host:
    if (ProgramTarget.load() >= 0)
      return acc_device_multicore;
    return cachedCudaCount() > 0 ? acc_device_nvidia : acc_device_multicore;
  default:
    return acc_device_none;
  }
}

extern "C" void acorn_set_program_target(int Target) {
  // Regions of a CPU-only unit cannot run on a GPU, so one such unit makes the CPU the default.
  ProgramTarget.store(Target);
}

int numDevices(acc_device_t Type) {
  switch (concreteType(Type)) {
  case acc_device_host:
  case acc_device_multicore:
    return 1;
  case acc_device_nvidia:
    return cachedCudaCount();
  default:
    return 0;
  }
}

Device &deviceOf(const acorn_construct *C, acc_device_t Type, int Num) {
  acc_device_t Concrete = concreteType(Type);
  int Count = numDevices(Concrete);
  if (Concrete == acc_device_none)
    acorn_fatal(C, "device type %d is not a device type this runtime knows",
                static_cast<int>(Type));
  if (Concrete == acc_device_nvidia && Count == 0)
    acorn_fatal(C, "an NVIDIA GPU was asked for, but no usable NVIDIA GPU was "
                   "found (or this libacorn was built without CUDA)");
  if (Num < 0 || Num >= Count)
    acorn_fatal(C, "device number %d is out of range: there %s %d %s device%s",
                Num, Count == 1 ? "is" : "are", Count, deviceTypeName(Concrete),
                Count == 1 ? "" : "s");
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Mutex);
  std::unique_ptr<Device> *Slot = nullptr;
  if (Concrete == acc_device_host) {
    Slot = &R.Host;
  } else if (Concrete == acc_device_multicore) {
    Slot = &R.Multicore;
  } else {
    if (R.Nvidia.size() < static_cast<size_t>(Count))
      R.Nvidia.resize(Count);
    Slot = &R.Nvidia[Num];
  }
  if (!*Slot) {
    if (Concrete == acc_device_host)
      *Slot = makeHostDevice();
    else if (Concrete == acc_device_multicore)
      *Slot = makeMulticoreDevice();
    else
      *Slot = makeCudaDevice(Num);
  }
  (*Slot)->init();
  mapDeclaredGlobals(**Slot); // 2.13: declared globals are present from the start
  return **Slot;
}

Device &currentDevice() {
  initialise();
  return *registry().Current.load(std::memory_order_acquire);
}

void selectDevice(const acorn_construct *C, acc_device_t Type, int Num) {
  acc_device_t Concrete = concreteType(Type);
  Registry &R = registry();
  if (Num < 0) {
    std::lock_guard<std::mutex> Guard(R.Mutex);
    Num = R.LastNum[Concrete];
  }
  Device &D = deviceOf(C, Concrete, Num);
  {
    std::lock_guard<std::mutex> Guard(R.Mutex);
    R.LastNum[Concrete] = Num;
  }
  R.Current.store(&D, std::memory_order_release);
}

int deviceNumOf(acc_device_t Type) {
  initialise();
  acc_device_t Concrete = concreteType(Type);
  if (Concrete == acc_device_none)
    return -1;
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Mutex);
  return R.LastNum[Concrete];
}

int defaultAsync() { return registry().DefaultAsync.load(); }

void setDefaultAsync(int Async) { registry().DefaultAsync.store(Async); }

void shutdownDevices(const acorn_construct *C, acc_device_t Type, int Num) {
  acc_device_t Concrete = concreteType(Type);
  int Count = numDevices(Concrete);
  for (int I = 0; I < Count; ++I)
    if (Num < 0 || I == Num) {
      Device &D = deviceOf(C, Concrete, I);
      D.shutdown();
      forgetDeclaredGlobals(D);
    }
}

Device *existingDevice(acc_device_t Type, int Num) {
  acc_device_t Concrete = concreteType(Type);
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Mutex);
  if (Concrete == acc_device_host)
    return R.Host.get();
  if (Concrete == acc_device_multicore)
    return R.Multicore.get();
  if (Concrete == acc_device_nvidia && Num >= 0 && static_cast<size_t>(Num) < R.Nvidia.size())
    return R.Nvidia[Num].get();
  return nullptr;
}

} // namespace acorn

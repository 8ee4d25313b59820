//===- runtime.cpp - devices and internal control variables (2.3) ---------===//

#include "core/runtime.h"

#include "core/callbacks.h"
#include "core/declare.h"
#include "core/env.h"
#include "core/errors.h"

#include <atomic>
#include <mutex>
#include <unistd.h>
#include <vector>

namespace acorn {

// ACC_DEVICE_TYPE's concrete type: it sets the default device type (4.1), which
// acc_device_default names (3.1); acc_device_none while unset.
static std::atomic<acc_device_t> EnvironmentType{acc_device_none};

namespace {

const acorn_construct InitConstruct = {"<environment>", 0, 0, nullptr, nullptr};

constexpr int NumTypes = 8; // acc_device_t values a device can have

struct Registry {
  std::mutex Mutex;
  std::unique_ptr<Device> Host, Multicore;
  std::vector<std::unique_ptr<Device>> Nvidia;
  // The initial thread's ICVs, which every other thread copies when it
  // first uses OpenACC. The number each device type had when it was last
  // current (acc_get_device_num of a type that is not current).
  std::atomic<Device *> Current{nullptr};
  int LastNum[NumTypes] = {0};
  std::atomic<int> DefaultAsync{acc_async_noval};
};

Registry &registry() {
  static Registry *R = new Registry; // never destroyed: atexit code may still map data
  return *R;
}

/// Another thread's ICVs (2.3: one copy of each per host thread): the
/// initial thread's values when the thread first uses OpenACC, its own
/// after, which the initial thread's later changes leave alone.
struct ThreadIcvs {
  bool Copied = false;
  bool Initial = false; // the initial thread, known (gettid is a system call)
  Device *Current = nullptr;
  int LastNum[NumTypes] = {0};
  int DefaultAsync = acc_async_noval;
};
thread_local ThreadIcvs Icvs;

std::atomic<Device *> Override{nullptr};

/// The program's first thread, whose settings other threads inherit.
bool isInitialThread() { return gettid() == getpid(); }

int typeIndex(acc_device_t Type) {
  int I = static_cast<int>(Type);
  return I >= 0 && I < NumTypes ? I : 0;
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
  std::call_once(Once, [&R] {
    registerToolLibraries(); // 5.3: tools see errors from the start
    Environment Env = readEnvironment();
    acc_device_t Type = concreteType(Env.DeviceType);
    if (Env.HasDeviceType && Type == acc_device_nvidia && cachedCudaCount() == 0)
      fail(&InitConstruct, acc_error_device_type_unavailable,
           "ACC_DEVICE_TYPE asks for an NVIDIA GPU, but no usable NVIDIA "
           "GPU was found (set ACC_DEVICE_TYPE=multicore or host)");
    if (Type == acc_device_none)
      Type = concreteType(acc_device_default);
    else if (Env.HasDeviceType)
      EnvironmentType.store(Type);
    int Num = Env.HasDeviceNum ? Env.DeviceNum : 0;
    if (Num >= numDevices(Type))
      fail(&InitConstruct, acc_error_device_unavailable,
           "ACC_DEVICE_NUM=%d, but there %s %d %s device%s (numbered from 0)",
           Num, numDevices(Type) == 1 ? "is" : "are", numDevices(Type),
           deviceTypeName(Type), numDevices(Type) == 1 ? "" : "s");
    Device &D = deviceOf(&InitConstruct, Type, Num);
    std::lock_guard<std::mutex> Guard(R.Mutex);
    Device *None = nullptr; // acc_set_device_type in main may have come first
    if (R.Current.compare_exchange_strong(None, &D, std::memory_order_acq_rel))
      R.LastNum[typeIndex(Type)] = Num;
  });
}

/// The calling thread's ICVs when it is not the initial thread (whose ICVs
/// are the registry's), copied from the initial thread's on first use.
ThreadIcvs *ownIcvs() {
  if (Icvs.Copied)
    return &Icvs;
  if (Icvs.Initial || (Icvs.Initial = isInitialThread()))
    return nullptr;
  initialise();
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Mutex);
  Icvs.Current = R.Current.load(std::memory_order_acquire);
  std::copy(R.LastNum, R.LastNum + NumTypes, Icvs.LastNum);
  Icvs.DefaultAsync = R.DefaultAsync.load();
  Icvs.Copied = true;
  return &Icvs;
}

/// The device number type index \p I had when last current, for this thread.
int lastNum(int I) {
  if (ThreadIcvs *Own = ownIcvs())
    return Own->LastNum[I];
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Mutex);
  return R.LastNum[I];
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
    if (acc_device_t Env = EnvironmentType.load(); Env != acc_device_none)
      return Env;
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
    fail(C, acc_error_device_type_unavailable,
         "device type %d (%s) is not a device type this runtime has",
         static_cast<int>(Type), deviceTypeName(Type));
  if (Concrete == acc_device_nvidia && Count == 0)
    fail(C, acc_error_device_type_unavailable,
         "an NVIDIA GPU was asked for, but no usable NVIDIA GPU was "
         "found (or this libacorn was built without CUDA)");
  if (Num < 0 || Num >= Count)
    fail(C, acc_error_device_unavailable,
         "device number %d is out of range: there %s %d %s device%s", Num,
         Count == 1 ? "is" : "are", Count, deviceTypeName(Concrete),
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
  if (Device *T = Override.load(std::memory_order_acquire))
    return *T;
  if (Icvs.Copied)
    return *Icvs.Current;
  if (ThreadIcvs *Own = ownIcvs())
    return *Own->Current;
  initialise();
  return *registry().Current.load(std::memory_order_acquire);
}

Device *peekCurrentDevice() {
  if (Device *T = Override.load(std::memory_order_acquire))
    return T;
  if (Icvs.Copied)
    return Icvs.Current;
  return registry().Current.load(std::memory_order_acquire);
}

void overrideCurrentDevice(Device *D) {
  Override.store(D, std::memory_order_release);
}

void selectDevice(const acorn_construct *C, acc_device_t Type, int Num) {
  registerToolLibraries(); // 5.3: before the first device is chosen
  acc_device_t Concrete = concreteType(Type);
  Registry &R = registry();
  int I = typeIndex(Concrete);
  if (Num < 0)
    Num = lastNum(I);
  Device &D = deviceOf(C, Concrete, Num);
  if (ThreadIcvs *Own = ownIcvs()) {
    Own->LastNum[I] = Num;
    Own->Current = &D;
    return;
  }
  std::lock_guard<std::mutex> Guard(R.Mutex);
  R.LastNum[I] = Num;
  R.Current.store(&D, std::memory_order_release);
}

int deviceNumOf(acc_device_t Type) {
  initialise();
  acc_device_t Concrete = concreteType(Type);
  // 3.2.5: -1 for a type that is not supported or has no devices here.
  if (Concrete == acc_device_none || numDevices(Concrete) == 0)
    return -1;
  return lastNum(typeIndex(Concrete));
}

int defaultAsync() {
  if (ThreadIcvs *Own = ownIcvs())
    return Own->DefaultAsync;
  return registry().DefaultAsync.load();
}

void setDefaultAsync(int Async) {
  if (Async == acc_async_default)
    Async = acc_async_noval; // 2.14.3: back to the initial value
  if (ThreadIcvs *Own = ownIcvs()) {
    Own->DefaultAsync = Async;
    return;
  }
  registry().DefaultAsync.store(Async);
}

std::string deviceLabel(Device &D) {
  return std::string(deviceTypeName(D.type())) + " device " +
         std::to_string(D.number());
}

void shutdownDevices(const acorn_construct *C, acc_device_t Type, int Num) {
  acc_device_t Concrete = concreteType(Type);
  int Count = numDevices(Concrete);
  for (int I = 0; I < Count; ++I)
    if (Num < 0 || I == Num)
      shutdownDevice(deviceOf(C, Concrete, I));
}

void shutdownDevice(Device &D) {
  D.shutdown();
  forgetDeclaredGlobals(D);
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

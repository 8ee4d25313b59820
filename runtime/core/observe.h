//===- observe.h - ACORN_NOTIFY and ACORN_TIME ----------------------------===//
//
// The runtime's own consumers of the chapter 5 profiling events: ACORN_NOTIFY
// (alias NV_ACC_NOTIFY) prints events on stderr as they happen, ACORN_TIME
// (alias NV_ACC_TIME) prints the time spent per construct at exit. libacorn
// does not trigger the profiling events for user callbacks (acc_prof.h): the
// call sites below fill in the chapter 5 structs for these internal consumers
// only, and cost one relaxed load when neither variable is set.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_OBSERVE_H
#define ACORN_RUNTIME_OBSERVE_H

#include "acc_prof.h"
#include "acorn/abi.h"

#include <atomic>
#include <cstddef>
#include <string>

namespace acorn {

class Device;

/// ACORN_NOTIFY bits, NVHPC's NV_ACC_NOTIFY values.
enum : unsigned {
  NotifyLaunch = 1,
  NotifyTransfer = 2,
  NotifyRegion = 4,
  NotifyWait = 8,
  NotifyAlloc = 16,
  NotifyAll = 31
};

/// True once ACORN_NOTIFY or ACORN_TIME registered a consumer (before main).
extern std::atomic<bool> ObserveOn;
inline bool observing() { return ObserveOn.load(std::memory_order_relaxed); }

/// Which ABI entry point an ObserveScope brackets.
enum class ObserveSite {
  DataEnter,
  DataExit,
  EnterData,
  ExitData,
  Update,
  Wait
};

/// The start and end events of one ABI entry point on construct \p C:
/// DataEnter of a compute construct starts it (compute_construct_start, then
/// enter_data_start/end), DataExit ends it; of a data construct they are the
/// enter_data and exit_data pairs. \p OnHost: an if clause that is false, so
/// the construct runs on the host. \p D: the device (nullptr: the current).
class ObserveScope {
public:
  ObserveScope(ObserveSite S, const acorn_construct *C, int Async,
               bool OnHost = false, Device *D = nullptr)
      : C(observing() ? C : nullptr), Site(S), Async(Async), Dev(D) {
    if (this->C)
      begin(OnHost);
  }
  ~ObserveScope() {
    if (C)
      end();
  }
  ObserveScope(const ObserveScope &) = delete;
  ObserveScope &operator=(const ObserveScope &) = delete;

private:
  void begin(bool OnHost);
  void end();
  const acorn_construct *C;
  ObserveSite Site;
  int Async;
  Device *Dev;
  acc_device_t Type = acc_device_host;
  int Number = 0;
};

/// A single data event: acc_ev_alloc (after the allocation), acc_ev_free
/// (before the release).
void observeData(acc_event_t Event, const acorn_construct *C, Device &D,
                 const char *Var, size_t Bytes, const void *Host,
                 const void *DevPtr, int Async);

/// An upload or download: \p Start is acc_ev_enqueue_upload_start or
/// acc_ev_enqueue_download_start, the matching end event follows at the end
/// of the scope.
class ObserveTransfer {
public:
  ObserveTransfer(acc_event_t Start, const acorn_construct *C, Device &D,
                  const char *Var, size_t Bytes, const void *Host,
                  const void *DevPtr, int Async)
      : On(observing()), Start(Start), C(C), D(D), Var(Var), Bytes(Bytes),
        Host(Host), DevPtr(DevPtr), Async(Async) {
    if (On)
      observeData(Start, C, D, Var, Bytes, Host, DevPtr, Async);
  }
  ~ObserveTransfer() {
    if (On)
      observeData(static_cast<acc_event_t>(Start + 1), C, D, Var, Bytes, Host,
                  DevPtr, Async);
  }
  ObserveTransfer(const ObserveTransfer &) = delete;
  ObserveTransfer &operator=(const ObserveTransfer &) = delete;

private:
  bool On;
  acc_event_t Start;
  const acorn_construct *C;
  Device &D;
  const char *Var;
  size_t Bytes;
  const void *Host, *DevPtr;
  int Async;
};

/// acc_ev_enqueue_launch_start / _end of one launch on \p Type. \p C may be
/// null (a host region): the innermost compute construct this thread is in.
/// \p Gangs: 0 when not known. A GPU launch has no end event (the kernel's
/// time is not measured, only its enqueueing).
void observeLaunchStart(const acorn_construct *C, acc_device_t Type,
                        size_t Gangs, int Async);
void observeLaunchEnd(const acorn_construct *C, acc_device_t Type, int Async);

/// A synchronous launch on the host's cores, from here to the end of scope.
class ObserveLaunch {
public:
  ObserveLaunch(const acorn_construct *C, acc_device_t Type, size_t Gangs)
      : On(observing()), C(C), Type(Type) {
    if (On)
      observeLaunchStart(C, Type, Gangs, ACORN_ASYNC_SYNC);
  }
  ~ObserveLaunch() {
    if (On)
      observeLaunchEnd(C, Type, ACORN_ASYNC_SYNC);
  }
  ObserveLaunch(const ObserveLaunch &) = delete;
  ObserveLaunch &operator=(const ObserveLaunch &) = delete;

private:
  bool On;
  const acorn_construct *C;
  acc_device_t Type;
};

// Shared by observe.cpp and observe_format.cpp.

/// Data and declare constructs: regions with an entry and an exit.
bool isDataRegion(acc_construct_t K);
/// The construct an event belongs to, whichever kind of event it is.
acc_construct_t parentOf(const acc_event_info &E);
/// "CUDA" for NVIDIA devices, else the device type's name.
const char *deviceWord(acc_device_t Type);

// For the unit tests.

/// An ACORN_NOTIFY / ACORN_TIME value: a non-negative integer (decimal, or
/// hexadecimal with 0x); blanks around it are ignored. False otherwise.
bool parseObserveValue(const char *Text, unsigned long &Value);
/// The ACORN_NOTIFY line of an event, without the newline ("" when the event
/// prints nothing under \p Mask).
std::string formatNotify(unsigned Mask, const acc_prof_info &Prof,
                         const acc_event_info &Event);
/// 1234567 -> "1,234,567".
std::string formatMicroseconds(unsigned long long Us);
/// Register the consumers (replacing those registered before), as the
/// environment does at start-up; (0, false) switches observation off.
void startObserving(unsigned NotifyMask, bool Time);
/// The ACORN_TIME table of what was recorded so far; resetTiming forgets it.
std::string timingReport();
void resetTiming();

} // namespace acorn

#endif // ACORN_RUNTIME_OBSERVE_H

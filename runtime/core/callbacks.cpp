//===- callbacks.cpp - registered event callbacks (chapter 5) -------------===//

#include "core/callbacks.h"

#include "core/errors.h"

#include <atomic>
#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <vector>

// 5.3.1: a program (or a library linked into it) may define this routine; the
// weak reference is null when none does.
extern "C" void acc_register_library(acc_prof_reg, acc_prof_reg,
                                     acc_prof_lookup_func)
    __attribute__((weak));

namespace acorn {

namespace {

struct Entry {
  acc_callback Cb;
  int Registrations; // 5.4.1: registered n times, unregistered n times
  bool Enabled;      // 5.4.2: acc_toggle
};

struct Lists {
  std::mutex Mutex;
  std::vector<Entry> ByEvent[acc_ev_last];
};

Lists &lists() {
  static Lists *L = new Lists; // never destroyed: errors may come during exit
  return *L;
}

thread_local bool ThreadDisabled = false; // acc_toggle_per_thread

void checkArguments(const acorn_construct *C, acc_event_t Event,
                    acc_register_t Reg) {
  if (Event < acc_ev_none || Event >= acc_ev_last)
    fail(C, acc_error_invalid_argument,
         "event type %d is not an OpenACC event (acc_ev_none .. acc_ev_last-1)",
         static_cast<int>(Event));
  if (Reg != acc_reg && Reg != acc_toggle && Reg != acc_toggle_per_thread)
    fail(C, acc_error_invalid_argument,
         "%d is not acc_reg, acc_toggle or acc_toggle_per_thread",
         static_cast<int>(Reg));
}

/// 5.4.2: acc_toggle switches one routine of one event, every routine of the
/// event (a null routine), or every routine of every event (acc_ev_none).
void toggle(acc_event_t Event, acc_callback Cb, bool Enable) {
  Lists &L = lists();
  std::lock_guard<std::mutex> Guard(L.Mutex);
  for (int E = 0; E < acc_ev_last; ++E)
    if (Event == acc_ev_none || E == Event)
      for (Entry &En : L.ByEvent[E])
        if (!Cb || En.Cb == Cb)
          En.Enabled = Enable;
}

acc_query_fn lookup(const char *) { return nullptr; }

void registerFrom(void (*Register)(acc_prof_reg, acc_prof_reg,
                                   acc_prof_lookup_func)) {
  Register(&acc_prof_register, &acc_prof_unregister, &lookup);
}

} // namespace

void registerCallback(const acorn_construct *C, acc_event_t Event,
                      acc_callback Cb, acc_register_t Reg) {
  checkArguments(C, Event, Reg);
  if (Reg == acc_toggle_per_thread) {
    ThreadDisabled = false;
    return;
  }
  if (Reg == acc_toggle) {
    toggle(Event, Cb, true);
    return;
  }
  if (!Cb)
    fail(C, acc_error_invalid_null_pointer,
         "a null callback cannot be registered");
  if (Event == acc_ev_none)
    return; // not an event that happens
  Lists &L = lists();
  std::lock_guard<std::mutex> Guard(L.Mutex);
  for (Entry &En : L.ByEvent[Event])
    if (En.Cb == Cb) {
      ++En.Registrations;
      return;
    }
  L.ByEvent[Event].push_back(Entry{Cb, 1, true});
}

void unregisterCallback(const acorn_construct *C, acc_event_t Event,
                        acc_callback Cb, acc_register_t Reg) {
  checkArguments(C, Event, Reg);
  if (Reg == acc_toggle_per_thread) {
    ThreadDisabled = true;
    return;
  }
  if (Reg == acc_toggle) {
    toggle(Event, Cb, false);
    return;
  }
  Lists &L = lists();
  std::lock_guard<std::mutex> Guard(L.Mutex);
  if (Event == acc_ev_none)
    return;
  std::vector<Entry> &V = L.ByEvent[Event];
  for (auto It = V.begin(); It != V.end(); ++It)
    if (It->Cb == Cb) {
      if (--It->Registrations == 0)
        V.erase(It);
      return;
    }
}

int registeredCallbacks(acc_event_t Event) {
  if (Event < acc_ev_none || Event >= acc_ev_last)
    return 0;
  Lists &L = lists();
  std::lock_guard<std::mutex> Guard(L.Mutex);
  return static_cast<int>(L.ByEvent[Event].size());
}

void dispatchErrorEvent(acc_prof_info *Prof, acc_event_info *Event,
                        acc_api_info *Api) {
  if (ThreadDisabled)
    return;
  std::vector<acc_callback> Calls;
  {
    Lists &L = lists();
    std::lock_guard<std::mutex> Guard(L.Mutex);
    for (const Entry &En : L.ByEvent[acc_ev_error])
      if (En.Enabled)
        Calls.push_back(En.Cb);
  }
  // Outside the lock: a callback may register or unregister others.
  for (acc_callback Cb : Calls)
    Cb(Prof, Event, Api);
}

void registerToolLibraries() {
  // Not std::call_once: a library that cannot be loaded is reported through
  // fail(), which calls this again.
  static std::atomic<bool> Started{false};
  if (Started.exchange(true))
    return;
  if (acc_register_library)
    registerFrom(&acc_register_library);
  // 5.3.3 / 4.3: ACC_PROFLIB names a shared library to load.
  const char *Path = std::getenv("ACC_PROFLIB");
  if (!Path || !*Path)
    return;
  static const acorn_construct EnvC = {"<environment>", 0, 0, nullptr, nullptr};
  void *Handle = dlopen(Path, RTLD_NOW | RTLD_LOCAL);
  if (!Handle)
    fail(&EnvC, acc_error_other, "ACC_PROFLIB='%s' cannot be loaded: %s", Path,
         dlerror());
  auto *Register =
      reinterpret_cast<void (*)(acc_prof_reg, acc_prof_reg,
                                acc_prof_lookup_func)>(
          dlsym(Handle, "acc_register_library"));
  if (!Register)
    fail(&EnvC, acc_error_other,
         "ACC_PROFLIB='%s' defines no acc_register_library routine (5.3.3)",
         Path);
  registerFrom(Register);
}

} // namespace acorn

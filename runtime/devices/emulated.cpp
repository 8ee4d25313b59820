//===- emulated.cpp - the host device with memory of its own ---------------===//
//
// ACORN_EMULATE_DISCRETE=1 with ACC_DEVICE_TYPE=host: compute regions run on
// the host as on the host device, but device memory is separate host buffers,
// filled with garbage when allocated, so every mapping moves bytes as on a GPU.
// A program that forgets a data clause, an update or a copy back reads stale
// or garbage values here as it would on a GPU, without one.
//
// ACORN_EMULATE_DISCRETE=async also defers the work of async queues until the
// queue is waited for, tested, or a compute region on it starts, so a missing
// wait shows as stale data too.
//
// Regions compiled for the host read declared globals (2.13) by their host
// names: their device copies, and the data clauses' copies of link globals,
// are the host variables themselves.
//
//===----------------------------------------------------------------------===//

#include "core/errors.h"
#include "core/runtime.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <mutex>
#include <vector>

namespace acorn {

namespace {

class EmulatedDevice final : public Device {
public:
  explicit EmulatedDevice(bool DeferAsync) : DeferAsync(DeferAsync) {}

  acc_device_t type() const override { return acc_device_host; }
  bool sharesHostMemory() const override { return false; }
  bool regionsReadHostGlobals() const override { return true; }
  void *hostGlobal(void *Host, size_t Bytes) override {
    std::lock_guard<std::mutex> Guard(Mutex);
    Globals[static_cast<char *>(Host)] = Bytes;
    return Host;
  }

  // Small ranges only: structs and pointers hold pointers; big arrays of
  // data would cost every allocation a scan.
  bool hostGlobalPointsTo(const void *Host) override {
    std::lock_guard<std::mutex> Guard(Mutex);
    for (const auto &[Start, Bytes] : Globals) {
      if (Bytes > 4096 || reinterpret_cast<uintptr_t>(Start) % alignof(void *))
        continue;
      auto *Words = reinterpret_cast<const void *const *>(Start);
      for (size_t I = 0; I < Bytes / sizeof(void *); ++I)
        if (Words[I] == Host)
          return true;
    }
    return false;
  }

  void *allocate(size_t Bytes) override {
    size_t Size = Bytes ? Bytes : 1;
    void *P = std::malloc(Size);
    if (!P)
      return nullptr;
    std::memset(P, Garbage, Size); // doubles read as ~1.4e306, ints as 2139062143
    std::lock_guard<std::mutex> Guard(Mutex);
    Live[static_cast<char *>(P)] = Size;
    return P;
  }

  void release(void *P) override {
    size_t Size;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      // Data mapped to itself (a link global's, a declared pointer's target)
      // is no longer device memory; a declared global's own storage stays.
      if (Globals.erase(static_cast<char *>(P)) ||
          inside(Globals, static_cast<char *>(P), 1))
        return;
      auto It = Live.find(static_cast<char *>(P));
      if (It == Live.end())
        fail(activeConstruct(), acc_error_invalid_argument,
             "emulated device: release of %p, which is not device memory", P);
      Size = It->second;
      Live.erase(It);
    }
    std::memset(P, Freed, Size);
    std::free(P);
  }

  void releaseAfter(void *P, int Async) override {
    enqueue(Async, [=] { release(P); });
  }

  void copyToDevice(void *Dev, const void *Host, size_t Bytes,
                    int Async) override {
    checkDevice("a copy to the device", Dev, Bytes);
    enqueue(Async, [=] { move(Dev, Host, Bytes); });
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes,
                      int Async) override {
    checkDevice("a copy from the device", Dev, Bytes);
    enqueue(Async, [=] { move(Host, Dev, Bytes); });
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes,
                    int Async) override {
    checkDevice("a copy on the device (to)", Dst, Bytes);
    checkDevice("a copy on the device (from)", Src, Bytes);
    enqueue(Async, [=] { move(Dst, Src, Bytes); });
  }
  void zeroDevice(void *Dev, size_t Bytes, int Async) override {
    checkDevice("zeroing device memory", Dev, Bytes);
    enqueue(Async, [=] { std::memset(Dev, 0, Bytes); });
  }

  // A test of a queue with work left runs that work, so polling loops end.
  bool queueIdle(int Async) override { return !run(Async); }
  bool allQueuesIdle() override { return !runAll(); }
  void waitQueue(int Async) override { run(Async); }
  void waitAllQueues() override { runAll(); }
  void queueWaitsFor(int Async, int Queue) override {
    if (Queue == AllQueues)
      runAll();
    else
      run(Queue);
  }
  // A GPU could not follow a pointer to host memory (without managed or
  // unified memory): the missing data clause a region here would not notice.
  void pointerPassedUnchanged(const acorn_construct *C, const char *Name,
                              const void *Value) override {
    const char *P = static_cast<const char *>(Value);
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      if (inside(Live, P, 1) || inside(Globals, P, 1))
        return;
    }
    fail(C, acc_error_not_present,
         "'%s' points to host memory (%p) that is not present on the device, "
         "and the region uses it unchanged: a GPU cannot follow it (map the "
         "data it points to with a data clause, or enter data)",
         Name ? Name : "a pointer", Value);
  }
  void hostRegionBegins(int Async) override {
    run(Async); // its copies in, queued before it
  }
  // 3.2.8 acc_shutdown, 2.14.2: every mapping goes, as on a GPU (cuda.cpp).
  // Data mapped to itself (declared globals) is host memory: only forgotten,
  // and mapped again when the device is next used.
  void shutdown() override {
    runAll();
    for (PresentEntry &E : presentTable().takeAll())
      if (!E.UserMapped)
        release(E.Device);
    std::lock_guard<std::mutex> Guard(Mutex);
    Globals.clear();
  }

  size_t totalMemory() override { return size_t(1) << 34; }
  size_t freeMemory() override { return size_t(1) << 34; }
  const std::string &name() override { return Name; }
  const std::string &vendor() override { return Vendor; }
  const std::string &driver() override { return Vendor; }

private:
  static constexpr int Garbage = 0x7f, Freed = 0x6b;

  static void move(void *Dst, const void *Src, size_t Bytes) {
    if (Dst != Src)
      std::memmove(Dst, Src, Bytes);
  }

  // A range that is neither inside one allocation nor a declared global
  // (mapped to itself) is a runtime bug or a bad acc_memcpy_* argument.
  void checkDevice(const char *What, const void *Dev, size_t Bytes) {
    const char *P = static_cast<const char *>(Dev);
    std::lock_guard<std::mutex> Guard(Mutex);
    if (inside(Live, P, Bytes) || inside(Globals, P, Bytes))
      return;
    fail(activeConstruct(), acc_error_invalid_argument,
         "emulated device: %s of %zu bytes at %p, which is not device memory",
         What, Bytes, Dev);
  }

  static bool inside(const std::map<char *, size_t> &Ranges, const char *P,
                     size_t Bytes) {
    auto It = Ranges.upper_bound(const_cast<char *>(P));
    if (It == Ranges.begin())
      return false;
    --It;
    return P >= It->first && P + Bytes <= It->first + It->second;
  }

  void enqueue(int Async, std::function<void()> Work) {
    if (Async == ACORN_ASYNC_SYNC || !DeferAsync) {
      Work();
      return;
    }
    std::lock_guard<std::mutex> Guard(Mutex);
    Queues[Async].push_back(std::move(Work));
  }

  /// Runs the work queue \p Async holds; false when it held none.
  /// Host threads share the queues: one runs held work at a time, so that work
  /// queued after other work (a release after a copy) never runs before it.
  bool run(int Async) {
    std::lock_guard<std::recursive_mutex> Running(RunMutex);
    std::vector<std::function<void()>> Work;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      auto It = Queues.find(Async);
      if (It == Queues.end())
        return false;
      Work = std::move(It->second);
      Queues.erase(It);
    }
    for (auto &W : Work)
      W();
    return !Work.empty();
  }

  bool runAll() {
    bool Ran = false;
    for (;;) {
      int Async;
      {
        std::lock_guard<std::mutex> Guard(Mutex);
        if (Queues.empty())
          return Ran;
        Async = Queues.begin()->first;
      }
      Ran |= run(Async);
    }
  }

  bool DeferAsync;
  std::mutex Mutex;
  std::recursive_mutex RunMutex;
  std::map<char *, size_t> Live;    // allocations: start -> bytes
  std::map<char *, size_t> Globals; // declared globals, their own copies
  std::map<int, std::vector<std::function<void()>>> Queues;
  std::string Name = "host (sequential, emulating separate device memory)";
  std::string Vendor = "Acorn";
};

} // namespace

std::unique_ptr<Device> makeEmulatedDevice(bool DeferAsync) {
  return std::make_unique<EmulatedDevice>(DeferAsync);
}

} // namespace acorn

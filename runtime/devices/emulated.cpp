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
// wait shows as stale data too. And it defers the work of a synchronous
// compute construct as the CUDA device does (cuda.cpp), as late as a GPU may
// run it: from the start of its data entry to the end of its data exit, its
// work on the synchronous queue is only queued (copies in take the host's
// bytes when queued, as CUDA's staging does), runs when a region begins or
// the queue is waited for, and its copies back land on the host, and its
// blocks are released, only at its end. So runtime code that reads on the
// host what such a construct copies back before its end reads what a GPU
// would not have written yet. Each host thread's synchronous queue is a
// queue of its own, as a GPU's per-thread stream: another thread's region
// finds data present whose copy in has not run, unless it follows the mark
// (Device::followMark) that the present entry keeps, which runs the marked
// queue's work as far as the mark (any host thread may run any queue's work,
// in order; one runs queued work at a time).
//
// Regions compiled for the host read declared globals (2.13) by their host
// names, so a declared global's device copy is the variable's storage while
// such a region runs; outside regions the storage holds the host's bytes and
// a shadow the device copy's, swapped when the first region begins and the
// last one ends (a host thread running host code beside another's region
// sees the device copy: a limit of the emulation). Copies address the
// device copy by the variable's address and find its bytes where they are
// now, with no swap between finding and moving them. The data clauses' copies of link globals, data that pointers in
// declared globals point to, and const declared globals (which never change,
// and may be read-only memory) are the host storage itself (no shadow).
//
//===----------------------------------------------------------------------===//

#include "core/errors.h"
#include "core/runtime.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <thread>
#include <vector>

namespace acorn {

namespace {

/// Deferred work, run in order by whichever host thread waits for it: an
/// async queue, or a host thread's synchronous queue in a synchronous
/// compute construct. Work may run another queue's (followMark): one host
/// thread runs queued work at a time (the device's Runner), so runners never
/// wait for each other in a cycle.
class WorkQueue final : public MarkedQueue {
public:
  explicit WorkQueue(std::recursive_mutex &Runner) : Runner(Runner) {}
  void push(std::function<void()> Work) {
    std::lock_guard<std::mutex> Guard(Lock);
    Items.push_back(std::move(Work));
    ++Queued;
  }
  /// How much work was ever queued: a wait's target.
  unsigned long queued() {
    std::lock_guard<std::mutex> Guard(Lock);
    return Queued;
  }
  /// Runs work until the first \p Target items ever queued are done; false
  /// when this call ran none.
  bool runTo(unsigned long Target) {
    if (Done.load(std::memory_order_acquire) >= Target)
      return false;
    std::lock_guard<std::recursive_mutex> Running(Runner);
    bool Ran = false;
    for (;;) {
      std::function<void()> Work;
      {
        std::lock_guard<std::mutex> Guard(Lock);
        if (Items.empty())
          Waits.fetch_add(1, std::memory_order_release); // all of it landed
        if (Items.empty() || Done.load() >= Target)
          return Ran;
        Work = std::move(Items.front());
        Items.pop_front();
      }
      Work();
      Done.fetch_add(1, std::memory_order_release);
      Ran = true;
    }
  }
  bool runAll() { return runTo(queued()); }

private:
  std::recursive_mutex &Runner;
  std::mutex Lock; // Items, Queued
  std::deque<std::function<void()>> Items;
  unsigned long Queued = 0;
  std::atomic<unsigned long> Done{0};
};

/// This host thread's synchronous compute construct in progress on the
/// device Owner (beginSynchronousCompute, with async): its queued work (on
/// the thread's synchronous queue), then what lands on the host at its end,
/// then the blocks it releases.
struct OpenConstruct {
  const Device *Owner = nullptr;
  const acorn_construct *Construct = nullptr;
  int Lists = 0; ///< its data clause lists entered, not exited yet
  WorkQueue *Queue = nullptr;
  std::vector<std::function<void()>> Landings;
  std::vector<void *> Releases;
};
thread_local OpenConstruct Open;

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
  // A declared global's device copy starts zeroed, as a GPU's __device__
  // variable (declare copyin then copies the initial value in).
  void *declaredGlobal(void *Host, size_t Bytes) override {
    std::unique_lock<std::shared_mutex> NoCopies(SwapMutex);
    std::lock_guard<std::mutex> Guard(Mutex);
    Globals[static_cast<char *>(Host)] = Bytes;
    Shadow &S = Shadows[static_cast<char *>(Host)];
    if (!S.Bytes) {
      S.Bytes = Bytes;
      S.Other.reset(new char[Bytes ? Bytes : 1]());
      if (InRegions) // the storage holds the device copy now
        std::swap_ranges(static_cast<char *>(Host),
                         static_cast<char *>(Host) + Bytes, S.Other.get());
    }
    return Host;
  }
  void forgetGlobal(void *Host) override {
    std::unique_lock<std::shared_mutex> NoCopies(SwapMutex);
    std::lock_guard<std::mutex> Guard(Mutex);
    Globals.erase(static_cast<char *>(Host));
    auto It = Shadows.find(static_cast<char *>(Host));
    if (It == Shadows.end())
      return;
    if (InRegions) // the host's bytes back into the storage
      std::swap_ranges(It->first, It->first + It->second.Bytes, It->second.Other.get());
    Shadows.erase(It);
  }
  void beginSynchronousCompute(const acorn_construct *C) override {
    if (!DeferAsync)
      return;
    if (Open.Owner == this && Open.Construct == C) {
      ++Open.Lists; // another data clause list of the open construct joins it
      return;
    }
    endConstruct(/*Land=*/false); // one an exception left: its frames are gone
    Open.Owner = this;
    Open.Construct = C;
    Open.Lists = 1;
    std::lock_guard<std::mutex> Guard(Mutex);
    auto &Mine = SyncQueues[std::this_thread::get_id()];
    if (!Mine)
      Mine = std::make_unique<WorkQueue>(Runner);
    Open.Queue = Mine.get();
  }
  void endSynchronousCompute(const acorn_construct *C) override {
    if (Open.Owner == this && Open.Construct == C && --Open.Lists == 0)
      endConstruct();
  }
  void hostRegionBegins(int Async) override {
    run(Async); // its copies in, queued before it
    std::unique_lock<std::shared_mutex> NoCopies(SwapMutex);
    std::lock_guard<std::mutex> Guard(Mutex);
    if (InRegions++ == 0)
      swapShadows();
  }
  void hostRegionEnds() override {
    std::unique_lock<std::shared_mutex> NoCopies(SwapMutex);
    std::lock_guard<std::mutex> Guard(Mutex);
    if (InRegions > 0 && --InRegions == 0)
      swapShadows();
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
    if (inConstruct(Async))
      Open.Releases.push_back(P);
    else
      enqueue(Async, [=] { release(P); });
  }

  void copyToDevice(void *Dev, const void *Host, size_t Bytes,
                    int Async) override {
    checkDevice("a copy to the device", Dev, Bytes);
    if (!inConstruct(Async)) {
      enqueue(Async, [=] { moveNow(Dev, true, Host, false, Bytes); });
      return;
    }
    auto Staged = std::make_shared<std::vector<char>>(Bytes);
    moveNow(Staged->data(), false, Host, false, Bytes);
    enqueue(Async, [=] { moveNow(Dev, true, Staged->data(), false, Bytes); });
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes,
                      int Async) override {
    checkDevice("a copy from the device", Dev, Bytes);
    if (!inConstruct(Async)) {
      enqueue(Async, [=] { moveNow(Host, false, Dev, true, Bytes); });
      return;
    }
    readBack(Dev, Bytes, Async, [=](const char *Value) {
      moveNow(Host, false, Value, false, Bytes);
    });
  }
  // After the work queued so far, as a GPU's read on the queue's stream: a
  // synchronous construct's copies back still land at its end, these now.
  void readNow(const HostRead *Reads, int Count, int Async) override {
    run(Async);
    for (int I = 0; I < Count; ++I) {
      checkDevice("a copy from the device", Reads[I].Device, Reads[I].Bytes);
      moveNow(Reads[I].To, false, Reads[I].Device, true, Reads[I].Bytes);
    }
  }
  void copyPointerBack(void **Host, const void *Dev, const PointerCarry &Carry,
                       int Async) override {
    checkDevice("a copy from the device", Dev, sizeof(void *));
    readBack(Dev, sizeof(void *), Async, [=](const char *Value) {
      char *Pointer;
      std::memcpy(&Pointer, Value, sizeof Pointer);
      *Host = Carry.host(Pointer);
    });
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes,
                    int Async) override {
    checkDevice("a copy on the device (to)", Dst, Bytes);
    checkDevice("a copy on the device (from)", Src, Bytes);
    enqueue(Async, [=] { moveNow(Dst, true, Src, true, Bytes); });
  }
  void zeroDevice(void *Dev, size_t Bytes, int Async) override {
    checkDevice("zeroing device memory", Dev, Bytes);
    enqueue(Async, [=] {
      std::shared_lock<std::shared_mutex> NoSwap(SwapMutex);
      std::memset(now(Dev, true), 0, Bytes);
    });
  }

  // A test of a queue with work left runs that work, so polling loops end
  // (a synchronous construct's copies back still land at its end).
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
  QueueMark markQueue(int Async, bool Now) override {
    WorkQueue *Q = deferring(Async);
    if (!Q)
      return {};
    return {Q, Q->Waits.load(std::memory_order_acquire), Now ? Q->queued() : 0};
  }
  // Queued on Async as a wait for the mark's queue as far as the mark (a
  // lazy one: as far as the queue is now); run now where Async's work is not
  // deferred.
  void followMark(int Async, const QueueMark &M) override {
    auto *From = static_cast<WorkQueue *>(M.Queue);
    if (!M.pending() || From == deferring(Async))
      return;
    unsigned long Target = M.Point ? M.Point : From->queued();
    enqueue(Async, [=] { From->runTo(Target); });
  }
  // A GPU could not follow a pointer to host memory (without managed or
  // unified memory): the missing data clause a region here would not notice.
  bool isHostOnlyMemory(const void *Value) override {
    const char *P = static_cast<const char *>(Value);
    std::lock_guard<std::mutex> Guard(Mutex);
    return !inside(Live, P, 1) && !inside(Globals, P, 1);
  }
  void pointerPassedUnchanged(const acorn_construct *C, const char *Name,
                              const void *Value) override {
    if (!isHostOnlyMemory(Value))
      return;
    fail(C, acc_error_not_present,
         "'%s' points to host memory (%p) that is not present on the device, "
         "and the region uses it unchanged: a GPU cannot follow it (map the "
         "data it points to with a data clause, or enter data)",
         Name ? Name : "a pointer", Value);
  }
  // 3.2.8 acc_shutdown, 2.14.2: every mapping goes, as on a GPU (cuda.cpp).
  // Data mapped to itself (declared globals) is host memory: only forgotten,
  // and mapped again when the device is next used.
  void shutdown() override {
    runAll();
    for (PresentEntry &E : presentTable().takeAll())
      if (!E.UserMapped)
        release(E.Device);
    std::unique_lock<std::shared_mutex> NoCopies(SwapMutex);
    std::lock_guard<std::mutex> Guard(Mutex);
    Globals.clear();
    if (InRegions) // the host's bytes back into the storage
      swapShadows();
    Shadows.clear();
    InRegions = 0;
  }

  size_t totalMemory() override { return size_t(1) << 34; }
  size_t freeMemory() override { return size_t(1) << 34; }
  const std::string &name() override { return Name; }
  const std::string &vendor() override { return Vendor; }
  const std::string &driver() override { return Vendor; }

private:
  static constexpr int Garbage = 0x7f, Freed = 0x6b;

  /// Moves bytes between sides (DstDevice, SrcDevice: the device's side)
  /// where they are now. No swap may come between finding them and moving
  /// them (another host thread's region beginning or ending during an
  /// update): the copy would read or write the other side's bytes.
  void moveNow(const void *Dst, bool DstDevice, const void *Src,
               bool SrcDevice, size_t Bytes) {
    std::shared_lock<std::shared_mutex> NoSwap(SwapMutex);
    void *To = now(Dst, DstDevice);
    const void *From = now(Src, SrcDevice);
    if (To != From)
      std::memmove(To, From, Bytes);
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

  // Where the bytes at \p P of one side (the device's or the host's) are
  // now: a declared global's shadow holds the side its storage does not.
  void *now(const void *P, bool DeviceSide) {
    char *C = static_cast<char *>(const_cast<void *>(P));
    std::lock_guard<std::mutex> Guard(Mutex);
    auto It = Shadows.upper_bound(C);
    if (It == Shadows.begin())
      return C;
    --It;
    if (C >= It->first + It->second.Bytes || DeviceSide == (InRegions > 0))
      return C;
    return It->second.Other.get() + (C - It->first);
  }

  void swapShadows() {
    for (auto &[Start, S] : Shadows)
      std::swap_ranges(Start, Start + S.Bytes, S.Other.get());
  }

  static bool inside(const std::map<char *, size_t> &Ranges, const char *P,
                     size_t Bytes) {
    auto It = Ranges.upper_bound(const_cast<char *>(P));
    if (It == Ranges.begin())
      return false;
    --It;
    return P >= It->first && P + Bytes <= It->first + It->second;
  }

  bool inConstruct(int Async) const {
    return Async == ACORN_ASYNC_SYNC && Open.Owner == this;
  }

  /// The queue whose work on \p Async is deferred, or nullptr where it
  /// runs at once.
  WorkQueue *deferring(int Async) {
    if (inConstruct(Async))
      return Open.Queue;
    if (Async == ACORN_ASYNC_SYNC || !DeferAsync)
      return nullptr;
    std::lock_guard<std::mutex> Guard(Mutex);
    auto &Q = Queues[Async];
    if (!Q)
      Q = std::make_unique<WorkQueue>(Runner);
    return Q.get();
  }

  /// The work the construct queued so far, as a synchronised stream has run
  /// it (its copies back are in pinned slots, not on the host yet).
  bool runConstructWork() {
    return Open.Owner == this && Open.Queue->runAll();
  }

  void endConstruct(bool Land = true) {
    if (Open.Owner != this)
      return;
    runConstructWork();
    OpenConstruct Done = std::move(Open);
    Open = {};
    for (auto &Landing : Done.Landings)
      if (Land)
        Landing();
    for (void *P : Done.Releases)
      release(P);
  }

  /// The \p Bytes at \p Dev, read in order on queue \p Async and handed to
  /// \p Land when a copy back lands: with the queue's work, or at the end of
  /// the synchronous construct in progress (a GPU's pinned slot).
  void readBack(const void *Dev, size_t Bytes, int Async,
                std::function<void(const char *)> Land) {
    auto Slot = std::make_shared<std::vector<char>>(Bytes);
    auto Read = [=] { moveNow(Slot->data(), false, Dev, true, Bytes); };
    if (!inConstruct(Async)) {
      enqueue(Async, [=] {
        Read();
        Land(Slot->data());
      });
      return;
    }
    enqueue(Async, Read);
    Open.Landings.push_back([=] { Land(Slot->data()); });
  }

  void enqueue(int Async, std::function<void()> Work) {
    if (WorkQueue *Q = deferring(Async))
      Q->push(std::move(Work));
    else
      Work();
  }

  /// Runs the work queue \p Async holds; false when it held none.
  bool run(int Async) {
    if (Async == ACORN_ASYNC_SYNC)
      return inConstruct(Async) && runConstructWork();
    WorkQueue *Q;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      auto It = Queues.find(Async);
      if (It == Queues.end())
        return false;
      Q = It->second.get();
    }
    return Q->runAll();
  }

  bool runAll() {
    std::vector<WorkQueue *> All;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      for (auto &[Async, Q] : Queues)
        All.push_back(Q.get());
    }
    bool Ran = false;
    for (WorkQueue *Q : All)
      Ran |= Q->runAll();
    return Ran;
  }

  bool DeferAsync;
  // Held shared by each copy from finding its bytes to moving them, and
  // exclusively by a swap of declared globals' storage and shadows (taken
  // before Mutex).
  std::shared_mutex SwapMutex;
  std::mutex Mutex;
  std::recursive_mutex Runner; // held while running queued work (WorkQueue)
  std::map<char *, size_t> Live;    // allocations: start -> bytes
  std::map<char *, size_t> Globals; // storage that is its own device copy
  struct Shadow {
    size_t Bytes = 0;
    std::unique_ptr<char[]> Other; // the side the storage does not hold
  };
  std::map<char *, Shadow> Shadows; // declared globals (declaredGlobal)
  int InRegions = 0;                // regions running, all host threads
  // Kept for the device's life: marks in present entries point to them.
  std::map<int, std::unique_ptr<WorkQueue>> Queues;
  std::map<std::thread::id, std::unique_ptr<WorkQueue>> SyncQueues;
  std::string Name = "host (sequential, emulating separate device memory)";
  std::string Vendor = "Acorn";
};

} // namespace

std::unique_ptr<Device> makeEmulatedDevice(bool DeferAsync) {
  return std::make_unique<EmulatedDevice>(DeferAsync);
}

} // namespace acorn

//===- cuda.cpp - NVIDIA GPUs through the CUDA runtime API ----------------===//
//
// One Device per CUDA device, on its primary context (so cuBLAS, cuFFT and the
// user's own CUDA code see the same memory and streams). Each async queue is a
// non-blocking cudaStream_t created on first use. The synchronous queue
// (acc_async_sync) is one stream per host thread, synchronised after every
// operation: threads do not wait for each other's kernels and copies, and
// nothing runs on the legacy default stream with its implicit barriers.
//
// Memory goes through a BlockCache: released blocks are kept, fenced by
// events on the queues that were busy, so create/delete and acc_malloc/
// acc_free cycles cost no cudaMalloc or (device-synchronising) cudaFree.
//
//===----------------------------------------------------------------------===//

#include "core/declare.h"
#include "core/errors.h"
#include "core/observe.h"
#include "core/queues.h"
#include "core/runtime.h"
#include "devices/cuda_support.h"

#include <map>
#include <mutex>
#include <thread>
#include <unordered_map>

namespace acorn {

namespace {

/// This thread's synchronous compute construct in progress, if any.
thread_local SynchronousCompute OpenCompute;
/// Work queued on this thread's synchronous stream may still be running.
thread_local bool SyncStreamBusy = false;

[[noreturn]] void kernelFailed(const acorn_construct *C, cudaError_t E) {
  fail(C, acc_error_execution, "kernel execution failed: %s (%s)",
       cudaGetErrorString(E), cudaGetErrorName(E));
}

[[noreturn]] void cudaFatal(cudaError_t E, const char *What) {
  // A synchronous compute construct's kernels are waited for at its end: an
  // error met on the way there is theirs.
  if (OpenCompute.KernelQueued) {
    const acorn_construct *C = OpenCompute.Construct;
    OpenCompute = {};
    kernelFailed(C, E);
  }
  fail(activeConstruct(), acc_error_system, "CUDA error in %s: %s (%s)", What,
       cudaGetErrorString(E), cudaGetErrorName(E));
}

void check(cudaError_t E, const char *What) {
  if (E != cudaSuccess)
    cudaFatal(E, What);
}

class CudaDevice final : public Device {
public:
  explicit CudaDevice(int Ordinal) : Ordinal(Ordinal), CuDevice(Ordinal) {}
  ~CudaDevice() override = default; // streams and memory die with the process

  acc_device_t type() const override { return acc_device_nvidia; }
  int number() const override { return Ordinal; }
  bool sharesHostMemory() const override { return false; }
  // Memory CUDA knows nothing of (malloc'd, the stack, globals) is the
  // host's, unless the GPU reads pageable memory (HMM, ATS).
  bool isHostOnlyMemory(const void *P) override {
    init();
    if (PageableMemoryAccess)
      return false;
    cudaPointerAttributes A;
    if (cudaPointerGetAttributes(&A, P) != cudaSuccess) {
      cudaGetLastError();
      return false;
    }
    return A.type == cudaMemoryTypeUnregistered;
  }

  void init() override {
    std::lock_guard<std::mutex> Guard(Mutex);
    if (Ready)
      return;
    activate();
    cudaError_t E = cudaFree(nullptr);
    if (E != cudaSuccess)
      fail(activeConstruct(), acc_error_device_init,
           "cannot initialise NVIDIA GPU %d: %s (%s)", Ordinal,
           cudaGetErrorString(E), cudaGetErrorName(E));
    cudaDeviceProp Prop;
    check(cudaGetDeviceProperties(&Prop, Ordinal), "cudaGetDeviceProperties");
    Name = Prop.name;
    Multiprocessors = Prop.multiProcessorCount;
    PageableMemoryAccess = Prop.pageableMemoryAccess != 0;
    int Version = 0;
    cudaDriverGetVersion(&Version);
    Driver = "CUDA driver " + std::to_string(Version / 1000) + "." +
             std::to_string(Version % 1000 / 10);
    // Keep at most half the device in cached blocks; the rest stays free for
    // the program's own CUDA code.
    Cache = std::make_unique<BlockCache>(Prop.totalGlobalMem / 2);
    Ready = true;
  }

  void shutdown() override {
    waitAllQueues();
    activate();
    for (PresentEntry &E : presentTable().takeAll())
      if (!E.UserMapped)
        freeBlock(E.Device);
    trimCache();
    std::lock_guard<std::mutex> Guard(Mutex);
    for (auto &KV : Streams)
      if (!KV.second.Adopted)
        cudaStreamDestroy(KV.second.S);
    for (auto &KV : SyncStreams) {
      if (!KV.second.Adopted)
        cudaStreamDestroy(KV.second.S);
      cudaFree(KV.second.Reductions.Base);
    }
    Streams.clear();
    SyncStreams.clear();
  }

  void *globalAddress(const void *Symbol) override {
    activate();
    void *P = nullptr;
    if (cudaGetSymbolAddress(&P, Symbol) != cudaSuccess) {
      cudaGetLastError(); // not in this program's GPU code: the caller allocates instead
      return nullptr;
    }
    return P;
  }

  void *allocate(size_t Bytes) override {
    activate();
    size_t Class = BlockCache::sizeClass(Bytes);
    if (void *P = Cache->take(Class))
      return P;
    void *P = nullptr;
    if (cudaMalloc(&P, Class) != cudaSuccess) {
      cudaGetLastError();
      // Out of memory: give the cached blocks back and try once more; the
      // caller reports a second failure.
      trimCache();
      if (cudaMalloc(&P, Class) != cudaSuccess) {
        cudaGetLastError();
        return nullptr;
      }
    }
    std::lock_guard<std::mutex> Guard(BlockMutex);
    Classes[P] = Class;
    return P;
  }

  void release(void *P) override {
    size_t Class = 0;
    {
      std::lock_guard<std::mutex> Guard(BlockMutex);
      auto It = Classes.find(P);
      if (It != Classes.end())
        Class = It->second;
    }
    activate();
    if (!Class) { // not from allocate(): nothing to cache
      check(cudaFree(P), "cudaFree");
      return;
    }
    for (void *Old : Cache->put(P, Class, fence()))
      freeBlock(Old);
  }

  /// Work on queue Q belongs to this thread's synchronous compute construct
  /// in progress (waited for at its end).
  static bool inSynchronousCompute(int Q) {
    return OpenCompute.Construct && Q == ACORN_ASYNC_SYNC;
  }

  // release() already waits, through its fence, for the queue's work; a
  // synchronous compute construct releases its blocks at its end.
  void releaseAfter(void *P, int Q) override {
    if (inSynchronousCompute(Q))
      OpenCompute.Releases.push_back(P);
    else
      release(P);
  }

  void copyToDevice(void *Dev, const void *Host, size_t Bytes, int Q) override {
    bool Deferred = inSynchronousCompute(Q);
    const void *Staged = Deferred ? Staging.stage(Host, Bytes) : nullptr;
    copy(Dev, Staged ? Staged : Host, Bytes, cudaMemcpyHostToDevice, Q,
         "cudaMemcpyAsync (to device)", Deferred);
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes,
                      int Q) override {
    // A small synchronous copy back lands in pinned memory first: a copy to
    // pageable memory is staged by the CUDA runtime, which costs more.
    bool Deferred = inSynchronousCompute(Q);
    if (Q == ACORN_ASYNC_SYNC && Bytes > 0) {
      if (!Deferred)
        ReadBack.Used = 0;
      if (char *Slot = ReadBack.take(Bytes)) {
        copy(Slot, Dev, Bytes, cudaMemcpyDeviceToHost, Q,
             "cudaMemcpyAsync (from device)", Deferred);
        if (Deferred)
          OpenCompute.Reads.push_back({Host, Slot, Bytes});
        else
          memcpy(Host, Slot, Bytes);
        return;
      }
    }
    // (To pageable memory the copy returns when done, behind the kernels.)
    copy(Host, Dev, Bytes, cudaMemcpyDeviceToHost, Q,
         "cudaMemcpyAsync (from device)", Deferred);
  }

  // Ordered on the queue's stream behind the launches that move the pointer,
  // as every copy back is; the host's pointer changes only once the copy is
  // done: at the end of a synchronous compute construct (after its one
  // cudaStreamSynchronize), on return for other synchronous work, and for an
  // async queue in a host function queued behind the copy, which a wait for
  // the queue (cudaStreamSynchronize, an event) waits for too.
  void copyPointerBack(void **Host, const void *Dev, ptrdiff_t Shift,
                       int Q) override {
    const size_t Bytes = sizeof(void *);
    if (Q != ACORN_ASYNC_SYNC) {
      struct Carried {
        void **Host;
        ptrdiff_t Shift;
        char *Value;
      };
      auto *Box = new Carried{Host, Shift, nullptr};
      activate();
      cudaStream_t S = stream(Q);
      check(cudaMemcpyAsync(&Box->Value, Dev, Bytes, cudaMemcpyDeviceToHost, S),
            "cudaMemcpyAsync (from device)");
      check(cudaLaunchHostFunc(
                S,
                [](void *P) { // no CUDA call may be made here
                  auto *B = static_cast<Carried *>(P);
                  *B->Host = B->Value + B->Shift;
                  delete B;
                },
                Box),
            "cudaLaunchHostFunc");
      return;
    }
    if (inSynchronousCompute(Q)) {
      if (char *Slot = ReadBack.take(Bytes)) {
        copy(Slot, Dev, Bytes, cudaMemcpyDeviceToHost, Q,
             "cudaMemcpyAsync (from device)", /*Deferred=*/true);
        OpenCompute.Reads.push_back({Host, Slot, Bytes, nullptr, Shift});
        return;
      }
    }
    // Waited for here (no pinned room left in the construct: the stream is
    // synchronised now, the launches with it).
    char *Value = nullptr;
    copy(&Value, Dev, Bytes, cudaMemcpyDeviceToHost, Q,
         "cudaMemcpyAsync (from device)");
    *Host = Value + Shift;
  }

  // Through pinned slots past those of the construct's deferred copies back
  // (which stay theirs), with one wait for the queue.
  void readNow(const HostRead *Reads, int Count, int Q) override {
    activate();
    cudaStream_t S = stream(Q);
    size_t Mark = ReadBack.Used;
    std::vector<char *> Slots(Count);
    for (int I = 0; I < Count; ++I) {
      Slots[I] = ReadBack.take(Reads[I].Bytes);
      check(cudaMemcpyAsync(Slots[I] ? Slots[I] : Reads[I].To, Reads[I].Device,
                            Reads[I].Bytes, cudaMemcpyDeviceToHost, S),
            "cudaMemcpyAsync (from device)");
    }
    check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
    if (Q == ACORN_ASYNC_SYNC)
      SyncStreamBusy = false;
    for (int I = 0; I < Count; ++I)
      if (Slots[I])
        memcpy(Reads[I].To, Slots[I], Reads[I].Bytes);
    ReadBack.Used = Mark;
  }

  void beginSynchronousCompute(const acorn_construct *C) override {
    OpenCompute = {};
    OpenCompute.Construct = C;
    Staging.Used = ReadBack.Used = 0;
  }
  void endSynchronousCompute(const acorn_construct *C) override {
    if (OpenCompute.Construct != C)
      return;
    SynchronousCompute Done = std::move(OpenCompute);
    OpenCompute = {};
    cudaStream_t S;
    if (SyncStreamBusy && existing(ACORN_ASYNC_SYNC, S)) {
      cudaError_t E = cudaStreamSynchronize(S);
      if (E != cudaSuccess && Done.KernelQueued)
        kernelFailed(C, E);
      check(E, "cudaStreamSynchronize");
      SyncStreamBusy = false;
    }
    for (const SynchronousCompute::Read &R : Done.Reads)
      R.land();
    for (void *P : Done.Releases)
      release(P);
  }
  void *reductionSlot(size_t Bytes, int Q) override {
    if (!inSynchronousCompute(Q))
      return nullptr;
    activate();
    cudaStream_t S = stream(Q);
    std::lock_guard<std::mutex> Guard(Mutex);
    char *Slot = slot(Q).Reductions.take(Bytes, S);
    SyncStreamBusy |= Slot != nullptr; // it may have queued the zeroing
    return Slot;
  }
  void readReductionSlot(void *Host, void *Slot, size_t Bytes,
                         ReductionCombine Combine, int Q) override {
    char *Read = ReadBack.take(Bytes);
    alignas(16) char Now[ReductionSlots::SlotBytes];
    copy(Read ? Read : Now, Slot, Bytes, cudaMemcpyDeviceToHost, Q,
         "cudaMemcpyAsync (from device)", /*Deferred=*/Read != nullptr);
    if (Read)
      OpenCompute.Reads.push_back({Host, Read, Bytes, Combine});
    else // no pinned room left: read now
      Combine(Host, Now);
  }
  /// Whether a kernel of construct C launched on queue Q is waited for by the
  /// end of C (endSynchronousCompute) rather than at its launch.
  bool kernelWaitedAtEnd(const acorn_construct *C, int Q) {
    if (!inSynchronousCompute(Q) || OpenCompute.Construct != C)
      return false;
    OpenCompute.KernelQueued = true;
    return true;
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes, int Q) override {
    copy(Dst, Src, Bytes, cudaMemcpyDefault, Q,
         "cudaMemcpyAsync (device to device)");
  }
  void copyRowsToDevice(void *Dev, const void *Host, size_t RowBytes,
                        size_t Rows, size_t Pitch, int Q) override {
    copy2D(Dev, Host, RowBytes, Rows, Pitch, cudaMemcpyHostToDevice, Q,
           "cudaMemcpy2DAsync (to device)");
  }
  void copyRowsFromDevice(void *Host, const void *Dev, size_t RowBytes,
                          size_t Rows, size_t Pitch, int Q) override {
    copy2D(Host, Dev, RowBytes, Rows, Pitch, cudaMemcpyDeviceToHost, Q,
           "cudaMemcpy2DAsync (from device)");
  }
  void zeroDevice(void *Dev, size_t Bytes, int Q) override {
    activate();
    cudaStream_t S = stream(Q);
    check(cudaMemsetAsync(Dev, 0, Bytes, S), "cudaMemsetAsync");
    finish(Q, S);
  }

  bool queueIdle(int Q) override {
    cudaStream_t S;
    if (!existing(Q, S))
      return true;
    cudaError_t E = cudaStreamQuery(S);
    if (E == cudaErrorNotReady)
      return false;
    check(E, "cudaStreamQuery");
    return true;
  }
  bool allQueuesIdle() override {
    for (int Q : queues())
      if (!queueIdle(Q))
        return false;
    return true;
  }
  void waitQueue(int Q) override {
    cudaStream_t S;
    if (existing(Q, S))
      check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
  }
  void waitAllQueues() override {
    for (int Q : queues())
      waitQueue(Q);
  }
  // 2.16.3 wait(q) async(a): an event recorded on q that a's stream waits for.
  void queueWaitsFor(int A, int Q) override {
    if (Q == AllQueues) {
      for (int Other : queues())
        if (Other != A)
          queueWaitsFor(A, Other);
      return;
    }
    cudaStream_t Src;
    if (!existing(Q, Src))
      return;
    activate();
    cudaStream_t Dst = stream(A);
    cudaEvent_t Ev;
    check(cudaEventCreateWithFlags(&Ev, cudaEventDisableTiming),
          "cudaEventCreateWithFlags");
    check(cudaEventRecord(Ev, Src), "cudaEventRecord");
    check(cudaStreamWaitEvent(Dst, Ev, 0), "cudaStreamWaitEvent");
    check(cudaEventDestroy(Ev),
          "cudaEventDestroy"); // freed once the wait is done
    finish(A, Dst);
  }
  void *nativeQueue(int Q) override {
    cudaStream_t S = stream(Q);
    std::lock_guard<std::mutex> Guard(Mutex);
    slot(Q).Shared = true; // the program may queue work of its own there
    return S;
  }
  bool setNativeQueue(int Q, void *Handle) override {
    std::lock_guard<std::mutex> Guard(Mutex);
    StreamSlot &Slot = slot(Q);
    if (Slot.S && !Slot.Adopted)
      cudaStreamDestroy(Slot.S);
    Slot.S = static_cast<cudaStream_t>(Handle);
    Slot.Adopted = true;
    return true;
  }
  void *nativeDevice() override { return &CuDevice; }
  void *nativeContext() override;

  size_t totalMemory() override { return memInfo(false); }
  // Cached blocks are free to the program: the next allocation reuses them.
  size_t freeMemory() override { return memInfo(true) + Cache->readyBytes(); }
  const std::string &name() override { return Name; }
  const std::string &vendor() override { return Vendor; }
  const std::string &driver() override { return Driver; }

  int multiprocessors() const { return Multiprocessors; }

  /// The stream of queue \p Q (of this thread for acc_async_sync), created
  /// on first use.
  cudaStream_t stream(int Q) {
    std::lock_guard<std::mutex> Guard(Mutex);
    StreamSlot &Slot = slot(Q);
    if (Slot.S)
      return Slot.S;
    activate();
    check(cudaStreamCreateWithFlags(&Slot.S, cudaStreamNonBlocking),
          "cudaStreamCreateWithFlags");
    return Slot.S;
  }

  /// The synchronous queue completes each operation before returning.
  void finish(int Q, cudaStream_t S) {
    if (Q == ACORN_ASYNC_SYNC) {
      check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
      SyncStreamBusy = false;
    }
  }

  void activate() {
    // The device is per host thread, and code between our calls may change
    // it. cudaSetDevice costs microseconds even when the device is current
    // (H200, a loop of synchronous kernels), cudaGetDevice nanoseconds.
    int Current = -1;
    if (cudaGetDevice(&Current) != cudaSuccess || Current != Ordinal)
      check(cudaSetDevice(Ordinal), "cudaSetDevice");
  }

private:
  /// Mutex held.
  StreamSlot &slot(int Q) {
    if (Q == ACORN_ASYNC_SYNC)
      return SyncStreams[std::this_thread::get_id()];
    return Streams[Q];
  }

  /// Events on every stream with work in flight, or nullptr when all are
  /// idle: a released block is reused only after that work.
  std::unique_ptr<BlockCache::Fence> fence() {
    std::vector<cudaStream_t> Busy;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      for (auto &KV : Streams)
        if (KV.second.S && cudaStreamQuery(KV.second.S) == cudaErrorNotReady)
          Busy.push_back(KV.second.S);
      // This thread's own synchronous stream is idle unless it queued work
      // not waited for yet (querying a stream costs a microsecond).
      for (auto &KV : SyncStreams) {
        bool Idle = KV.first == std::this_thread::get_id() && !SyncStreamBusy &&
                    !KV.second.Shared && !KV.second.Adopted;
        if (KV.second.S && !Idle && cudaStreamQuery(KV.second.S) == cudaErrorNotReady)
          Busy.push_back(KV.second.S);
      }
    }
    cudaGetLastError(); // a failed query is not this release's error
    if (Busy.empty())
      return nullptr;
    auto F = std::make_unique<EventFence>();
    for (cudaStream_t S : Busy) {
      cudaEvent_t Ev;
      check(cudaEventCreateWithFlags(&Ev, cudaEventDisableTiming),
            "cudaEventCreateWithFlags");
      check(cudaEventRecord(Ev, S), "cudaEventRecord");
      F->Events.push_back(Ev);
    }
    return F;
  }

  void freeBlock(void *P) {
    {
      std::lock_guard<std::mutex> Guard(BlockMutex);
      Classes.erase(P);
    }
    cudaFree(P);
  }

  /// Free every cached block, after the work that may still use them.
  void trimCache() {
    std::vector<cudaStream_t> All;
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      for (auto &KV : Streams)
        All.push_back(KV.second.S);
      for (auto &KV : SyncStreams)
        All.push_back(KV.second.S);
    }
    for (cudaStream_t S : All)
      cudaStreamSynchronize(S);
    cudaGetLastError();
    for (void *P : Cache->drain())
      freeBlock(P);
  }

  void copy(void *Dst, const void *Src, size_t Bytes, cudaMemcpyKind Kind,
            int Q, const char *What, bool Deferred = false) {
    if (Bytes == 0)
      return;
    activate();
    cudaStream_t S = stream(Q);
    check(cudaMemcpyAsync(Dst, Src, Bytes, Kind, S), What);
    if (Deferred)
      SyncStreamBusy = true;
    else
      finish(Q, S);
  }

  void copy2D(void *Dst, const void *Src, size_t Width, size_t Rows,
              size_t Pitch, cudaMemcpyKind Kind, int Q, const char *What) {
    if (Width == 0 || Rows == 0)
      return;
    activate();
    cudaStream_t S = stream(Q);
    check(cudaMemcpy2DAsync(Dst, Pitch, Src, Pitch, Width, Rows, Kind, S),
          What);
    finish(Q, S);
  }

  bool existing(int Q, cudaStream_t &S) {
    std::lock_guard<std::mutex> Guard(Mutex);
    const StreamSlot *Found = nullptr;
    if (Q == ACORN_ASYNC_SYNC) {
      auto It = SyncStreams.find(std::this_thread::get_id());
      Found = It == SyncStreams.end() ? nullptr : &It->second;
    } else {
      auto It = Streams.find(Q);
      Found = It == Streams.end() ? nullptr : &It->second;
    }
    if (!Found || !Found->S)
      return false;
    S = Found->S;
    return true;
  }

  /// The async queues (not the per-thread synchronous ones, whose work is
  /// complete whenever their thread is outside libacorn).
  std::vector<int> queues() {
    std::lock_guard<std::mutex> Guard(Mutex);
    std::vector<int> Qs;
    for (auto &KV : Streams)
      Qs.push_back(KV.first);
    return Qs;
  }

  size_t memInfo(bool Free) {
    activate();
    size_t F = 0, T = 0;
    check(cudaMemGetInfo(&F, &T), "cudaMemGetInfo");
    return Free ? F : T;
  }

  int Ordinal;
  int CuDevice; // the driver's CUdevice: the ordinal, as CUDA enumerates both
  static inline thread_local StagingArena Staging, ReadBack;
  std::mutex Mutex; // Ready, Streams, SyncStreams
  bool Ready = false;
  std::map<int, StreamSlot> Streams; // async queue -> stream
  std::map<std::thread::id, StreamSlot> SyncStreams;
  std::unique_ptr<BlockCache> Cache;
  std::mutex BlockMutex;
  std::unordered_map<void *, size_t> Classes; // every block cudaMalloc gave us
  std::string Name, Vendor = "NVIDIA", Driver;
  int Multiprocessors = 0;
  bool PageableMemoryAccess = false;
};

// A.2.1: the primary context, which activate() made current.
void *CudaDevice::nativeContext() {
  activate();
  return currentDriverContext();
}

CudaDevice &currentCuda(const acorn_construct *C) {
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia)
    fail(C, acc_error_wrong_device_type,
         "a GPU kernel was launched, but the current device is %s (set "
         "ACC_DEVICE_TYPE=nvidia or call acc_set_device_type)",
         D.name().c_str());
  CudaDevice &G = static_cast<CudaDevice &>(D);
  G.activate();
  return G;
}

} // namespace

int cudaUsableDevices() {
  int N = 0;
  if (cudaGetDeviceCount(&N) != cudaSuccess) {
    cudaGetLastError(); // no driver, no device: not an error, just no GPU
    return 0;
  }
  return N;
}

std::unique_ptr<Device> makeCudaDevice(int Ordinal) {
  return std::make_unique<CudaDevice>(Ordinal);
}

} // namespace acorn

using namespace acorn;

extern "C" {

// Called by each GPU launch for its stream, so the launch first brings the
// device copies of declare deviceptr globals up to date (2.13).
void *acorn_cuda_stream(int Async) {
  CudaDevice &G = currentCuda(activeConstruct());
  int Queue = resolveAsync(activeConstruct(), Async);
  refreshDeclaredPointers(G, Queue);
  if (Queue == ACORN_ASYNC_SYNC)
    SyncStreamBusy = true; // a kernel is launched on it next
  return G.stream(Queue);
}

int acorn_cuda_multiprocessors(void) {
  return currentCuda(activeConstruct()).multiprocessors();
}

void *acorn_cuda_scratch(const acorn_construct *C, unsigned long long Bytes, int Async) {
  CudaDevice &G = currentCuda(C);
  void *P = nullptr;
  cudaError_t E = cudaMallocAsync(&P, Bytes, G.stream(resolveAsync(C, Async)));
  if (E != cudaSuccess)
    fail(C, acc_error_out_of_memory, "out of device memory for the private copies of the region (%llu bytes): %s",
         Bytes, cudaGetErrorString(E));
  return P;
}

void acorn_cuda_scratch_release(void *P, int Async) {
  cudaFreeAsync(P, currentCuda(activeConstruct()).stream(resolveAsync(activeConstruct(), Async)));
}

void acorn_cuda_after_launch(const acorn_construct *C, int Async) {
  cudaError_t E = cudaGetLastError();
  if (E != cudaSuccess)
    fail(C, acc_error_execution, "kernel launch failed: %s (%s)",
         cudaGetErrorString(E), cudaGetErrorName(E));
  // Seen once enqueued; the grid is the launch's own (kernel/gpu_exec.hpp).
  if (observing())
    observeLaunchStart(C, acc_device_nvidia, 0, Async);
  int Q = resolveAsync(C, Async);
  CudaDevice &G = currentCuda(C);
  if (Q != ACORN_ASYNC_SYNC || G.kernelWaitedAtEnd(C, Q))
    return;
  E = cudaStreamSynchronize(G.stream(Q));
  if (E != cudaSuccess)
    kernelFailed(C, E);
  SyncStreamBusy = false;
}

} // extern "C"

//===- cuda.cpp - NVIDIA GPUs through the CUDA runtime API ----------------===//
//
// One Device per CUDA device, on its primary context (so cuBLAS, cuFFT and the
// user's own CUDA code see the same memory and streams). The streams of its
// queues, and the marks that order host threads' streams: cuda_streams.cpp.
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
#include "devices/cuda_streams.h"

#include <mutex>
#include <unordered_map>

namespace acorn {

namespace {

class CudaDevice final : public Device {
public:
  explicit CudaDevice(int Ordinal)
      : Ordinal(Ordinal), CuDevice(Ordinal), Queues(Ordinal) {}
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
    Queues.destroyAll();
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
    for (void *Old : Cache->put(P, Class, Queues.fence()))
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
  void copyPointerBack(void **Host, const void *Dev, const PointerCarry &Carry,
                       int Q) override {
    const size_t Bytes = sizeof(void *);
    if (Q != ACORN_ASYNC_SYNC) {
      struct Carried {
        void **Host;
        PointerCarry Carry;
        char *Value;
      };
      auto *Box = new Carried{Host, Carry, nullptr};
      activate();
      cudaStream_t S = stream(Q);
      check(cudaMemcpyAsync(&Box->Value, Dev, Bytes, cudaMemcpyDeviceToHost, S),
            "cudaMemcpyAsync (from device)");
      check(cudaLaunchHostFunc(
                S,
                [](void *P) { // no CUDA call may be made here
                  auto *B = static_cast<Carried *>(P);
                  *B->Host = B->Carry.host(B->Value);
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
        OpenCompute.Reads.push_back(
            {Host, Slot, Bytes, nullptr,
             std::make_shared<const PointerCarry>(Carry)});
        return;
      }
    }
    // Waited for here (no pinned room left in the construct: the stream is
    // synchronised now, the launches with it).
    char *Value = nullptr;
    copy(&Value, Dev, Bytes, cudaMemcpyDeviceToHost, Q,
         "cudaMemcpyAsync (from device)");
    *Host = Carry.host(Value);
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
    // A construct's data clauses may come in several lists (an object's, then
    // its pointer fields'): the later ones join the construct, whose staged
    // copies are still queued, and their exits come before the first's.
    if (OpenCompute.Construct == C) {
      ++OpenCompute.Lists;
      return;
    }
    OpenCompute = {};
    OpenCompute.Construct = C;
    OpenCompute.Lists = 1;
    Staging.Used = ReadBack.Used = 0;
  }
  void endSynchronousCompute(const acorn_construct *C) override {
    if (OpenCompute.Construct != C || --OpenCompute.Lists > 0)
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
    if (Done.Marked) // the marks taken on its stream have landed
      Done.Marked->Waits.fetch_add(1, std::memory_order_release);
    for (const SynchronousCompute::Read &R : Done.Reads)
      R.land();
    for (void *P : Done.Releases)
      release(P);
  }
  void *reductionSlot(size_t Bytes, int Q) override {
    if (!inSynchronousCompute(Q))
      return nullptr;
    char *Slot = Queues.reductionSlot(Bytes, Q);
    SyncStreamBusy |= Slot != nullptr; // it may have queued the zeroing
    return Slot;
  }
  void readReductionSlot(void *Host, void *Slot, size_t Bytes,
                         ReductionCombine Combine, int Q) override {
    char *Read = inSynchronousCompute(Q) ? ReadBack.take(Bytes) : nullptr;
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

  bool queueIdle(int Q) override { return Queues.idle(Q); }
  bool allQueuesIdle() override { return Queues.allIdle(); }
  void waitQueue(int Q) override { Queues.wait(Q); }
  void waitAllQueues() override { Queues.waitAll(); }
  void queueWaitsFor(int A, int Q) override { Queues.waitFor(A, Q); }
  QueueMark markQueue(int Q, bool Now) override { return Queues.mark(Q, Now); }
  void followMark(int Q, const QueueMark &M) override { Queues.follow(Q, M); }
  void *nativeQueue(int Q) override { return Queues.native(Q); }
  bool setNativeQueue(int Q, void *Handle) override {
    return Queues.adopt(Q, Handle);
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

  cudaStream_t stream(int Q) { return Queues.stream(Q); }
  void activate() { activateDevice(Ordinal); }

private:
  void freeBlock(void *P) {
    {
      std::lock_guard<std::mutex> Guard(BlockMutex);
      Classes.erase(P);
    }
    cudaFree(P);
  }

  /// Free every cached block, after the work that may still use them.
  void trimCache() {
    Queues.synchronizeAll();
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

  bool existing(int Q, cudaStream_t &S) { return Queues.existing(Q, S); }
  void finish(int Q, cudaStream_t S) { Queues.finish(Q, S); }

  size_t memInfo(bool Free) {
    activate();
    size_t F = 0, T = 0;
    check(cudaMemGetInfo(&F, &T), "cudaMemGetInfo");
    return Free ? F : T;
  }

  int Ordinal;
  int CuDevice; // the driver's CUdevice: the ordinal, as CUDA enumerates both
  static inline thread_local StagingArena Staging, ReadBack;
  std::mutex Mutex; // Ready
  bool Ready = false;
  CudaStreams Queues;
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
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  cudaError_t E = cudaGetLastError();
  if (E != cudaSuccess)
    fail(C, acc_error_execution, "kernel launch failed: %s (%s)",
         cudaGetErrorString(E), cudaGetErrorName(E));
  // Seen once enqueued; the grid is the launch's own (kernel/gpu_exec.hpp).
  if (observing())
    observeLaunchStart(C, acc_device_nvidia, 0, Async);
  CudaDevice &G = currentCuda(C);
  if (Q != ACORN_ASYNC_SYNC || G.kernelWaitedAtEnd(C, Q))
    return;
  E = cudaStreamSynchronize(G.stream(Q));
  if (E != cudaSuccess)
    kernelFailed(C, E);
  SyncStreamBusy = false;
}

} // extern "C"

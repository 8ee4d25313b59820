//===- cuda.cpp - NVIDIA GPUs through the CUDA runtime API ----------------===//
//
// One Device per CUDA device, on its primary context (so cuBLAS, cuFFT and the
// user's own CUDA code see the same memory and streams). Each async queue is a
// non-blocking cudaStream_t created on first use; the synchronous queue
// (acc_async_sync) has its own stream too and is synchronised after every
// operation, which keeps it off the legacy default stream's implicit barriers.
//
//===----------------------------------------------------------------------===//

#include "core/errors.h"
#include "core/queues.h"
#include "core/runtime.h"

#include <cuda_runtime_api.h>

#include <map>
#include <mutex>
#include <set>

namespace acorn {

namespace {

[[noreturn]] void cudaFatal(cudaError_t E, const char *What) {
  acorn_fatal(activeConstruct(), "CUDA error in %s: %s (%s)", What,
              cudaGetErrorString(E), cudaGetErrorName(E));
}

void check(cudaError_t E, const char *What) {
  if (E != cudaSuccess)
    cudaFatal(E, What);
}

class CudaDevice final : public Device {
public:
  explicit CudaDevice(int Ordinal) : Ordinal(Ordinal) {}
  ~CudaDevice() override = default; // streams die with the process

  acc_device_t type() const override { return acc_device_nvidia; }
  int number() const override { return Ordinal; }
  bool sharesHostMemory() const override { return false; }

  void init() override {
    std::lock_guard<std::mutex> Guard(Mutex);
    if (Ready)
      return;
    activate();
    check(cudaFree(nullptr), "cudaFree (context creation)");
    cudaDeviceProp Prop;
    check(cudaGetDeviceProperties(&Prop, Ordinal), "cudaGetDeviceProperties");
    Name = Prop.name;
    Multiprocessors = Prop.multiProcessorCount;
    int Version = 0;
    cudaDriverGetVersion(&Version);
    Driver = "CUDA driver " + std::to_string(Version / 1000) + "." +
             std::to_string(Version % 1000 / 10);
    Ready = true;
  }

  void shutdown() override {
    waitAllQueues();
    activate();
    for (PresentEntry &E : presentTable().takeAll())
      if (!E.UserMapped)
        cudaFree(E.Device);
    {
      std::lock_guard<std::mutex> Guard(CacheMutex);
      for (void *P : PendingSmallBlocks)
        cudaFree(P);
      for (auto &KV : FreeSmallBlocks)
        for (void *P : KV.second)
          cudaFree(P);
      PendingSmallBlocks.clear();
      FreeSmallBlocks.clear();
      SmallBlockSizes.clear();
    }
    std::lock_guard<std::mutex> Guard(Mutex);
    for (auto &KV : Streams)
      if (!Adopted.count(KV.first))
        cudaStreamDestroy(KV.second);
    Streams.clear();
    Adopted.clear();
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
    if (Bytes <= SmallBlockLimit)
      if (void *P = reuseSmallBlock(smallBlockSize(Bytes)))
        return P;
    size_t Size = Bytes <= SmallBlockLimit ? smallBlockSize(Bytes) : (Bytes ? Bytes : 1);
    void *P = nullptr;
    if (cudaMalloc(&P, Size) != cudaSuccess) {
      cudaGetLastError(); // out of memory is reported by the caller
      return nullptr;
    }
    if (Bytes <= SmallBlockLimit) {
      std::lock_guard<std::mutex> Guard(CacheMutex);
      SmallBlockSizes[P] = Size;
    }
    return P;
  }

  // Small blocks (scalars, reduction variables of every compute construct) are kept for reuse:
  // cudaMalloc and cudaFree cost tens of microseconds and cudaFree synchronizes the device.
  void release(void *P) override {
    {
      std::lock_guard<std::mutex> Guard(CacheMutex);
      auto It = SmallBlockSizes.find(P);
      if (It != SmallBlockSizes.end()) {
        PendingSmallBlocks.push_back(P);
        return;
      }
    }
    activate();
    check(cudaFree(P), "cudaFree");
  }

  void copyToDevice(void *Dev, const void *Host, size_t Bytes,
                    int Q) override {
    copy(Dev, Host, Bytes, cudaMemcpyHostToDevice, Q, "cudaMemcpyAsync (to device)");
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes,
                      int Q) override {
    copy(Host, Dev, Bytes, cudaMemcpyDeviceToHost, Q, "cudaMemcpyAsync (from device)");
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes, int Q) override {
    copy(Dst, Src, Bytes, cudaMemcpyDefault, Q, "cudaMemcpyAsync (device to device)");
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
    check(cudaEventDestroy(Ev), "cudaEventDestroy"); // freed once the wait is done
    finish(A, Dst);
  }
  void *nativeQueue(int Q) override { return stream(Q); }
  bool setNativeQueue(int Q, void *Handle) override {
    std::lock_guard<std::mutex> Guard(Mutex);
    auto It = Streams.find(Q);
    if (It != Streams.end() && !Adopted.count(Q))
      cudaStreamDestroy(It->second);
    Streams[Q] = static_cast<cudaStream_t>(Handle);
    Adopted.insert(Q);
    return true;
  }

  size_t totalMemory() override { return memInfo(false); }
  size_t freeMemory() override { return memInfo(true); }
  const std::string &name() override { return Name; }
  const std::string &vendor() override { return Vendor; }
  const std::string &driver() override { return Driver; }

  int multiprocessors() const { return Multiprocessors; }

  /// The stream of queue \p Q, created on first use.
  cudaStream_t stream(int Q) {
    std::lock_guard<std::mutex> Guard(Mutex);
    auto It = Streams.find(Q);
    if (It != Streams.end())
      return It->second;
    activate();
    cudaStream_t S;
    check(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking),
          "cudaStreamCreateWithFlags");
    Streams[Q] = S;
    return S;
  }

  /// The synchronous queue completes each operation before returning.
  void finish(int Q, cudaStream_t S) {
    if (Q == ACORN_ASYNC_SYNC)
      check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
  }

  void activate() {
    // cudaSetDevice is per host thread: every entry point re-selects.
    check(cudaSetDevice(Ordinal), "cudaSetDevice");
  }

private:
  static constexpr size_t SmallBlockLimit = 64 * 1024;
  static size_t smallBlockSize(size_t Bytes) { return (Bytes + 255) / 256 * 256; }

  // A released block may still be used by work queued before its release: it becomes reusable
  // once every queue is idle.
  void *reuseSmallBlock(size_t Size) {
    std::vector<void *> Pending;
    {
      std::lock_guard<std::mutex> Guard(CacheMutex);
      std::vector<void *> &Free = FreeSmallBlocks[Size];
      if (!Free.empty()) {
        void *P = Free.back();
        Free.pop_back();
        return P;
      }
      if (PendingSmallBlocks.empty())
        return nullptr;
    }
    if (!allQueuesIdle())
      return nullptr;
    std::lock_guard<std::mutex> Guard(CacheMutex);
    for (void *P : PendingSmallBlocks)
      FreeSmallBlocks[SmallBlockSizes[P]].push_back(P);
    PendingSmallBlocks.clear();
    std::vector<void *> &Free = FreeSmallBlocks[Size];
    if (Free.empty())
      return nullptr;
    void *P = Free.back();
    Free.pop_back();
    return P;
  }

  void copy(void *Dst, const void *Src, size_t Bytes, cudaMemcpyKind Kind,
            int Q, const char *What) {
    if (Bytes == 0)
      return;
    activate();
    cudaStream_t S = stream(Q);
    check(cudaMemcpyAsync(Dst, Src, Bytes, Kind, S), What);
    finish(Q, S);
  }

  bool existing(int Q, cudaStream_t &S) {
    std::lock_guard<std::mutex> Guard(Mutex);
    auto It = Streams.find(Q);
    if (It == Streams.end())
      return false;
    S = It->second;
    return true;
  }

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
  std::mutex Mutex;
  std::mutex CacheMutex;
  std::map<void *, size_t> SmallBlockSizes;          // every small block this device allocated
  std::map<size_t, std::vector<void *>> FreeSmallBlocks; // by size, ready for reuse
  std::vector<void *> PendingSmallBlocks;            // released, maybe still in use by a queue
  bool Ready = false;
  std::map<int, cudaStream_t> Streams; // queue key -> stream
  std::set<int> Adopted;               // streams given by acc_set_cuda_stream
  std::string Name, Vendor = "NVIDIA", Driver;
  int Multiprocessors = 0;
};

CudaDevice &currentCuda(const acorn_construct *C) {
  Device &D = currentDevice();
  if (D.type() != acc_device_nvidia)
    acorn_fatal(C, "a GPU kernel was launched, but the current device is %s "
                   "(set ACC_DEVICE_TYPE=nvidia or call acc_set_device_type)",
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

void *acorn_cuda_stream(int Async) {
  CudaDevice &G = currentCuda(activeConstruct());
  return G.stream(resolveAsync(activeConstruct(), Async));
}

int acorn_cuda_multiprocessors(void) {
  return currentCuda(activeConstruct()).multiprocessors();
}

void acorn_cuda_after_launch(const acorn_construct *C, int Async) {
  cudaError_t E = cudaGetLastError();
  if (E != cudaSuccess)
    acorn_fatal(C, "kernel launch failed: %s (%s)", cudaGetErrorString(E),
                cudaGetErrorName(E));
  int Q = resolveAsync(C, Async);
  if (Q != ACORN_ASYNC_SYNC)
    return;
  E = cudaStreamSynchronize(currentCuda(C).stream(Q));
  if (E != cudaSuccess)
    acorn_fatal(C, "kernel execution failed: %s (%s)", cudaGetErrorString(E),
                cudaGetErrorName(E));
}

} // extern "C"

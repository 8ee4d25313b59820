//===- cuda_streams.cpp - the streams of a CUDA device's queues -----------===//

#include "devices/cuda_streams.h"

#include "core/device.h"
#include "core/errors.h"

namespace acorn {

thread_local SynchronousCompute OpenCompute;
thread_local bool SyncStreamBusy = false;

void kernelFailed(const acorn_construct *C, cudaError_t E) {
  fail(C, acc_error_execution, "kernel execution failed: %s (%s)",
       cudaGetErrorString(E), cudaGetErrorName(E));
}

namespace {
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
} // namespace

void check(cudaError_t E, const char *What) {
  if (E != cudaSuccess)
    cudaFatal(E, What);
}

void activateDevice(int Ordinal) {
  // cudaSetDevice costs microseconds even when the device is current (H200,
  // a loop of synchronous kernels), cudaGetDevice nanoseconds.
  int Current = -1;
  if (cudaGetDevice(&Current) != cudaSuccess || Current != Ordinal)
    check(cudaSetDevice(Ordinal), "cudaSetDevice");
}

StreamSlot &CudaStreams::slot(int Q) {
  if (Q == ACORN_ASYNC_SYNC)
    return SyncStreams[std::this_thread::get_id()];
  return Streams[Q];
}

cudaStream_t CudaStreams::stream(int Q) {
  std::lock_guard<std::mutex> Guard(Mutex);
  StreamSlot &Slot = slot(Q);
  if (Slot.S)
    return Slot.S;
  activateDevice(Ordinal);
  check(cudaStreamCreateWithFlags(&Slot.S, cudaStreamNonBlocking),
        "cudaStreamCreateWithFlags");
  return Slot.S;
}

bool CudaStreams::existing(int Q, cudaStream_t &S) {
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

void CudaStreams::finish(int Q, cudaStream_t S) {
  if (Q == ACORN_ASYNC_SYNC) {
    check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
    SyncStreamBusy = false;
  }
}

std::vector<int> CudaStreams::queues() {
  std::lock_guard<std::mutex> Guard(Mutex);
  std::vector<int> Qs;
  for (auto &KV : Streams)
    Qs.push_back(KV.first);
  return Qs;
}

bool CudaStreams::idle(int Q) {
  cudaStream_t S;
  if (!existing(Q, S))
    return true;
  cudaError_t E = cudaStreamQuery(S);
  if (E == cudaErrorNotReady)
    return false;
  check(E, "cudaStreamQuery");
  return true;
}

bool CudaStreams::allIdle() {
  for (int Q : queues())
    if (!idle(Q))
      return false;
  return true;
}

void CudaStreams::wait(int Q) {
  cudaStream_t S;
  if (!existing(Q, S))
    return;
  check(cudaStreamSynchronize(S), "cudaStreamSynchronize");
  // Marks taken on it so far have landed.
  std::lock_guard<std::mutex> Guard(Mutex);
  slot(Q).Waits.fetch_add(1, std::memory_order_release);
}

void CudaStreams::waitAll() {
  for (int Q : queues())
    wait(Q);
}

// 2.16.3 wait(q) async(a): an event recorded on q that a's stream waits for.
void CudaStreams::waitFor(int A, int Q) {
  if (Q == Device::AllQueues) {
    for (int Other : queues())
      if (Other != A)
        waitFor(A, Other);
    return;
  }
  cudaStream_t Src;
  if (!existing(Q, Src))
    return;
  activateDevice(Ordinal);
  cudaStream_t Dst = stream(A);
  cudaEvent_t Ev;
  check(cudaEventCreateWithFlags(&Ev, cudaEventDisableTiming),
        "cudaEventCreateWithFlags");
  check(cudaEventRecord(Ev, Src), "cudaEventRecord");
  check(cudaStreamWaitEvent(Dst, Ev, 0), "cudaStreamWaitEvent");
  check(cudaEventDestroy(Ev), "cudaEventDestroy"); // freed once the wait is done
  finish(A, Dst);
}

StreamSlot *CudaStreams::markedSlot(int Q) {
  if (Q == ACORN_ASYNC_SYNC && OpenCompute.Marked)
    return OpenCompute.Marked;
  stream(Q);
  std::lock_guard<std::mutex> Guard(Mutex);
  StreamSlot *Slot = &slot(Q);
  if (Q == ACORN_ASYNC_SYNC)
    OpenCompute.Marked = Slot; // its end counts a wait (endSynchronousCompute)
  return Slot;
}

cudaEvent_t CudaStreams::recordMark(StreamSlot &Slot, unsigned I) {
  if (!Slot.Marks[I])
    check(cudaEventCreateWithFlags(&Slot.Marks[I], cudaEventDisableTiming),
          "cudaEventCreateWithFlags");
  check(cudaEventRecord(Slot.Marks[I], Slot.S), "cudaEventRecord");
  return Slot.Marks[I];
}

// Work on an async queue, or on the synchronous stream inside a synchronous
// compute construct, may still be queued; other synchronous work is complete
// on return.
QueueMark CudaStreams::mark(int Q, bool Now) {
  if (Q == ACORN_ASYNC_SYNC && !OpenCompute.Construct)
    return {};
  StreamSlot *Slot = markedSlot(Q);
  QueueMark M{Slot, Slot->Waits.load(std::memory_order_acquire)};
  if (Now) {
    activateDevice(Ordinal);
    std::lock_guard<std::mutex> Guard(Mutex);
    unsigned I = Slot->NextMark;
    Slot->NextMark = I + 1 < StreamSlot::MarkEvents ? I + 1 : 1;
    M.Point = reinterpret_cast<uintptr_t>(recordMark(*Slot, I));
  }
  return M;
}

// Q's stream waits on the GPU for the mark's event (a lazy mark's stream gets
// its event recorded now: its work so far holds the work marked); the host
// waits where Q's work is complete on return. A newer record of the same
// event only waits for more work.
void CudaStreams::follow(int Q, const QueueMark &M) {
  auto *From = static_cast<StreamSlot *>(M.Queue);
  if (!M.pending())
    return;
  bool OnDevice = Q != ACORN_ASYNC_SYNC || OpenCompute.Construct;
  if (OnDevice && markedSlot(Q) == From)
    return; // queue order
  activateDevice(Ordinal);
  cudaStream_t To = OnDevice ? stream(Q) : nullptr;
  cudaEvent_t Ev;
  {
    std::lock_guard<std::mutex> Guard(Mutex);
    Ev = M.Point ? reinterpret_cast<cudaEvent_t>(M.Point)
                 : recordMark(*From, 0);
    if (OnDevice)
      check(cudaStreamWaitEvent(To, Ev, 0), "cudaStreamWaitEvent");
  }
  if (!OnDevice)
    check(cudaEventSynchronize(Ev), "cudaEventSynchronize");
  else if (Q == ACORN_ASYNC_SYNC)
    SyncStreamBusy = true;
}

void *CudaStreams::native(int Q) {
  cudaStream_t S = stream(Q);
  std::lock_guard<std::mutex> Guard(Mutex);
  slot(Q).Shared = true; // the program may queue work of its own there
  return S;
}

bool CudaStreams::adopt(int Q, void *Handle) {
  std::lock_guard<std::mutex> Guard(Mutex);
  StreamSlot &Slot = slot(Q);
  if (Slot.S) {
    // Marks name the slot, not the stream: the old stream's work lands first.
    cudaStreamSynchronize(Slot.S);
    cudaGetLastError(); // a failed kernel is reported where it launched
    Slot.Waits.fetch_add(1, std::memory_order_release);
    if (!Slot.Adopted)
      cudaStreamDestroy(Slot.S);
  }
  Slot.S = static_cast<cudaStream_t>(Handle);
  Slot.Adopted = true;
  return true;
}

char *CudaStreams::reductionSlot(size_t Bytes, int Q) {
  activateDevice(Ordinal);
  cudaStream_t S = stream(Q);
  std::lock_guard<std::mutex> Guard(Mutex);
  return slot(Q).Reductions.take(Bytes, S);
}

std::unique_ptr<BlockCache::Fence> CudaStreams::fence() {
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

void CudaStreams::synchronizeAll() {
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
}

void CudaStreams::destroyAll() {
  std::lock_guard<std::mutex> Guard(Mutex);
  auto Destroy = [](StreamSlot &Slot) {
    if (!Slot.Adopted)
      cudaStreamDestroy(Slot.S);
    for (cudaEvent_t E : Slot.Marks)
      if (E)
        cudaEventDestroy(E);
  };
  for (auto &KV : Streams)
    Destroy(KV.second);
  for (auto &KV : SyncStreams) {
    Destroy(KV.second);
    cudaFree(KV.second.Reductions.Base);
  }
  Streams.clear();
  SyncStreams.clear();
  OpenCompute.Marked = nullptr;
}

} // namespace acorn

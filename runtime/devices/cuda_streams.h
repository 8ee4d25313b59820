//===- cuda_streams.h - the streams of a CUDA device's queues -------------===//
//
// Each async queue is a non-blocking cudaStream_t created on first use. The
// synchronous queue (acc_async_sync) is one stream per host thread,
// synchronised after every operation outside a synchronous compute construct:
// threads do not wait for each other's kernels and copies, and nothing runs
// on the legacy default stream with its implicit barriers. Marks on streams
// (Device::markQueue, followMark) order one host thread's work after
// another's on the GPU, through one reused event per stream.
//
//===----------------------------------------------------------------------===//

#ifndef ACORN_RUNTIME_DEVICES_CUDA_STREAMS_H
#define ACORN_RUNTIME_DEVICES_CUDA_STREAMS_H

#include "devices/cuda_support.h"

#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace acorn {

/// This host thread's synchronous compute construct in progress, if any.
extern thread_local SynchronousCompute OpenCompute;
/// Work queued on this thread's synchronous stream may still be running.
extern thread_local bool SyncStreamBusy;

[[noreturn]] void kernelFailed(const acorn_construct *C, cudaError_t E);
/// Stops the program unless \p E is cudaSuccess: a CUDA error in \p What, or
/// the failure of a kernel the open synchronous compute construct queued.
void check(cudaError_t E, const char *What);
/// Makes GPU \p Ordinal current on this host thread (code between our calls
/// may change it).
void activateDevice(int Ordinal);

class CudaStreams {
public:
  explicit CudaStreams(int Ordinal) : Ordinal(Ordinal) {}

  /// The stream of queue \p Q (of this thread for acc_async_sync), created
  /// on first use; existing() finds one without creating it.
  cudaStream_t stream(int Q);
  bool existing(int Q, cudaStream_t &S);
  /// The synchronous queue completes each operation before returning.
  void finish(int Q, cudaStream_t S);

  // Device's queue hooks (2.16).
  bool idle(int Q);
  bool allIdle();
  void wait(int Q);
  void waitAll();
  void waitFor(int A, int Q);
  QueueMark mark(int Q, bool Now);
  void follow(int Q, const QueueMark &M);
  void *native(int Q);
  bool adopt(int Q, void *Handle);

  /// A reduction slot of this thread's synchronous stream (Device::reductionSlot).
  char *reductionSlot(size_t Bytes, int Q);
  /// Events on every stream with work in flight, or nullptr when all are
  /// idle: a released block is reused only after that work.
  std::unique_ptr<BlockCache::Fence> fence();
  /// Waits for every stream (before the block cache frees its blocks).
  void synchronizeAll();
  /// acc_shutdown: the streams we created and their events go.
  void destroyAll();

private:
  StreamSlot &slot(int Q); // Mutex held
  StreamSlot *markedSlot(int Q);
  /// Slot's mark event \p I, recorded on its stream now (Mutex held).
  cudaEvent_t recordMark(StreamSlot &Slot, unsigned I);
  /// The async queues (not the per-thread synchronous ones, whose work is
  /// complete whenever their thread is outside libacorn).
  std::vector<int> queues();

  int Ordinal;
  std::mutex Mutex; // Streams, SyncStreams, the slots' events
  std::map<int, StreamSlot> Streams; // async queue -> stream
  std::map<std::thread::id, StreamSlot> SyncStreams;
};

} // namespace acorn

#endif // ACORN_RUNTIME_DEVICES_CUDA_STREAMS_H

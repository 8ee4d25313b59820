//===- cuda_support.h - pieces of the CUDA device --------------------------===//
//
// What cuda.cpp's CudaDevice is built from: fences for released blocks, pinned
// staging for small copies, the streams of queues, and the state of a
// synchronous compute construct in progress on a host thread.
//
//===----------------------------------------------------------------------===//

#ifndef ACORN_RUNTIME_DEVICES_CUDA_SUPPORT_H
#define ACORN_RUNTIME_DEVICES_CUDA_SUPPORT_H

#include "acorn/abi.h"
#include "core/block_cache.h"
#include "core/present_table.h"

#include <cstddef>
#include <cstring>
#include <cuda_runtime_api.h>
#include <memory>
#include <optional>
#include <vector>

namespace acorn {

/// Events recorded on the streams that were busy when a block was released.
struct EventFence final : BlockCache::Fence {
  std::vector<cudaEvent_t> Events;
  bool done() override {
    while (!Events.empty()) {
      cudaError_t E = cudaEventQuery(Events.back());
      if (E == cudaErrorNotReady)
        return false;
      if (E != cudaSuccess)
        cudaGetLastError(); // a failed kernel is reported where it launched
      cudaEventDestroy(Events.back());
      Events.pop_back();
    }
    return true;
  }
  ~EventFence() override {
    for (cudaEvent_t E : Events)
      cudaEventDestroy(E);
  }
};

/// Pinned host memory through which small copies travel: a copy from or to
/// pageable memory is staged inside the CUDA runtime, one from pinned memory is
/// only queued. Staging: a synchronous compute construct's copies in;
/// ReadBack: its copies back, or one synchronous copy back at a time. Both are
/// emptied at the start of each such construct of the thread (the one before
/// waited for everything at its end). Kept for the thread's life.
struct StagingArena {
  static constexpr size_t Size = 64 * 1024, MaxCopy = 4096;
  char *Base = nullptr;
  size_t Used = 0;
  bool Failed = false;

  /// Pinned room for Bytes, or null (too large, full, or no pinned memory).
  char *take(size_t Bytes) {
    size_t Reserved = (Bytes + 15) / 16 * 16;
    if (Reserved > MaxCopy || Used + Reserved > Size || Failed)
      return nullptr;
    if (!Base && cudaMallocHost(reinterpret_cast<void **>(&Base), Size) != cudaSuccess) {
      cudaGetLastError();
      Failed = true;
      return nullptr;
    }
    char *Slot = Base + Used;
    Used += Reserved;
    return Slot;
  }

  /// A copy of Bytes at Host in pinned memory, or null.
  const void *stage(const void *Host, size_t Bytes) {
    char *Slot = take(Bytes);
    if (Slot)
      memcpy(Slot, Host, Bytes);
    return Slot;
  }
};

/// The driver API's current context (cuCtxGetCurrent, found at run time:
/// libacorn does not link libcuda), or null.
inline void *currentDriverContext() {
  using GetCurrent = int (*)(void **);
  static GetCurrent Fn = [] {
    void *P = nullptr;
    cudaDriverEntryPointQueryResult Status;
#if CUDART_VERSION >= 12050
    if (cudaGetDriverEntryPointByVersion("cuCtxGetCurrent", &P, 12000,
                                         cudaEnableDefault,
                                         &Status) != cudaSuccess)
#else
    if (cudaGetDriverEntryPoint("cuCtxGetCurrent", &P, cudaEnableDefault,
                                &Status) != cudaSuccess)
#endif
      P = nullptr;
    cudaGetLastError();
    return reinterpret_cast<GetCurrent>(P);
  }();
  void *Ctx = nullptr;
  if (!Fn || Fn(&Ctx) != 0)
    return nullptr;
  return Ctx;
}

/// Device slots of all-zero bytes for the reduction results of one host
/// thread's synchronous compute constructs (Device::reductionSlot): used up,
/// they are zeroed again all at once, on that thread's synchronous stream,
/// since the constructs that used them are complete.
struct ReductionSlots {
  static constexpr size_t SlotBytes = 16, Count = 4096;
  char *Base = nullptr;
  size_t Next = Count;
  bool Failed = false;

  /// A zeroed slot for Bytes, or null; the zeroing is queued on S.
  char *take(size_t Bytes, cudaStream_t S) {
    if (Bytes > SlotBytes || Failed)
      return nullptr;
    if ((!Base && cudaMalloc(reinterpret_cast<void **>(&Base), SlotBytes * Count) != cudaSuccess) ||
        (Next == Count && cudaMemsetAsync(Base, 0, SlotBytes * Count, S) != cudaSuccess)) {
      cudaGetLastError();
      Failed = true;
      return nullptr;
    }
    if (Next == Count)
      Next = 0;
    return Base + SlotBytes * Next++;
  }
};

/// A queue's stream. A mark on it (Device::markQueue) is the slot and one of
/// its Marks recorded then, or (lazily) the slot alone: a wait for it
/// records Marks[0] on the stream then. The events are reused in turn: a
/// mark whose event was recorded again since only waits for more work.
struct StreamSlot final : MarkedQueue {
  cudaStream_t S = nullptr;
  bool Adopted = false; // given by acc_set_cuda_stream: not ours to destroy
  bool Shared = false;  // handed to the program (acc_get_cuda_stream)
  static constexpr unsigned MarkEvents = 8;
  cudaEvent_t Marks[MarkEvents] = {}; // created on first use
  unsigned NextMark = 1;              // Marks[0]: the lazy marks' event
  ReductionSlots Reductions; // of a synchronous stream: its thread's
};

/// A synchronous compute construct of this host thread, from the start of its
/// data entry to the end of its data exit (Device::beginSynchronousCompute):
/// what it queued on the thread's synchronous stream and has not waited for.
struct SynchronousCompute {
  const acorn_construct *Construct = nullptr; ///< open while set
  /// Its lists of data clauses entered and not exited yet (an object's, then
  /// its pointer fields'): it ends with the exit of the first.
  int Lists = 0;
  bool KernelQueued = false;
  /// The thread's synchronous stream, once a mark was taken on it.
  StreamSlot *Marked = nullptr;
  /// Copies back that land in pinned slots, copied to the host at the end.
  struct Read {
    void *Host;
    const char *Slot;
    size_t Bytes;
    void (*Combine)(void *Host, const void *Value) = nullptr; ///< null: copied
    /// A pointer carried back (Device::copyPointerBack): the host gets the
    /// host address this gives the value read.
    std::shared_ptr<const PointerCarry> Carry = nullptr;

    void land() const {
      if (Combine)
        Combine(Host, Slot);
      else if (Carry)
        *static_cast<char **>(Host) =
            Carry->host(*reinterpret_cast<char *const *>(Slot));
      else
        memcpy(Host, Slot, Bytes);
    }
  };
  std::vector<Read> Reads;
  /// Blocks released at the end, once the stream is idle.
  std::vector<void *> Releases;
};

} // namespace acorn

#endif // ACORN_RUNTIME_DEVICES_CUDA_SUPPORT_H

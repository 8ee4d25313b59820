//===- device.h - the one interface every Acorn device implements ---------===//
//
// libacorn talks to host, multicore and NVIDIA devices through this class only
// (one file per device type under runtime/devices/, as LLVM offload's plugins).
// Mapping logic (data.cpp) and the public API never know which device they
// drive; they ask sharesHostMemory() and move bytes through these hooks.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_DEVICE_H
#define ACORN_RUNTIME_DEVICE_H

#include "acorn/abi.h"
#include "core/present_table.h"
#include "core/user_memory.h"
#include "openacc.h"

#include <cstddef>
#include <string>

namespace acorn {

class Device {
public:
  virtual ~Device() = default;

  /// The OpenACC device type this device belongs to (acc_device_host,
  /// acc_device_multicore or acc_device_nvidia) and its number in that type.
  virtual acc_device_t type() const = 0;
  virtual int number() const { return 0; }

  /// True when device memory is host memory (host, multicore): every mapping
  /// is the identity and no bytes move (2.6: shared memory devices).
  virtual bool sharesHostMemory() const = 0;

  /// Bring the device up (idempotent) and release everything it holds.
  virtual void init() {}
  virtual void shutdown() {}

  // Device memory (3.2.16 acc_malloc, 3.2.17 acc_free, data clauses):
  // allocate returns nullptr when the device is out of memory.
  virtual void *allocate(size_t Bytes) = 0;
  virtual void release(void *DevicePtr) = 0;
  /// Release \p DevicePtr once the work queued on \p Async so far is done
  /// (a copyout with async). Devices whose release already waits for queued
  /// work (cuda's fenced block cache) override this.
  virtual void releaseAfter(void *DevicePtr, int Async) {
    if (Async != ACORN_ASYNC_SYNC)
      waitQueue(Async);
    release(DevicePtr);
  }

  /// Copies, ordered on async queue \p Async (ACORN_ASYNC_SYNC: complete on
  /// return). Async is already validated.
  virtual void copyToDevice(void *Dev, const void *Host, size_t Bytes,
                            int Async) = 0;
  virtual void copyFromDevice(void *Host, const void *Dev, size_t Bytes,
                              int Async) = 0;
  virtual void copyOnDevice(void *Dst, const void *Src, size_t Bytes,
                            int Async) = 0;
  /// The copy back of a pointer a kernels region moved (PresentEntry::
  /// CarryBack): \p Host gets the host address \p Carry gives the pointer at
  /// \p Dev (PointerCarry::host), read in order on queue
  /// \p Async after the work queued there (the launches that move it) and
  /// landing when a copyFromDevice of it would (on return, at the end of a
  /// synchronous compute construct, or when the async queue is waited for).
  /// Never read the value on the host before then: a device that defers
  /// copies back overrides this; the default is for devices whose copies are
  /// complete on return.
  virtual void copyPointerBack(void **Host, const void *Dev,
                               const PointerCarry &Carry, int Async) {
    char *Value = nullptr;
    copyFromDevice(&Value, Dev, sizeof Value, Async);
    *Host = Carry.host(Value);
  }
  /// A synchronous compute construct on this host thread, from the start of
  /// its data entry to the end of its data exit: in between, the device may
  /// leave its work on the synchronous queue running (copies in, which its
  /// kernels read first on that queue; the kernels; copies back, whose host
  /// data it writes at the end; blocks to release) and wait once, at the end.
  virtual void beginSynchronousCompute(const acorn_construct *C) {}
  virtual void endSynchronousCompute(const acorn_construct *C) {}
  /// Host memory \p To gets \p Bytes of device memory at \p Device.
  struct HostRead {
    void *To;
    const void *Device;
    size_t Bytes;
  };
  /// Copies \p Count device ranges to the host and returns once they are
  /// there, after the work queued on \p Async so far: also inside a
  /// synchronous compute construct, whose other copies back may wait for its
  /// end (a kernels region's scalars the host reads between its launches).
  virtual void readNow(const HostRead *Reads, int Count, int Async) {
    if (Async != ACORN_ASYNC_SYNC)
      waitQueue(Async);
    for (int I = 0; I < Count; ++I)
      copyFromDevice(Reads[I].To, Reads[I].Device, Reads[I].Bytes,
                     ACORN_ASYNC_SYNC);
  }
  /// Combines a reduction result (\p Value) into the host variable \p Host.
  using ReductionCombine = void (*)(void *Host, const void *Value);
  /// For the synchronous compute construct in progress on queue \p Async: a
  /// device slot of \p Bytes all-zero bytes (the identity of the reduction
  /// that the construct's kernel combines into it), or nullptr where the
  /// device has none; the construct then maps the variable as usual.
  virtual void *reductionSlot(size_t Bytes, int Async) { return nullptr; }
  /// At the end of that construct: the slot's value, combined into \p Host.
  virtual void readReductionSlot(void *Host, void *Slot, size_t Bytes,
                                 ReductionCombine Combine, int Async) {}
  /// \p Rows rows of \p RowBytes bytes, \p Pitch bytes apart on both sides
  /// (a 2-D section of a row-major array). Devices with a strided copy
  /// (cudaMemcpy2DAsync) override these; the default copies row by row.
  virtual void copyRowsToDevice(void *Dev, const void *Host, size_t RowBytes,
                                size_t Rows, size_t Pitch, int Async) {
    for (size_t R = 0; R < Rows; ++R)
      copyToDevice(static_cast<char *>(Dev) + R * Pitch,
                   static_cast<const char *>(Host) + R * Pitch, RowBytes,
                   Async);
  }
  virtual void copyRowsFromDevice(void *Host, const void *Dev, size_t RowBytes,
                                  size_t Rows, size_t Pitch, int Async) {
    for (size_t R = 0; R < Rows; ++R)
      copyFromDevice(static_cast<char *>(Host) + R * Pitch,
                     static_cast<const char *>(Dev) + R * Pitch, RowBytes,
                     Async);
  }
  virtual void zeroDevice(void *Dev, size_t Bytes, int Async) = 0;

  // Async queues (2.16). Devices that complete every operation on the host
  // thread keep the defaults: every queue is always idle.
  virtual bool queueIdle(int Async) { return true; }
  virtual bool allQueuesIdle() { return true; }
  virtual void waitQueue(int Async) {}
  virtual void waitAllQueues() {}
  /// Make queue \p Async wait for everything now enqueued on \p Queue
  /// (on every other queue when Queue == AllQueues).
  static constexpr int AllQueues = -1000;
  virtual void queueWaitsFor(int Async, int Queue) {}
  /// The work queued on queue \p Async so far (this host thread's for
  /// acc_async_sync), or no mark when that work is complete on return (the
  /// devices that complete every operation on the host thread, the
  /// synchronous queue outside a synchronous compute construct). \p Now:
  /// the point is recorded now (an event from a reused set), so a wait for
  /// it waits for no later work; else the mark is taken lazily.
  virtual QueueMark markQueue(int Async, bool Now) { return {}; }
  /// Queue \p Async's later work comes after the work of mark \p M, which
  /// may be another host thread's queue: a wait on the device where Async's
  /// work may be queued, a wait on the host otherwise. Nothing when \p M is
  /// Async's own queue (queue order) or its work has landed.
  virtual void followMark(int Async, const QueueMark &M) {}
  /// Native handle of a queue (cudaStream_t) or nullptr.
  virtual void *nativeQueue(int Async) { return nullptr; }
  virtual bool setNativeQueue(int Async, void *Handle) { return false; }
  /// A.2.1: pointer to the CUdevice, the CUcontext (nullptr off NVIDIA).
  virtual void *nativeDevice() { return nullptr; }
  virtual void *nativeContext() { return nullptr; }

  // 3.2.6 acc_get_property / acc_get_property_string.
  virtual size_t totalMemory() = 0;
  virtual size_t freeMemory() = 0;
  virtual const std::string &name() = 0;
  virtual const std::string &vendor() = 0;
  virtual const std::string &driver() = 0;

  /// 2.13 declare: the device address of a global of the program's GPU code,
  /// given the host handle of the __device__ variable; nullptr where there is
  /// none (devices that share host memory, a unit without GPU code).
  virtual void *globalAddress(const void *Symbol) { return nullptr; }
  /// Storage that is its own device copy where the device's regions are host
  /// code, which reads globals by their host names (the emulated device): a
  /// data clause's copy of a declare link global, data a pointer in a
  /// declared global points to, a const declared global; \p Host itself.
  /// nullptr elsewhere.
  virtual void *hostGlobal(void *Host, size_t Bytes) { return nullptr; }
  /// Whether hostGlobal() can return anything: keeps the search for declared
  /// globals off other devices' allocation path.
  virtual bool regionsReadHostGlobals() const { return false; }
  /// Whether a pointer held in such a host copy (a declared struct's member,
  /// a declared pointer, a pointer in the data one points to) holds \p Host.
  virtual bool hostGlobalPointsTo(const void *Host) { return false; }

  /// A compute region compiled for the host starts on this device, on queue
  /// \p Async (ACORN_ASYNC_SYNC without async): work queued on it before must
  /// be done (devices that defer queued work). Its end: hostRegionEnds().
  /// Regions nest (orphaned calls) and host threads may run them at once.
  virtual void hostRegionBegins(int Async) {}
  virtual void hostRegionEnds() {}
  /// The device copy of the create/copyin global at \p Host that a declare
  /// directive makes present for the whole program (2.13), where regions
  /// read globals by their host names (the emulated device): \p Host, whose
  /// storage holds the device copy's bytes while such a region runs and the
  /// host's otherwise. nullptr elsewhere.
  virtual void *declaredGlobal(void *Host, size_t Bytes) { return nullptr; }

  /// Whether \p P is host memory this device cannot address (pageable memory
  /// on a GPU without access to it); false where the device cannot tell.
  virtual bool isHostOnlyMemory(const void *P) { return false; }

  /// A compute construct passes the pointer \p Name unchanged: its value
  /// \p Value is not in present data. Device memory (acc_malloc) and managed
  /// memory are fine; a device that can tell host memory apart says so.
  virtual void pointerPassedUnchanged(const acorn_construct *C,
                                      const char *Name, const void *Value) {}

  /// The global at \p Host that hostGlobal() or declaredGlobal() was given is
  /// gone (its shared library was unloaded): forget it.
  virtual void forgetGlobal(void *Host) {}

  /// 2.6.7 present table of this device (unused when sharesHostMemory()).
  PresentTable &presentTable() { return Table; }

  /// The blocks acc_malloc returned and acc_free has not freed.
  UserBlocks &userBlocks() { return Blocks; }

private:
  PresentTable Table;
  UserBlocks Blocks;
};

} // namespace acorn

#endif // ACORN_RUNTIME_DEVICE_H

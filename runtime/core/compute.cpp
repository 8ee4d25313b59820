//===- compute.cpp - compute-region state of host threads -----------------===//

#include "core/compute.h"

#include "acorn/abi.h"
#include "core/errors.h"
#include "core/observe.h"
#include "core/queues.h"
#include "core/runtime.h"

#include <new>
#include <vector>

namespace acorn {

namespace {
thread_local RegionKind Current = RegionKind::None;
// acorn_host_region_begin/end have no object to restore from: keep a stack of
// the kinds they replaced (regions nest only through orphaned calls, rarely
// deeper than one).
constexpr int MaxHostNesting = 64;
thread_local RegionKind HostSaved[MaxHostNesting];
// The device each level told that a region of its own began (nullptr: an
// if(false) region, or none current), so that the end tells the same one.
thread_local Device *HostTold[MaxHostNesting];
thread_local int HostDepth = 0;
thread_local const void *HostExecHere = nullptr; // kernel/host_exec.hpp's HostExec

/// The calling thread's buffers of staged tiles (acorn_host_stage_buffer), by id and size: a
/// region's tiles, and those of the routines it calls, are few.
class StageBuffers {
public:
  ~StageBuffers() {
    for (const Buffer &B : Buffers)
      ::operator delete(B.Data, std::align_val_t(Alignment));
  }
  void *get(int Id, unsigned long long Bytes) {
    for (const Buffer &B : Buffers)
      if (B.Id == Id && B.Bytes == Bytes)
        return B.Data;
    void *Data = ::operator new(Bytes ? Bytes : 1, std::align_val_t(Alignment));
    Buffers.push_back({Id, Bytes, Data});
    return Data;
  }

private:
  static constexpr size_t Alignment = 64; // any arithmetic type's, and a cache line
  struct Buffer {
    int Id;
    unsigned long long Bytes;
    void *Data;
  };
  std::vector<Buffer> Buffers;
};
thread_local StageBuffers Staged;
} // namespace

RegionKind currentRegion() { return Current; }

RegionScope::RegionScope(RegionKind K) : Saved(Current) { Current = K; }
RegionScope::~RegionScope() { Current = Saved; }

bool onDevice(acc_device_t Asked, RegionKind Where) {
  acc_device_t Executing =
      Where == RegionKind::Multicore ? acc_device_multicore : acc_device_host;
  if (Asked == Executing)
    return true;
  return Asked == acc_device_not_host && Executing != acc_device_host;
}

} // namespace acorn

using namespace acorn;

extern "C" {

int acorn_compute_target(void) {
  switch (currentDevice().type()) {
  case acc_device_nvidia:
    return ACORN_TARGET_NVIDIA;
  case acc_device_multicore:
    return ACORN_TARGET_MULTICORE;
  default:
    return ACORN_TARGET_HOST;
  }
}

int acorn_in_compute_region(void) { return Current != RegionKind::None; }

int acorn_launch_count(const acorn_construct *C, const char *Clause, int Value) {
  if (Value <= 0) // 2.5.7-2.5.9: a number of gangs, workers or vector lanes
    fail(C, acc_error_invalid_argument, "%s is %d: the value must be positive", Clause, Value);
  return Value;
}

const void *acorn_host_exec_current(void) { return HostExecHere; }

void *acorn_host_stage_buffer(int Id, unsigned long long Bytes) { return Staged.get(Id, Bytes); }

const void *acorn_host_exec_swap(const void *Exec) {
  const void *Outer = HostExecHere;
  HostExecHere = Exec;
  return Outer;
}

void acorn_host_region_begin(int Async, int OnDevice) {
  Device *D =
      OnDevice && HostDepth < MaxHostNesting ? peekCurrentDevice() : nullptr;
  if (D)
    D->hostRegionBegins(Async == ACORN_ASYNC_SYNC
                            ? Async
                            : resolveAsync(activeConstruct(), Async));
  if (HostDepth < MaxHostNesting) {
    HostSaved[HostDepth] = Current;
    HostTold[HostDepth] = D;
  }
  ++HostDepth;
  Current = RegionKind::Host;
  if (observing()) // the launch of a host region (kernel/launch.hpp)
    observeLaunchStart(nullptr, acc_device_host, 1, ACORN_ASYNC_SYNC);
}

void acorn_host_region_end(void) {
  if (HostDepth == 0)
    return; // unbalanced end: nothing to restore
  if (observing())
    observeLaunchEnd(nullptr, acc_device_host, ACORN_ASYNC_SYNC);
  --HostDepth;
  if (HostDepth >= MaxHostNesting) {
    Current = RegionKind::Host;
    return;
  }
  Current = HostSaved[HostDepth];
  if (Device *D = HostTold[HostDepth])
    D->hostRegionEnds();
}

} // extern "C"

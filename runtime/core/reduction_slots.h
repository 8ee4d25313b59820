//===- reduction_slots.h - reduction results without a device copy --------===//
//
// A scalar that a synchronous compute construct only reduces, and that is
// not present, needs no copy of its value on the device: its kernel combines
// the gangs' results into a slot that starts at the operator's identity, and
// the slot's value is combined into the host variable at the end. That saves
// the copy in, which the kernel would wait for.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_REDUCTION_SLOTS_H
#define ACORN_RUNTIME_REDUCTION_SLOTS_H

#include "acorn/abi.h"
#include "core/device.h"

namespace acorn {

/// Entry of an ACORN_MAP_FLAG_REDUCTION map of an absent variable: a slot of
/// the device's, when it has one, becomes the device copy (M.device; M.flags
/// gains ACORN_MAP_FLAG_REDUCTION_SLOT). False: map it as usual.
bool enterReductionSlot(Device &D, acorn_map &M, int Async);

/// Exit of such a map: the slot's result combined into the host variable.
void exitReductionSlot(Device &D, const acorn_map &M, int Async);

/// host = host op value, for the operator and type in ACORN_MAP_FLAG_REDUCTION
/// flags; null for a pair Acorn does not encode.
Device::ReductionCombine reductionCombine(int Flags);

} // namespace acorn

#endif // ACORN_RUNTIME_REDUCTION_SLOTS_H

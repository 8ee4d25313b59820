//===- compute.h - which compute region the calling thread is in ----------===//
#ifndef ACORN_RUNTIME_COMPUTE_H
#define ACORN_RUNTIME_COMPUTE_H

#include "openacc.h"

namespace acorn {

/// What the calling thread executes now: host code (outside compute regions),
/// a region on the encountering thread (host target, if(false)), or a gang of
/// a multicore region.
enum class RegionKind { None, Host, Multicore };

RegionKind currentRegion();

/// Marks the calling thread as running a region of kind \p K for its lifetime
/// and restores the previous kind after, so nesting (a host-target region
/// inside a multicore gang, orphaned calls) keeps the right answer.
class RegionScope {
public:
  explicit RegionScope(RegionKind K);
  ~RegionScope();
  RegionScope(const RegionScope &) = delete;
  RegionScope &operator=(const RegionScope &) = delete;

private:
  RegionKind Saved;
};

/// 3.2.15 acc_on_device on the host side: see the rule in openacc.h.
bool onDevice(acc_device_t Asked, RegionKind Where);

} // namespace acorn

#endif // ACORN_RUNTIME_COMPUTE_H

//===- declare.h - device copies of declared globals (2.13) ---------------===//
//
// Globals named in declare create, copyin, device_resident and link at file
// or namespace scope are registered before main (acorn_declare_globals). On a
// device with its own memory each create/copyin global is present for the
// rest of the program from the moment the device comes up: its device copy is
// the __device__ variable of the program's GPU code, so routine functions and
// compute regions see the same storage. A link global gets device memory only
// through a data clause; its __device__ pointer then points at that memory. A
// deviceptr global's __device__ copy holds the host pointer's value, written
// before a launch when it changed. Function-static variables are registered
// when their directive is first reached, with no __device__ variable.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_DECLARE_H
#define ACORN_RUNTIME_DECLARE_H

#include "core/device.h"

#include <cstddef>

namespace acorn {

/// Make every registered create/copyin global present on \p D (once per
/// device bring-up; nothing on devices that share host memory).
void mapDeclaredGlobals(Device &D);

/// \p D was shut down: its declared globals are mapped again when it comes
/// back up.
void forgetDeclaredGlobals(Device &D);

/// A GPU launch on queue \p Async of \p D is about to start: the device copy
/// of each declare deviceptr global whose host value changed since it was
/// last written gets the new value (2.13, 2.7.5: the value is used unchanged).
void refreshDeclaredPointers(Device &D, int Async);

/// Device memory for a data clause mapping [Host, Host+Bytes) on \p D. Where
/// regions read globals by their host names (D.hostGlobal), the data of a
/// declare link global, the data a pointer held in such a copy points to
/// (D.hostGlobalPointsTo), and the sections of PendingAttachments are their
/// own device copies; elsewhere D.allocate.
void *allocateMapped(Device &D, void *Host, size_t Bytes);

/// The maps of the directive being entered, while it is: where regions read
/// globals by their host names, a section that an attach map of the same
/// directive attaches to a pointer held in storage that is its own device
/// copy (a declared global, data a declared pointer points to) is mapped to
/// itself too, since host code follows that pointer's host value.
class PendingAttachments {
public:
  PendingAttachments(Device &D, const acorn_map *Maps, int Count);
  ~PendingAttachments();
  PendingAttachments(const PendingAttachments &) = delete;
  PendingAttachments &operator=(const PendingAttachments &) = delete;

private:
  const acorn_map *Maps = nullptr;
  int Count = 0;
  // Scopes nest (the rows of pp[0:n][0:m] are entered one by one inside the
  // scope of their pointers' attach): every enclosing one counts.
  const PendingAttachments *Outer;
  friend bool pendingSelfAttach(Device &D, const void *Host);
};

/// A data clause mapped [Host, Host+Bytes) to \p Dev on \p D: point the
/// device pointer of each declare link global inside that range at its data.
void linkDeclaredGlobals(Device &D, const void *Host, size_t Bytes, void *Dev);

} // namespace acorn

#endif // ACORN_RUNTIME_DECLARE_H

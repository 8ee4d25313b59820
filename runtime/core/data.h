//===- data.h - data clauses and their reference counts (2.6, 2.7) --------===//
//
// The single implementation of data mapping: the lowered data clauses
// (acorn_data_enter, acorn_enter_data, ...) and the public API routines
// (acc_copyin, acc_delete, ...) both end here, on an explicit device, so unit
// tests can drive the rules on a device of their own.
//
// Async arguments are already resolved (queues.h): ACORN_ASYNC_SYNC or a
// queue key.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_DATA_H
#define ACORN_RUNTIME_DATA_H

#include "acorn/abi.h"
#include "core/device.h"

namespace acorn {

/// Where a region running on the host (shared memory, or an if clause that is
/// false) finds a map's data: its host range, or for a pointer member
/// (ACORN_MAP_FLAG_POINTER_AT) the pointer's value.
inline void *hostAddress(const acorn_map &M) {
  return (M.flags & ACORN_MAP_FLAG_POINTER_AT) ? *static_cast<void **>(M.host)
                                               : M.host;
}

/// Structured data lifetime (2.6.5): entry to / exit from a data construct or
/// the data clauses of a compute construct. Exit takes the same maps, with the
/// device addresses entry filled in.
void dataEnter(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
               int Async);
void dataExit(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              int Async);

/// Dynamic data lifetime (2.6.6): enter data / exit data and the API routines.
void enterData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
               int Async);
void exitData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              int Async, bool Finalize);

/// 2.14.4 update directive.
void updateData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
                int Async, bool IfPresent);

/// 2.14.4 update of a 2-D section of a row-major array: \p Rows rows of
/// M.bytes bytes starting at M.host, \p Pitch bytes apart, moved as one
/// strided copy. The whole span must be present in one entry.
void updateRows(Device &D, const acorn_construct *C, acorn_map &M, size_t Rows,
                size_t Pitch, int Async, bool IfPresent);
/// 2.8 host_data use_device: fill each map's device address (ACORN_MAP_USE_DEVICE
/// maps); absent data is an error naming the item unless \p IfPresent.
void hostData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              bool IfPresent);

/// Device address of present data, or a fatal error naming \p Name.
void *presentAddress(Device &D, const acorn_construct *C, void *Host,
                     size_t Bytes, const char *Name);

/// 3.2.21 acc_map_data / 3.2.22 acc_unmap_data.
void mapUserData(Device &D, const acorn_construct *C, void *Host, void *Dev,
                 size_t Bytes);
void unmapUserData(Device &D, const acorn_construct *C, void *Host);

/// 2.6.8 attach and detach actions (attach.cpp): acc_attach / acc_detach,
/// the attach and detach clauses, pointer members of mapped structs.
void attachPointer(Device &D, const acorn_construct *C, void **PtrAddr,
                   int Async);
void detachPointer(Device &D, const acorn_construct *C, void **PtrAddr,
                   int Async, bool Finalize);
/// The same for \p Count consecutive pointers (the pointers of pp[lo:n]),
/// written to the device at once when one present entry holds them all.
/// \p Offset: bytes from each pointer's target to the start of its mapped
/// row (pp[i][rlo:m]), which is what must be present. \p Implicit: Acorn's
/// implicit attachment of a member, which also translates a pointer one past
/// the end of present data (PresentTable::findPointerTarget).
void attachPointers(Device &D, const acorn_construct *C, void **First,
                    size_t Count, size_t Offset, int Async,
                    bool Implicit = false);
void detachPointers(Device &D, const acorn_construct *C, void **First,
                    size_t Count, int Async, bool Finalize);
/// The exit of an ACORN_MAP_FLAG_CARRY_BACK attach: a detach whose pointer,
/// when the exit releases its device copy next, is carried back to the host
/// by that copy's copy back (PresentEntry::CarryBack).
void carryPointerBack(Device &D, const acorn_construct *C, void **PtrAddr,
                      int Async);

/// The order of host threads' queues around a present entry (entry_order.cpp):
/// before queue \p Async uses \p E, E's last write queued on another queue;
void followWrites(Device &D, PresentEntry &E, int Async);
/// after \p Async wrote E's device copy (copy in, update, attach, detach);
void markWrite(Device &D, PresentEntry &E, int Async);
/// when a construct on \p Async exits leaving E present (its queued work
/// may still use E);
void markUse(Device &D, PresentEntry &E, int Async);
/// before \p Async copies E back, releases it or detaches a pointer in it:
/// E's last write and its users on other queues.
void followUses(Device &D, PresentEntry &E, int Async);

/// Whether a pointer attached in \p E overlaps [Host, Host+Bytes).
bool holdsAttachments(const PresentEntry &E, const void *Host, size_t Bytes);

/// 2.14.4 update of [Host, Host+Bytes), which \p E holds, to the device
/// (\p ToDevice) or the host: the bytes of the pointers attached in it keep
/// their values on both sides.
void copyAroundAttachments(Device &D, const PresentEntry &E, void *Host,
                           size_t Bytes, bool ToDevice, int Async);

/// present(p) of a pointer p with ACORN_MAP_FLAG_POINTEE (NVHPC's reading):
/// when p is absent and the data it points to present, the construct gets a
/// device copy of p of its own (not in the present table), holding the
/// target's device address, and M gets ACORN_MAP_FLAG_TARGET_COPIED; returns
/// false, doing nothing, in every other case. releasePointerForTarget frees
/// that copy at the construct's exit.
bool createPointerForTarget(Device &D, const acorn_construct *C, acorn_map &M,
                            int Async);
void releasePointerForTarget(Device &D, acorn_map &M, int Async);

/// Sections of pointers to pointers, pp[lo:n][rlo:m] (pointer_rows.cpp):
/// entry maps each row and attaches its pointer; exit detaches and releases.
void enterPointerRows(Device &D, const acorn_construct *C,
                      acorn_pointer_rows *Rows, int Count, bool Dynamic,
                      int Async);
void exitPointerRows(Device &D, const acorn_construct *C,
                     acorn_pointer_rows *Rows, int Count, bool Dynamic,
                     int Async, bool Finalize);
void updatePointerRows(Device &D, const acorn_construct *C,
                       acorn_pointer_rows *Rows, int Count, int Async,
                       bool IfPresent);

} // namespace acorn

#endif // ACORN_RUNTIME_DATA_H

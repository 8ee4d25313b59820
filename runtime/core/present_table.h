//===- present_table.h - host ranges present on a device (2.6.7) ----------===//
//
// One table per device with its own memory. Each entry maps a contiguous host
// range to a device range and carries the structured and dynamic reference
// counters of OpenACC 3.3 section 2.6.7. Lookups are O(log n): entries are
// kept in a std::map keyed by host start, and a second map keyed by device
// start answers acc_hostptr.
//
// Thread safety: every member function locks the table's recursive mutex;
// callers that need a lookup and an update to be one step (the mapping code
// in data.cpp) hold lock() around both.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_PRESENT_TABLE_H
#define ACORN_RUNTIME_PRESENT_TABLE_H

#include "acorn/abi.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace acorn {

/// A device queue that marks are taken on (a CUDA stream, an emulated
/// queue). Waits counts the host's waits for all of its work: a mark taken
/// before one has landed.
struct MarkedQueue {
  std::atomic<unsigned long> Waits{0};
};

/// The work queued on a queue up to some point (Device::markQueue): where
/// Point is 0, taken lazily (a wait for it waits for all the work its queue
/// holds at the time of the wait, which includes the work marked).
struct QueueMark {
  MarkedQueue *Queue = nullptr;
  unsigned long Waits = 0;
  uintptr_t Point = 0; ///< the device's: an event recorded (cuda), a count
  /// Whether the work marked may still be queued.
  bool pending() const {
    return Queue && Queue->Waits.load(std::memory_order_acquire) == Waits;
  }
};

/// How a pointer a kernels region moved comes back to the host
/// (Device::copyPointerBack): a device value in the device copy of data
/// present at the region's exit (or one past its end) is that data's host
/// address, the copy it was attached to tried first (`u = un` of two arrays:
/// the host's u is the other array); any other value moves as far from the
/// host value as the device's did from its target (a walking pointer).
struct PointerCarry {
  struct Span {
    uintptr_t Device, Bytes, Host;
  };
  ptrdiff_t Shift = 0;
  std::vector<Span> Spans;
  char *host(char *DeviceValue) const;
};

struct PresentEntry {
  uintptr_t HostBegin = 0;
  size_t Bytes = 0;
  char *Device = nullptr;
  // 2.6.7 reference counters. An entry lives while either is non-zero.
  unsigned long StructuredRefs = 0;
  unsigned long DynamicRefs = 0;
  // 3.2.21 acc_map_data: the user owns the device memory; the dynamic
  // reference counter behaves as infinite, so exit data and acc_delete never
  // remove the entry, only acc_unmap_data does.
  bool UserMapped = false;
  // The directive or routine that made the range present, for messages
  // (by value: an API routine's construct lives on its stack).
  acorn_construct MappedBy = {nullptr, 0, 0, nullptr, nullptr};
  // 2.6.8 attachment counters of the pointers inside this range, keyed by the
  // host address of the pointer, with the device address each points to.
  struct Attachment {
    unsigned long Count = 0;
    void *Target = nullptr;
  };
  std::map<uintptr_t, Attachment> Attached;
  // Host threads' constructs use an entry each on its own queue (a stream
  // each): the last write of its device copy that may still be queued (copy
  // in, update device, attach or detach), and the queues whose work using it
  // may still be queued (marked when a construct exits leaving it present).
  // Work on another queue comes after them (entry_order.cpp).
  QueueMark Written;
  std::vector<QueueMark> Users;
  // An entry that is the device copy of a pointer variable a kernels region
  // moved (`*q++ = x`, ACORN_MAP_FLAG_CARRY_BACK), detached by the exit that
  // releases it: its copy back is the device's value plus this (the host
  // address that corresponds to it), Device::copyPointerBack.
  std::optional<PointerCarry> CarryBack;

  uintptr_t hostEnd() const { return HostBegin + Bytes; }
  bool contains(uintptr_t Begin, size_t Length) const {
    return Begin >= HostBegin && Begin - HostBegin <= Bytes &&
           Length <= Bytes - (Begin - HostBegin);
  }
  /// Device address of host address \p Host, which must lie in the entry.
  void *deviceAddress(const void *Host) const {
    return Device + (reinterpret_cast<uintptr_t>(Host) - HostBegin);
  }
  bool referenced() const {
    return UserMapped || StructuredRefs != 0 || DynamicRefs != 0;
  }
};

enum class Presence {
  Absent,  // no byte of the range is present
  Present, // one entry holds the whole range
  Partial  // some bytes are present, but no single entry holds them all
};

struct PresentLookup {
  Presence State = Presence::Absent;
  // Present: the entry holding the range. Partial: the first overlapping one.
  PresentEntry *Entry = nullptr;
};

class PresentTable {
public:
  std::unique_lock<std::recursive_mutex> lock() {
    return std::unique_lock<std::recursive_mutex>(Mutex);
  }

  /// Where [Host, Host+Bytes) stands. Bytes == 0 asks for the entry whose
  /// range contains the address Host (a pointer or a zero-length section).
  PresentLookup find(const void *Host, size_t Bytes);
  /// find() for a caller that holds lock() already: the mapping code's hot
  /// path, where locking the recursive mutex again costs as much as the lookup.
  PresentLookup findLocked(const void *Host, size_t Bytes);

  /// Where the data a pointer's value points to stands, for Acorn's implicit
  /// translation of pointers (a pointer used without a clause, the members it
  /// attaches implicitly): the entry holding that byte or, when none does,
  /// the entry it points one past the end of (C's `end = a + n`), which such a
  /// pointer is translated relative to. Explicit attach actions look up the
  /// pointer's own target only (2.6.8: no action when it is not present).
  PresentLookup findPointerTarget(const void *Pointer);

  /// Add a mapping; the range must be absent and Bytes > 0. Counters start at
  /// zero: the caller increments the one its construct owns.
  PresentEntry &insert(const void *Host, size_t Bytes, void *Device);

  /// Remove the entry that starts at E.HostBegin.
  void erase(const PresentEntry &E);

  /// The entry whose device range contains \p Device (acc_hostptr).
  PresentEntry *findDevice(const void *Device);

  /// A sentence for error messages describing what the table holds at or
  /// near [Host, Host+Bytes): every entry overlapping the range, else the
  /// neighbours below and above it.
  std::string describeNear(const void *Host, size_t Bytes);

  /// "the device holds <entry>; <entry>": the entries overlapping
  /// [Host, Host+Bytes) (at most a few, then how many more), "" if none.
  std::string describeOverlaps(const void *Host, size_t Bytes);

  /// The present ranges, \p First's first (PointerCarry::Spans).
  std::vector<PointerCarry::Span> spans(const PresentEntry *First);

  /// Remove and return every entry (acc_shutdown).
  std::vector<PresentEntry> takeAll();

  size_t size();
  /// Bytes of host data present (the sum of the entries' lengths).
  size_t presentBytes();

private:
  std::recursive_mutex Mutex;
  std::map<uintptr_t, PresentEntry> ByHost;
  // The same entries by their first byte: most lookups name a range from its
  // start, and a hash finds it with a cache miss or two where the tree walks
  // a dozen nodes scattered over memory.
  std::unordered_map<uintptr_t, PresentEntry *> ByBegin;
  std::map<uintptr_t, uintptr_t> ByDevice; // device start -> host start
  size_t Bytes = 0;
};

/// "host 0x1000-0x1320 (800 bytes)": how messages print a host range.
std::string describeRange(uintptr_t Begin, size_t Bytes);

/// "host 0x1000-0x1320 (800 bytes; structured 1, dynamic 0; mapped by 'data'
/// at f.c:12:1)": how messages print a present entry.
std::string describeEntry(const PresentEntry &E);

/// "'data' at f.c:12:1", or "acc_copyin" for an API routine.
std::string describeConstruct(const acorn_construct &C);

} // namespace acorn

#endif // ACORN_RUNTIME_PRESENT_TABLE_H

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

#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace acorn {

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
  // 2.6.8 attachment counters of the pointers inside this range, keyed by the
  // host address of the pointer.
  std::map<uintptr_t, unsigned long> Attached;

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

  /// Add a mapping; the range must be absent and Bytes > 0. Counters start at
  /// zero: the caller increments the one its construct owns.
  PresentEntry &insert(const void *Host, size_t Bytes, void *Device);

  /// Remove the entry that starts at E.HostBegin.
  void erase(const PresentEntry &E);

  /// The entry whose device range contains \p Device (acc_hostptr).
  PresentEntry *findDevice(const void *Device);

  /// A sentence for error messages describing what the table holds at or
  /// near [Host, Host+Bytes).
  std::string describeNear(const void *Host, size_t Bytes);

  /// Remove and return every entry (acc_shutdown).
  std::vector<PresentEntry> takeAll();

  size_t size();

private:
  std::recursive_mutex Mutex;
  std::map<uintptr_t, PresentEntry> ByHost;
  std::map<uintptr_t, uintptr_t> ByDevice; // device start -> host start
};

/// "host 0x1000-0x1320 (800 bytes)": how messages print a host range.
std::string describeRange(uintptr_t Begin, size_t Bytes);

} // namespace acorn

#endif // ACORN_RUNTIME_PRESENT_TABLE_H

//===- data_reports.h - what data mapping reports, shared by its files ----===//
//
// The errors of data mapping (data.cpp, data_access.cpp): each names the item
// as the program wrote it, its host range and the device, with what the
// present table holds nearby.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_DATA_REPORTS_H
#define ACORN_RUNTIME_DATA_REPORTS_H

#include "acorn/abi.h"
#include "core/device.h"

#include <string>

namespace acorn {

/// The item as written in its clause or API call.
const char *nameOf(const acorn_map &M);
/// Its host range, or the address a map of 0 bytes stands for.
std::string rangeOf(const acorn_map &M);
/// Data that must be present and is not, or is only partly.
[[noreturn]] void reportMissing(Device &D, const acorn_construct *C,
                                const acorn_map &M, const PresentLookup &L);
/// Deleting data named with another extent than it was made present with.
/// ACORN_MAP_FLAG_REACH: the data a region reaches through a pointer without a
/// clause (Reach: its bytes, named as the pointer) is not in one present entry.
[[noreturn]] void reportReach(Device &D, const acorn_construct *C,
                              const acorn_map &Reach, const PresentLookup &L);
[[noreturn]] void reportExtent(Device &D, const acorn_construct *C,
                               const acorn_map &M, const PresentEntry &E);
[[noreturn]] void reportOutOfMemory(Device &D, const acorn_construct *C,
                                    const acorn_map &M);
/// A map kind the lowering never gives \p Where.
[[noreturn]] void badKind(const acorn_construct *C, const acorn_map &M,
                          const char *Where);
/// Where device address \p P lies: in the device copy of present data or in a
/// block acc_malloc returned; empty when it is neither.
std::string deviceBlockOf(Device &D, void *P);

/// On a device that shares host memory every map's device address is its host
/// address: fills them and returns true; else false.
bool identity(Device &D, acorn_map *Maps, int Count);

} // namespace acorn

#endif // ACORN_RUNTIME_DATA_REPORTS_H

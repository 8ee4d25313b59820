//===- data_reports.cpp - what data mapping reports -----------------------===//

#include "core/data_reports.h"

#include "core/data.h"
#include "core/errors.h"
#include "core/runtime.h"

#include <cstdio>

namespace acorn {

const char *nameOf(const acorn_map &M) {
  return M.name && *M.name ? M.name : "<unnamed data>";
}

std::string rangeOf(const acorn_map &M) {
  if (M.bytes == 0) {
    char Buf[64];
    std::snprintf(Buf, sizeof Buf, "host address %p", M.host);
    return Buf;
  }
  return describeRange(reinterpret_cast<uintptr_t>(M.host), M.bytes);
}

[[noreturn]] void reportMissing(Device &D, const acorn_construct *C,
                                const acorn_map &M, const PresentLookup &L) {
  PresentTable &T = D.presentTable();
  if (L.State == Presence::Partial)
    fail(C, acc_error_partly_present,
         "data for '%s' (%s) is partially present on %s: %s; a range must be "
         "entirely present or entirely absent",
         nameOf(M), rangeOf(M).c_str(), deviceLabel(D).c_str(),
         T.describeOverlaps(M.host, M.bytes).c_str());
  // present(p) of a pointer, read as NVHPC does: its target was looked up too.
  std::string Target;
  if (M.flags & ACORN_MAP_FLAG_POINTEE) {
    char Buf[96];
    std::snprintf(Buf, sizeof Buf,
                  ", nor is the data it points to (host address %p)",
                  *static_cast<void **>(M.host));
    Target = Buf;
  }
  fail(C, acc_error_not_present,
       "data for '%s' (%s) is not present on %s%s; %s", nameOf(M),
       rangeOf(M).c_str(), deviceLabel(D).c_str(), Target.c_str(),
       T.describeNear(M.host, M.bytes).c_str());
}

[[noreturn]] void reportReach(Device &D, const acorn_construct *C,
                              const acorn_map &Reach, const PresentLookup &L) {
  PresentTable &T = D.presentTable();
  bool Partial = L.State == Presence::Partial;
  fail(C, Partial ? acc_error_partly_present : acc_error_not_present,
       "'%s' is used without a data clause, and the data the region reaches "
       "through it (%s) is %s on %s: %s; it must be entirely present in one "
       "mapping",
       nameOf(Reach), rangeOf(Reach).c_str(),
       Partial ? "partially present" : "not present", deviceLabel(D).c_str(),
       Partial ? T.describeOverlaps(Reach.host, Reach.bytes).c_str()
               : T.describeNear(Reach.host, Reach.bytes).c_str());
}

[[noreturn]] void reportExtent(Device &D, const acorn_construct *C,
                               const acorn_map &M, const PresentEntry &E) {
  fail(C, acc_error_partly_present,
       "data for '%s' (%s) is present on %s with a different extent: the "
       "device holds %s; the last reference to present data must name all "
       "of it",
       nameOf(M), rangeOf(M).c_str(), deviceLabel(D).c_str(),
       describeEntry(E).c_str());
}

[[noreturn]] void reportOutOfMemory(Device &D, const acorn_construct *C,
                                    const acorn_map &M) {
  PresentTable &T = D.presentTable();
  fail(C, acc_error_out_of_memory,
       "cannot allocate %zu bytes on %s for '%s' (%s): out of device memory "
       "(%zu bytes free; the present table holds %zu entr%s, %zu bytes)",
       M.bytes, deviceLabel(D).c_str(), nameOf(M), rangeOf(M).c_str(),
       D.freeMemory(), T.size(), T.size() == 1 ? "y" : "ies", T.presentBytes());
}

std::string deviceBlockOf(Device &D, void *P) {
  char Buf[96];
  if (const PresentEntry *E = D.presentTable().findDevice(P)) {
    std::snprintf(Buf, sizeof Buf, "%zu bytes into the device copy of ",
                  static_cast<size_t>(static_cast<char *>(P) - E->Device));
    return Buf + describeEntry(*E);
  }
  size_t Bytes = 0;
  if (uintptr_t Start = D.userBlocks().containing(P, Bytes)) {
    std::snprintf(Buf, sizeof Buf,
                  "%zu bytes into the %zu-byte block %p that acc_malloc "
                  "returned",
                  static_cast<size_t>(reinterpret_cast<uintptr_t>(P) - Start),
                  Bytes, reinterpret_cast<void *>(Start));
    return Buf;
  }
  return "";
}

[[noreturn]] void badKind(const acorn_construct *C, const acorn_map &M,
                          const char *Where) {
  fail(C, acc_error_other,
       "internal error: map kind %d for '%s' is not valid on %s", M.kind,
       nameOf(M), Where);
}

bool identity(Device &D, acorn_map *Maps, int Count) {
  if (!D.sharesHostMemory())
    return false;
  for (int I = 0; I < Count; ++I)
    Maps[I].device = hostAddress(Maps[I]);
  return true;
}

} // namespace acorn

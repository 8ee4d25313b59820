//===- data_access.cpp - present data used without mapping it ------------===//
//
// The update directive (2.14.4), host_data (2.8), present lookups and the
// mappings the program makes itself (acc_map_data, 3.2.21-22): they find data
// in the present table and never change its reference counts.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"
#include "core/data_reports.h"

#include "core/errors.h"
#include "core/observe.h"
#include "core/runtime.h"

namespace acorn {

void updateData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
                int Async, bool IfPresent) {
  ActiveConstruct Scope(C);
  if (identity(D, Maps, Count))
    return;
  PresentTable &T = D.presentTable();
  for (int I = 0; I < Count; ++I) {
    acorn_map &M = Maps[I];
    if (M.kind != ACORN_MAP_UPDATE_DEVICE && M.kind != ACORN_MAP_UPDATE_SELF)
      badKind(C, M, "update");
    if (M.bytes == 0)
      continue;
    auto Guard = T.lock();
    PresentLookup L = T.find(M.host, M.bytes);
    if (L.State == Presence::Absent && IfPresent) // 2.14.4 if_present
      continue;
    if (L.State != Presence::Present)
      reportMissing(D, C, M, L);
    M.device = L.Entry->deviceAddress(M.host);
    bool Up = M.kind == ACORN_MAP_UPDATE_DEVICE;
    ObserveTransfer Observed(Up ? acc_ev_enqueue_upload_start
                                : acc_ev_enqueue_download_start,
                             C, D, nameOf(M), M.bytes, M.host, M.device, Async);
    followWrites(D, *L.Entry, Async);
    copyAroundAttachments(D, *L.Entry, M.host, M.bytes, Up, Async);
    if (Up)
      markWrite(D, *L.Entry, Async);
  }
}

void updateRows(Device &D, const acorn_construct *C, acorn_map &M, size_t Rows,
                size_t Pitch, int Async, bool IfPresent) {
  ActiveConstruct Scope(C);
  if (M.kind != ACORN_MAP_UPDATE_DEVICE && M.kind != ACORN_MAP_UPDATE_SELF)
    badKind(C, M, "update");
  M.device = M.host;
  if (Rows == 0 || M.bytes == 0 || D.sharesHostMemory())
    return;
  if (M.bytes > Pitch)
    fail(C, acc_error_invalid_data_section,
         "internal error: rows of %zu bytes for '%s' are longer than the %zu "
         "bytes between them",
         M.bytes, nameOf(M), Pitch);
  // The span from the first byte of the first row to the last of the last.
  acorn_map Span = M;
  Span.bytes = (Rows - 1) * Pitch + M.bytes;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(Span.host, Span.bytes);
  if (L.State == Presence::Absent && IfPresent)
    return;
  if (L.State != Presence::Present)
    reportMissing(D, C, Span, L);
  M.device = L.Entry->deviceAddress(M.host);
  bool Up = M.kind == ACORN_MAP_UPDATE_DEVICE;
  ObserveTransfer Observed(
      Up ? acc_ev_enqueue_upload_start : acc_ev_enqueue_download_start, C, D,
      nameOf(M), Rows * M.bytes, M.host, M.device, Async);
  followWrites(D, *L.Entry, Async);
  // Rows of structs whose pointers are attached: each row around them, as a
  // whole update (2.14.4 does not change attachment).
  if (holdsAttachments(*L.Entry, Span.host, Span.bytes)) {
    for (size_t R = 0; R < Rows; ++R)
      copyAroundAttachments(D, *L.Entry, static_cast<char *>(M.host) + R * Pitch,
                            M.bytes, Up, Async);
  } else if (Up) {
    D.copyRowsToDevice(M.device, M.host, M.bytes, Rows, Pitch, Async);
  } else {
    D.copyRowsFromDevice(M.host, M.device, M.bytes, Rows, Pitch, Async);
  }
  if (Up)
    markWrite(D, *L.Entry, Async);
}

// 2.8.1 use_device: the body of host_data sees the device address of each item.
// Nothing is mapped or counted: the data must already be present (or, with
// if_present, the host address stands for absent data, 2.8.3).
void hostData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              bool IfPresent) {
  ActiveConstruct Scope(C);
  if (identity(D, Maps, Count))
    return;
  PresentTable &T = D.presentTable();
  for (int I = 0; I < Count; ++I) {
    acorn_map &M = Maps[I];
    if (M.kind != ACORN_MAP_USE_DEVICE)
      badKind(C, M, "host_data");
    M.device = M.host;
    if (!M.host) // a null pointer has no device address but null
      continue;
    auto Guard = T.lock();
    PresentLookup L = T.find(M.host, M.bytes);
    if (L.State == Presence::Present)
      M.device = L.Entry->deviceAddress(M.host);
    else if (L.State == Presence::Partial || !IfPresent) {
      // A pointer that already holds a device address (from another
      // host_data, acc_deviceptr or acc_malloc) is not present data.
      std::string Where = M.bytes ? "" : deviceBlockOf(D, M.host);
      if (!Where.empty())
        fail(C, acc_error_not_present,
             "'%s' (%p) is not the host address of data present on %s: it is "
             "already a device address, %s; use_device takes the host address",
             nameOf(M), M.host, deviceLabel(D).c_str(), Where.c_str());
      reportMissing(D, C, M, L);
    }
  }
}

void *presentAddress(Device &D, const acorn_construct *C, void *Host,
                     size_t Bytes, const char *Name) {
  ActiveConstruct Scope(C);
  if (D.sharesHostMemory())
    return Host;
  acorn_map M = {Host, Bytes, ACORN_MAP_PRESENT, 0, Name, nullptr, 0};
  auto Guard = D.presentTable().lock();
  PresentLookup L = D.presentTable().find(Host, Bytes);
  if (L.State != Presence::Present)
    reportMissing(D, C, M, L);
  return L.Entry->deviceAddress(Host);
}

void mapUserData(Device &D, const acorn_construct *C, void *Host, void *Dev,
                 size_t Bytes) {
  ActiveConstruct Scope(C);
  if (D.sharesHostMemory())
    return;
  if (!Host || !Dev || Bytes == 0)
    fail(C,
         !Host || !Dev ? acc_error_invalid_null_pointer
                       : acc_error_invalid_argument,
         "acc_map_data needs a host address, a device address and a "
         "non-zero length (got %p, %p, %zu)",
         Host, Dev, Bytes);
  // 3.2.21: data_dev is device memory. A host address there (often the host
  // address twice) would have the regions read memory a GPU cannot reach.
  if (D.isHostOnlyMemory(Dev))
    fail(C, acc_error_invalid_argument,
         "acc_map_data: the device address %p (data_dev) is host memory, not "
         "memory of the device (give it memory from acc_malloc)",
         Dev);
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(Host, Bytes);
  if (L.State != Presence::Absent)
    fail(C, acc_error_present, "cannot map %s: it is already %spresent; %s",
         describeRange(reinterpret_cast<uintptr_t>(Host), Bytes).c_str(),
         L.State == Presence::Partial ? "partially " : "",
         T.describeNear(Host, Bytes).c_str());
  PresentEntry &E = T.insert(Host, Bytes, Dev);
  E.UserMapped = true;
  if (C)
    E.MappedBy = *C;
}

void unmapUserData(Device &D, const acorn_construct *C, void *Host) {
  ActiveConstruct Scope(C);
  if (D.sharesHostMemory())
    return;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(Host, 0);
  uintptr_t H = reinterpret_cast<uintptr_t>(Host);
  if (L.State != Presence::Present || L.Entry->HostBegin != H ||
      !L.Entry->UserMapped)
    fail(C, Host ? acc_error_not_present : acc_error_invalid_null_pointer,
         "host address %p was not mapped by acc_map_data; %s", Host,
         T.describeNear(Host, 1).c_str());
  if (L.Entry->StructuredRefs != 0) // 3.2.22: an error while in a data region
    fail(C, acc_error_present,
         "cannot unmap %s: a data construct still refers to it (structured "
         "reference count %lu)",
         describeRange(H, L.Entry->Bytes).c_str(), L.Entry->StructuredRefs);
  T.erase(*L.Entry);
}

} // namespace acorn

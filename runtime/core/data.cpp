//===- data.cpp - data clauses and their reference counts (2.6, 2.7) ------===//
//
// Every rule here cites OpenACC 3.3. The essentials (2.6.7):
//  - a range that is already present is never copied again: its structured or
//    dynamic reference counter is incremented, and that is all;
//  - data is copied back (copy, copyout) and deallocated only when both
//    counters reach zero;
//  - exit data with finalize sets the dynamic counter to zero.
// Devices that share host memory (host, multicore) have nothing to map: every
// device address is the host address and no clause can fail.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"
#include "core/declare.h"

#include "core/env.h"
#include "core/errors.h"
#include "core/observe.h"
#include "core/reduction_slots.h"
#include "core/runtime.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace acorn {

namespace {

enum class Counter { Structured, Dynamic };

/// What an absent range gets on entry.
enum class OnAbsent {
  CopyIn,   // allocate and copy host -> device (copy, copyin)
  Allocate, // allocate only (create, copyout)
  UseHost,  // no_create: the host address stands for the device one
  Error     // present: the data must be there
};

const char *nameOf(const acorn_map &M) {
  return M.name && *M.name ? M.name : "<unnamed data>";
}

/// A map of 0 bytes is an address (a use_device pointer's value, an empty
/// section): it is named as one, not as an empty range.
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

/// Deleting data named with another extent than it was made present with
/// would copy back or free only part of what the program expects.
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

unsigned long &counter(PresentEntry &E, Counter K) {
  return K == Counter::Structured ? E.StructuredRefs : E.DynamicRefs;
}

/// 2.6.7 entry actions for one map: find or create the present entry, bump
/// the counter the construct owns, fill M.device.
void acquire(Device &D, const acorn_construct *C, acorn_map &M, int Async,
             Counter K, OnAbsent Absent) {
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  if (M.bytes == 0) {
    // Zero-length section: nothing to map or count; translate the address if
    // it lies in present data, else the device sees a null pointer.
    PresentLookup L = T.find(M.host, 0);
    M.device =
        L.State == Presence::Present ? L.Entry->deviceAddress(M.host) : nullptr;
    return;
  }
  PresentLookup L = T.find(M.host, M.bytes);
  if (L.State == Presence::Present) {
    ++counter(*L.Entry, K);
    M.device = L.Entry->deviceAddress(M.host);
    return;
  }
  if (L.State == Presence::Partial || Absent == OnAbsent::Error)
    reportMissing(D, C, M, L);
  if (Absent == OnAbsent::UseHost) {
    M.device = M.host;
    return;
  }
  void *Dev = allocateMapped(D, M.host, M.bytes);
  if (!Dev)
    reportOutOfMemory(D, C, M);
  if (observing())
    observeData(acc_ev_alloc, C, D, nameOf(M), M.bytes, M.host, Dev, Async);
  PresentEntry &E = T.insert(M.host, M.bytes, Dev);
  if (C)
    E.MappedBy = *C;
  counter(E, K) = 1;
  linkDeclaredGlobals(D, M.host, M.bytes, Dev); // 2.13.3 declare link
  if (Absent == OnAbsent::CopyIn) {
    ObserveTransfer Observed(acc_ev_enqueue_upload_start, C, D, nameOf(M),
                             M.bytes, M.host, Dev, Async);
    D.copyToDevice(Dev, M.host, M.bytes, Async);
  } else if (M.flags & ACORN_MAP_FLAG_ZERO) // create(zero:), copyout(zero:)
    D.zeroDevice(Dev, M.bytes, Async);
  M.device = Dev;
}

/// 2.6.7 exit actions for one map: drop the construct's reference; when no
/// reference is left, copy back (if asked) and delete the data.
void releaseRef(Device &D, const acorn_construct *C, acorn_map &M, int Async,
                Counter K, bool CopyOut, bool Finalize) {
  if (M.bytes == 0)
    return;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(M.host, M.bytes);
  if (L.State != Presence::Present) {
    // 2.7.8/2.14.7: exit data on absent data does nothing. At the end of a
    // structured region the data was entered by this construct, so losing it
    // means something removed data with a structured reference.
    if (K == Counter::Dynamic && L.State == Presence::Absent)
      return;
    reportMissing(D, C, M, L);
  }
  PresentEntry &E = *L.Entry;
  // 2.7.8: when the counter an exit releases is zero, no action is taken
  // (exit data of data only a data or compute construct holds).
  if (K == Counter::Dynamic && !E.UserMapped && E.DynamicRefs == 0 &&
      E.StructuredRefs != 0)
    return;
  unsigned long &N = counter(E, K);
  unsigned long Saved = N;
  if (Finalize)
    N = 0;
  else if (N > 0)
    --N;
  if (E.referenced())
    return;
  // A structured exit names what its entry named, so only exit data and
  // acc_copyout/acc_delete can name other bytes than the entry holds.
  if (K == Counter::Dynamic &&
      (E.HostBegin != reinterpret_cast<uintptr_t>(M.host) ||
       E.Bytes != M.bytes)) {
    N = Saved;
    reportExtent(D, C, M, E);
  }
  if (CopyOut) {
    ObserveTransfer Observed(acc_ev_enqueue_download_start, C, D, nameOf(M),
                             M.bytes, M.host, E.deviceAddress(M.host), Async);
    D.copyFromDevice(M.host, E.deviceAddress(M.host), M.bytes, Async);
  }
  // Deallocation must not overtake a copy or kernel queued on an async queue.
  void *Dev = E.Device;
  if (observing())
    observeData(acc_ev_free, C, D, nameOf(M), M.bytes, M.host, Dev, Async);
  T.erase(E);
  D.releaseAfter(Dev, Async);
}

/// Where device address \p P lies: in the device copy of present data or in a
/// block acc_malloc returned; empty when it is neither.
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

bool identity(Device &D, acorn_map *Maps, int Count) {
  if (!D.sharesHostMemory())
    return false;
  for (int I = 0; I < Count; ++I)
    Maps[I].device = hostAddress(Maps[I]);
  return true;
}

/// ACORN_MAP_POINTER: a pointer used in a compute region without a clause.
/// Translate it when it points into present data, else pass it unchanged. A
/// pointer member (ACORN_MAP_FLAG_POINTER_AT) whose target is not present but
/// which is attached in the device copy of its object (its mapped section
/// starts past the target) has that device value. A pointer to a struct the
/// region reaches through its members (ACORN_MAP_FLAG_STRUCT_TARGET) whose
/// struct is not present gets a copy of the struct for the construct.
void translatePointer(Device &D, const acorn_construct *C, acorn_map &M,
                      int Async) {
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  void *Value = hostAddress(M);
  PresentLookup L = T.find(Value, 0);
  M.device = L.State == Presence::Present ? L.Entry->deviceAddress(Value) : Value;
  if (L.State != Presence::Present && (M.flags & ACORN_MAP_FLAG_STRUCT_TARGET) &&
      Value) {
    // The struct a pointer's member accesses reach, copied for the construct.
    acorn_map Struct = M;
    acquire(D, C, Struct, Async, Counter::Structured, OnAbsent::CopyIn);
    M.device = Struct.device;
    M.flags |= ACORN_MAP_FLAG_TARGET_COPIED;
    return;
  }
  if (L.State == Presence::Present)
    return;
  if (M.flags & ACORN_MAP_FLAG_POINTER_AT) {
    void **Where = static_cast<void **>(M.host);
    PresentLookup Holder = T.find(Where, sizeof(void *));
    if (Holder.State == Presence::Present) {
      auto It = Holder.Entry->Attached.find(reinterpret_cast<uintptr_t>(Where));
      if (It != Holder.Entry->Attached.end()) {
        M.device = It->second.Target;
        return;
      }
    }
  }
  if (Value)
    D.pointerPassedUnchanged(C, M.name, Value);
}

/// ACORN_MAP_ATTACH: an attach clause, or a data clause that mapped the
/// target of a pointer member; when the pointer is present, its device copy
/// is attached (2.6.8, 2.7.2), otherwise nothing happens. A section that
/// starts past the target (s.v[2:n]) gives the pointer the device address
/// that corresponds to its target, as GCC and NVHPC do.
void attachMember(Device &D, const acorn_construct *C, acorn_map &M,
                  int Async) {
  M.device = M.host;
  attachPointers(D, C, static_cast<void **>(M.host), 1, M.offset, Async);
}

[[noreturn]] void badKind(const acorn_construct *C, const acorn_map &M,
                          const char *Where) {
  fail(C, acc_error_other,
       "internal error: map kind %d for '%s' is not valid on %s", M.kind,
       nameOf(M), Where);
}

} // namespace

void dataEnter(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
               int Async) {
  ActiveConstruct Scope(C);
  PendingAttachments Pending(D, Maps, Count); // declare.h
  if (identity(D, Maps, Count))
    return;
  for (int I = 0; I < Count; ++I) {
    acorn_map &M = Maps[I];
    switch (M.kind) {
    case ACORN_MAP_COPY:
      if (enterReductionSlot(D, M, Async))
        break;
      [[fallthrough]];
    case ACORN_MAP_COPYIN: // 2.7.7, 2.7.8
      acquire(D, C, M, Async, Counter::Structured, OnAbsent::CopyIn);
      break;
    case ACORN_MAP_COPYOUT: // 2.7.9
    case ACORN_MAP_CREATE:  // 2.7.10
      acquire(D, C, M, Async, Counter::Structured, OnAbsent::Allocate);
      break;
    case ACORN_MAP_NO_CREATE: // 2.7.11
      acquire(D, C, M, Async, Counter::Structured, OnAbsent::UseHost);
      break;
    case ACORN_MAP_PRESENT: // 2.7.6
      if (!(M.flags & ACORN_MAP_FLAG_POINTEE) ||
          !createPointerForTarget(D, C, M, Async))
        acquire(D, C, M, Async, Counter::Structured, OnAbsent::Error);
      // present(p) of a pointer p: an attach action (2.6.8), so p's device
      // copy points to the device copy of its target.
      if (M.flags & ACORN_MAP_FLAG_POINTEE)
        attachPointer(D, C, static_cast<void **>(M.host), Async);
      break;
    case ACORN_MAP_DEVICEPTR: // 2.7.5: already a device address
      M.device = M.host;
      break;
    case ACORN_MAP_POINTER:
      translatePointer(D, C, M, Async);
      break;
    case ACORN_MAP_ATTACH:
      attachMember(D, C, M, Async);
      break;
    default:
      badKind(C, M, "a structured data construct");
    }
  }
}

void dataExit(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              int Async) {
  ActiveConstruct Scope(C);
  if (identity(D, Maps, Count))
    return;
  // Reverse order of entry, as the lifetimes nest.
  for (int I = Count - 1; I >= 0; --I) {
    acorn_map &M = Maps[I];
    switch (M.kind) {
    case ACORN_MAP_COPY:
    case ACORN_MAP_COPYOUT:
      if (M.flags & ACORN_MAP_FLAG_REDUCTION_SLOT)
        exitReductionSlot(D, M, Async);
      else
        releaseRef(D, C, M, Async, Counter::Structured, /*CopyOut=*/true, false);
      break;
    case ACORN_MAP_PRESENT:
      if (M.flags & ACORN_MAP_FLAG_POINTEE) // the detach action of present(p)
        detachPointer(D, C, static_cast<void **>(M.host), Async, false);
      releaseRef(D, C, M, Async, Counter::Structured, /*CopyOut=*/false, false);
      break;
    case ACORN_MAP_COPYIN:
    case ACORN_MAP_CREATE:
      releaseRef(D, C, M, Async, Counter::Structured, /*CopyOut=*/false, false);
      break;
    case ACORN_MAP_NO_CREATE: {
      // Only data that was present at entry holds a reference of ours.
      auto Guard = D.presentTable().lock();
      PresentLookup L = D.presentTable().find(M.host, M.bytes);
      if (M.bytes && L.State == Presence::Present && L.Entry->StructuredRefs)
        releaseRef(D, C, M, Async, Counter::Structured, false, false);
      break;
    }
    case ACORN_MAP_DEVICEPTR:
      break;
    case ACORN_MAP_POINTER:
      if (M.flags & ACORN_MAP_FLAG_TARGET_COPIED) {
        M.flags &= ~ACORN_MAP_FLAG_TARGET_COPIED;
        bool CopyOut = !(M.flags & ACORN_MAP_FLAG_READONLY); // a const struct
        releaseRef(D, C, M, Async, Counter::Structured, CopyOut, false);
      }
      break;
    case ACORN_MAP_ATTACH:
      detachPointer(D, C, static_cast<void **>(M.host), Async, false);
      break;
    default:
      badKind(C, M, "a structured data construct");
    }
  }
}

void enterData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
               int Async) {
  ActiveConstruct Scope(C);
  PendingAttachments Pending(D, Maps, Count); // declare.h
  if (identity(D, Maps, Count))
    return;
  for (int I = 0; I < Count; ++I) {
    acorn_map &M = Maps[I];
    switch (M.kind) {
    case ACORN_MAP_COPYIN:
    case ACORN_MAP_COPY:
      acquire(D, C, M, Async, Counter::Dynamic, OnAbsent::CopyIn);
      break;
    case ACORN_MAP_CREATE:
    case ACORN_MAP_COPYOUT:
      acquire(D, C, M, Async, Counter::Dynamic, OnAbsent::Allocate);
      break;
    case ACORN_MAP_PRESENT:
      acquire(D, C, M, Async, Counter::Dynamic, OnAbsent::Error);
      break;
    case ACORN_MAP_DEVICEPTR:
      M.device = M.host;
      break;
    case ACORN_MAP_POINTER:
      translatePointer(D, C, M, Async);
      break;
    case ACORN_MAP_ATTACH:
      attachMember(D, C, M, Async);
      break;
    default:
      badKind(C, M, "enter data");
    }
  }
}

void exitData(Device &D, const acorn_construct *C, acorn_map *Maps, int Count,
              int Async, bool Finalize) {
  ActiveConstruct Scope(C);
  if (identity(D, Maps, Count))
    return;
  // Pointers are detached (pointer members, detach clauses) before their
  // structs can be copied back.
  for (int I = 0; I < Count; ++I)
    if (Maps[I].kind == ACORN_MAP_ATTACH || Maps[I].kind == ACORN_MAP_DETACH)
      detachPointer(D, C, static_cast<void **>(Maps[I].host), Async, Finalize);
  for (int I = 0; I < Count; ++I) {
    acorn_map &M = Maps[I];
    switch (M.kind) {
    case ACORN_MAP_ATTACH:
    case ACORN_MAP_DETACH:
      M.device = M.host;
      break;
    case ACORN_MAP_COPYOUT:
    case ACORN_MAP_COPY:
      releaseRef(D, C, M, Async, Counter::Dynamic, /*CopyOut=*/true, Finalize);
      break;
    case ACORN_MAP_DELETE:
    case ACORN_MAP_CREATE:
    case ACORN_MAP_COPYIN:
      releaseRef(D, C, M, Async, Counter::Dynamic, /*CopyOut=*/false, Finalize);
      break;
    case ACORN_MAP_DEVICEPTR:
    case ACORN_MAP_POINTER:
      M.device = M.host;
      break;
    default:
      badKind(C, M, "exit data");
    }
  }
}

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
    copyAroundAttachments(D, *L.Entry, M.host, M.bytes, Up, Async);
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
  if (Up)
    D.copyRowsToDevice(M.device, M.host, M.bytes, Rows, Pitch, Async);
  else
    D.copyRowsFromDevice(M.host, M.device, M.bytes, Rows, Pitch, Async);
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

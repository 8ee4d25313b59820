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
#include "core/data_reports.h"
#include "core/declare.h"

#include "core/env.h"
#include "core/errors.h"
#include "core/observe.h"
#include "core/reduction_slots.h"
#include "core/runtime.h"

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
    PresentLookup L = T.findLocked(M.host, 0);
    M.device =
        L.State == Presence::Present ? L.Entry->deviceAddress(M.host) : nullptr;
    return;
  }
  PresentLookup L = T.findLocked(M.host, M.bytes);
  if (L.State == Presence::Present) {
    ++counter(*L.Entry, K);
    M.device = L.Entry->deviceAddress(M.host);
    // Another host thread's copy in may still be queued on its queue.
    followWrites(D, *L.Entry, Async);
    // OpenACC 3.4 alwaysin: present data is copied in all the same.
    if (M.flags & ACORN_MAP_FLAG_ALWAYS_IN) {
      ObserveTransfer Observed(acc_ev_enqueue_upload_start, C, D, nameOf(M),
                               M.bytes, M.host, M.device, Async);
      D.copyToDevice(M.device, M.host, M.bytes, Async);
      markWrite(D, *L.Entry, Async);
    }
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
    markWrite(D, E, Async);
  } else if (M.flags & ACORN_MAP_FLAG_ZERO) { // create(zero:), copyout(zero:)
    D.zeroDevice(Dev, M.bytes, Async);
    markWrite(D, E, Async);
  }
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
  PresentLookup L = T.findLocked(M.host, M.bytes);
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
  if (E.referenced()) {
    // Its users on other queues release it later, after this one's work.
    markUse(D, E, Async);
    // OpenACC 3.4 alwaysout: the data is copied back though it stays.
    if (CopyOut && (M.flags & ACORN_MAP_FLAG_ALWAYS_OUT)) {
      followWrites(D, E, Async);
      void *Dev = E.deviceAddress(M.host);
      ObserveTransfer Observed(acc_ev_enqueue_download_start, C, D, nameOf(M),
                               M.bytes, M.host, Dev, Async);
      D.copyFromDevice(M.host, Dev, M.bytes, Async);
    }
    return;
  }
  // A structured exit names what its entry named, so only exit data and
  // acc_copyout/acc_delete can name other bytes than the entry holds.
  if (K == Counter::Dynamic &&
      (E.HostBegin != reinterpret_cast<uintptr_t>(M.host) ||
       E.Bytes != M.bytes)) {
    N = Saved;
    reportExtent(D, C, M, E);
  }
  // The work of other host threads' constructs on it comes first.
  followUses(D, E, Async);
  if (CopyOut) {
    ObserveTransfer Observed(acc_ev_enqueue_download_start, C, D, nameOf(M),
                             M.bytes, M.host, E.deviceAddress(M.host), Async);
    if (E.CarryBack) // a pointer a kernels region moved (carryPointerBack)
      D.copyPointerBack(static_cast<void **>(M.host), E.Device, *E.CarryBack,
                        Async);
    else
      D.copyFromDevice(M.host, E.deviceAddress(M.host), M.bytes, Async);
  }
  // Deallocation must not overtake a copy or kernel queued on an async queue.
  void *Dev = E.Device;
  if (observing())
    observeData(acc_ev_free, C, D, nameOf(M), M.bytes, M.host, Dev, Async);
  T.erase(E);
  D.releaseAfter(Dev, Async);
}



/// ACORN_MAP_FLAG_REACH: the region reaches the bytes [Value + offset, +
/// bytes) through the pointer. When they are present, the pointer is
/// translated by their entry, though its value may lie outside it (the row
/// block a[lo:n] of an array a: the device address lies before the block's
/// copy, which the region only dereferences within). When they are partly
/// present, or absent while the value is present (the region would run past
/// that data's device copy), stop. False when neither is present: the pointer
/// is looked up as one without that knowledge.
bool translateReach(Device &D, const acorn_construct *C, acorn_map &M,
                    void *Value, int Async) {
  PresentTable &T = D.presentTable();
  acorn_map Reach = M;
  Reach.host = static_cast<char *>(Value) + static_cast<ptrdiff_t>(M.offset);
  PresentLookup L = T.findLocked(Reach.host, M.bytes);
  if (L.State == Presence::Present) {
    M.device = L.Entry->deviceAddress(Value);
    followWrites(D, *L.Entry, Async);
    return true;
  }
  if (L.State == Presence::Absent &&
      T.findPointerTarget(Value).State != Presence::Present)
    return false;
  reportReach(D, C, Reach, L);
}

/// ACORN_MAP_POINTER: a pointer used in a compute region without a clause.
/// Translate it when it points into present data (or one past its end), else
/// pass it unchanged. A
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
  // The struct a pointer's member accesses reach: present (the user's, or
  // the copy another thread's construct made), or copied for the construct.
  // Either way the construct holds a structured reference (2.6.7) taken under
  // the same lock as the lookup, so no other thread's exit frees it under
  // the region.
  if ((M.flags & ACORN_MAP_FLAG_STRUCT_TARGET) && Value &&
      T.findLocked(Value, M.bytes).State != Presence::Partial) {
    acorn_map Struct = M;
    acquire(D, C, Struct, Async, Counter::Structured, OnAbsent::CopyIn);
    M.device = Struct.device;
    M.flags |= ACORN_MAP_FLAG_TARGET_COPIED;
    return;
  }
  if ((M.flags & ACORN_MAP_FLAG_REACH) && M.bytes && Value &&
      translateReach(D, C, M, Value, Async))
    return;
  // A pointer one past the end of present data is translated too (C's
  // `a + n`), but a struct a pointer reaches is that struct.
  PresentLookup L = (M.flags & ACORN_MAP_FLAG_STRUCT_TARGET)
                        ? T.findLocked(Value, 0)
                        : T.findPointerTarget(Value);
  M.device = L.State == Presence::Present ? L.Entry->deviceAddress(Value) : Value;
  if (L.State == Presence::Present) {
    followWrites(D, *L.Entry, Async);
    return;
  }
  if (M.flags & ACORN_MAP_FLAG_POINTER_AT) {
    void **Where = static_cast<void **>(M.host);
    PresentLookup Holder = T.findLocked(Where, sizeof(void *));
    if (Holder.State == Presence::Present) {
      auto It = Holder.Entry->Attached.find(reinterpret_cast<uintptr_t>(Where));
      if (It != Holder.Entry->Attached.end()) {
        M.device = It->second.Target;
        return;
      }
    }
  }
  if (Value && !(M.flags & ACORN_MAP_FLAG_QUIET))
    D.pointerPassedUnchanged(C, M.name, Value);
}

/// ACORN_MAP_ATTACH: an attach clause, a data clause that mapped the
/// target of a pointer member, or one that names a pointer variable bare
/// (copy(p): a pointer reference, 2.7.2); when the pointer is present, its
/// device copy is attached (2.6.8, 2.7.2), otherwise nothing happens. A
/// section that
/// starts past the target (s.v[2:n]) gives the pointer the device address
/// that corresponds to its target, as GCC and NVHPC do. An implicit attach
/// (a member the region uses) also attaches a pointer one past the end of
/// present data, which an attach clause leaves alone (2.6.8).
void attachMember(Device &D, const acorn_construct *C, acorn_map &M,
                  int Async) {
  M.device = M.host;
  attachPointers(D, C, static_cast<void **>(M.host), 1, M.offset, Async,
                 (M.flags & ACORN_MAP_FLAG_IMPLICIT) != 0);
  // copy(p) of a compute construct: the region follows p's device copy,
  // which keeps the host address when the target is not present.
  if (!(M.flags & ACORN_MAP_FLAG_FOLLOWED))
    return;
  void *Value = *static_cast<void **>(M.host);
  bool Attached;
  {
    PresentTable &T = D.presentTable();
    auto Guard = T.lock();
    Attached = T.find(Value, 0).State == Presence::Present;
  }
  if (Value && !Attached)
    D.pointerPassedUnchanged(C, M.name, Value);
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
      if ((M.flags & ACORN_MAP_FLAG_POINTEE) &&
          createPointerForTarget(D, C, M, Async))
        break;
      acquire(D, C, M, Async, Counter::Structured, OnAbsent::Error);
      // present(p) of a pointer p: an attach action (2.6.8), so p's device
      // copy points to the device copy of its target.
      if (M.flags & ACORN_MAP_FLAG_POINTEE)
        attachPointer(D, C, static_cast<void **>(M.host), Async);
      break;
    case ACORN_MAP_DEVICEPTR: // 2.7.5: already a device address
      M.device = M.host;
      // (The emulated device checks that it is one: a GPU would fault.)
      if (void *Value = M.bytes == sizeof(void *) ? *static_cast<void **>(M.host) : nullptr)
        D.pointerPassedUnchanged(C, M.name, Value);
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
      if (M.flags & ACORN_MAP_FLAG_TARGET_COPIED) { // p's copy of its own
        releasePointerForTarget(D, M, Async);
        break;
      }
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
      if (M.flags & ACORN_MAP_FLAG_CARRY_BACK)
        carryPointerBack(D, C, static_cast<void **>(M.host), Async);
      else
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

} // namespace acorn

//===- attach.cpp - pointers in device memory that point to device data ---===//
//
// 2.6.8 attachment: an attach action writes the device address of a
// pointer's target into the pointer's device copy; a detach action puts the
// host value back. Each attached pointer has a counter (PresentEntry::Attached)
// so that nested attaches do not detach early. Used by the attach and detach
// clauses, the pointer-member sections (s.a[0:n]), the rows of a pointer to
// pointers (pointer_rows.cpp), acc_attach/acc_detach, and NVHPC's reading of
// present(p) for a pointer p.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"

#include "core/data_reports.h"
#include "core/errors.h"
#include "core/runtime.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace acorn {

namespace {

constexpr size_t PointerBytes = sizeof(void *);

uintptr_t keyOf(void **P) { return reinterpret_cast<uintptr_t>(P); }

/// Writes N pointer values into device memory at \p Dev. Values that are
/// the host pointers at \p Host themselves are copied from there on the
/// construct's queue: after the kernels that may still read the pointers and
/// before a later copyout of their holder. Other values live in a local
/// buffer, so that copy is synchronous, after what the queue holds (the
/// copyin of the holder). Returns the queue the write is on.
int writePointers(Device &D, void *Dev, void **Host,
                  const std::vector<void *> &Values, int Async) {
  size_t Bytes = Values.size() * PointerBytes;
  if (std::memcmp(Values.data(), Host, Bytes) == 0) {
    D.copyToDevice(Dev, Host, Bytes, Async);
    return Async;
  }
  if (Async != ACORN_ASYNC_SYNC)
    D.waitQueue(Async);
  D.copyToDevice(Dev, Values.data(), Bytes, ACORN_ASYNC_SYNC);
  return ACORN_ASYNC_SYNC;
}

/// The emulated device: the pointer at \p Where is in storage that is its own
/// device copy (regions read declared globals by their host names), so an
/// attach to a target with storage of its own would change the host's
/// pointer, which no discrete device does. Sections mapped with the pointer
/// (copyin(s.a[0:n])) are their own copies there too (declare.cpp).
[[noreturn]] void reportHostHolder(void **Where, const PresentEntry &Target) {
  fail(activeConstruct(), acc_error_implementation_defined,
       "the emulated device cannot attach the pointer at %p (to %p): the "
       "pointer is in a declared global, or in data a pointer in one points "
       "to, whose device copy is the host variable there, and its target "
       "was mapped with storage of its own (%s); the attach would change "
       "the host's pointer. Map the target in the directive that maps the "
       "pointer's section (enter data copyin(s.a[0:n])), or run on a GPU",
       static_cast<void *>(Where), *Where, describeEntry(Target).c_str());
}

/// Attach (Attach) or detach the N pointers at First, which one present
/// entry holds; the lock is held. Offset: where the mapped data starts past
/// each pointer's target (the row section pp[i][rlo:m] starts rlo elements
/// in); the pointer gets the device address that corresponds to its target.
/// Across host threads' queues (entry_order.cpp): an attach, or a counter
/// that is already above zero, follows the holder's last write (its copy in,
/// another thread's attach or detach, still queued); a detach that writes
/// follows the work of other queues still using the holder; one that only
/// decrements marks this queue's work as such a use.
void updateAttachments(Device &D, PresentEntry &Holder, void **First, size_t N,
                       size_t Offset, bool Attach, bool Finalize, int Async,
                       bool Implicit) {
  if (Attach)
    followWrites(D, Holder, Async);
  PresentTable &T = D.presentTable();
  std::vector<void *> Values(N);
  bool Changed = false;
  for (size_t I = 0; I < N; ++I) {
    void *Host = First[I];
    auto It = Holder.Attached.find(keyOf(First + I));
    bool Attached = It != Holder.Attached.end();
    // A pointer no action touches keeps its device value: its target if it
    // is attached, else (as copied in) its host value.
    Values[I] = Attached ? It->second.Target : Host;
    if (Attach) {
      // 2.6.8: a pointer to absent data is left alone.
      if (!Host)
        continue;
      char *Start = static_cast<char *>(Host) + Offset;
      PresentLookup Target = Implicit ? T.findPointerTarget(Start) : T.find(Start, 0);
      if (Target.State != Presence::Present)
        continue;
      void *DevValue =
          static_cast<char *>(Target.Entry->deviceAddress(Start)) - Offset;
      if (DevValue != Host && D.regionsReadHostGlobals() &&
          Holder.deviceAddress(First + I) == First + I)
        reportHostHolder(First + I, *Target.Entry);
      if (Attached && It->second.Count != 0 && It->second.Target == DevValue) {
        ++It->second.Count;
        continue;
      }
      Holder.Attached[keyOf(First + I)] = {1, DevValue};
      Values[I] = DevValue;
      Changed = true;
    } else {
      if (!Attached)
        continue; // counter zero: no action
      if (!Finalize && It->second.Count > 1) {
        --It->second.Count;
        continue;
      }
      Holder.Attached.erase(It);
      Values[I] = Host; // detached: the device copy holds the host value again
      Changed = true;
    }
  }
  if (!Changed) {
    if (!Attach)
      markUse(D, Holder, Async);
    return;
  }
  if (!Attach)
    followUses(D, Holder, Async);
  markWrite(D, Holder,
            writePointers(D, Holder.deviceAddress(First), First, Values, Async));
}

/// Attach or detach N consecutive pointers: in one write when one entry holds
/// them all, else one by one (a pointer that is not present is left alone).
void updateRange(Device &D, const acorn_construct *C, void **First, size_t N,
                 size_t Offset, bool Attach, bool Finalize, int Async,
                 bool Implicit = false) {
  ActiveConstruct Scope(C);
  if (D.sharesHostMemory() || N == 0)
    return;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(First, N * PointerBytes);
  if (L.State == Presence::Present) {
    updateAttachments(D, *L.Entry, First, N, Offset, Attach, Finalize, Async,
                      Implicit);
    return;
  }
  if (N == 1)
    return; // 2.6.8: a pointer that is not present is left alone
  for (size_t I = 0; I < N; ++I)
    updateRange(D, C, First + I, 1, Offset, Attach, Finalize, Async, Implicit);
}

} // namespace

void attachPointer(Device &D, const acorn_construct *C, void **PtrAddr,
                   int Async) {
  updateRange(D, C, PtrAddr, 1, 0, /*Attach=*/true, false, Async);
}

void detachPointer(Device &D, const acorn_construct *C, void **PtrAddr,
                   int Async, bool Finalize) {
  updateRange(D, C, PtrAddr, 1, 0, /*Attach=*/false, Finalize, Async);
}

// 2.6.2: a kernels region copies a pointer variable, whose device copy,
// attached at entry, its launches may move (`*q++ = x`). When this exit
// releases that copy next (its copy map's reference is the last), the detach
// writes nothing over the device's value: the copy back that follows reads it
// on the construct's queue, behind the launches, and gives the host the
// host address of the present data the device's value points into (the
// other array of a swap `u = un`), else the address as far from the host
// value as the device's is from the target it was attached to
// (PresentEntry::CarryBack, PointerCarry, Device::copyPointerBack). Nothing here reads device memory: the copies of a
// synchronous compute construct may land only at its end, an async one's when
// its queue is waited for. A pointer not attached (its target absent), shared
// with another attachment or present beyond the construct is detached as any.
void carryPointerBack(Device &D, const acorn_construct *C, void **PtrAddr,
                      int Async) {
  ActiveConstruct Scope(C);
  if (D.sharesHostMemory())
    return;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.findLocked(PtrAddr, PointerBytes);
  if (L.State == Presence::Present) {
    PresentEntry &E = *L.Entry;
    auto It = E.Attached.find(keyOf(PtrAddr));
    bool ReleasedNext = !E.UserMapped && E.DynamicRefs == 0 &&
                        E.StructuredRefs == 1 && E.Bytes == PointerBytes;
    if (ReleasedNext && It != E.Attached.end() && It->second.Count == 1) {
      PointerCarry Carry;
      Carry.Shift = static_cast<char *>(*PtrAddr) -
                    static_cast<char *>(It->second.Target);
      Carry.Spans = T.spans(T.findDevice(It->second.Target));
      E.CarryBack = std::move(Carry);
      E.Attached.erase(It);
      return;
    }
  }
  updateRange(D, C, PtrAddr, 1, 0, /*Attach=*/false, false, Async);
}

void attachPointers(Device &D, const acorn_construct *C, void **First,
                    size_t Count, size_t Offset, int Async, bool Implicit) {
  updateRange(D, C, First, Count, Offset, /*Attach=*/true, false, Async,
              Implicit);
}

void detachPointers(Device &D, const acorn_construct *C, void **First,
                    size_t Count, int Async, bool Finalize) {
  updateRange(D, C, First, Count, 0, /*Attach=*/false, Finalize, Async);
}

// 2.14.4 moves every byte of the range, and 2.6.8 counts an attach only when
// the device pointer already holds its target: a whole-struct update device
// (refreshing scalar members) would leave an attached member with the host
// address for good, and update self would give the host a device address. So
// the bytes of attached pointers stay as they are on both sides (2.14.4 makes
// pointers the user's business after an update; this keeps the struct usable,
// as NVHPC does in effect); the rest moves in one copy per gap.
// The first attached pointer of E that may overlap a range from Begin on: it
// starts up to 7 bytes before.
static std::map<uintptr_t, PresentEntry::Attachment>::const_iterator
firstAttachmentFrom(const PresentEntry &E, uintptr_t Begin) {
  return E.Attached.lower_bound(Begin > E.HostBegin + PointerBytes
                                    ? Begin - PointerBytes + 1
                                    : E.HostBegin);
}

bool holdsAttachments(const PresentEntry &E, const void *Host, size_t Bytes) {
  uintptr_t Begin = reinterpret_cast<uintptr_t>(Host);
  auto It = firstAttachmentFrom(E, Begin);
  return It != E.Attached.end() && It->first < Begin + Bytes;
}

void copyAroundAttachments(Device &D, const PresentEntry &E, void *Host,
                           size_t Bytes, bool ToDevice, int Async) {
  uintptr_t Begin = reinterpret_cast<uintptr_t>(Host), End = Begin + Bytes;
  auto Move = [&](uintptr_t From, uintptr_t To) {
    void *H = reinterpret_cast<void *>(From);
    if (ToDevice)
      D.copyToDevice(E.deviceAddress(H), H, To - From, Async);
    else
      D.copyFromDevice(H, E.deviceAddress(H), To - From, Async);
  };
  auto It = firstAttachmentFrom(E, Begin);
  uintptr_t From = Begin;
  for (; It != E.Attached.end() && It->first < End; ++It) {
    if (It->first > From)
      Move(From, It->first);
    From = std::max(From, It->first + PointerBytes);
  }
  if (From < End)
    Move(From, End);
}

// NVHPC reads present(p) of a pointer p as naming the data p points to. When
// p itself is absent and its target present, the construct gets a device
// copy of p of its own, outside the present table, holding the target's
// device address, so the region sees that address under p's name. Its own:
// threads that share p run such constructs at once, each on its queue, and a
// copy in the table would be one they share, looked up, attached, detached
// and freed by each in separate steps (one thread's exit frees it, or writes
// p's host value into it, under another's region).
bool createPointerForTarget(Device &D, const acorn_construct *C, acorn_map &M,
                            int Async) {
  if (D.sharesHostMemory() || M.bytes != PointerBytes)
    return false;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  if (T.findLocked(M.host, M.bytes).State != Presence::Absent)
    return false; // the pointer itself is (partly) present: the usual rules
  void *Target = *static_cast<void **>(M.host);
  PresentLookup L = Target ? T.findLocked(Target, 0) : PresentLookup{};
  if (L.State != Presence::Present)
    return false; // neither: the usual not-present error
  void *DevValue = L.Entry->deviceAddress(Target);
  followWrites(D, *L.Entry, Async); // another thread's copy in of the target
  void *Copy = D.allocate(PointerBytes);
  if (!Copy)
    reportOutOfMemory(D, C, M);
  // Synchronous: DevValue lives on this stack; nothing is queued on Copy yet.
  D.copyToDevice(Copy, &DevValue, PointerBytes, ACORN_ASYNC_SYNC);
  M.device = Copy;
  M.flags |= ACORN_MAP_FLAG_TARGET_COPIED;
  return true;
}

void releasePointerForTarget(Device &D, acorn_map &M, int Async) {
  M.flags &= ~ACORN_MAP_FLAG_TARGET_COPIED;
  D.releaseAfter(M.device, Async); // after the region's kernels on the queue
}

} // namespace acorn

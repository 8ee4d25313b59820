//===- user_memory.cpp - acc_malloc and acc_free (3.2.16, 3.2.17) ---------===//

#include "core/user_memory.h"

#include "core/device.h"
#include "core/errors.h"
#include "core/runtime.h"

#include <cinttypes>
#include <cstdio>
#include <string>

namespace acorn {

void UserBlocks::add(void *P, size_t Bytes) {
  std::lock_guard<std::mutex> Guard(Mutex);
  Live[reinterpret_cast<uintptr_t>(P)] = Bytes;
}

bool UserBlocks::remove(void *P) {
  std::lock_guard<std::mutex> Guard(Mutex);
  return Live.erase(reinterpret_cast<uintptr_t>(P)) != 0;
}

uintptr_t UserBlocks::containing(const void *P, size_t &Bytes) {
  std::lock_guard<std::mutex> Guard(Mutex);
  uintptr_t A = reinterpret_cast<uintptr_t>(P);
  auto Next = Live.upper_bound(A);
  if (Next == Live.begin())
    return 0;
  auto It = std::prev(Next);
  if (A - It->first >= It->second)
    return 0;
  Bytes = It->second;
  return It->first;
}

size_t UserBlocks::size() {
  std::lock_guard<std::mutex> Guard(Mutex);
  return Live.size();
}

void *userAllocate(Device &D, const acorn_construct *C, size_t Bytes) {
  if (Bytes == 0) // 3.2.16: nothing to allocate
    return nullptr;
  ActiveConstruct Scope(C);
  void *P = D.allocate(Bytes);
  if (!P)
    fail(C, acc_error_out_of_memory,
         "cannot allocate %zu bytes on %s: out of device memory (%zu bytes "
         "free)",
         Bytes, deviceLabel(D).c_str(), D.freeMemory());
  D.userBlocks().add(P, Bytes);
  return P;
}

namespace {

/// What \p P is, when it is not a block acc_malloc returned.
std::string whatIs(Device &D, void *P) {
  char Buf[256];
  size_t Bytes = 0;
  if (uintptr_t Start = D.userBlocks().containing(P, Bytes)) {
    std::snprintf(Buf, sizeof Buf,
                  "it points %" PRIuPTR " bytes into the %zu-byte block "
                  "0x%" PRIxPTR " that acc_malloc returned",
                  reinterpret_cast<uintptr_t>(P) - Start, Bytes, Start);
    return Buf;
  }
  if (!D.sharesHostMemory()) {
    PresentTable &T = D.presentTable();
    auto Guard = T.lock();
    if (PresentEntry *E = T.findDevice(P))
      return "it is the device copy of " +
             describeRange(E->HostBegin, E->Bytes) +
             ", which data clauses or acc_copyin/acc_create manage: release "
             "it with acc_delete or exit data";
    PresentLookup L = T.find(P, 0);
    if (L.State == Presence::Present)
      return "it is a host address of data present on the device (" +
             describeRange(L.Entry->HostBegin, L.Entry->Bytes) + ")";
  }
  return "acc_malloc did not return it on " + deviceLabel(D) +
         ", or it was freed already";
}

} // namespace

void userFree(Device &D, const acorn_construct *C, void *P) {
  if (!P) // 3.2.17: a null pointer is ignored
    return;
  ActiveConstruct Scope(C);
  if (!D.sharesHostMemory()) {
    PresentTable &T = D.presentTable();
    auto Guard = T.lock();
    if (PresentEntry *E = T.findDevice(P); E && E->UserMapped)
      fail(C, acc_error_present,
           "%p is still the device copy of %s that acc_map_data mapped: "
           "call acc_unmap_data first",
           P, describeRange(E->HostBegin, E->Bytes).c_str());
  }
  if (!D.userBlocks().remove(P))
    fail(C, acc_error_invalid_argument,
         "%p is not a block allocated by acc_malloc: %s", P,
         whatIs(D, P).c_str());
  D.release(P);
}

} // namespace acorn

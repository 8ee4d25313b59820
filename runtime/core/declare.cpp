//===- declare.cpp - device copies of declared globals (2.13) -------------===//

#include "core/declare.h"

#include "core/errors.h"

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <vector>

namespace acorn {

namespace {

struct DeclaredGlobal {
  acorn_declare_global Global;
  const acorn_construct *Construct;
  const void *(*Symbol)(int);
  int Index;
  // declare copyin: the value at registration, which is what program start
  // means for the device copy of a device brought up later (2.13.2).
  std::vector<char> Initial;
  // declare deviceptr: the value last written to the device copy, per device.
  std::map<Device *, void *> Written;
};

struct Registry {
  std::recursive_mutex Mutex;
  // Set by an atexit handler registered with the first global: the program
  // is ending, and its declared globals' device copies last to its end.
  std::atomic<bool> Exiting{false};
  std::vector<DeclaredGlobal> Globals;
  std::set<Device *> Mapped;
  // Whether any deviceptr global is registered: launches check it unlocked.
  std::atomic<bool> HasPointers{false};
};

Registry &registry() {
  static Registry *R = new Registry; // never destroyed: atexit code may still map data
  return *R;
}

const void *symbolOf(const DeclaredGlobal &G) {
  return G.Symbol ? G.Symbol(G.Index) : nullptr;
}

void mapOne(Device &D, const DeclaredGlobal &G) {
  const acorn_declare_global &V = G.Global;
  // link: mapped by data clauses; deviceptr: a pointer value, never present.
  if (V.kind == ACORN_MAP_LINK || V.kind == ACORN_MAP_DEVICEPTR || V.bytes == 0)
    return;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(V.host, V.bytes);
  if (L.State == Presence::Present)
    return; // registered by two units (a header's declare), or acc_map_data'd
  if (L.State == Presence::Partial)
    acorn_fatal(G.Construct,
                "the declared global '%s' overlaps data already present: %s",
                V.name, T.describeNear(V.host, V.bytes).c_str());
  // A constant never changes: where regions read globals by their host names,
  // its storage is its device copy as it is (it may be read-only memory).
  bool Constant = V.flags & ACORN_MAP_FLAG_READONLY;
  void *Dev = Constant ? D.hostGlobal(V.host, V.bytes)
                       : D.declaredGlobal(V.host, V.bytes);
  if (const void *Sym = symbolOf(G); !Dev && Sym)
    Dev = D.globalAddress(Sym);
  bool Owned = !Dev;
  if (Owned)
    Dev = D.allocate(V.bytes);
  if (!Dev)
    acorn_fatal(G.Construct,
                "cannot allocate %zu bytes for the declared global '%s': out "
                "of device memory",
                V.bytes, V.name);
  // The device copy lives until the program ends, held by the implicit data
  // region of the program (2.6.3): a structured reference that never ends,
  // so data clauses, exit data (also with finalize), acc_copyout and
  // acc_delete only count (2.6.7: present data is not copied).
  PresentEntry &E = T.insert(V.host, V.bytes, Dev);
  E.UserMapped = !Owned;
  if (Owned)
    E.StructuredRefs = ~0ul / 2;
  if (V.kind == ACORN_MAP_COPYIN && !(Constant && Dev == V.host))
    D.copyToDevice(Dev, G.Initial.data(), V.bytes, ACORN_ASYNC_SYNC);
}

// The device copy of G goes from D (its library is unloaded): the present
// entry mapDeclaredGlobals made, and the memory it allocated for it.
void unmapOne(Device &D, const DeclaredGlobal &G) {
  const acorn_declare_global &V = G.Global;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(V.host, V.bytes);
  if (L.State == Presence::Present &&
      L.Entry->HostBegin == reinterpret_cast<uintptr_t>(V.host) &&
      L.Entry->Bytes == V.bytes) {
    if (!L.Entry->UserMapped)
      D.release(L.Entry->Device);
    T.erase(*L.Entry);
  }
  D.forgetGlobal(V.host);
}

} // namespace

void mapDeclaredGlobals(Device &D) {
  if (D.sharesHostMemory())
    return;
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  if (!R.Mapped.insert(&D).second)
    return;
  for (const DeclaredGlobal &G : R.Globals)
    mapOne(D, G);
}

void forgetDeclaredGlobals(Device &D) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  R.Mapped.erase(&D);
  for (DeclaredGlobal &G : R.Globals)
    G.Written.erase(&D);
}

void refreshDeclaredPointers(Device &D, int Async) {
  Registry &R = registry();
  if (!R.HasPointers.load(std::memory_order_acquire) || D.sharesHostMemory())
    return;
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  for (DeclaredGlobal &G : R.Globals) {
    if (G.Global.kind != ACORN_MAP_DEVICEPTR)
      continue;
    void *Value = *static_cast<void *const *>(G.Global.host);
    auto It = G.Written.find(&D);
    if (It != G.Written.end() && It->second == Value)
      continue;
    const void *Sym = symbolOf(G);
    void *Copy = Sym ? D.globalAddress(Sym) : nullptr;
    if (!Copy)
      continue; // no GPU code refers to it
    // The value is a local: written synchronously, after the kernels queued
    // before it that may still read the old one.
    if (Async != ACORN_ASYNC_SYNC)
      D.waitQueue(Async);
    D.copyToDevice(Copy, &Value, sizeof Value, ACORN_ASYNC_SYNC);
    G.Written[&D] = Value;
  }
}

namespace {

thread_local const PendingAttachments *Innermost = nullptr;

} // namespace

/// Whether an attach map of a directive being entered attaches the section
/// at \p Host to a pointer in storage that is its own device copy on \p D.
bool pendingSelfAttach(Device &D, const void *Host) {
  for (const PendingAttachments *P = Innermost; P; P = P->Outer)
    for (int I = 0; I < P->Count; ++I) {
      const acorn_map &A = P->Maps[I];
      if (A.kind != ACORN_MAP_ATTACH || A.bytes != sizeof(void *))
        continue;
      char *Value = *static_cast<char *const *>(A.host);
      if (!Value || Value + A.offset != Host)
        continue;
      PresentLookup L = D.presentTable().find(A.host, sizeof(void *));
      if (L.State == Presence::Present &&
          L.Entry->deviceAddress(A.host) == A.host)
        return true;
    }
  return false;
}

PendingAttachments::PendingAttachments(Device &D, const acorn_map *Maps,
                                       int Count)
    : Outer(Innermost) {
  if (!D.regionsReadHostGlobals())
    return;
  this->Maps = Maps;
  this->Count = Count;
  Innermost = this;
}

PendingAttachments::~PendingAttachments() {
  if (Innermost == this)
    Innermost = Outer;
}

void *allocateMapped(Device &D, void *Host, size_t Bytes) {
  Registry &R = registry();
  if (D.regionsReadHostGlobals()) {
    // Data that a pointer in such storage is attached to (by this directive)
    // or points to already (acc_copyin(gs.a, ...) then acc_attach(&gs.a)):
    // host code follows the pointer's host value, so a discrete device's
    // attach (its pointer changes, the host's never does) is emulated by the
    // data being its own device copy.
    if (pendingSelfAttach(D, Host) || D.hostGlobalPointsTo(Host))
      if (void *Same = D.hostGlobal(Host, Bytes))
        return Same;
    std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
    uintptr_t Begin = reinterpret_cast<uintptr_t>(Host);
    for (const DeclaredGlobal &G : R.Globals) {
      uintptr_t H = reinterpret_cast<uintptr_t>(G.Global.host);
      bool Link = G.Global.kind == ACORN_MAP_LINK && Begin >= H &&
                  Begin + Bytes <= H + G.Global.bytes;
      if (Link)
        if (void *Same = D.hostGlobal(Host, Bytes))
          return Same;
    }
  }
  return D.allocate(Bytes);
}

void linkDeclaredGlobals(Device &D, const void *Host, size_t Bytes, void *Dev) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  uintptr_t Begin = reinterpret_cast<uintptr_t>(Host);
  for (const DeclaredGlobal &G : R.Globals) {
    uintptr_t H = reinterpret_cast<uintptr_t>(G.Global.host);
    if (G.Global.kind != ACORN_MAP_LINK || H < Begin ||
        H + G.Global.bytes > Begin + Bytes)
      continue;
    const void *Sym = symbolOf(G);
    void *Pointer = Sym ? D.globalAddress(Sym) : nullptr;
    if (!Pointer)
      continue; // no GPU code refers to it
    void *Target = static_cast<char *>(Dev) + (H - Begin);
    D.copyToDevice(Pointer, &Target, sizeof Target, ACORN_ASYNC_SYNC);
  }
}

} // namespace acorn

using namespace acorn;

extern "C" {

void acorn_declare_globals(const acorn_construct *C,
                           const acorn_declare_global *Globals, int Count,
                           const void *(*Symbol)(int)) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  static bool AtExit = std::atexit([] { registry().Exiting = true; }) == 0;
  (void)AtExit;
  for (int I = 0; I < Count; ++I) {
    DeclaredGlobal G{Globals[I], C, Symbol, I, {}, {}};
    if (G.Global.kind == ACORN_MAP_COPYIN) {
      const char *P = static_cast<const char *>(G.Global.host);
      G.Initial.assign(P, P + G.Global.bytes);
    }
    if (G.Global.kind == ACORN_MAP_DEVICEPTR)
      R.HasPointers.store(true, std::memory_order_release);
    R.Globals.push_back(std::move(G));
    // A device already up (a constructor of another unit used OpenACC).
    for (Device *D : R.Mapped)
      mapOne(*D, R.Globals.back());
  }
}

void acorn_undeclare_globals(const acorn_declare_global *Globals, int Count) {
  Registry &R = registry();
  if (R.Exiting)
    return;
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  for (int I = 0; I < Count; ++I)
    for (auto It = R.Globals.begin(); It != R.Globals.end();) {
      if (It->Global.host != Globals[I].host) {
        ++It;
        continue;
      }
      for (Device *D : R.Mapped)
        unmapOne(*D, *It);
      It = R.Globals.erase(It);
    }
}

void acorn_declare_statics(const acorn_construct *C,
                           const acorn_declare_global *Statics, int Count,
                           int *Registered) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> Guard(R.Mutex);
  if (__atomic_load_n(Registered, __ATOMIC_ACQUIRE))
    return; // another thread reached the directive first
  // No GPU code names a function-static variable: the runtime allocates its
  // device copy, and compute regions find it in the present table.
  acorn_declare_globals(C, Statics, Count, nullptr);
  __atomic_store_n(Registered, 1, __ATOMIC_RELEASE);
}

void acorn_declare_exit(acorn_declare_scope *Scope) {
  acorn_data_exit(Scope->c, Scope->maps, Scope->count, ACORN_ASYNC_SYNC, 1);
}

} // extern "C"

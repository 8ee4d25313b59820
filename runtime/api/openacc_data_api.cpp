//===- openacc_data_api.cpp - OpenACC 3.3 chapter 3: data routines --------===//
//
// acc_copyin and friends build the acorn_map a data clause would and call the
// same mapping functions (core/data.h): the routines are the dynamic data
// lifetime of 2.6.6, exactly like enter data / exit data. Errors name the
// routine with its arguments; the section is 'data_arg', or the argument as
// written when the call's site is known.
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/data.h"
#include "core/queues.h"

using namespace acorn;

namespace {

acorn_map apiMap(const acorn_construct *C, void *Host, size_t Bytes, int Kind) {
  return acorn_map{Host, Bytes, Kind, 0, writtenArgument(C, "data_arg"), nullptr, 0};
}

void *enterOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
               int Async) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  checkData(C, Host, Bytes);
  if (Bytes == 0) // 3.2.18: nothing to map
    return nullptr;
  acorn_map M = apiMap(C, Host, Bytes, Kind);
  enterData(currentDevice(), C, &M, 1, Q);
  return M.device;
}

void exitOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
             int Async, bool Finalize) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  checkData(C, Host, Bytes);
  if (Bytes == 0)
    return;
  acorn_map M = apiMap(C, Host, Bytes, Kind);
  exitData(currentDevice(), C, &M, 1, Q, Finalize);
}

void updateOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
               int Async) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  checkData(C, Host, Bytes);
  if (Bytes == 0)
    return;
  acorn_map M = apiMap(C, Host, Bytes, Kind);
  updateData(currentDevice(), C, &M, 1, Q, /*IfPresent=*/false);
}

} // namespace

#define ACORN_DATA_ARGS(Host, Bytes)                                           \
  ApiArg::ptr("data_arg", Host), ApiArg::size("bytes", Bytes)

extern "C" {

// ---- 3.2.18 copyin and create ------------------------------------------------------

#define ACORN_ENTER(Fn, Kind)                                                  \
  d_void *Fn(h_void *Host, size_t Bytes) {                                     \
    ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes));                        \
    return enterOne(Call.construct(), Host, Bytes, Kind, ACORN_ASYNC_SYNC);    \
  }
ACORN_ENTER(acc_copyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_present_or_copyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_pcopyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_create, ACORN_MAP_CREATE)
ACORN_ENTER(acc_present_or_create, ACORN_MAP_CREATE)
ACORN_ENTER(acc_pcreate, ACORN_MAP_CREATE)
#undef ACORN_ENTER

void acc_copyin_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes),
                 ApiArg::num("async_arg", Async));
  enterOne(Call.construct(), Host, Bytes, ACORN_MAP_COPYIN, Async);
}

void acc_create_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes),
                 ApiArg::num("async_arg", Async));
  enterOne(Call.construct(), Host, Bytes, ACORN_MAP_CREATE, Async);
}

// ---- 3.2.19 copyout and delete (+ finalize) ------------------------------------------

#define ACORN_EXIT(Fn, Kind, Finalize)                                         \
  void Fn(h_void *Host, size_t Bytes) {                                        \
    ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes));                        \
    exitOne(Call.construct(), Host, Bytes, Kind, ACORN_ASYNC_SYNC, Finalize);  \
  }                                                                            \
  void Fn##_async(h_void *Host, size_t Bytes, int Async) {                     \
    ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes),                         \
                   ApiArg::num("async_arg", Async));                           \
    exitOne(Call.construct(), Host, Bytes, Kind, Async, Finalize);             \
  }
ACORN_EXIT(acc_copyout, ACORN_MAP_COPYOUT, false)
ACORN_EXIT(acc_copyout_finalize, ACORN_MAP_COPYOUT, true)
ACORN_EXIT(acc_delete, ACORN_MAP_DELETE, false)
ACORN_EXIT(acc_delete_finalize, ACORN_MAP_DELETE, true)
#undef ACORN_EXIT

// ---- 3.2.20 update ---------------------------------------------------------------------

#define ACORN_UPDATE(Fn, Kind)                                                 \
  void Fn(h_void *Host, size_t Bytes) {                                        \
    ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes));                        \
    updateOne(Call.construct(), Host, Bytes, Kind, ACORN_ASYNC_SYNC);          \
  }                                                                            \
  void Fn##_async(h_void *Host, size_t Bytes, int Async) {                     \
    ACORN_API_CALL(Call, ACORN_DATA_ARGS(Host, Bytes),                         \
                   ApiArg::num("async_arg", Async));                           \
    updateOne(Call.construct(), Host, Bytes, Kind, Async);                     \
  }
ACORN_UPDATE(acc_update_device, ACORN_MAP_UPDATE_DEVICE)
ACORN_UPDATE(acc_update_self, ACORN_MAP_UPDATE_SELF)
#undef ACORN_UPDATE

// ---- 3.2.21 - 3.2.25 the present table ---------------------------------------------------

void acc_map_data(h_void *Host, d_void *Dev, size_t Bytes) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_arg", Host),
                 ApiArg::ptr("data_dev", Dev), ApiArg::size("bytes", Bytes));
  mapUserData(currentDevice(), Call.construct(), Host, Dev, Bytes);
}

void acc_unmap_data(h_void *Host) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_arg", Host));
  unmapUserData(currentDevice(), Call.construct(), Host);
}

d_void *acc_deviceptr(h_void *Host) {
  Device &D = currentDevice();
  if (D.sharesHostMemory() || !Host)
    return Host;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentLookup L = T.find(Host, 0);
  return L.State == Presence::Present ? L.Entry->deviceAddress(Host) : nullptr;
}

h_void *acc_hostptr(d_void *Dev) {
  Device &D = currentDevice();
  if (D.sharesHostMemory() || !Dev)
    return Dev;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  PresentEntry *E = T.findDevice(Dev);
  if (!E)
    return nullptr;
  return reinterpret_cast<void *>(E->HostBegin +
                                  (static_cast<char *>(Dev) - E->Device));
}

int acc_is_present(h_void *Host, size_t Bytes) {
  Device &D = currentDevice();
  if (D.sharesHostMemory())
    return 1;
  if (!Host)
    return 0;
  PresentTable &T = D.presentTable();
  auto Guard = T.lock();
  return T.find(Host, Bytes).State == Presence::Present;
}

// ---- 3.2.29 attach and detach ---------------------------------------------------------------

static void attachOne(const acorn_construct *C, void **Ptr, int Async,
                      bool Attach, bool Finalize) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  if (!Ptr)
    fail(C, acc_error_invalid_null_pointer, "ptr_addr is a null pointer");
  if (Attach)
    attachPointer(currentDevice(), C, Ptr, Q);
  else
    detachPointer(currentDevice(), C, Ptr, Q, Finalize);
}

#define ACORN_ATTACH(Fn, Attach, Finalize)                                     \
  void Fn(h_void **Ptr) {                                                      \
    ACORN_API_CALL(Call, ApiArg::ptr("ptr_addr", Ptr));                        \
    attachOne(Call.construct(), Ptr, ACORN_ASYNC_SYNC, Attach, Finalize);      \
  }                                                                            \
  void Fn##_async(h_void **Ptr, int Async) {                                   \
    ACORN_API_CALL(Call, ApiArg::ptr("ptr_addr", Ptr),                         \
                   ApiArg::num("async_arg", Async));                           \
    attachOne(Call.construct(), Ptr, Async, Attach, Finalize);                 \
  }
ACORN_ATTACH(acc_attach, true, false)
ACORN_ATTACH(acc_detach, false, false)
ACORN_ATTACH(acc_detach_finalize, false, true)
#undef ACORN_ATTACH

} // extern "C"

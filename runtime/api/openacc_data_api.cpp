//===- openacc_data_api.cpp - OpenACC 3.3 chapter 3: data routines --------===//
//
// acc_copyin and friends build the acorn_map a data clause would and call the
// same mapping functions (core/data.h): the routines are the dynamic data
// lifetime of 2.6.6, exactly like enter data / exit data.
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/data.h"
#include "core/errors.h"
#include "core/queues.h"

using namespace acorn;

namespace {

acorn_map apiMap(void *Host, size_t Bytes, int Kind) {
  return acorn_map{Host, Bytes, Kind, 0, "data_arg", nullptr};
}

void *enterOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
               int Async) {
  int Q = resolveAsync(C, Async);
  if (!Host || Bytes == 0) // 3.2.18: nothing to map
    return nullptr;
  acorn_map M = apiMap(Host, Bytes, Kind);
  enterData(currentDevice(), C, &M, 1, Q);
  return M.device;
}

void exitOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
          int Async, bool Finalize) {
  int Q = resolveAsync(C, Async);
  if (!Host || Bytes == 0)
    return;
  acorn_map M = apiMap(Host, Bytes, Kind);
  exitData(currentDevice(), C, &M, 1, Q, Finalize);
}

void updateOne(const acorn_construct *C, void *Host, size_t Bytes, int Kind,
               int Async) {
  int Q = resolveAsync(C, Async);
  if (!Host || Bytes == 0)
    return;
  acorn_map M = apiMap(Host, Bytes, Kind);
  updateData(currentDevice(), C, &M, 1, Q, /*IfPresent=*/false);
}

void checkCopy(const acorn_construct *C, const void *Dst, const void *Src,
               size_t Bytes) {
  if (Bytes && (!Dst || !Src))
    acorn_fatal(C, "null %s address for a copy of %zu bytes",
                Dst ? "source" : "destination", Bytes);
}

} // namespace

extern "C" {

// ---- 3.2.16 - 3.2.17 device memory -------------------------------------------

d_void *acc_malloc(size_t Bytes) {
  if (Bytes == 0)
    return nullptr;
  return currentDevice().allocate(Bytes);
}

void acc_free(d_void *Dev) {
  if (Dev)
    currentDevice().release(Dev);
}

// ---- 3.2.18 - 3.2.20 copyin, create, copyout, delete --------------------------

#define ACORN_ENTER(Fn, Kind)                                                  \
  d_void *Fn(h_void *Host, size_t Bytes) {                                     \
    ACORN_API_CONSTRUCT(Here);                                                 \
    return enterOne(&Here, Host, Bytes, Kind, ACORN_ASYNC_SYNC);                  \
  }
ACORN_ENTER(acc_copyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_present_or_copyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_pcopyin, ACORN_MAP_COPYIN)
ACORN_ENTER(acc_create, ACORN_MAP_CREATE)
ACORN_ENTER(acc_present_or_create, ACORN_MAP_CREATE)
ACORN_ENTER(acc_pcreate, ACORN_MAP_CREATE)
#undef ACORN_ENTER

void acc_copyin_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CONSTRUCT(Here);
  enterOne(&Here, Host, Bytes, ACORN_MAP_COPYIN, Async);
}

void acc_create_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CONSTRUCT(Here);
  enterOne(&Here, Host, Bytes, ACORN_MAP_CREATE, Async);
}

#define ACORN_EXIT(Fn, Kind, Finalize)                                         \
  void Fn(h_void *Host, size_t Bytes) {                                        \
    ACORN_API_CONSTRUCT(Here);                                                 \
    exitOne(&Here, Host, Bytes, Kind, ACORN_ASYNC_SYNC, Finalize);                \
  }                                                                            \
  void Fn##_async(h_void *Host, size_t Bytes, int Async) {                     \
    ACORN_API_CONSTRUCT(Here);                                                 \
    exitOne(&Here, Host, Bytes, Kind, Async, Finalize);                           \
  }
ACORN_EXIT(acc_copyout, ACORN_MAP_COPYOUT, false)
ACORN_EXIT(acc_copyout_finalize, ACORN_MAP_COPYOUT, true)
ACORN_EXIT(acc_delete, ACORN_MAP_DELETE, false)
ACORN_EXIT(acc_delete_finalize, ACORN_MAP_DELETE, true)
#undef ACORN_EXIT

// ---- 3.2.20 update ---------------------------------------------------------------

void acc_update_device(h_void *Host, size_t Bytes) {
  ACORN_API_CONSTRUCT(Here);
  updateOne(&Here, Host, Bytes, ACORN_MAP_UPDATE_DEVICE, ACORN_ASYNC_SYNC);
}

void acc_update_device_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CONSTRUCT(Here);
  updateOne(&Here, Host, Bytes, ACORN_MAP_UPDATE_DEVICE, Async);
}

void acc_update_self(h_void *Host, size_t Bytes) {
  ACORN_API_CONSTRUCT(Here);
  updateOne(&Here, Host, Bytes, ACORN_MAP_UPDATE_SELF, ACORN_ASYNC_SYNC);
}

void acc_update_self_async(h_void *Host, size_t Bytes, int Async) {
  ACORN_API_CONSTRUCT(Here);
  updateOne(&Here, Host, Bytes, ACORN_MAP_UPDATE_SELF, Async);
}

// ---- 3.2.21 - 3.2.25 the present table -----------------------------------------

void acc_map_data(h_void *Host, d_void *Dev, size_t Bytes) {
  ACORN_API_CONSTRUCT(Here);
  mapUserData(currentDevice(), &Here, Host, Dev, Bytes);
}

void acc_unmap_data(h_void *Host) {
  ACORN_API_CONSTRUCT(Here);
  unmapUserData(currentDevice(), &Here, Host);
}

d_void *acc_deviceptr(h_void *Host) {
  Device &D = currentDevice();
  if (D.sharesHostMemory() || !Host)
    return Host;
  PresentLookup L = D.presentTable().find(Host, 0);
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
  return D.presentTable().find(Host, Bytes).State == Presence::Present;
}

// ---- 3.2.26 - 3.2.29 raw copies ----------------------------------------------------

void acc_memcpy_to_device_async(d_void *Dst, h_void *Src, size_t Bytes,
                                int Async) {
  ACORN_API_CONSTRUCT(Here);
  ActiveConstruct Scope(&Here);
  int Q = resolveAsync(&Here, Async);
  checkCopy(&Here, Dst, Src, Bytes);
  if (Bytes)
    currentDevice().copyToDevice(Dst, Src, Bytes, Q);
}

void acc_memcpy_to_device(d_void *Dst, h_void *Src, size_t Bytes) {
  acc_memcpy_to_device_async(Dst, Src, Bytes, acc_async_sync);
}

void acc_memcpy_from_device_async(h_void *Dst, d_void *Src, size_t Bytes,
                                  int Async) {
  ACORN_API_CONSTRUCT(Here);
  ActiveConstruct Scope(&Here);
  int Q = resolveAsync(&Here, Async);
  checkCopy(&Here, Dst, Src, Bytes);
  if (Bytes)
    currentDevice().copyFromDevice(Dst, Src, Bytes, Q);
}

void acc_memcpy_from_device(h_void *Dst, d_void *Src, size_t Bytes) {
  acc_memcpy_from_device_async(Dst, Src, Bytes, acc_async_sync);
}

void acc_memcpy_device_async(d_void *Dst, d_void *Src, size_t Bytes,
                             int Async) {
  ACORN_API_CONSTRUCT(Here);
  ActiveConstruct Scope(&Here);
  int Q = resolveAsync(&Here, Async);
  checkCopy(&Here, Dst, Src, Bytes);
  if (Bytes)
    currentDevice().copyOnDevice(Dst, Src, Bytes, Q);
}

void acc_memcpy_device(d_void *Dst, d_void *Src, size_t Bytes) {
  acc_memcpy_device_async(Dst, Src, Bytes, acc_async_sync);
}

// 3.2.29: both arguments are host addresses of data present on the two
// devices (of the current type); the copy is ordered on the source's queue.
void acc_memcpy_d2d_async(h_void *Dst, h_void *Src, size_t Bytes, int DstNum,
                          int SrcNum, int Async) {
  ACORN_API_CONSTRUCT(Here);
  ActiveConstruct Scope(&Here);
  int Q = resolveAsync(&Here, Async);
  if (Bytes == 0)
    return;
  checkCopy(&Here, Dst, Src, Bytes);
  acc_device_t Type = currentDevice().type();
  Device &To = deviceOf(&Here, Type, DstNum);
  Device &From = deviceOf(&Here, Type, SrcNum);
  void *DevDst = presentAddress(To, &Here, Dst, Bytes, "data_arg_dest");
  void *DevSrc = presentAddress(From, &Here, Src, Bytes, "data_arg_src");
  From.copyOnDevice(DevDst, DevSrc, Bytes, Q);
}

void acc_memcpy_d2d(h_void *Dst, h_void *Src, size_t Bytes, int DstNum,
                    int SrcNum) {
  acc_memcpy_d2d_async(Dst, Src, Bytes, DstNum, SrcNum, acc_async_sync);
}

// ---- 3.2.30 - 3.2.31 attach and detach ---------------------------------------------

void acc_attach_async(h_void **Ptr, int Async) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveAsync(&Here, Async);
  if (Ptr)
    attachPointer(currentDevice(), &Here, Ptr, Q);
}

void acc_attach(h_void **Ptr) { acc_attach_async(Ptr, acc_async_sync); }

void acc_detach_async(h_void **Ptr, int Async) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveAsync(&Here, Async);
  if (Ptr)
    detachPointer(currentDevice(), &Here, Ptr, Q, false);
}

void acc_detach(h_void **Ptr) { acc_detach_async(Ptr, acc_async_sync); }

void acc_detach_finalize_async(h_void **Ptr, int Async) {
  ACORN_API_CONSTRUCT(Here);
  int Q = resolveAsync(&Here, Async);
  if (Ptr)
    detachPointer(currentDevice(), &Here, Ptr, Q, true);
}

void acc_detach_finalize(h_void **Ptr) {
  acc_detach_finalize_async(Ptr, acc_async_sync);
}

} // extern "C"

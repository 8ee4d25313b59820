//===- openacc_memory_api.cpp - OpenACC 3.3 chapter 3: device memory ------===//
//
// 3.2.16 - 3.2.17 acc_malloc / acc_free (core/user_memory.h keeps what
// acc_malloc returned, so acc_free can reject anything else) and the raw
// copies 3.2.26 - 3.2.28, 3.2.30, which take device addresses and bypass the
// present table.
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/data.h"
#include "core/queues.h"
#include "core/user_memory.h"

using namespace acorn;

namespace {

/// 3.2.26 - 3.2.28: "an acc_error_invalid_null_pointer error is issued if
/// <dest> or <src> is a null pointer and bytes is nonzero".
void checkCopy(const acorn_construct *C, const void *Dst, const char *DstName,
               const void *Src, const char *SrcName, size_t Bytes) {
  checkData(C, Dst, Bytes, DstName);
  checkData(C, Src, Bytes, SrcName);
}

enum class Direction { ToDevice, FromDevice, OnDevice };

void rawCopy(const acorn_construct *C, Direction Dir, void *Dst,
             const char *DstName, const void *Src, const char *SrcName,
             size_t Bytes, int Async) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  checkCopy(C, Dst, DstName, Src, SrcName, Bytes);
  if (Bytes == 0 || Dst == Src) // 3.2.28: nothing to do
    return;
  Device &D = currentDevice();
  switch (Dir) {
  case Direction::ToDevice:
    D.copyToDevice(Dst, Src, Bytes, Q);
    break;
  case Direction::FromDevice:
    D.copyFromDevice(Dst, Src, Bytes, Q);
    break;
  case Direction::OnDevice:
    D.copyOnDevice(Dst, Src, Bytes, Q);
    break;
  }
}

} // namespace

extern "C" {

// ---- 3.2.16 - 3.2.17 device memory -------------------------------------------------

d_void *acc_malloc(size_t Bytes) {
  ACORN_API_CALL(Call, ApiArg::size("bytes", Bytes));
  return userAllocate(currentDevice(), Call.construct(), Bytes);
}

void acc_free(d_void *Dev) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_dev", Dev));
  userFree(currentDevice(), Call.construct(), Dev);
}

// ---- 3.2.26 - 3.2.28 copies between addresses ----------------------------------------

void acc_memcpy_to_device(d_void *Dst, h_void *Src, size_t Bytes) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_dev_dest", Dst),
                 ApiArg::ptr("data_host_src", Src), ApiArg::size("bytes", Bytes));
  rawCopy(Call.construct(), Direction::ToDevice, Dst, "data_dev_dest", Src,
          "data_host_src", Bytes, ACORN_ASYNC_SYNC);
}

void acc_memcpy_to_device_async(d_void *Dst, h_void *Src, size_t Bytes,
                                int Async) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_dev_dest", Dst),
                 ApiArg::ptr("data_host_src", Src), ApiArg::size("bytes", Bytes),
                 ApiArg::num("async_arg", Async));
  rawCopy(Call.construct(), Direction::ToDevice, Dst, "data_dev_dest", Src,
          "data_host_src", Bytes, Async);
}

void acc_memcpy_from_device(h_void *Dst, d_void *Src, size_t Bytes) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_host_dest", Dst),
                 ApiArg::ptr("data_dev_src", Src), ApiArg::size("bytes", Bytes));
  rawCopy(Call.construct(), Direction::FromDevice, Dst, "data_host_dest", Src,
          "data_dev_src", Bytes, ACORN_ASYNC_SYNC);
}

void acc_memcpy_from_device_async(h_void *Dst, d_void *Src, size_t Bytes,
                                  int Async) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_host_dest", Dst),
                 ApiArg::ptr("data_dev_src", Src), ApiArg::size("bytes", Bytes),
                 ApiArg::num("async_arg", Async));
  rawCopy(Call.construct(), Direction::FromDevice, Dst, "data_host_dest", Src,
          "data_dev_src", Bytes, Async);
}

void acc_memcpy_device(d_void *Dst, d_void *Src, size_t Bytes) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_dev_dest", Dst),
                 ApiArg::ptr("data_dev_src", Src), ApiArg::size("bytes", Bytes));
  rawCopy(Call.construct(), Direction::OnDevice, Dst, "data_dev_dest", Src,
          "data_dev_src", Bytes, ACORN_ASYNC_SYNC);
}

void acc_memcpy_device_async(d_void *Dst, d_void *Src, size_t Bytes,
                             int Async) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_dev_dest", Dst),
                 ApiArg::ptr("data_dev_src", Src), ApiArg::size("bytes", Bytes),
                 ApiArg::num("async_arg", Async));
  rawCopy(Call.construct(), Direction::OnDevice, Dst, "data_dev_dest", Src,
          "data_dev_src", Bytes, Async);
}

// ---- 3.2.30 acc_memcpy_d2d ---------------------------------------------------------------

// Both arguments are host addresses of data present on the two devices (of
// the current type); the copy is ordered on the source device's queue.
static void memcpyD2D(const acorn_construct *C, void *Dst, void *Src,
                      size_t Bytes, int DstNum, int SrcNum, int Async) {
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  checkCopy(C, Dst, "data_arg_dest", Src, "data_arg_src", Bytes);
  acc_device_t Type = currentDevice().type();
  Device &To = deviceOf(C, Type, DstNum);
  Device &From = deviceOf(C, Type, SrcNum);
  if (Bytes == 0)
    return;
  void *DevDst = presentAddress(To, C, Dst, Bytes, writtenArgument(C, "data_arg_dest"));
  void *DevSrc = presentAddress(From, C, Src, Bytes, writtenArgument(C, "data_arg_src"));
  if (DevDst != DevSrc)
    From.copyOnDevice(DevDst, DevSrc, Bytes, Q);
}

void acc_memcpy_d2d(h_void *Dst, h_void *Src, size_t Bytes, int DstNum,
                    int SrcNum) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_arg_dest", Dst),
                 ApiArg::ptr("data_arg_src", Src), ApiArg::size("bytes", Bytes),
                 ApiArg::num("dev_num_dest", DstNum),
                 ApiArg::num("dev_num_src", SrcNum));
  memcpyD2D(Call.construct(), Dst, Src, Bytes, DstNum, SrcNum,
            ACORN_ASYNC_SYNC);
}

void acc_memcpy_d2d_async(h_void *Dst, h_void *Src, size_t Bytes, int DstNum,
                          int SrcNum, int Async) {
  ACORN_API_CALL(Call, ApiArg::ptr("data_arg_dest", Dst),
                 ApiArg::ptr("data_arg_src", Src), ApiArg::size("bytes", Bytes),
                 ApiArg::num("dev_num_dest", DstNum),
                 ApiArg::num("dev_num_src", SrcNum),
                 ApiArg::num("async_arg_src", Async));
  memcpyD2D(Call.construct(), Dst, Src, Bytes, DstNum, SrcNum, Async);
}

} // extern "C"

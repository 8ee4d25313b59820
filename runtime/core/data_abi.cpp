//===- data_abi.cpp - the data entry points of the lowering ABI -----------===//
//
// acorn_data_enter & co. only check the if clause and the async argument and
// hand over to the mapping rules in data.cpp on the current device.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"
#include "core/errors.h"
#include "core/observe.h"
#include "core/queues.h"
#include "core/runtime.h"

#include <cstddef>
#include <cstring>
#include <vector>

using namespace acorn;

namespace {
// if(false) on a data construct: nothing is mapped, device addresses are host
// addresses (2.6.5, 2.14.6).
void useHostAddresses(acorn_map *Maps, int Count) {
  for (int I = 0; I < Count; ++I)
    Maps[I].device = hostAddress(Maps[I]);
}

// Inline, as this runs for every data construct: a library call (strlen,
// strncmp) costs more than the rest of a present lookup's bookkeeping.
template <size_t N> bool startsWith(const char *S, const char (&Prefix)[N]) {
  for (size_t I = 0; I + 1 < N; ++I)
    if (S[I] != Prefix[I])
      return false;
  return true;
}

// A compute construct on the synchronous queue: the device may wait for its
// work once, at the end of its data exit (Device::beginSynchronousCompute).
bool synchronousCompute(const acorn_construct *C, int Q) {
  if (Q != ACORN_ASYNC_SYNC)
    return false;
  const char *D = C->directive;
  return startsWith(D, "parallel") || startsWith(D, "kernels") || startsWith(D, "serial");
}
} // namespace

extern "C" {

void acorn_check_whole_rows(const char *Name, const char *File, int Line,
                            int Column, long long Length, long long Extent) {
  if (Length == Extent)
    return;
  acorn_construct C = {File, Line, Column, "data clause", nullptr};
  fail(&C, acc_error_invalid_data_section,
       "the section of '%s' takes %lld of the %lld elements of each row: only "
       "the first dimension of a multi-dimensional section may be partial "
       "(the data must be contiguous)",
       Name, Length, Extent);
}


void acorn_data_enter(const acorn_construct *C, acorn_map *Maps, int Count,
                      int Async, int IfCond) {
  ObserveScope Observed(ObserveSite::DataEnter, C, Async, !IfCond);
  if (!IfCond)
    return useHostAddresses(Maps, Count);
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  Device &D = currentDevice();
  if (synchronousCompute(C, Q))
    D.beginSynchronousCompute(C);
  dataEnter(D, C, Maps, Count, Q);
}

void acorn_data_exit(const acorn_construct *C, acorn_map *Maps, int Count,
                     int Async, int IfCond) {
  ObserveScope Observed(ObserveSite::DataExit, C, Async, !IfCond);
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  Device &D = currentDevice();
  dataExit(D, C, Maps, Count, Q);
  if (synchronousCompute(C, Q))
    D.endSynchronousCompute(C);
}

void acorn_enter_data(const acorn_construct *C, acorn_map *Maps, int Count,
                      int Async, int IfCond) {
  ObserveScope Observed(ObserveSite::EnterData, C, Async, !IfCond);
  if (!IfCond)
    return useHostAddresses(Maps, Count);
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  enterData(currentDevice(), C, Maps, Count, Q);
}

void acorn_exit_data(const acorn_construct *C, acorn_map *Maps, int Count,
                     int Async, int IfCond, int Finalize) {
  ObserveScope Observed(ObserveSite::ExitData, C, Async, !IfCond);
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  exitData(currentDevice(), C, Maps, Count, Q, Finalize != 0);
}

void acorn_update(const acorn_construct *C, acorn_map *Maps, int Count,
                  int Async, int IfCond, int IfPresent) {
  ObserveScope Observed(ObserveSite::Update, C, Async, !IfCond);
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  updateData(currentDevice(), C, Maps, Count, Q, IfPresent != 0);
}

void acorn_read_back(const acorn_construct *C, const acorn_read_item *Items,
                     int Count, int Async, int IfCond) {
  if (Count <= 0)
    return;
  if (!IfCond) { // the launches ran on the host, on the host's variables
    for (int I = 0; I < Count; ++I)
      memcpy(Items[I].to, Items[I].map->host, Items[I].map->bytes);
    return;
  }
  ActiveConstruct Scope(C);
  std::vector<Device::HostRead> Reads;
  Reads.reserve(Count);
  for (int I = 0; I < Count; ++I)
    Reads.push_back({Items[I].to, Items[I].map->device, Items[I].map->bytes});
  currentDevice().readNow(Reads.data(), Count, resolveAsync(C, Async));
}

void acorn_update_rows(const acorn_construct *C, acorn_map *M, size_t Rows,
                       size_t Pitch, int Async, int IfCond, int IfPresent) {
  ObserveScope Observed(ObserveSite::Update, C, Async, !IfCond);
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  updateRows(currentDevice(), C, *M, Rows, Pitch, Q, IfPresent != 0);
}

void acorn_host_data(const acorn_construct *C, acorn_map *Maps, int Count,
                     int IfCond, int IfPresent) {
  if (!IfCond) // 2.8.2: the host addresses
    return useHostAddresses(Maps, Count);
  hostData(currentDevice(), C, Maps, Count, IfPresent != 0);
}

void *acorn_present_device_address(const acorn_construct *C, void *Host,
                                   size_t Bytes, const char *Name) {
  return presentAddress(currentDevice(), C, Host, Bytes, Name);
}

} // extern "C"

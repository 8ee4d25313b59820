//===- pointer_rows.cpp - sections of pointers to pointers (2.7.1) --------===//
//
// pp[lo:n][rlo:m] with pp a double ** (or an array of pointers) is not one
// contiguous range: the n pointers are (mapped by their own acorn_map, as
// pp[lo:n]), and each points to a row of its own. Entry maps every row with
// the clause's rules and attaches its pointer (2.6.8), so the device copy of
// pp[i] holds the row's device address; exit detaches the pointers first (so
// a copyout of the pointers brings host values back), then releases the rows.
// With a third level (ppp[lo:n][rlo:m][llo:k]) each row is itself m pointers
// to rows: those are entered after their row, and exit before it.
//
//===----------------------------------------------------------------------===//

#include "core/data.h"

#include "core/declare.h"
#include "core/errors.h"
#include "core/queues.h"
#include "core/runtime.h"

#include <cstdio>
#include <string>

namespace acorn {

namespace {

/// Which row ("pp[0:n][0:m], row 3"), for the errors the mapping rules report.
std::string rowName(const acorn_pointer_rows &R, size_t I) {
  char Row[48];
  std::snprintf(Row, sizeof Row, ", row %zu", I);
  return std::string(R.name ? R.name : "<unnamed data>") + Row;
}

/// The row section of pointer I, named Name.
acorn_map rowMap(const acorn_pointer_rows &R, size_t I, const std::string &Name) {
  char *Start = static_cast<char *>(R.pointers[I]) + R.offset;
  return acorn_map{Start, R.bytes, R.kind, R.flags, Name.c_str(), nullptr, 0};
}

/// ppp[lo:n][rlo:m][llo:k]: the rows of row I are the m pointers it holds,
/// each to a row of its own.
acorn_pointer_rows leafRows(const acorn_pointer_rows &R, size_t I,
                            const std::string &Name) {
  char *Row = static_cast<char *>(R.pointers[I]) + R.offset;
  return acorn_pointer_rows{reinterpret_cast<void **>(Row),
                            R.bytes / sizeof(void *),
                            R.leaf_offset,
                            R.leaf_bytes,
                            R.kind,
                            R.flags,
                            Name.c_str(),
                            0,
                            0};
}

} // namespace

void enterPointerRows(Device &D, const acorn_construct *C,
                      acorn_pointer_rows *Rows, int Count, bool Dynamic,
                      int Async) {
  if (D.sharesHostMemory())
    return;
  for (int K = 0; K < Count; ++K) {
    acorn_pointer_rows &R = Rows[K];
    for (size_t I = 0; I < R.count; ++I) {
      if (!R.pointers[I])
        continue;
      std::string Name = rowName(R, I);
      acorn_map M = rowMap(R, I, Name);
      // The attach below, told to the allocation of the row (declare.h).
      acorn_map Attach = {&R.pointers[I], sizeof(void *), ACORN_MAP_ATTACH,
                          0,           R.name,          nullptr,
                          R.offset};
      PendingAttachments Pending(D, &Attach, 1);
      if (Dynamic)
        enterData(D, C, &M, 1, Async);
      else
        dataEnter(D, C, &M, 1, Async);
      if (R.leaf_bytes) {
        acorn_pointer_rows Leaf = leafRows(R, I, Name);
        enterPointerRows(D, C, &Leaf, 1, Dynamic, Async);
      }
    }
    attachPointers(D, C, R.pointers, R.count, R.offset, Async);
  }
}

void exitPointerRows(Device &D, const acorn_construct *C,
                     acorn_pointer_rows *Rows, int Count, bool Dynamic,
                     int Async, bool Finalize) {
  if (D.sharesHostMemory())
    return;
  // Reverse order of entry, as the lifetimes nest.
  for (int K = Count - 1; K >= 0; --K) {
    acorn_pointer_rows &R = Rows[K];
    detachPointers(D, C, R.pointers, R.count, Async, Finalize);
    for (size_t I = 0; I < R.count; ++I) {
      if (!R.pointers[I])
        continue;
      std::string Name = rowName(R, I);
      if (R.leaf_bytes) {
        acorn_pointer_rows Leaf = leafRows(R, I, Name);
        exitPointerRows(D, C, &Leaf, 1, Dynamic, Async, Finalize);
      }
      acorn_map M = rowMap(R, I, Name);
      if (Dynamic)
        exitData(D, C, &M, 1, Async, Finalize);
      else
        dataExit(D, C, &M, 1, Async);
    }
  }
}

void updatePointerRows(Device &D, const acorn_construct *C,
                       acorn_pointer_rows *Rows, int Count, int Async,
                       bool IfPresent) {
  if (D.sharesHostMemory())
    return;
  for (int K = 0; K < Count; ++K)
    for (size_t I = 0; I < Rows[K].count; ++I) {
      if (!Rows[K].pointers[I])
        continue;
      std::string Name = rowName(Rows[K], I);
      if (Rows[K].leaf_bytes) { // the data is in the rows the row points to
        acorn_pointer_rows Leaf = leafRows(Rows[K], I, Name);
        updatePointerRows(D, C, &Leaf, 1, Async, IfPresent);
      } else {
        acorn_map M = rowMap(Rows[K], I, Name);
        updateData(D, C, &M, 1, Async, IfPresent);
      }
    }
}

} // namespace acorn

using namespace acorn;

extern "C" {

void acorn_pointer_rows_enter(const acorn_construct *C,
                              acorn_pointer_rows *Rows, int Count, int Dynamic,
                              int Async, int IfCond) {
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  enterPointerRows(currentDevice(), C, Rows, Count, Dynamic != 0, Q);
}

void acorn_pointer_rows_exit(const acorn_construct *C, acorn_pointer_rows *Rows,
                             int Count, int Dynamic, int Async, int IfCond,
                             int Finalize) {
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  exitPointerRows(currentDevice(), C, Rows, Count, Dynamic != 0, Q,
                  Finalize != 0);
}

void acorn_pointer_rows_update(const acorn_construct *C,
                               acorn_pointer_rows *Rows, int Count, int Async,
                               int IfCond, int IfPresent) {
  if (!IfCond)
    return;
  int Q = resolveAsync(C, Async);
  ActiveQueue Queued(Async, Q);
  updatePointerRows(currentDevice(), C, Rows, Count, Q, IfPresent != 0);
}

} // extern "C"

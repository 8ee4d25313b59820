// 2.13 declare on a fake discrete device: a create global is present for the
// whole program, so later data clauses only count; the device copy of a
// deviceptr global is never present data, and a launch writes the host
// pointer's value into it when that value changed since the last write.
#include "core/data.h"
#include "core/declare.h"
#include "core/present_table.h"
#include "fake_device.h"

#include <gtest/gtest.h>

using namespace acorn;

namespace {

const acorn_construct DeclareC = {"test.c", 4, 1, "declare"};
double *DevicePointer;  // the declared global
void *DeviceCopy;       // its device copy in the fake device's memory
char SymbolHandle;      // the handle of the __device__ copy

const void *symbol(int) { return &SymbolHandle; }

TEST(DeclareDeviceptr, LaunchWritesChangedValuesOnly) {
  FakeDiscreteDevice D;
  D.Symbols[&SymbolHandle] = &DeviceCopy;
  acorn_declare_global G = {&DevicePointer, sizeof DevicePointer, ACORN_MAP_DEVICEPTR, "p"};
  acorn_declare_globals(&DeclareC, &G, 1, symbol);
  mapDeclaredGlobals(D);
  // A pointer value, not data: nothing is present or copied at bring-up.
  EXPECT_EQ(D.presentTable().find(&DevicePointer, sizeof DevicePointer).State, Presence::Absent);
  EXPECT_EQ(D.ToDevice, 0);

  double A[4], B[4];
  DevicePointer = A;
  refreshDeclaredPointers(D, ACORN_ASYNC_SYNC);
  EXPECT_EQ(DeviceCopy, static_cast<void *>(A));
  EXPECT_EQ(D.ToDevice, 1);
  refreshDeclaredPointers(D, ACORN_ASYNC_SYNC); // unchanged: no copy
  EXPECT_EQ(D.ToDevice, 1);
  DevicePointer = B;
  refreshDeclaredPointers(D, 3); // an async launch waits for its queue first
  EXPECT_EQ(DeviceCopy, static_cast<void *>(B));
  EXPECT_EQ(D.ToDevice, 2);
  EXPECT_EQ(D.Waits, 1);
  // After a shutdown the device copy is written again.
  forgetDeclaredGlobals(D);
  refreshDeclaredPointers(D, ACORN_ASYNC_SYNC);
  EXPECT_EQ(D.ToDevice, 3);
}

const acorn_construct DataC = {"test.c", 9, 1, "data"};
float Created[8];       // declare create(Created), with a __device__ copy
float CreatedCopy[8];   // that copy in the fake device's memory
char CreatedHandle;
float FunctionStatic[8]; // declare create of a function's static: no symbol

const void *createdSymbol(int) { return &CreatedHandle; }

acorn_map mapOf(float *A, int Kind) {
  return acorn_map{A, 8 * sizeof(float), Kind, 0, "g", nullptr, 0};
}

// 2.6.7: every data clause on data the program's implicit data region holds
// finds it present: no copy in, no copy out, no delete, with or without
// finalize, whether the device copy is a __device__ variable or allocated
// by the runtime (a function's static).
void expectOnlyCounts(FakeDiscreteDevice &D, float *A) {
  int In = D.ToDevice, Out = D.FromDevice, Freed = D.Releases;
  for (int Kind : {ACORN_MAP_COPYIN, ACORN_MAP_COPY, ACORN_MAP_COPYOUT, ACORN_MAP_CREATE}) {
    acorn_map M = mapOf(A, Kind);
    dataEnter(D, &DataC, &M, 1, ACORN_ASYNC_SYNC);
    dataExit(D, &DataC, &M, 1, ACORN_ASYNC_SYNC);
    acorn_map E = mapOf(A, Kind);
    enterData(D, &DataC, &E, 1, ACORN_ASYNC_SYNC);
    acorn_map X = mapOf(A, ACORN_MAP_COPYOUT);
    exitData(D, &DataC, &X, 1, ACORN_ASYNC_SYNC, /*Finalize=*/Kind == ACORN_MAP_CREATE);
  }
  acorn_map X = mapOf(A, ACORN_MAP_COPYOUT); // exit data without an enter
  exitData(D, &DataC, &X, 1, ACORN_ASYNC_SYNC, /*Finalize=*/true);
  EXPECT_EQ(D.ToDevice, In);
  EXPECT_EQ(D.FromDevice, Out);
  EXPECT_EQ(D.Releases, Freed);
  EXPECT_EQ(D.presentTable().find(A, 8 * sizeof(float)).State, Presence::Present);
}

TEST(DeclareCreate, LaterDataClausesOnlyCount) {
  FakeDiscreteDevice D;
  D.Symbols[&CreatedHandle] = CreatedCopy;
  acorn_declare_global G = {Created, sizeof Created, ACORN_MAP_CREATE, "g"};
  acorn_declare_globals(&DeclareC, &G, 1, createdSymbol);
  acorn_declare_global S = {FunctionStatic, sizeof FunctionStatic, ACORN_MAP_CREATE, "s"};
  acorn_declare_statics(&DeclareC, &S, 1, new int(0));
  mapDeclaredGlobals(D);
  EXPECT_EQ(D.presentTable().find(Created, sizeof Created).Entry->Device,
            static_cast<void *>(CreatedCopy));
  expectOnlyCounts(D, Created);
  expectOnlyCounts(D, FunctionStatic);
  forgetDeclaredGlobals(D);
}

} // namespace

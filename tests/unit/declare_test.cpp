// 2.13 declare deviceptr of a global pointer on a fake discrete device: the
// device copy is never present data; a launch writes the host pointer's value
// into it when that value changed since the last write.
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

} // namespace

// Reduction results in zeroed device slots (core/reduction_slots.h): an absent scalar that its
// construct only reduces gets a slot instead of a device copy, and the slot's result is combined
// into the host value at the end; present data keeps its device copy.
#include "core/data.h"
#include "core/reduction_slots.h"
#include "fake_device.h"

#include <gtest/gtest.h>

#include <cstdint>

using namespace acorn;

namespace {

const acorn_construct Loop = {"dot.c", 7, 1, "parallel loop"};
const acorn_construct Enter = {"dot.c", 3, 1, "enter data"};
constexpr int Sync = ACORN_ASYNC_SYNC;

acorn_map reductionMap(void *Host, size_t Bytes, int Op, int Type) {
  return acorn_map{Host, Bytes, ACORN_MAP_COPY, ACORN_MAP_FLAG_IMPLICIT | ACORN_MAP_REDUCTION(Op, Type), "sum",
                   nullptr, 0};
}

TEST(ReductionSlots, AbsentScalarGetsAZeroedSlotCombinedAtExit) {
  FakeDiscreteDevice D;
  D.OffersReductionSlots = true;
  double Sum = 5.0;
  acorn_map M = reductionMap(&Sum, sizeof Sum, ACORN_REDUCE_ADD, ACORN_REDUCE_F64);
  dataEnter(D, &Loop, &M, 1, Sync);
  ASSERT_NE(M.device, nullptr);
  EXPECT_TRUE(M.flags & ACORN_MAP_FLAG_REDUCTION_SLOT);
  EXPECT_EQ(*static_cast<double *>(M.device), 0.0); // the identity, not the host value
  EXPECT_EQ(D.ToDevice, 0);                          // nothing copied in
  EXPECT_EQ(D.presentTable().find(&Sum, sizeof Sum).State, Presence::Absent);
  *static_cast<double *>(M.device) += 10.0; // the kernel's gangs
  dataExit(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(Sum, 15.0);
  EXPECT_EQ(D.SlotsRead, 1);
  EXPECT_EQ(D.liveBlocks(), 0u);
}

TEST(ReductionSlots, PresentScalarKeepsItsDeviceCopy) {
  FakeDiscreteDevice D;
  D.OffersReductionSlots = true;
  int Sum = 3;
  acorn_map Data = {&Sum, sizeof Sum, ACORN_MAP_COPYIN, 0, "sum", nullptr, 0};
  enterData(D, &Enter, &Data, 1, Sync);
  acorn_map M = reductionMap(&Sum, sizeof Sum, ACORN_REDUCE_ADD, ACORN_REDUCE_I32);
  dataEnter(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(M.device, Data.device);
  EXPECT_FALSE(M.flags & ACORN_MAP_FLAG_REDUCTION_SLOT);
  EXPECT_EQ(*static_cast<int *>(M.device), 3);
  dataExit(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(D.SlotsTaken, 0);
}

TEST(ReductionSlots, DevicesWithoutSlotsMapAsUsual) {
  FakeDiscreteDevice D; // OffersReductionSlots is false
  long long Sum = 4;
  acorn_map M = reductionMap(&Sum, sizeof Sum, ACORN_REDUCE_ADD, ACORN_REDUCE_I64);
  dataEnter(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(*static_cast<long long *>(M.device), 4); // copied in
  *static_cast<long long *>(M.device) += 6;
  dataExit(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(Sum, 10);
}

TEST(ReductionSlots, UnencodedTypesMapAsUsual) {
  FakeDiscreteDevice D;
  D.OffersReductionSlots = true;
  double Sum = 1;
  acorn_map M = reductionMap(&Sum, sizeof Sum, ACORN_REDUCE_ADD, 0); // type 0: not encoded
  dataEnter(D, &Loop, &M, 1, Sync);
  EXPECT_FALSE(M.flags & ACORN_MAP_FLAG_REDUCTION_SLOT);
  dataExit(D, &Loop, &M, 1, Sync);
  EXPECT_EQ(D.SlotsTaken, 0);
}

template <class T> T combined(int Op, int Type, T Host, T Value) {
  Device::ReductionCombine F = reductionCombine(ACORN_MAP_REDUCTION(Op, Type));
  EXPECT_NE(F, nullptr);
  if (F)
    F(&Host, &Value);
  return Host;
}

TEST(ReductionSlots, CombineEveryOperatorAndType) {
  EXPECT_EQ(combined<int8_t>(ACORN_REDUCE_ADD, ACORN_REDUCE_I8, 100, 27), 127);
  EXPECT_EQ(combined<int16_t>(ACORN_REDUCE_ADD, ACORN_REDUCE_I16, -5, 3), -2);
  EXPECT_EQ(combined<uint32_t>(ACORN_REDUCE_MAX, ACORN_REDUCE_U32, 7u, 9u), 9u);
  EXPECT_EQ(combined<uint64_t>(ACORN_REDUCE_MAX, ACORN_REDUCE_U64, 11u, 9u), 11u);
  EXPECT_EQ(combined<uint8_t>(ACORN_REDUCE_BITOR, ACORN_REDUCE_U8, 0x0f, 0xf0), 0xff);
  EXPECT_EQ(combined<int64_t>(ACORN_REDUCE_BITXOR, ACORN_REDUCE_I64, 6, 3), 5);
  EXPECT_EQ(combined<int32_t>(ACORN_REDUCE_OR, ACORN_REDUCE_I32, 0, 5), 1);
  EXPECT_EQ(combined<float>(ACORN_REDUCE_OR, ACORN_REDUCE_F32, 0.0f, 0.0f), 0.0f);
  EXPECT_EQ(combined<float>(ACORN_REDUCE_ADD, ACORN_REDUCE_F32, 1.5f, 2.0f), 3.5f);
  EXPECT_EQ(combined<double>(ACORN_REDUCE_ADD, ACORN_REDUCE_F64, 0.25, 0.5), 0.75);
  // No bitwise operators on floating point.
  EXPECT_EQ(reductionCombine(ACORN_MAP_REDUCTION(ACORN_REDUCE_BITOR, ACORN_REDUCE_F64)), nullptr);
}

} // namespace

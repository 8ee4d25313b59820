// The present table at scale: 10,000 live entries, every kind of lookup
// answered right. (Its cost is measured by bench/data, not by a timed test.)
#include "core/present_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

using namespace acorn;

namespace {

constexpr uintptr_t HostBase = 0x100000, DevBase = 0x7f0000000000;
constexpr uintptr_t Stride = 128; // entry I: host [HostBase + I*128, +64)
constexpr size_t EntryBytes = 64;

void *hostAt(uintptr_t Offset) {
  return reinterpret_cast<void *>(HostBase + Offset);
}

void fill(PresentTable &T, int N) {
  for (int I = 0; I < N; ++I)
    T.insert(hostAt(I * Stride), EntryBytes,
             reinterpret_cast<void *>(DevBase + I * Stride));
}

TEST(PresentTableScale, TenThousandLiveEntries) {
  constexpr int N = 10000;
  PresentTable T;
  fill(T, N);
  ASSERT_EQ(T.size(), size_t(N));
  EXPECT_EQ(T.presentBytes(), N * EntryBytes);
  for (int I = 0; I < N; ++I) {
    uintptr_t At = I * Stride;
    PresentLookup In = T.find(hostAt(At + 10), 20);
    ASSERT_EQ(In.State, Presence::Present) << I;
    EXPECT_EQ(In.Entry->HostBegin, HostBase + At);
    EXPECT_EQ(In.Entry->deviceAddress(hostAt(At + 10)),
              reinterpret_cast<void *>(DevBase + At + 10));
    // Across the entry's end into the gap: partly present.
    EXPECT_EQ(T.find(hostAt(At + 60), 8).State, Presence::Partial) << I;
    // In the gap between two entries: absent.
    EXPECT_EQ(T.find(hostAt(At + 64), 64).State, Presence::Absent) << I;
    // A gap range reaching into the next entry: partly present.
    if (I + 1 < N)
      EXPECT_EQ(T.find(hostAt(At + 100), 40).State, Presence::Partial) << I;
    PresentEntry *ByDev =
        T.findDevice(reinterpret_cast<void *>(DevBase + At + 63));
    ASSERT_NE(ByDev, nullptr);
    EXPECT_EQ(ByDev->HostBegin, HostBase + At);
    EXPECT_EQ(T.findDevice(reinterpret_cast<void *>(DevBase + At + 64)),
              nullptr);
  }
  // A range over entries 5000..5009 names the first ones and counts the rest.
  std::string Over = T.describeOverlaps(hostAt(5000 * Stride), 10 * Stride);
  EXPECT_EQ(Over.find("the device holds host 0x"), 0u) << Over;
  EXPECT_NE(Over.find("and 6 more entries"), std::string::npos) << Over;
  // Erase every other entry; the rest are still found.
  for (int I = 0; I < N; I += 2)
    T.erase(*T.find(hostAt(I * Stride), EntryBytes).Entry);
  EXPECT_EQ(T.size(), size_t(N / 2));
  for (int I = 0; I < N; ++I)
    EXPECT_EQ(T.find(hostAt(I * Stride), EntryBytes).State,
              I % 2 ? Presence::Present : Presence::Absent);
}

} // namespace

// 2.6.7 present table: lookups, partial presence, device reverse lookup.
#include "core/present_table.h"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

using namespace acorn;

namespace {

struct PresentTableTest : ::testing::Test {
  PresentTable T;
  char Host[1000];
  char Dev[1000];
  // Host[100..300) -> Dev[0..200)
  void SetUp() override { T.insert(Host + 100, 200, Dev); }
};

TEST_F(PresentTableTest, InsertThenLookupWholeRange) {
  PresentLookup L = T.find(Host + 100, 200);
  ASSERT_EQ(L.State, Presence::Present);
  EXPECT_EQ(L.Entry->deviceAddress(Host + 100), Dev);
  EXPECT_EQ(T.size(), 1u);
}

TEST_F(PresentTableTest, LookupInside) {
  PresentLookup L = T.find(Host + 150, 50);
  ASSERT_EQ(L.State, Presence::Present);
  EXPECT_EQ(L.Entry->deviceAddress(Host + 150), Dev + 50);
}

TEST_F(PresentTableTest, LookupEndingAtEnd) {
  EXPECT_EQ(T.find(Host + 299, 1).State, Presence::Present);
  EXPECT_EQ(T.find(Host + 200, 100).State, Presence::Present);
}

TEST_F(PresentTableTest, LookupOutside) {
  EXPECT_EQ(T.find(Host, 100).State, Presence::Absent);      // ends at start
  EXPECT_EQ(T.find(Host + 300, 10).State, Presence::Absent); // starts at end
  EXPECT_EQ(T.find(Host + 500, 10).State, Presence::Absent);
}

TEST_F(PresentTableTest, AddressLookupWithZeroBytes) {
  EXPECT_EQ(T.find(Host + 100, 0).State, Presence::Present);
  EXPECT_EQ(T.find(Host + 299, 0).State, Presence::Present);
  EXPECT_EQ(T.find(Host + 300, 0).State, Presence::Absent); // one past the end
  EXPECT_EQ(T.find(Host + 99, 0).State, Presence::Absent);
}

TEST_F(PresentTableTest, PartialOverlapDetected) {
  // Starts before, ends inside.
  PresentLookup L = T.find(Host + 50, 100);
  EXPECT_EQ(L.State, Presence::Partial);
  ASSERT_NE(L.Entry, nullptr);
  EXPECT_EQ(L.Entry->HostBegin, reinterpret_cast<uintptr_t>(Host + 100));
  // Starts inside, ends after.
  EXPECT_EQ(T.find(Host + 250, 100).State, Presence::Partial);
  // Covers the whole entry and more.
  EXPECT_EQ(T.find(Host, 1000).State, Presence::Partial);
  // One byte past the end.
  EXPECT_EQ(T.find(Host + 100, 201).State, Presence::Partial);
}

TEST_F(PresentTableTest, AdjacentEntriesDoNotMerge) {
  T.insert(Host + 300, 100, Dev + 500);
  EXPECT_EQ(T.find(Host + 300, 100).State, Presence::Present);
  // Spanning both entries is partial: no single entry holds it.
  EXPECT_EQ(T.find(Host + 250, 100).State, Presence::Partial);
}

TEST_F(PresentTableTest, DeviceReverseLookup) {
  PresentEntry *E = T.findDevice(Dev + 10);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->HostBegin, reinterpret_cast<uintptr_t>(Host + 100));
  EXPECT_EQ(T.findDevice(Dev + 200), nullptr);
  EXPECT_EQ(T.findDevice(Dev + 999), nullptr);
}

TEST_F(PresentTableTest, EraseRemovesBothIndexes) {
  PresentLookup L = T.find(Host + 100, 200);
  T.erase(*L.Entry);
  EXPECT_EQ(T.find(Host + 100, 200).State, Presence::Absent);
  EXPECT_EQ(T.findDevice(Dev), nullptr);
  EXPECT_EQ(T.size(), 0u);
}

TEST_F(PresentTableTest, ReferenceCountersDecideLiveness) {
  PresentEntry &E = *T.find(Host + 100, 200).Entry;
  EXPECT_FALSE(E.referenced()); // counters start at zero; callers bump theirs
  E.StructuredRefs = 1;
  EXPECT_TRUE(E.referenced());
  E.StructuredRefs = 0;
  E.DynamicRefs = 2;
  EXPECT_TRUE(E.referenced());
  E.DynamicRefs = 0;
  E.UserMapped = true; // acc_map_data: infinite dynamic count
  EXPECT_TRUE(E.referenced());
}

TEST_F(PresentTableTest, DescribeNearNamesNeighbours) {
  std::string Partial = T.describeNear(Host + 50, 100);
  EXPECT_NE(Partial.find("the device holds host 0x"), std::string::npos);
  EXPECT_NE(Partial.find("(200 bytes; structured 0, dynamic 0)"),
            std::string::npos);
  std::string Absent = T.describeNear(Host + 400, 10);
  EXPECT_NE(Absent.find("nearest present data"), std::string::npos);
  EXPECT_NE(Absent.find("below"), std::string::npos);
  PresentTable Empty;
  EXPECT_EQ(Empty.describeNear(Host, 1), "no data is present on the device");
}

TEST_F(PresentTableTest, TakeAllEmptiesTable) {
  T.insert(Host + 400, 10, Dev + 400);
  EXPECT_EQ(T.takeAll().size(), 2u);
  EXPECT_EQ(T.size(), 0u);
}

TEST(PresentTableThreads, ConcurrentInsertAndFind) {
  PresentTable T;
  static char Host[8 * 1000];
  static char Dev[8 * 1000];
  std::vector<std::thread> Threads;
  for (int Th = 0; Th < 8; ++Th)
    Threads.emplace_back([&, Th] {
      for (int I = 0; I < 100; ++I) {
        char *H = Host + Th * 1000 + I * 10;
        T.insert(H, 10, Dev + (H - Host));
        EXPECT_EQ(T.find(H + 5, 5).State, Presence::Present);
      }
    });
  for (auto &Th : Threads)
    Th.join();
  EXPECT_EQ(T.size(), 800u);
  EXPECT_EQ(T.find(Host, 8000).State, Presence::Partial);
}

} // namespace

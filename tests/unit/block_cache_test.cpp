// The device block cache: size classes, reuse without the driver, fences that
// hold a block back while queued work may use it, the size limit.
#include "core/block_cache.h"

#include <gtest/gtest.h>

#include <memory>

using namespace acorn;

namespace {

struct FlagFence : BlockCache::Fence {
  explicit FlagFence(bool *Done) : Done(Done) {}
  bool done() override { return *Done; }
  bool *Done;
};

void *block(uintptr_t N) { return reinterpret_cast<void *>(N * 4096); }

TEST(BlockCache, SizeClasses) {
  EXPECT_EQ(BlockCache::sizeClass(0), 512u);
  EXPECT_EQ(BlockCache::sizeClass(1), 512u);
  EXPECT_EQ(BlockCache::sizeClass(512), 512u);
  EXPECT_EQ(BlockCache::sizeClass(513), 1024u);
  EXPECT_EQ(BlockCache::sizeClass(1 << 20), size_t(1) << 20);
  EXPECT_EQ(BlockCache::sizeClass((1 << 20) + 1), size_t(2) << 20);
  EXPECT_EQ(BlockCache::sizeClass((size_t(5) << 20) + 3), size_t(6) << 20);
}

TEST(BlockCache, ReleasedBlocksAreReusedBySize) {
  BlockCache C(size_t(1) << 30);
  EXPECT_EQ(C.take(1024), nullptr);
  EXPECT_TRUE(C.put(block(1), 1024, nullptr).empty());
  EXPECT_TRUE(C.put(block(2), 2048, nullptr).empty());
  EXPECT_EQ(C.readyBytes(), 3072u);
  EXPECT_EQ(C.take(512), nullptr) << "classes match exactly";
  EXPECT_EQ(C.take(1024), block(1));
  EXPECT_EQ(C.take(1024), nullptr);
  EXPECT_EQ(C.take(2048), block(2));
  EXPECT_EQ(C.cachedBytes(), 0u);
}

TEST(BlockCache, FencedBlocksWaitForTheirWork) {
  BlockCache C(size_t(1) << 30);
  bool Done = false;
  C.put(block(1), 1024, std::make_unique<FlagFence>(&Done));
  EXPECT_EQ(C.readyBytes(), 0u);
  EXPECT_EQ(C.cachedBytes(), 1024u);
  EXPECT_EQ(C.take(1024), nullptr) << "queued work may still use it";
  Done = true;
  EXPECT_EQ(C.take(1024), block(1));
  // A fence that is already done makes the block ready at once.
  C.put(block(2), 1024, std::make_unique<FlagFence>(&Done));
  EXPECT_EQ(C.readyBytes(), 1024u);
}

TEST(BlockCache, LimitEvictsTheOldestReadyBlocks) {
  BlockCache C(4096);
  C.put(block(1), 2048, nullptr);
  C.put(block(2), 2048, nullptr);
  std::vector<void *> Out = C.put(block(3), 1024, nullptr);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0], block(1));
  EXPECT_EQ(C.cachedBytes(), 3072u);
  bool Never = false;
  Out = C.put(block(4), 4096, std::make_unique<FlagFence>(&Never));
  EXPECT_EQ(Out.size(), 2u) << "fenced blocks are never handed back early";
  EXPECT_EQ(C.cachedBytes(), 4096u);
  std::vector<void *> All = C.drain();
  EXPECT_EQ(All.size(), 1u);
  EXPECT_EQ(All[0], block(4));
  EXPECT_EQ(C.cachedBytes(), 0u);
}

} // namespace

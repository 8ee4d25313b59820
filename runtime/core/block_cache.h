//===- block_cache.h - device blocks kept for reuse -----------------------===//
//
// cudaMalloc and cudaFree cost tens of microseconds to milliseconds, and
// cudaFree synchronises the whole device. A device keeps the blocks it
// releases here, by size class, so repeated create/delete (or acc_malloc/
// acc_free) of the same sizes never reaches the driver. A block released
// while queued work may still use it waits behind a fence (events on the
// busy queues) until that work is done.
//
// Device-independent bookkeeping only: the device allocates, frees and makes
// fences; unit tests drive it with fake fences.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_BLOCK_CACHE_H
#define ACORN_RUNTIME_BLOCK_CACHE_H

#include <cstddef>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace acorn {

class BlockCache {
public:
  /// Work that may still use a released block.
  struct Fence {
    virtual ~Fence() = default;
    virtual bool done() = 0;
  };

  /// \p Limit: the most bytes kept (ready or fenced); beyond it put() hands
  /// blocks back to the caller to free.
  explicit BlockCache(size_t Limit) : Limit(Limit) {}

  /// The size a request of \p Bytes is allocated with: a multiple of 512
  /// bytes up to 1 MiB, of 2 MiB (the driver's own granularity) above.
  static size_t sizeClass(size_t Bytes);

  /// A cached block of exactly \p Class bytes whose fence is done, or nullptr.
  void *take(size_t Class);

  /// Keep \p P (\p Class bytes) for reuse once \p F is done (nullptr: now).
  /// Returns the ready blocks evicted to stay under the limit, oldest first;
  /// the caller frees them.
  std::vector<void *> put(void *P, size_t Class, std::unique_ptr<Fence> F);

  /// Remove every block, ready or fenced (the caller has waited for its
  /// queues): out of memory, shutdown.
  std::vector<void *> drain();

  /// Bytes in blocks that are ready for reuse (free to the program).
  size_t readyBytes();
  size_t cachedBytes();

private:
  struct Pending {
    void *P;
    size_t Class;
    std::unique_ptr<Fence> F;
  };
  /// Move the pending blocks whose fences are done to Ready.
  void collect();

  std::mutex Mutex;
  size_t Limit;
  size_t Cached = 0, Ready = 0;
  struct Block {
    void *P;
    size_t Class;
  };
  void makeReady(void *P, size_t Class);

  std::list<Block> ReadyOrder; // oldest first, for eviction
  std::map<size_t, std::vector<std::list<Block>::iterator>> ReadyByClass;
  std::deque<Pending> Fenced;
};

} // namespace acorn

#endif // ACORN_RUNTIME_BLOCK_CACHE_H

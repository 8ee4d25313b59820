//===- block_cache.cpp - device blocks kept for reuse ---------------------===//

#include "core/block_cache.h"

#include <algorithm>

namespace acorn {

size_t BlockCache::sizeClass(size_t Bytes) {
  constexpr size_t Small = 512, Large = size_t(2) << 20, Split = size_t(1) << 20;
  if (Bytes == 0)
    Bytes = 1;
  size_t Unit = Bytes <= Split ? Small : Large;
  return (Bytes + Unit - 1) / Unit * Unit;
}

void BlockCache::makeReady(void *P, size_t Class) {
  ReadyOrder.push_back(Block{P, Class});
  ReadyByClass[Class].push_back(std::prev(ReadyOrder.end()));
  Ready += Class;
}

void BlockCache::collect() {
  for (auto It = Fenced.begin(); It != Fenced.end();) {
    if (!It->F->done()) {
      ++It;
      continue;
    }
    makeReady(It->P, It->Class);
    It = Fenced.erase(It);
  }
}

void *BlockCache::take(size_t Class) {
  std::lock_guard<std::mutex> Guard(Mutex);
  auto Find = [&]() -> void * {
    auto It = ReadyByClass.find(Class);
    if (It == ReadyByClass.end() || It->second.empty())
      return nullptr;
    auto Pos = It->second.back();
    It->second.pop_back();
    void *P = Pos->P;
    ReadyOrder.erase(Pos);
    Ready -= Class;
    Cached -= Class;
    return P;
  };
  if (void *P = Find())
    return P;
  if (Fenced.empty())
    return nullptr;
  collect();
  return Find();
}

std::vector<void *> BlockCache::put(void *P, size_t Class,
                                    std::unique_ptr<Fence> F) {
  std::lock_guard<std::mutex> Guard(Mutex);
  Cached += Class;
  if (F && !F->done()) {
    Fenced.push_back(Pending{P, Class, std::move(F)});
  } else {
    makeReady(P, Class);
  }
  std::vector<void *> Evicted;
  if (Cached <= Limit)
    return Evicted;
  collect();
  // Oldest ready blocks go first; fenced ones stay until their work is done.
  while (Cached > Limit && !ReadyOrder.empty()) {
    auto Oldest = ReadyOrder.begin();
    auto &Same = ReadyByClass[Oldest->Class];
    Same.erase(std::find(Same.begin(), Same.end(), Oldest));
    Cached -= Oldest->Class;
    Ready -= Oldest->Class;
    Evicted.push_back(Oldest->P);
    ReadyOrder.erase(Oldest);
  }
  return Evicted;
}

std::vector<void *> BlockCache::drain() {
  std::lock_guard<std::mutex> Guard(Mutex);
  std::vector<void *> All;
  for (const Block &B : ReadyOrder)
    All.push_back(B.P);
  for (Pending &Pd : Fenced)
    All.push_back(Pd.P);
  Fenced.clear();
  ReadyOrder.clear();
  ReadyByClass.clear();
  Cached = Ready = 0;
  return All;
}

size_t BlockCache::readyBytes() {
  std::lock_guard<std::mutex> Guard(Mutex);
  return Ready;
}

size_t BlockCache::cachedBytes() {
  std::lock_guard<std::mutex> Guard(Mutex);
  return Cached;
}

} // namespace acorn

//===- fake_device.h - a device with memory of its own, for tests ---------===//
//
// Emulates a discrete accelerator in host memory: allocations are separate
// host buffers, so the mapping rules (copies, reference counts, deletes) can
// be observed without a GPU. It also counts what crossed the "bus", and is
// safe to use from many threads (the stress tests).
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_TESTS_FAKE_DEVICE_H
#define ACORN_TESTS_FAKE_DEVICE_H

#include "core/device.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>

namespace acorn {

class FakeDiscreteDevice final : public Device {
public:
  acc_device_t type() const override { return acc_device_nvidia; }
  bool sharesHostMemory() const override { return false; }
  void *allocate(size_t Bytes) override {
    if (Bytes > Capacity)
      return nullptr; // out of device memory
    void *P = std::malloc(Bytes);
    std::memset(P, 0xAB, Bytes); // device memory starts as garbage
    std::lock_guard<std::mutex> Guard(Mutex);
    Live.insert(P);
    ++Allocations;
    return P;
  }
  void release(void *P) override {
    {
      std::lock_guard<std::mutex> Guard(Mutex);
      Live.erase(P);
    }
    ++Releases;
    std::free(P);
  }
  void copyToDevice(void *Dev, const void *Host, size_t Bytes, int) override {
    std::memcpy(Dev, Host, Bytes);
    ++ToDevice;
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes, int) override {
    std::memcpy(Host, Dev, Bytes);
    ++FromDevice;
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes, int) override {
    std::memmove(Dst, Src, Bytes);
  }
  void zeroDevice(void *Dev, size_t Bytes, int) override {
    std::memset(Dev, 0, Bytes);
  }
  void waitQueue(int) override { ++Waits; }
  // Reduction slots (when OffersReductionSlots): zeroed buffers, combined into the host at the end.
  void *reductionSlot(size_t Bytes, int) override {
    if (!OffersReductionSlots || Bytes > 16)
      return nullptr;
    ++SlotsTaken;
    return std::calloc(1, 16);
  }
  void readReductionSlot(void *Host, void *Slot, size_t, ReductionCombine Combine, int) override {
    Combine(Host, Slot);
    std::free(Slot);
    ++SlotsRead;
  }
  // The device copies of declared globals: a symbol handle maps to a buffer.
  void *globalAddress(const void *Symbol) override {
    std::lock_guard<std::mutex> Guard(Mutex);
    auto It = Symbols.find(Symbol);
    return It == Symbols.end() ? nullptr : It->second;
  }
  size_t totalMemory() override { return 1 << 20; }
  size_t freeMemory() override { return 1 << 20; }
  const std::string &name() override { return Name; }
  const std::string &vendor() override { return Name; }
  const std::string &driver() override { return Name; }

  size_t liveBlocks() {
    std::lock_guard<std::mutex> Guard(Mutex);
    return Live.size();
  }

  std::mutex Mutex;
  std::set<void *> Live;
  std::map<const void *, void *> Symbols;
  size_t Capacity = size_t(1) << 30; // larger requests fail
  bool OffersReductionSlots = false;
  std::atomic<int> SlotsTaken{0}, SlotsRead{0};
  std::atomic<int> Allocations{0}, Releases{0}, ToDevice{0}, FromDevice{0},
      Waits{0};

private:
  std::string Name = "fake";
};

} // namespace acorn

#endif // ACORN_TESTS_FAKE_DEVICE_H

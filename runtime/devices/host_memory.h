//===- host_memory.h - devices whose memory is host memory ----------------===//
//
// Host and multicore share host memory (2.6: shared memory devices): device
// addresses are host addresses, "copies" between the two are no-ops, and every
// operation completes before it returns, so every async queue is always idle.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_HOST_MEMORY_H
#define ACORN_RUNTIME_HOST_MEMORY_H

#include "core/device.h"

#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace acorn {

class HostMemoryDevice : public Device {
public:
  bool sharesHostMemory() const override { return true; }

  void *allocate(size_t Bytes) override { return std::malloc(Bytes ? Bytes : 1); }
  void release(void *Ptr) override { std::free(Ptr); }

  // Device memory is host memory: to/from-device copies only matter when the
  // two addresses differ (acc_memcpy_* on acc_malloc'd memory).
  void copyToDevice(void *Dev, const void *Host, size_t Bytes, int) override {
    if (Dev != Host)
      std::memmove(Dev, Host, Bytes);
  }
  void copyFromDevice(void *Host, const void *Dev, size_t Bytes, int) override {
    if (Dev != Host)
      std::memmove(Host, Dev, Bytes);
  }
  void copyOnDevice(void *Dst, const void *Src, size_t Bytes, int) override {
    if (Dst != Src)
      std::memmove(Dst, Src, Bytes);
  }
  void zeroDevice(void *Dev, size_t Bytes, int) override {
    std::memset(Dev, 0, Bytes);
  }

  size_t totalMemory() override {
    return static_cast<size_t>(sysconf(_SC_PHYS_PAGES)) *
           static_cast<size_t>(sysconf(_SC_PAGESIZE));
  }
  size_t freeMemory() override {
    return static_cast<size_t>(sysconf(_SC_AVPHYS_PAGES)) *
           static_cast<size_t>(sysconf(_SC_PAGESIZE));
  }
  const std::string &vendor() override { return Vendor; }
  const std::string &driver() override { return Driver; }

private:
  std::string Vendor = "Acorn";
  std::string Driver = "libacorn host";
};

} // namespace acorn

#endif // ACORN_RUNTIME_HOST_MEMORY_H

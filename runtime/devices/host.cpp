//===- host.cpp - the sequential host device ------------------------------===//
//
// acc_device_host: compute regions run on the encountering thread, as one gang
// (kernel.hpp's launch brackets them with acorn_host_region_begin/end).
// ACORN_EMULATE_DISCRETE gives it memory of its own (emulated.cpp).

#include "core/env.h"
#include "core/runtime.h"
#include "devices/host_memory.h"

namespace acorn {

namespace {
class HostDevice final : public HostMemoryDevice {
public:
  acc_device_t type() const override { return acc_device_host; }
  const std::string &name() override { return Name; }

private:
  std::string Name = "host (sequential)";
};
} // namespace

std::unique_ptr<Device> makeHostDevice() {
  switch (readHostMemoryMode()) {
  case HostMemoryMode::Emulated:
    return makeEmulatedDevice(/*DeferAsync=*/false);
  case HostMemoryMode::EmulatedAsync:
    return makeEmulatedDevice(/*DeferAsync=*/true);
  case HostMemoryMode::Shared:
    break;
  }
  return std::make_unique<HostDevice>();
}

} // namespace acorn

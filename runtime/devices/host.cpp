//===- host.cpp - the sequential host device ------------------------------===//
//
// acc_device_host: compute regions run on the encountering thread, as one gang
// (kernel.hpp's launch brackets them with acorn_host_region_begin/end).

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
  return std::make_unique<HostDevice>();
}

} // namespace acorn

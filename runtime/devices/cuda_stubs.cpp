//===- cuda_stubs.cpp - the NVIDIA entry points of a build without CUDA ---===//
//
// Lowered code and the drivers link the acorn_cuda_* symbols whatever the
// build; here they exist only to stop with a clear message. With no CUDA
// there are no NVIDIA devices, so the runtime never selects one.
//
//===----------------------------------------------------------------------===//

#include "core/errors.h"
#include "core/runtime.h"

namespace acorn {

int cudaUsableDevices() { return 0; }

std::unique_ptr<Device> makeCudaDevice(int) { return nullptr; }

} // namespace acorn

using namespace acorn;

extern "C" {

void *acorn_cuda_stream(int) {
  fail(activeConstruct(), acc_error_device_type_unavailable,
       "no NVIDIA GPU support in this build");
}

int acorn_cuda_multiprocessors(void) {
  fail(activeConstruct(), acc_error_device_type_unavailable,
       "no NVIDIA GPU support in this build");
}

void acorn_cuda_after_launch(const acorn_construct *C, int) {
  fail(C, acc_error_device_type_unavailable,
       "no NVIDIA GPU support in this build");
}

} // extern "C"

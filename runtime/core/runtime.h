//===- runtime.h - devices and internal control variables (2.3) -----------===//
//
// The registry of devices and the ICVs that pick one of them:
// acc-current-device-type-var, acc-current-device-num-var and
// acc-default-async-var. The runtime initialises itself on first use
// (environment, then the default device type) so lowered code and API calls
// never need an explicit acc_init.
//
// The ICVs are per host thread (2.3: one copy of each ICV per host thread;
// 2.14.3: "for the current thread"). Another thread's copies start as the
// initial thread's values when it first uses OpenACC (a directive or API
// routine), so a program that picks its device in main keeps it in its
// OpenMP threads; from then on they are the thread's own: the initial
// thread's later acc_set_device_type/_num or acc_set_default_async change
// its own only, and acc_set_device_num(omp_get_thread_num(), ...) gives each
// thread its GPU.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_RUNTIME_H
#define ACORN_RUNTIME_RUNTIME_H

#include "acorn/abi.h"
#include "core/device.h"
#include "openacc.h"

#include <memory>
#include <string>

namespace acorn {

// Device factories, one per file under runtime/devices/.
std::unique_ptr<Device> makeHostDevice();
/// The host device with memory of its own (ACORN_EMULATE_DISCRETE); with
/// \p DeferAsync, async queues hold their work until waited for.
std::unique_ptr<Device> makeEmulatedDevice(bool DeferAsync);
std::unique_ptr<Device> makeMulticoreDevice();
/// Usable NVIDIA GPUs: 0 when built without CUDA, when the driver reports
/// none, or when asking it fails.
int cudaUsableDevices();
std::unique_ptr<Device> makeCudaDevice(int Ordinal);

/// The device the ICVs select (initialising the runtime first).
Device &currentDevice();

/// The current device if the runtime is initialised, else nullptr (for error
/// reports, which must not initialise anything).
Device *peekCurrentDevice();

/// Tests only: currentDevice() returns \p D on every thread (nullptr: back to
/// the ICVs). Lets unit tests drive the API routines on a fake device.
void overrideCurrentDevice(Device *D);

/// acc_device_default and acc_device_not_host name a concrete type: nvidia
/// when a usable GPU exists, else multicore. Concrete types map to
/// themselves; acc_device_none and unknown values to acc_device_none.
acc_device_t concreteType(acc_device_t Type);

/// Devices of a type (after concreteType); 0 for acc_device_none.
int numDevices(acc_device_t Type);

/// Device \p Num of concrete type \p Type, created on first request; stops the
/// program naming construct \p C when there is no such device.
Device &deviceOf(const acorn_construct *C, acc_device_t Type, int Num);

/// Make device \p Num of \p Type current (2.3 ICVs). Num < 0 keeps the
/// number the type had (0 at first).
void selectDevice(const acorn_construct *C, acc_device_t Type, int Num);

/// acc-current-device-num-var of \p Type: the number the type has when it
/// is (or was last) current.
int deviceNumOf(acc_device_t Type);

/// 2.16.1 acc-default-async-var of the calling thread: the queue that
/// acc_async_noval means. Setting acc_async_default restores the initial value.
int defaultAsync();
void setDefaultAsync(int Async);

/// "nvidia device 0": how messages name a device.
std::string deviceLabel(Device &D);

/// acc_shutdown: wait, release all device memory, forget queues.
void shutdownDevices(const acorn_construct *C, acc_device_t Type, int Num);
/// The same for one device (the shutdown directive): its mappings are gone,
/// and its declared globals are mapped again when it is next used.
void shutdownDevice(Device &D);

/// Device \p Num of \p Type if it was created (brought up) already, else
/// nullptr: creates nothing.
Device *existingDevice(acc_device_t Type, int Num);

} // namespace acorn

#endif // ACORN_RUNTIME_RUNTIME_H

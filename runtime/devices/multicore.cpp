//===- multicore.cpp - gangs on the host's cores through OpenMP -----------===//
//
// acc_device_multicore: a compute region's gangs run on an OpenMP team of
// LLVM libomp, which libacorn links so user code needs no -fopenmp and
// programs that use OpenMP themselves share one OpenMP runtime.
//
//===----------------------------------------------------------------------===//

#include "core/compute.h"
#include "core/observe.h"
#include "core/runtime.h"
#include "devices/host_memory.h"

#include <omp.h>

namespace acorn {

namespace {
class MulticoreDevice final : public HostMemoryDevice {
public:
  MulticoreDevice()
      : Name("multicore (" + std::to_string(omp_get_max_threads()) +
             " threads, OpenMP)") {}
  acc_device_t type() const override { return acc_device_multicore; }
  const std::string &name() override { return Name; }

private:
  std::string Name;
};
} // namespace

std::unique_ptr<Device> makeMulticoreDevice() {
  return std::make_unique<MulticoreDevice>();
}

} // namespace acorn

using namespace acorn;

extern "C" {

int acorn_multicore_default_gangs(void) { return omp_get_max_threads(); }

// Gangs are independent (2.2.1): no gang waits for another, so a team smaller
// than num_gangs runs them round-robin instead of oversubscribing the cores
// with one thread per gang.
void acorn_multicore_run(const acorn_construct *C, int NumGangs,
                         void (*Gang)(void *, int, int), void *Arg) {
  if (NumGangs <= 0)
    NumGangs = acorn_multicore_default_gangs();
  ObserveLaunch Observed(C, acc_device_multicore, NumGangs);
  if (NumGangs == 1) { // one gang: no team to start
    RegionScope Scope(RegionKind::Multicore);
    Gang(Arg, 0, 1);
    return;
  }
  int Threads = NumGangs < omp_get_max_threads() ? NumGangs
                                                  : omp_get_max_threads();
#pragma omp parallel num_threads(Threads)
  {
    RegionScope Scope(RegionKind::Multicore);
    int Team = omp_get_num_threads();
    for (int G = omp_get_thread_num(); G < NumGangs; G += Team)
      Gang(Arg, G, NumGangs);
  }
}

} // extern "C"

// Launching a compute region on the target chosen at run time (2.5.1-2.5.3).
#ifndef ACORN_KERNEL_LAUNCH_HPP
#define ACORN_KERNEL_LAUNCH_HPP

#include "acorn/kernel/gpu_exec.hpp"
#include "acorn/kernel/host_exec.hpp"

namespace acorn {

// Run a compute region on the current target (2.5.1-2.5.3).
template <class F> void __acorn_launch(const acorn_construct *c, const __acorn_LaunchConfig &cfg, F body) {
  int target = cfg.__acorn_if_cond ? acorn_compute_target() : ACORN_TARGET_HOST;
#if defined(ACORN_GPU)
  if (target == ACORN_TARGET_NVIDIA) {
    launch_gpu(c, cfg, body);
    return;
  }
#endif
  if (target == ACORN_TARGET_NVIDIA)
    acorn_fatal(c, "this program was compiled without NVIDIA GPU code (-acc=multicore or -acc=host)");
  bool serial = cfg.__acorn_kind == Serial;
  HostLaunch<F> host{&body, cfg.__acorn_privates, serial ? 1 : cfg.__acorn_num_gangs2, serial ? 1 : cfg.__acorn_num_gangs3};
  if (target == ACORN_TARGET_MULTICORE) {
    // Regions with one gang still run through the multicore device, so that they see it as theirs.
    int gangs = 1;
    if (!serial && cfg.__acorn_num_gangs > 0)
      gangs = cfg.__acorn_num_gangs * cfg.__acorn_num_gangs2 * cfg.__acorn_num_gangs3;
    else if (cfg.__acorn_kind != Serial && (cfg.__acorn_levels & Gang))
      gangs = acorn_multicore_default_gangs();
    acorn_multicore_run(c, gangs, &host_gang<F>, &host);
    return;
  }
  acorn_host_region_begin(cfg.__acorn_if_cond ? cfg.__acorn_async : ACORN_ASYNC_SYNC, cfg.__acorn_if_cond != 0);
  host_gang<F>(&host, 0, 1);
  acorn_host_region_end();
}

} // namespace acorn

#endif // ACORN_KERNEL_LAUNCH_HPP

// The execution model that lowered compute regions are written against.
//
// A compute region becomes a generic lambda `[captures] ACORN_HD (auto &__acorn_ex) mutable {...}`
// whose body is the user's code; partitioned loops ask the execution context `__acorn_ex` for their
// share of the iteration space, reductions and single-thread sections go through it too. The same
// lambda is instantiated with GpuExec (one CUDA thread; gang = block, worker = threadIdx.y,
// vector lane = threadIdx.x) and with HostExec (one host thread running one gang).
//
//   kernel/traits.hpp     type traits and integer limits from Clang's builtins (no <type_traits>, <limits>)
//   kernel/base.hpp       launch configuration, loop trip counts, device addresses
//   kernel/reduction.hpp  reduction operators and the helpers that open and close a reduction
//   kernel/atomic.hpp     atomics on 1-, 2-, 4- and 8-byte values (atomic construct, gang combines)
//   kernel/host_exec.hpp  HostExec: host and multicore targets
//   kernel/gpu_exec.hpp   GpuExec and the CUDA launch
//   kernel/launch.hpp     acorn::__acorn_launch: the target chosen at run time
//   kernel/routine_exec.hpp  RoutineExec: the context of a routine's orphaned loops
//   kernel/cache_view.hpp  sections of cache directives staged in fast memory
//   kernel/firstprivate_pointers.hpp  pointer members of a firstprivate copy, translated
//   kernel/pointer_fields.hpp  the pointer fields of a lambda or functor copied to the device (attached)
//   kernel/std_device.hpp  device versions of standard functions (std::swap, std::tie before C++20)
//   kernel/lowered_names.hpp  the reserved names lowered code spells (no macro of the program's reaches them)
#ifndef ACORN_KERNEL_HPP
#define ACORN_KERNEL_HPP

#include "acorn/kernel/lowered_names.hpp"
#include "acorn/kernel/std_device.hpp"

#endif // ACORN_KERNEL_HPP

// The names lowered code spells in the program's own file (a C++ file is lowered in place, after the
// program's macros: `#define kind 1`, -Dlevels=2, -Dstep=0.1): all of them are reserved names
// (`__acorn_...`: the entry points below, the members of the launch configuration, of a loop's
// range, of a tile chunk and of the execution contexts) or Acorn's ABI (`acorn_...`, `ACORN_...`,
// as openacc.h's `acc_...`), so that no macro of a conforming program rewrites them. Within the
// kernel headers the entry points live in namespace acorn; lowered code names them at global scope.
#ifndef ACORN_KERNEL_LOWERED_NAMES_HPP
#define ACORN_KERNEL_LOWERED_NAMES_HPP

#include "acorn/kernel/cache_view.hpp"
#include "acorn/kernel/firstprivate_pointers.hpp"
#include "acorn/kernel/launch.hpp"
#include "acorn/kernel/pointer_fields.hpp"
#include "acorn/kernel/private_section.hpp"
#include "acorn/kernel/routine_exec.hpp"

using acorn::__acorn_CacheShape; using acorn::__acorn_DeviceStorage; using acorn::__acorn_LaunchConfig;
using acorn::__acorn_OpAdd; using acorn::__acorn_OpAnd; using acorn::__acorn_OpBitAnd;
using acorn::__acorn_OpBitOr; using acorn::__acorn_OpBitXor; using acorn::__acorn_OpMax;
using acorn::__acorn_OpMin; using acorn::__acorn_OpMul; using acorn::__acorn_OpOr; using acorn::__acorn_PointerFields;
using acorn::__acorn_pointer_fields; using acorn::__acorn_pointer_translations; using acorn::__acorn_Range;
using acorn::__acorn_RoutineExec; using acorn::__acorn_TileChunk; using acorn::__acorn_array_copy;
using acorn::__acorn_array_identity; using acorn::__acorn_atomic_add; using acorn::__acorn_atomic_exchange;
using acorn::__acorn_atomic_read; using acorn::__acorn_atomic_rmw; using acorn::__acorn_c_literal;
using acorn::__acorn_cache_load; using acorn::__acorn_cache_view; using acorn::__acorn_contiguous_run;
using acorn::__acorn_convert_like; using acorn::__acorn_device_address;
using acorn::__acorn_first_private_section; using acorn::__acorn_identity_like;
using acorn::__acorn_lanes_shared; using acorn::__acorn_launch; using acorn::__acorn_make_identity;
using acorn::__acorn_nested_identity; using acorn::__acorn_own_add; using acorn::__acorn_own_exchange;
using acorn::__acorn_own_read; using acorn::__acorn_own_rmw; using acorn::__acorn_pack_pointer;
using acorn::__acorn_point_identity; using acorn::__acorn_pointer_like;
using acorn::__acorn_private_section; using acorn::__acorn_reduce; using acorn::__acorn_reduce_array;
using acorn::__acorn_reduce_member; using acorn::__acorn_reduction_type; using acorn::__acorn_span_identity;
using acorn::__acorn_struct_array_copy; using acorn::__acorn_atomic_sub; using acorn::__acorn_own_sub;
using acorn::__acorn_stage_tile; using acorn::__acorn_trip_ge; using acorn::__acorn_trip_gt;
using acorn::__acorn_trip_le; using acorn::__acorn_trip_lt; using acorn::__acorn_trip_ne;
using acorn::__acorn_translated_copy; using acorn::__acorn_window_identity;

#endif // ACORN_KERNEL_LOWERED_NAMES_HPP

/* The interface between code lowered by Acorn and libacorn.
 *
 * Lowered host code never talks to a device directly: every data clause, update, wait and launch
 * goes through these entry points, with a static `acorn_construct` describing where the directive
 * is in the user's source so that every runtime error can name it. The public OpenACC API
 * (openacc.h) is a thin layer over the same functions. */
#ifndef ACORN_ABI_H
#define ACORN_ABI_H

#ifdef __cplusplus
#include <stddef.h>
#else
/* C: the lowered host code reads this header before the file and names size_t; <stddef.h> is the
   file's own to include (a preprocessed .i, whose text holds it, would define max_align_t twice). */
typedef __SIZE_TYPE__ size_t;
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Where a directive is, as the user wrote it. One static instance per construct. */
typedef struct acorn_construct {
  const char *file;      /* presumed file name of the directive */
  int line;              /* line of the directive */
  int column;            /* column of the directive */
  const char *directive; /* "parallel loop", "data", "enter data", ... */
  const char *function;  /* the function the directive is in (__func__), NULL outside one */
} acorn_construct;

/* What a data clause (or an implicit data attribute) asks for: OpenACC 3.3 section 2.7. */
typedef enum acorn_map_kind {
  ACORN_MAP_COPY = 0,
  ACORN_MAP_COPYIN,
  ACORN_MAP_COPYOUT,
  ACORN_MAP_CREATE,
  ACORN_MAP_NO_CREATE,
  ACORN_MAP_PRESENT,
  ACORN_MAP_DEVICEPTR,   /* host is already a device address: no mapping, device = host */
  ACORN_MAP_DELETE,      /* exit data delete */
  ACORN_MAP_UPDATE_DEVICE,
  ACORN_MAP_UPDATE_SELF,
  ACORN_MAP_POINTER,     /* a pointer used in a compute region without a data clause: its target
                            is translated when present (also a pointer one past the end of present
                            data), else passed unchanged (see below) */
  ACORN_MAP_ATTACH,      /* host is the address of a pointer member whose target a data clause
                            maps: while the member's struct is present, its device copy points to
                            the device copy of the target (2.6.8, 2.7.2); bytes is sizeof(void *) */
  ACORN_MAP_USE_DEVICE,  /* host_data use_device (2.8.1): host is the variable's storage (bytes its
                            size) or, for a pointer, the pointer's value (bytes 0); device is the
                            device address of that present data */
  ACORN_MAP_LINK,        /* declare link (2.13.3): a global whose device copy exists only while a
                            data clause maps it (acorn_declare_global only) */
  ACORN_MAP_DETACH       /* exit data detach(p) (2.7.14): host is the address of the pointer; a
                            detach action (2.6.8), the counter set to zero with finalize */
} acorn_map_kind;

/* Modifiers and origin of a map. */
enum {
  ACORN_MAP_FLAG_READONLY = 1 << 0, /* copyin(readonly:) */
  ACORN_MAP_FLAG_ZERO = 1 << 1,     /* create(zero:) / copyout(zero:) */
  ACORN_MAP_FLAG_IMPLICIT = 1 << 2, /* implicitly determined data attribute (2.6.2) */
  ACORN_MAP_FLAG_ALWAYS_IN = 1 << 3, /* copy(always:)/copyin(always:)/(alwaysin:), OpenACC 3.4: the
                                        host data is copied in even when it is present */
  ACORN_MAP_FLAG_POINTEE = 1 << 4,  /* present(p) of a pointer variable p: p is attached to the
                                       data it points to (2.6.8) for the construct; when p itself is
                                       not present but that data is (NVHPC's reading), the construct
                                       gets a device copy of p of its own */
  ACORN_MAP_FLAG_POINTER_AT = 1 << 5, /* ACORN_MAP_POINTER of a pointer member: `host` is where the
                                        pointer is stored; when it is attached, its device value is
                                        used (the mapped section may start past its target) */
  ACORN_MAP_FLAG_REDUCTION = 1 << 6, /* the implicit copy of a scalar that the region only reduces
                                        (its construct's reduction, an operator whose identity is
                                        all-zero bytes): the device copy may start at the identity,
                                        its result combined into the host value at the end; the
                                        operator and type are ACORN_MAP_REDUCTION(op, type) */
  ACORN_MAP_FLAG_REDUCTION_SLOT = 1 << 7, /* set by the runtime: the device copy is such a slot */
  ACORN_MAP_FLAG_STRUCT_TARGET = 1 << 16, /* ACORN_MAP_POINTER of a pointer to a struct the region
                                             reaches through its members (`p->n`); bytes is the
                                             struct's size: when it is not present, the construct
                                             copies it (copy; copyin with READONLY, a const
                                             struct), as it would a struct variable */
  ACORN_MAP_FLAG_TARGET_COPIED = 1 << 17, /* set by the runtime: the construct holds a reference
                                             to that struct (present, or its copy), or (POINTEE)
                                             has p's device copy of its own */
  ACORN_MAP_FLAG_ALWAYS_OUT = 1 << 18,    /* copy(always:)/copyout(always:)/(alwaysout:), OpenACC
                                             3.4: the data is copied back at exit even when a
                                             reference to it remains */
  ACORN_MAP_FLAG_QUIET = 1 << 19,         /* ACORN_MAP_POINTER of a pointer the region may never
                                             follow (a field of a firstprivate copy): passed
                                             unchanged without a report when its target is not
                                             present */
  ACORN_MAP_FLAG_CARRY_BACK = 1 << 20,    /* ACORN_MAP_ATTACH of a pointer variable a kernels
                                             region copies (2.6.2) and moves (`*q++ = x`), after
                                             the copy map of the pointer: at exit, when that copy
                                             goes, its copy back gives the host pointer the host
                                             address that corresponds to the device pointer's
                                             value (the host value it was attached with, moved as
                                             far as the device's), on the construct's queue */
  ACORN_MAP_FLAG_FOLLOWED = 1 << 21,      /* ACORN_MAP_ATTACH of a pointer variable a compute
                                             construct's copy, copyin, copyout or create names bare
                                             (copy(p)): the region uses p's device copy, so a
                                             target that is not present (p keeps its host address)
                                             is reported as for a pointer without a clause */
  ACORN_MAP_FLAG_REACH = 1 << 22          /* ACORN_MAP_POINTER whose region certainly reaches the
                                             bytes [value + offset, + bytes) through it (the
                                             compiler knows those subscripts' ranges): the pointer
                                             is translated by the present data that holds them,
                                             though its value may lie outside it (a row block
                                             a[lo:n] of the array a); partly present, or absent
                                             where the value is present, is an error */
};

/* The elements [lo, hi) a region reaches through a pointer (ACORN_MAP_FLAG_REACH), computed by
 * interval arithmetic on its subscripts: empty when lo >= hi (a loop that runs no iteration). */
typedef struct __acorn_reach { long long lo, hi; } __acorn_reach;
static __inline__ __acorn_reach __acorn_reach_span(long long lo, long long hi) {
  __acorn_reach r;
  r.lo = lo;
  r.hi = hi;
  return r;
}
static __inline__ __acorn_reach __acorn_reach_add(__acorn_reach a, __acorn_reach b) {
  if (a.lo >= a.hi || b.lo >= b.hi)
    return __acorn_reach_span(0, 0);
  return __acorn_reach_span(a.lo + b.lo, a.hi + b.hi - 1);
}
static __inline__ __acorn_reach __acorn_reach_sub(__acorn_reach a, __acorn_reach b) {
  if (a.lo >= a.hi || b.lo >= b.hi)
    return __acorn_reach_span(0, 0);
  return __acorn_reach_span(a.lo - (b.hi - 1), a.hi - b.lo);
}
static __inline__ __acorn_reach __acorn_reach_scale(__acorn_reach a, long long k) {
  long long x = a.lo * k, y = (a.hi - 1) * k;
  if (a.lo >= a.hi)
    return a;
  return __acorn_reach_span(x < y ? x : y, (x < y ? y : x) + 1);
}
static __inline__ __acorn_reach __acorn_reach_join(__acorn_reach a, __acorn_reach b) {
  if (a.lo >= a.hi)
    return b;
  if (b.lo >= b.hi)
    return a;
  return __acorn_reach_span(a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi);
}
/* The map's offset and bytes for elements of `size` bytes (0 bytes: nothing reached). */
static __inline__ size_t __acorn_reach_offset(__acorn_reach r, size_t size) {
  return r.lo < r.hi ? (size_t)(r.lo * (long long)size) : 0;
}
static __inline__ size_t __acorn_reach_bytes(__acorn_reach r, size_t size) {
  return r.lo < r.hi ? (size_t)(r.hi - r.lo) * size : 0;
}

/* The operator and the type of an ACORN_MAP_FLAG_REDUCTION map, in its flags. */
enum { ACORN_REDUCE_ADD = 1, ACORN_REDUCE_BITOR, ACORN_REDUCE_BITXOR, ACORN_REDUCE_OR, ACORN_REDUCE_MAX };
enum {
  ACORN_REDUCE_I8 = 1, ACORN_REDUCE_I16, ACORN_REDUCE_I32, ACORN_REDUCE_I64,
  ACORN_REDUCE_U8, ACORN_REDUCE_U16, ACORN_REDUCE_U32, ACORN_REDUCE_U64,
  ACORN_REDUCE_F32, ACORN_REDUCE_F64
};
#define ACORN_MAP_REDUCTION(op, type) (ACORN_MAP_FLAG_REDUCTION | ((op) << 8) | ((type) << 12))
#define ACORN_MAP_REDUCTION_OP(flags) (((flags) >> 8) & 15)
#define ACORN_MAP_REDUCTION_TYPE(flags) (((flags) >> 12) & 15)

/* One data clause item: a contiguous host range and what to do with it.
 * `device` is filled in by the runtime with the device address that corresponds to `host`
 * (equal to `host` on the host and multicore targets, or when the runtime decided not to map). */
typedef struct acorn_map {
  void *host;       /* first byte of the host range (for ACORN_MAP_POINTER: the pointer value) */
  size_t bytes;     /* length of the range in bytes (0 for ACORN_MAP_POINTER) */
  int kind;         /* acorn_map_kind */
  int flags;        /* ACORN_MAP_FLAG_* */
  const char *name; /* the variable or section as written: "a[0:n]" */
  void *device;     /* out: device address of `host` */
  size_t offset;    /* ACORN_MAP_ATTACH: the mapped data the pointer reaches starts this many bytes
                       past its target (s.v[2:n] starts 2 elements in); 0 otherwise */
} acorn_map;

/* `map->device` as lowered code reads it: code lowered in a C++ program's file spells only
 * reserved names and Acorn's, which none of the program's macros (`#define device 1`) rewrite. */
static __inline__ void *__acorn_map_device(const acorn_map *map) { return map->device; }

/* Levels of parallelism a loop is partitioned across (2.2.1); a loop's levels are a set of these bits. */
enum { ACORN_LEVEL_GANG = 1, ACORN_LEVEL_WORKER = 2, ACORN_LEVEL_VECTOR = 4 };
/* A gang(dim:d) loop (3.3, 2.9.2) passes (d - 1) << ACORN_GANG_DIM_SHIFT with its levels to part(). */
enum { ACORN_GANG_DIM_SHIFT = 3 };

/* The kind of compute construct a launch comes from (a kernels construct's sequential statements
 * become serial launches). */
enum { ACORN_REGION_PARALLEL = 0, ACORN_REGION_KERNELS = 1, ACORN_REGION_SERIAL = 2 };

/* Async arguments: a non-negative queue number, or one of these (same values as openacc.h). */
enum {
  ACORN_ASYNC_NOVAL = -1, /* acc_async_noval */
  ACORN_ASYNC_SYNC = -2,  /* acc_async_sync: no async clause */
  ACORN_ASYNC_DEFAULT = -3 /* acc_async_default: set default_async(acc_async_default) restores the
                              initial acc-default-async-var, acc_async_noval (2.14.3) */
};

/* The targets a compute region can run on. */
typedef enum acorn_target {
  ACORN_TARGET_HOST = 0,      /* sequential, on the encountering thread */
  ACORN_TARGET_MULTICORE = 1, /* gangs on the host's cores */
  ACORN_TARGET_NVIDIA = 2     /* a CUDA GPU */
} acorn_target;

/* ---- calls of the runtime routines (chapter 3) ------------------------------------------------ */

/* Host code calls each OpenACC routine as `(acorn_api_at("f.c", 15, 3, "acc_copyout", "u\000n", 2),
 * acc_copyout(u, n))`: the call's site and its arguments as written (each text NUL-terminated), so
 * that the routine's errors name them; a routine takes the record only when it has its name. */
void acorn_api_at(const char *file, int line, int column, const char *routine, const char *args, int num_args);

/* ---- data: sections 2.6 and 2.7 ---------------------------------------------------------- */

/* Structured data lifetime: entry to and exit from a data construct, or the data clauses of a
 * compute construct. `if_cond` is the value of the if clause (1 without one): when 0 nothing is
 * mapped and every `device` is set to `host`. Missing data for present/partially present ranges
 * stop the program with a message naming maps[i].name and the construct. */
void acorn_data_enter(const acorn_construct *c, acorn_map *maps, int count, int async, int if_cond);
/* A section of a C array `a[lo:n][0:m]` whose row length m is known at run time only must cover its
 * rows (the data must be contiguous): stops with an error naming the section when m != extent. */
void acorn_check_whole_rows(const char *name, const char *file, int line, int column, long long length,
                            long long extent);
void acorn_data_exit(const acorn_construct *c, acorn_map *maps, int count, int async, int if_cond);

/* Dynamic data lifetime: enter data / exit data (2.14.6, 2.14.7). */
void acorn_enter_data(const acorn_construct *c, acorn_map *maps, int count, int async, int if_cond);
void acorn_exit_data(const acorn_construct *c, acorn_map *maps, int count, int async, int if_cond,
                     int finalize);

/* update self/host/device (2.14.4): maps[i].kind is ACORN_MAP_UPDATE_DEVICE or _SELF. */
void acorn_update(const acorn_construct *c, acorn_map *maps, int count, int async, int if_cond,
                  int if_present);

/* A scalar of a kernels region's data that the host reads between the region's launches (the
 * condition of a loop it runs around them): the map that entered it, and where its value goes. */
typedef struct acorn_read_item {
  const acorn_map *map;
  void *to;
} acorn_read_item;
/* Copies the device values of the items' variables to their `to` and returns once they are there:
 * after the work queued on `async` so far (the region's launches), also inside a synchronous compute
 * construct, whose other copies back wait for its end. With if_cond 0 (the region runs on the host)
 * the values are the host variables'. */
void acorn_read_back(const acorn_construct *c, const acorn_read_item *items, int count, int async, int if_cond);

/* update of a 2-D section a[i:n][j:m] of a row-major array whose second dimension is partial:
 * `rows` (n) rows of m->bytes bytes each, the first at m->host, `pitch` bytes (one row of the
 * array) apart, moved as one strided copy. The span from the first to the last byte must be
 * present (if_present: else nothing happens); the error names m->name. */
void acorn_update_rows(const acorn_construct *c, acorn_map *m, size_t rows, size_t pitch, int async,
                       int if_cond, int if_present);
/* A section of a pointer to pointers (or of an array of pointers), pp[lo:n][rlo:m] (2.7.1): the n
 * pointers pp[lo:n] are mapped by an acorn_map of their own (not for update); these are the rows
 * they point to. Each row section is mapped with the clause's kind and its pointer attached (2.6.8),
 * so device code reads pp[i][j] in device memory. A null pointer's row is skipped. */
typedef struct acorn_pointer_rows {
  void **pointers;  /* &pp[lo]: the first of the n host pointers */
  size_t count;     /* n */
  size_t offset;    /* bytes from the start of a row to its section: rlo * sizeof(element) */
  size_t bytes;     /* bytes of each row section: m * sizeof(element) */
  int kind;         /* acorn_map_kind of the clause */
  int flags;        /* ACORN_MAP_FLAG_* */
  const char *name; /* the section as written: "pp[0:n][0:m]" */
  /* ppp[lo:n][rlo:m][llo:k]: each row holds m pointers to rows of their own, of leaf_bytes from
   * leaf_offset (k * sizeof(element) from llo * sizeof(element)); leaf_bytes is 0 for two levels */
  size_t leaf_offset;
  size_t leaf_bytes;
} acorn_pointer_rows;

/* Entry (after the acorn_data_enter / acorn_enter_data that mapped the pointers) and exit (before
 * the acorn_data_exit / acorn_exit_data that unmaps them) of the rows: `dynamic` is 0 for a data or
 * compute construct (structured reference counters), 1 for enter data / exit data. Exit detaches
 * each pointer, then releases its row (copying it back for copy and copyout). Nothing happens when
 * if_cond is 0 or on a device that shares host memory. */
void acorn_pointer_rows_enter(const acorn_construct *c, acorn_pointer_rows *rows, int count, int dynamic,
                              int async, int if_cond);
void acorn_pointer_rows_exit(const acorn_construct *c, acorn_pointer_rows *rows, int count, int dynamic,
                             int async, int if_cond, int finalize);
/* update of the rows (kind ACORN_MAP_UPDATE_DEVICE or _SELF): each row moves; the pointers do not
 * (their device copies hold device addresses). */
void acorn_pointer_rows_update(const acorn_construct *c, acorn_pointer_rows *rows, int count, int async,
                               int if_cond, int if_present);

/* host_data construct (2.8): fills maps[i].device (kind ACORN_MAP_USE_DEVICE) with the device
 * address of each item, for the construct's body to use in place of the host address. The host
 * address stands for itself on host and multicore devices, when if_cond is 0, for a null pointer,
 * and, with if_present, for absent data; otherwise absent data stops the program naming
 * maps[i].name and the construct. Nothing is mapped or counted, so there is no exit call. */
void acorn_host_data(const acorn_construct *c, acorn_map *maps, int count, int if_cond,
                     int if_present);

/* Device address for a host address that must be present (used for reduction variables and
 * members); stops the program naming `name` and the construct when it is not. */
void *acorn_present_device_address(const acorn_construct *c, void *host, size_t bytes,
                                   const char *name);

/* ---- declare: 2.13 --------------------------------------------------------------------------- */

/* A global (file or namespace scope, or a static data member) with a device copy for the whole
 * program: declare create, copyin or device_resident (kind ACORN_MAP_CREATE or ACORN_MAP_COPYIN),
 * declare link (ACORN_MAP_LINK), or a pointer in declare deviceptr (ACORN_MAP_DEVICEPTR). */
typedef struct acorn_declare_global {
  void *host;       /* the host variable */
  size_t bytes;     /* its size */
  int kind;         /* ACORN_MAP_CREATE, ACORN_MAP_COPYIN, ACORN_MAP_LINK or ACORN_MAP_DEVICEPTR */
  const char *name; /* the variable as written in the directive */
  int flags;        /* ACORN_MAP_FLAG_READONLY: the variable is const, so its value never changes
                       (its storage may be read-only memory, which nothing may write) */
} acorn_declare_global;

/* Registers the declared globals a translation unit defines (called before main, once per unit).
 * symbol(i) is the host handle of the device copy of globals[i] in the unit's GPU code (the
 * __device__ variable; for link, the __device__ pointer device code reads the data through), or
 * NULL when the unit has no GPU code. On a device with its own memory each create/copyin global is
 * present from the device's start until the program ends (copyin: with the value the variable had
 * when it was registered); a link global's pointer is set when a data clause maps the variable; a
 * deviceptr global's device copy gets the host pointer's value (a device address) before each GPU
 * launch that follows a change of it. Host and multicore devices use the host variables themselves. */
void acorn_declare_globals(const acorn_construct *c, const acorn_declare_global *globals, int count,
                           const void *(*symbol)(int index));

/* The globals[0..count) registered by acorn_declare_globals are going away (called when the unit
 * that registered them is unloaded: a shared library's dlclose): their device copies are unmapped
 * from every device, so memory later placed at their addresses maps anew. Nothing at program exit,
 * where the device copies last to the end (2.13). */
void acorn_undeclare_globals(const acorn_declare_global *globals, int count);

/* Registers the function-static variables of a declare directive (create, copyin: kinds
 * ACORN_MAP_CREATE, ACORN_MAP_COPYIN) when the directive is first reached: each is then present
 * until the program ends, as a declared global without GPU code of its own (copyin: with the value
 * it has now). *registered is set once done (read it with an acquire load to skip the call). */
void acorn_declare_statics(const acorn_construct *c, const acorn_declare_global *statics, int count,
                           int *registered);

/* A declare directive in a function (2.13): the data lifetime of a structured data region from
 * the directive to the end of the enclosing scope. The lowering calls acorn_data_enter at the
 * directive and binds this scope to a variable with __attribute__((cleanup(acorn_declare_exit))),
 * so every way out of the scope ends the lifetime. */
typedef struct acorn_declare_scope {
  const acorn_construct *c;
  acorn_map *maps;
  int count;
} acorn_declare_scope;
void acorn_declare_exit(acorn_declare_scope *scope);

/* ---- synchronisation: 2.16 ------------------------------------------------------------------ */

/* wait directive: wait on `count` queues (all queues when count == 0); with `async` the wait is
 * enqueued on that queue instead of blocking the host. */
void acorn_wait(const acorn_construct *c, const int *queues, int count, int async);
/* wait(devnum: d: ...): the queues of device d of the current device type. */
void acorn_wait_device(const acorn_construct *c, int devnum, const int *queues, int count, int async);

/* init and shutdown directives (2.14.1, 2.14.2) without clauses: the current device type. */
void acorn_init(const acorn_construct *c);
void acorn_shutdown(const acorn_construct *c);

/* The init, shutdown and set directives with their clauses (2.14.1 - 2.14.3), each done only when
 * if_cond is non-zero. device_type is the device_type clause's argument as written ("nvidia",
 * "acc_device_host", "default", "*", ...; NULL without the clause); has_num says whether a
 * device_num clause gave num, has_async whether a default_async clause gave async.
 *   init:     the devices of the type (all types when NULL or "*"; one device with device_num) are
 *             initialised; a named type becomes acc-current-device-type-var, device_num
 *             acc-current-device-num-var.
 *   shutdown: the devices of the type (all types when NULL or "*"; one device with device_num)
 *             are shut down: queues drained, device memory released.
 *   set:      acc-current-device-type-var, acc-current-device-num-var, acc-default-async-var.
 * A type that is not available, an invalid device number or async value stops the program naming
 * the directive. */
void acorn_init_directive(const acorn_construct *c, const char *device_type, int has_num, int num,
                          int if_cond);
void acorn_shutdown_directive(const acorn_construct *c, const char *device_type, int has_num, int num,
                              int if_cond);
void acorn_set_directive(const acorn_construct *c, const char *device_type, int has_num, int num,
                         int has_async, int async, int if_cond);

/* ---- compute regions ----------------------------------------------------------------------- */

/* The target a compute region encountered now runs on (initialises the runtime on first use). */
int acorn_compute_target(void);

/* Multicore: call gang(arg, g, num_gangs) for g in [0, num_gangs) on the host's cores and return
 * when all have finished. num_gangs <= 0 means one gang per core. */
void acorn_multicore_run(const acorn_construct *c, int num_gangs,
                         void (*gang)(void *arg, int gang, int num_gangs), void *arg);
/* Code compiled without GPU code (-acc=multicore, -acc=host) registers the target compute regions
 * default to, so that such a program does not pick a GPU when ACC_DEVICE_TYPE is not set. */
void acorn_set_program_target(int target);

/* The value of a num_gangs, num_workers or vector_length clause (`clause`, as written) computed at
 * run time: a value that is not positive stops the program, naming the clause and the construct. */
int acorn_launch_count(const acorn_construct *c, const char *clause, int value);

/* The number of gangs a multicore region gets when num_gangs is not given. */
int acorn_multicore_default_gangs(void);
/* Non-zero while the calling thread executes a multicore or host compute region. */
int acorn_in_compute_region(void);
/* Bracket a compute region that runs on the encountering thread (host target, if(false), serial on
 * multicore), so that acorn_in_compute_region() and acc_on_device see it. async is the region's
 * async argument: work queued on it before the region is done first. on_device is 0 for a region
 * whose if condition is false (it runs on the host with the host's data, 2.5.6), else 1: a device
 * whose regions are host code then shows them the device copies of declared globals. */
void acorn_host_region_begin(int async, int on_device);
void acorn_host_region_end(void);
/* The gang the calling host thread runs while a region runs on it (an acorn::HostExec of
 * kernel/host_exec.hpp), for the orphaned loops of the routines it calls; null outside regions.
 * acorn_host_exec_swap makes exec the current one and returns the one it replaces. The variable is
 * libacorn's: a thread-local variable of the program's objects would take the TLS model of an
 * executable, which a shared library built without -fPIC cannot hold. */
const void *acorn_host_exec_current(void);
const void *acorn_host_exec_swap(const void *exec);
/* The buffer of a staged tile or cache section (HostExec::__acorn_stage_tile) on the calling host
 * thread: bytes bytes aligned for any arithmetic type, one for each id and size, kept until the
 * thread ends. libacorn's for the same reason: the thread-local buffer the header had took the
 * program's TLS model, which a shared library linked without -fPIC cannot hold. */
void *acorn_host_stage_buffer(int id, unsigned long long bytes);

/* NVIDIA: the CUDA stream of an async queue on the current device (a cudaStream_t). A kernel
 * launch asks for its stream here, which first brings the device copies of declare deviceptr
 * globals up to date. */
void *acorn_cuda_stream(int async);
/* Number of multiprocessors of the current device (for default gang counts). */
int acorn_cuda_multiprocessors(void);
/* Device memory for one launch's private copies, allocated and released in the order of the async
 * queue's work (stream-ordered); out of memory is an error naming the construct. */
void *acorn_cuda_scratch(const acorn_construct *c, unsigned long long bytes, int async);
void acorn_cuda_scratch_release(void *p, int async);
/* After a kernel launch: report a launch error naming the construct, then synchronise the queue
 * when async is ACORN_ASYNC_SYNC (and report an execution error the same way). */
void acorn_cuda_after_launch(const acorn_construct *c, int async);

/* ---- errors ---------------------------------------------------------------------------------- */

/* Stop the program (exit status 1): the acc_ev_error callbacks (acc_prof.h) are called with
 * acc_error_other and the message, then
 *   "ACORN RUNTIME ERROR: <file>:<line>:<col>: in '<directive>': <message>"
 * is printed on stderr. `c` may be NULL (then only the message is printed); a construct with line 0
 * prints "<file>: in '<directive>': ". Errors of API routines read
 * "<routine>(<arguments>) called from <caller>: <message>". */
void acorn_fatal(const acorn_construct *c, const char *format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((noreturn, format(printf, 2, 3)))
#endif
    ;

/* The trip count of a canonical loop `for (v = lb; v OP ub; v += st)`, computed by the host to size
 * the GPU grid (a hint: the kernel computes its own). */
static __inline__ long long acorn_host_trip_lt(long long lb, long long ub, long long st) {
  return ub > lb ? (ub - lb + st - 1) / st : 0;
}
static __inline__ long long acorn_host_trip_le(long long lb, long long ub, long long st) {
  return ub >= lb ? (ub - lb) / st + 1 : 0;
}
static __inline__ long long acorn_host_trip_gt(long long lb, long long ub, long long st) {
  return lb > ub ? (lb - ub - st - 1) / -st : 0;
}
static __inline__ long long acorn_host_trip_ge(long long lb, long long ub, long long st) {
  return lb >= ub ? (lb - ub) / -st + 1 : 0;
}
static __inline__ long long acorn_host_trip_ne(long long lb, long long ub, long long st) {
  return st > 0 ? acorn_host_trip_lt(lb, ub, st) : acorn_host_trip_gt(lb, ub, st);
}

#ifdef __cplusplus
}
#endif

#endif /* ACORN_ABI_H */

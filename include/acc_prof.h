/* acc_prof.h: the OpenACC 3.3 profiling and error callback interface (chapter 5) as implemented
 * by libacorn. Usable from C and C++.
 *
 * What libacorn does with it: callbacks registered for acc_ev_error are called for every runtime
 * error (a missing or partly present section, out of device memory, an invalid argument to an API
 * routine, ...) first, with the message in acc_error_info::message; when they return, libacorn
 * prints the message and stops the program (1.5: error callbacks are for releasing resources,
 * not for recovery; a callback may end the program itself). Registration, refcounts and enabling/disabling (5.4) work for every event; the
 * profiling events (acc_ev_enqueue_launch_start, ...) are not triggered yet.
 *
 * A callback is registered by the program (acc_callback_register), by an acc_register_library
 * routine linked into the program, or by a library named in ACC_PROFLIB (5.3.1 - 5.3.3).
 *
 * The event types, structs and registration routines follow libgomp's acc_prof.h (OpenACC 2.6
 * layout) and the 3.3 names (acc_callback_info, acc_callback, acc_callback_register). The 3.3 text
 * Acorn has lists the error codes (5.2.2) but not the declarations of the error event; Acorn's are
 * acc_ev_error (after acc_ev_wait_end) and acc_error_info below. */
#ifndef ACORN_ACC_PROF_H
#define ACORN_ACC_PROF_H

#include <openacc.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 5.1 events. */
typedef enum acc_event_t {
  acc_ev_none = 0,
  acc_ev_device_init_start = 1,
  acc_ev_device_init_end = 2,
  acc_ev_device_shutdown_start = 3,
  acc_ev_device_shutdown_end = 4,
  acc_ev_runtime_shutdown = 5,
  acc_ev_create = 6,
  acc_ev_delete = 7,
  acc_ev_alloc = 8,
  acc_ev_free = 9,
  acc_ev_enter_data_start = 10,
  acc_ev_enter_data_end = 11,
  acc_ev_exit_data_start = 12,
  acc_ev_exit_data_end = 13,
  acc_ev_update_start = 14,
  acc_ev_update_end = 15,
  acc_ev_compute_construct_start = 16,
  acc_ev_compute_construct_end = 17,
  acc_ev_enqueue_launch_start = 18,
  acc_ev_enqueue_launch_end = 19,
  acc_ev_enqueue_upload_start = 20,
  acc_ev_enqueue_upload_end = 21,
  acc_ev_enqueue_download_start = 22,
  acc_ev_enqueue_download_end = 23,
  acc_ev_wait_start = 24,
  acc_ev_wait_end = 25,
  acc_ev_error = 26, /* a runtime error (1.5, 5.2.2) */
  acc_ev_last = 27
} acc_event_t;

/* 5.2.1 first argument: general information (3.3: acc_callback_info). */
typedef struct acc_prof_info {
  acc_event_t event_type;
  int valid_bytes;
  int version; /* _OPENACC of the runtime: 202211 */
  acc_device_t device_type;
  int device_number;
  int thread_id; /* unique per host thread (5.5.3) */
  long async;
  long async_queue;
  const char *src_file; /* the construct's file; "<api>" for an API routine called from code Acorn did not compile */
  const char *func_name;
  int line_no, end_line_no;
  int func_line_no, func_end_line_no;
} acc_prof_info;
typedef acc_prof_info acc_callback_info;

/* 5.2.2 the construct an event comes from. */
typedef enum acc_construct_t {
  acc_construct_parallel = 0,
  acc_construct_kernels = 1,
  acc_construct_loop = 2,
  acc_construct_data = 3,
  acc_construct_enter_data = 4,
  acc_construct_exit_data = 5,
  acc_construct_host_data = 6,
  acc_construct_atomic = 7,
  acc_construct_declare = 8,
  acc_construct_init = 9,
  acc_construct_shutdown = 10,
  acc_construct_set = 11,
  acc_construct_update = 12,
  acc_construct_routine = 13,
  acc_construct_wait = 14,
  acc_construct_runtime_api = 15,
  acc_construct_serial = 16
} acc_construct_t;

typedef struct acc_data_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *var_name;
  size_t bytes;
  const void *host_ptr;
  const void *device_ptr;
} acc_data_event_info;

typedef struct acc_launch_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *kernel_name;
  size_t num_gangs, num_workers, vector_length;
} acc_launch_event_info;

typedef struct acc_other_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
} acc_other_event_info;

/* 5.2.2 error codes, in the order the specification lists them. */
typedef enum acc_error_t {
  acc_error_none = 0,
  acc_error_other = 1,
  acc_error_system = 2,
  acc_error_execution = 3,             /* an error raised by code running on the device */
  acc_error_device_init = 4,
  acc_error_device_shutdown = 5,
  acc_error_device_unavailable = 6,    /* no device with that number */
  acc_error_device_type_unavailable = 7,
  acc_error_wrong_device_type = 8,     /* code compiled for another device type */
  acc_error_out_of_memory = 9,
  acc_error_not_present = 10,
  acc_error_partly_present = 11,       /* also: present with a different extent */
  acc_error_present = 12,              /* already present (acc_map_data), still in use (unmap) */
  acc_error_invalid_argument = 13,     /* acc_free of a pointer acc_malloc did not return, ... */
  acc_error_invalid_async = 14,
  acc_error_invalid_null_pointer = 15,
  acc_error_invalid_data_section = 16,
  acc_error_implementation_defined = 100
} acc_error_t;

/* The second argument of an acc_ev_error callback. The message is the one libacorn prints:
 * the construct and its file:line (or the API routine and its arguments), then what went wrong. */
typedef struct acc_error_info {
  acc_event_t event_type; /* acc_ev_error */
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  acc_error_t error_code;
  const char *message;
} acc_error_info;

typedef union acc_event_info {
  acc_event_t event_type;
  acc_data_event_info data_event;
  acc_launch_event_info launch_event;
  acc_other_event_info other_event;
  acc_error_info error_event;
} acc_event_info;

/* 5.2.3 third argument: API-specific information. */
typedef enum acc_device_api {
  acc_device_api_none = 0,
  acc_device_api_cuda = 1,
  acc_device_api_opencl = 2,
  acc_device_api_coi = 3,
  acc_device_api_other = 4
} acc_device_api;

typedef struct acc_api_info {
  acc_device_api device_api;
  int valid_bytes;
  acc_device_t device_type;
  int vendor;
  const void *device_handle;
  const void *context_handle;
  const void *async_handle;
} acc_api_info;

typedef void (*acc_prof_callback)(acc_prof_info *, acc_event_info *, acc_api_info *);
typedef acc_prof_callback acc_callback;

/* 5.4 registering callbacks; acc_toggle and acc_toggle_per_thread disable (unregister) or
 * enable (register) callbacks already registered (5.4.2). */
typedef enum acc_register_t {
  acc_reg = 0,
  acc_toggle = 1,
  acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t, acc_prof_callback, acc_register_t);
void acc_callback_register(acc_event_t event_type, acc_callback cb, acc_register_t info);
void acc_callback_unregister(acc_event_t event_type, acc_callback cb, acc_register_t info);
/* The pre-3.3 names (5.4: preserved for backward compatibility). */
void acc_prof_register(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);
void acc_prof_unregister(acc_event_t event_type, acc_prof_callback cb, acc_register_t info);

/* 5.3 library registration: no inquiry functions are defined, so lookups return NULL. */
typedef void (*acc_query_fn)(void);
typedef acc_query_fn (*acc_prof_lookup_func)(const char *);
acc_query_fn acc_prof_lookup(const char *name);
/* Defined by a tools library (or the program); called once when the runtime starts. */
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup);

#ifdef __cplusplus
}
#endif

#endif /* ACORN_ACC_PROF_H */

// Finding 11 (INVALID_CODE): `init` / `shutdown` in a file that does not include <openacc.h>. The
// lowered code calls acc_init / acc_shutdown / acc_get_device_type, which only openacc.h declares:
//   $ acorncc -c -acc=host 11-init-shutdown-without-openacc-h.c
//   11-init-shutdown-without-openacc-h.c:10:1: error: call to undeclared function 'acc_init'; ISO C99 and later do not support implicit function declarations
//   11-init-shutdown-without-openacc-h.c:10:10: error: call to undeclared function 'acc_get_device_type'; ...
// As C++: "use of undeclared identifier 'acc_get_device_type'". Other directives (wait, update,
// compute constructs) build without openacc.h, since the lowered code includes acorn/abi.h.
// Fuzz signature: "call to undeclared function 'acc_init'; ..." (c), "use of undeclared identifier 'Q'" (c++).
void start(void) {
#pragma acc init
}
void stop(void) {
#pragma acc shutdown
}

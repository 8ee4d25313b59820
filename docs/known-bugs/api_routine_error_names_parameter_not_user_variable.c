// Misuse of acc_copyout (range larger than what was copied in). The runtime error is
// correct, but it is not in the user's terms: it names the API's parameter 'data_arg'
// instead of the user's 'u', and gives "called from ./prog+0x100d4" instead of
// file:line (line 15), even when built with -g.
// Command: acorncc -g -O2 api_routine_error_names_parameter_not_user_variable.c -o p &&
//   ACC_DEVICE_TYPE=host ACORN_EMULATE_DISCRETE=async ./p
// Actual: ACORN RUNTIME ERROR: acc_copyout(data_arg=0x..., bytes=8000) called from ./p+0x100d4:
//   data for 'data_arg' (host 0x...-0x... (8000 bytes)) is partially present ...
// Expected: "...c:15:3: acc_copyout(u, ...): data for 'u' ..." (directives get exactly that).
#include <stdlib.h>
#include <openacc.h>
int main(void) {
  int n = 1000; double *u = malloc(n * sizeof(double));
  acc_copyin(u, 500 * sizeof(double));
  acc_copyout(u, n * sizeof(double));
  return 0;
}

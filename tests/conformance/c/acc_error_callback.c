// 1.5 / 5.2.2 error callbacks: a code registers an acc_ev_error callback (as MPI codes do, to
// release resources and abort every rank); a runtime error then calls it with the error code
// and the message before the program stops. Here the error is an acc_free of a pointer
// acc_malloc did not return (3.2.17); the callback checks what it is told and ends the program
// with status 0, so the test fails if the callback is not called.
// The callback runs first; the runtime's message ("acc_error_callback.c:37:3: in 'acc_free(x)'
// (data_dev=0x...): ... is not a block allocated by acc_malloc") is its error_event.message and
// would be printed only when the callback returns; the call's file and line are in prof.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cleaned_up = 0;

static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)api;
  int ok = event->event_type == acc_ev_error &&
           event->error_event.error_code == acc_error_invalid_argument &&
           event->error_event.parent_construct == acc_construct_runtime_api &&
           strstr(event->error_event.message, "in 'acc_free(x)'") != NULL && prof->thread_id > 0 &&
           strstr(prof->src_file, "acc_error_callback.c") != NULL && prof->line_no == 37;
  cleaned_up = 1; /* release resources here */
  printf("callback: acc_free error %s\n", ok ? "handled" : "NOT as expected");
  fflush(stdout);
  exit(ok && cleaned_up ? 0 : 2);
}

int main(void) {
  acc_callback_register(acc_ev_error, on_error, acc_reg);
  double x[16];
#pragma acc parallel loop copy(x)
  for (int i = 0; i < 16; ++i)
    x[i] = i;
  acc_free(x); /* a host array: an error */
  fprintf(stderr, "FAIL: acc_free of a host array returned\n");
  return 1;
}

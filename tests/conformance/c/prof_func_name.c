// 5.2.1: acc_prof_info's func_name names the function a construct is in, so an error-handling
// or profiling tool can say where an event came from. The error here is an invalid async
// argument on a compute construct in the function `launch` (an error on every target).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)api;
  int ok = prof->func_name && strcmp(prof->func_name, "launch") == 0 &&
           event->error_event.parent_construct == acc_construct_parallel && prof->line_no == 22;
  printf("%s: error in '%s' at line %d\n", ok ? "PASS" : "FAIL", prof->func_name ? prof->func_name : "(null)",
         prof->line_no);
  fflush(stdout);
  exit(ok ? 0 : 1);
}

static void launch(double *x, int n, int queue) {
#pragma acc parallel loop copy(x[0:n]) async(queue)
  for (int i = 0; i < n; ++i)
    x[i] = 0.5 * i;
}

int main(void) {
  double x[64];
  acc_prof_register(acc_ev_error, on_error, acc_reg);
  launch(x, 64, -9); /* not a queue, acc_async_noval nor acc_async_sync */
  printf("FAIL: the invalid async argument was not reported\n");
  return 1;
}

/* A tools library for ACC_PROFLIB (5.3.3): registers an acc_ev_error callback that reports the
 * error code and stops with exit status 9, so a test sees that the library was loaded. */
#include <acc_prof.h>
#include <stdio.h>
#include <unistd.h>

static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof;
  (void)api;
  fprintf(stderr, "PROFLIB saw error %d\n", (int)event->error_event.error_code);
  fflush(stderr);
  _exit(9);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup) {
  (void)unreg;
  (void)lookup;
  reg(acc_ev_error, on_error, acc_reg);
}

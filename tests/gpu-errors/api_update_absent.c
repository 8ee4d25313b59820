// 3.2.20 acc_update_self of data that is not present: acc_error_not_present, reported to an
// acc_ev_error callback (5.2.2) first; when it returns, the message is printed and the program
// stops with status 1.
// EXPECT: api_update_absent.c:19:3: in 'acc_update_self(b, sizeof b)' (data_arg=0x
// EXPECT: bytes=800): data for 'b'
// EXPECT: is not present on nvidia device 0
// EXPECT: callback: error 10
#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>
static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof;
  (void)api;
  fprintf(stderr, "callback: error %d\n", (int)event->error_event.error_code);
}
int main(void) {
  double b[100] = {0};
  acc_callback_register(acc_ev_error, on_error, acc_reg);
  acc_update_self(b, sizeof b);
  return 0;
}

// Device out of memory: the allocation for a data clause fails, and the message names the section
// as written, the construct and its line, and what the present table holds. An acc_ev_error
// callback (5.2.2) hears of it first, with acc_error_out_of_memory.
// EXPECT: callback: error 9
// EXPECT: out_of_memory.c:20:1: in 'enter data': cannot allocate 17592186044416 bytes on nvidia device 0 for 'a[0:n]'
// EXPECT: out of device memory
// EXPECT: the present table holds 1 entry, 8 bytes)
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof;
  (void)api;
  fprintf(stderr, "callback: error %d\n", (int)event->error_event.error_code);
}
int main(void) {
  size_t n = (size_t)1 << 41; /* 16 TiB of doubles: no GPU has that; never touched on the host */
  double *a = (double *)malloc(sizeof(double)), x = 0;
  acc_callback_register(acc_ev_error, on_error, acc_reg);
#pragma acc enter data copyin(x) create(a[0:n])
  return 0;
}

/* C++ twin of c/acc_on_device_spellings.c (the prototype with C linkage). 3.2.12 acc_on_device as portability layers spell it: the program's own prototype after
   <openacc.h>, and the parenthesised call `(acc_on_device)(d)` that escapes function-like macros,
   in a routine and in a region. Both answer as the plain call does: on an NVIDIA GPU nvidia and
   not_host are true; on the host CPU (host or multicore) nvidia is false (not_host is true on
   multicore, where the region does not run on the host device type). */
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <openacc.h>

extern "C" int acc_on_device(acc_device_t);

#pragma acc routine seq
static int where(void) {
  return (acc_on_device(acc_device_nvidia) ? 1 : 0) + ((acc_on_device)(acc_device_not_host) ? 2 : 0);
}

int main(void) {
  enum { N = 64 };
  int r[N], s[N];
#pragma acc parallel loop copyout(r, s)
  for (int i = 0; i < N; i++) {
    r[i] = where();
    s[i] = (acc_on_device)(acc_device_nvidia);
  }
  int gpu = acc_get_device_type() == acc_device_nvidia;
  int ok = 1;
  for (int i = 0; i < N; i++)
    ok = ok && (r[i] & 1) == gpu && (!gpu || r[i] == 3) && (s[i] != 0) == gpu;
  ok = ok && (acc_on_device)(acc_device_host) && !acc_on_device(acc_device_nvidia);
  printf("device code answered %d: %s\n", r[0], ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

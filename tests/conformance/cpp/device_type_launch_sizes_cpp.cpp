// 2.4 device_type: num_gangs, num_workers and vector_length follow the group of the device type the
// region runs on, chosen at run time: the group naming it, else a `*` group, else the clause before
// any device_type. A parallel region without a loop runs its block once per gang (2.5.1), so the
// gangs that ran are counted; the host device runs one gang.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <openacc.h>
#include <cstdio>

static int errors;

static void expect(const char *what, int got, int nvidia, int multicore) {
  acc_device_t t = acc_get_device_type();
  int want = t == acc_device_nvidia ? nvidia : t == acc_device_multicore ? multicore : 1;
  if (want > 0 && got != want) {
    fprintf(stderr, "FAIL: %s: %d gangs ran, expected %d\n", what, got, want);
    errors++;
  }
}

int main(void) {
  int gangs, on = 1;
  static float b[1000];
  gangs = 0;
#pragma acc parallel copy(gangs) device_type(nvidia) num_gangs(128) device_type(multicore) num_gangs(2)
  {
#pragma acc atomic update
    gangs++;
  }
  expect("nvidia(128) multicore(2)", gangs, 128, 2);
  gangs = 0;
#pragma acc parallel copy(gangs) device_type(multicore) num_gangs(3)
  {
#pragma acc atomic update
    gangs++;
  }
  expect("multicore(3)", gangs, 0, 3);
  gangs = 0;
#pragma acc parallel copy(gangs) device_type(nvidia) num_gangs(128) device_type(*) num_gangs(6)
  {
#pragma acc atomic update
    gangs++;
  }
  expect("nvidia(128) *(6)", gangs, 128, 6);
  gangs = 0;
#pragma acc parallel copy(gangs) num_gangs(4) dtype(acc_device_nvidia) num_gangs(8) dtype(host) num_gangs(7)
  {
#pragma acc atomic update
    gangs++;
  }
  expect("default 4, nvidia(8), host(7)", gangs, 8, 4);
  gangs = 0;
#pragma acc parallel copy(gangs) num_gangs(5) device_type(radeon) num_gangs(9)
  {
#pragma acc atomic update
    gangs++;
  }
  expect("default 5, radeon(9)", gangs, 5, 5);
  // A false if clause runs the region on the host: the host's size.
  gangs = 0;
  on = 0;
#pragma acc parallel copy(gangs) if(on) device_type(nvidia, multicore) num_gangs(on + 3)
  {
#pragma acc atomic update
    gangs++;
  }
  if (gangs != 1) {
    fprintf(stderr, "FAIL: if(0): %d gangs ran\n", gangs);
    errors++;
  }
  // The size of each device in a gang loop; num_workers and vector_length per device type too.
#pragma acc parallel loop copyout(b) device_type(nvidia) num_gangs(128) vector_length(128) \
    device_type(multicore) num_gangs(2) num_workers(1)
  for (int i = 0; i < 1000; i++)
    b[i] = i;
  for (int i = 0; i < 1000; i++)
    errors += b[i] != i;
  if (errors) {
    printf("FAIL: %d errors\n", errors);
    return 1;
  }
  printf("PASS device_type_launch_sizes_cpp\n");
  return 0;
}

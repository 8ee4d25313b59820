// 2.13, 2.6.7: a global, a file-static and a function-static variable in declare create or copyin
// are present for the whole program (the implicit data region of the program holds them), so a
// later data clause on one only changes reference counts: copyin, copy and copyout on data and
// compute constructs, enter data copyin, exit data copyout (also with finalize) and acc_copyout
// move no data; update and the regions are what move or change it. With memory of its own
// (a GPU, the emulated device) host and device copies keep different values; with shared memory
// they are one.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>
#include <openacc.h>

#define N 8

float g[N];
#pragma acc declare create(g)
static int fs[N];
#pragma acc declare copyin(fs)

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    fprintf(stderr, "FAIL: %s = %g, expected %g\n", what, got, want);
    ++errors;
  }
}

static int shared_memory(void) {
  return (int)acc_get_property(0, acc_get_device_type(), acc_property_shared_memory_support);
}

static void global_create(int shared) {
  float seen = -1;
  for (int i = 0; i < N; i++)
    g[i] = 1;
#pragma acc update device(g)
  for (int i = 0; i < N; i++)
    g[i] = 100; // the host's only
#pragma acc serial copyin(g) copyout(seen)
  seen = g[0];
  expect("copyin(g) of present g: the region reads", seen, shared ? 100 : 1);
  for (int i = 0; i < N; i++)
    g[i] = 1;
#pragma acc update device(g)
#pragma acc parallel loop copy(g)
  for (int i = 0; i < N; i++)
    g[i] = 5; // device 5, host 1
  expect("g[0] after parallel copy(g)", g[0], shared ? 5 : 1);
#pragma acc data copy(g)
  {
  }
  expect("g[0] after data copy(g)", g[0], shared ? 5 : 1);
#pragma acc parallel loop copyout(g)
  for (int i = 0; i < N; i++)
    g[i] += 1; // device 6
  expect("g[0] after copyout(g)", g[0], shared ? 6 : 1);
#pragma acc enter data copyin(g)
#pragma acc exit data copyout(g)
  expect("g[0] after enter data copyin / exit data copyout", g[0], shared ? 6 : 1);
#pragma acc exit data copyout(g) finalize
  acc_copyout(g, sizeof g);
  expect("g[0] after exit data finalize and acc_copyout", g[0], shared ? 6 : 1);
  if (!acc_is_present(g, sizeof g)) {
    fprintf(stderr, "FAIL: g is no longer present\n");
    ++errors;
  }
#pragma acc update self(g)
  expect("g[0] after update self", g[0], 6);
}

static void file_static_copyin(int shared) {
  for (int i = 0; i < N; i++)
    fs[i] = 7; // host 7, device still 0 (copyin at the start)
#pragma acc parallel loop copy(fs)
  for (int i = 0; i < N; i++)
    fs[i] += 1;
  expect("fs[1] after copy(fs)", fs[1], shared ? 8 : 7);
#pragma acc update self(fs)
  expect("fs[1] after update self", fs[1], shared ? 8 : 1);
}

static void function_static(int shared, int call) {
  static double counter[2];
#pragma acc declare create(counter)
  if (call == 0) {
    counter[0] = 10;
#pragma acc update device(counter)
  }
  counter[0] = -1; // the host's only
#pragma acc serial copy(counter)
  counter[0] += 1;
  expect("host counter[0] after serial copy(counter)", counter[0], shared ? 0 : -1);
#pragma acc update self(counter)
  expect("counter[0] after update self", counter[0], shared ? 0 : 11 + call);
  if (!shared)
    counter[0] = 11 + call; // keep the host in step for the next call's check
}

int main(void) {
  int shared = shared_memory();
  global_create(shared);
  file_static_copyin(shared);
  function_static(shared, 0);
  function_static(shared, 1);
  if (errors == 0)
    printf("PASS\n");
  return errors != 0;
}

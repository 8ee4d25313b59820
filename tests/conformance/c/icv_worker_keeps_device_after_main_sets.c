// ICVs are per host thread (2.3: one copy of each per host thread). A worker thread that never
// set its device type or default async starts with the initial thread's values when it first
// uses OpenACC, and keeps them when the initial thread later sets its own (acc_set_device_type,
// acc_set_default_async): the worker's present data stays where it was put, on its device.
// RUN: %acorncc %s -o %t -lpthread && %run-targets %t
#include <openacc.h>
#include <pthread.h>
#include <stdio.h>

static pthread_barrier_t bar;
static double x[100];
static acc_device_t type0, type1;
static int async0, async1;

static void *worker(void *arg) {
  (void)arg;
  type0 = acc_get_device_type();
  async0 = acc_get_default_async();
#pragma acc enter data copyin(x)
#pragma acc parallel loop present(x)
  for (int i = 0; i < 100; i++)
    x[i] += 1;
  pthread_barrier_wait(&bar); // the initial thread picks another device and queue for itself
  pthread_barrier_wait(&bar);
  type1 = acc_get_device_type();
  async1 = acc_get_default_async();
#pragma acc exit data copyout(x)
  return NULL;
}

int main(void) {
  for (int i = 0; i < 100; i++)
    x[i] = 1;
  pthread_barrier_init(&bar, NULL, 2);
  acc_device_t mine = acc_get_device_type();
  pthread_t th;
  pthread_create(&th, NULL, worker, NULL);
  pthread_barrier_wait(&bar);
  acc_set_device_type(mine == acc_device_host ? acc_device_multicore : acc_device_host);
  acc_set_default_async(7);
  pthread_barrier_wait(&bar);
  pthread_join(th, NULL);
  if (type0 != mine || type1 != type0 || async1 != async0 || x[0] != 2) {
    printf("FAIL: worker device type %d -> %d (main's %d), default async %d -> %d, x[0] = %g\n",
           (int)type0, (int)type1, (int)mine, async0, async1, x[0]);
    return 1;
  }
  if (acc_get_device_type() == mine || acc_get_default_async() != 7) {
    printf("FAIL: main's own settings did not hold\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}

// ICVs are per host thread (2.3), in C++ with std::thread: a worker that never set its device
// type or default async keeps the values it started with (the initial thread's when it first
// used OpenACC) after the initial thread sets its own, and finds its present data there.
// RUN: %acorncxx %s -o %t -lpthread && %run-targets %t
#include <openacc.h>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

static double x[100];

int main() {
  for (double &v : x)
    v = 1;
  std::mutex m;
  std::condition_variable cv;
  int stage = 0; // 1: worker mapped x; 2: main switched
  acc_device_t mine = acc_get_device_type(), type0{}, type1{};
  int async0 = 0, async1 = 0;
  std::thread worker([&] {
    type0 = acc_get_device_type();
    async0 = acc_get_default_async();
#pragma acc enter data copyin(x)
#pragma acc parallel loop present(x)
    for (int i = 0; i < 100; i++)
      x[i] += 1;
    {
      std::unique_lock<std::mutex> lock(m);
      stage = 1;
      cv.notify_all();
      cv.wait(lock, [&] { return stage == 2; });
    }
    type1 = acc_get_device_type();
    async1 = acc_get_default_async();
#pragma acc exit data copyout(x)
  });
  {
    std::unique_lock<std::mutex> lock(m);
    cv.wait(lock, [&] { return stage == 1; });
    acc_set_device_type(mine == acc_device_host ? acc_device_multicore : acc_device_host);
    acc_set_default_async(7);
    stage = 2;
    cv.notify_all();
  }
  worker.join();
  if (type0 != mine || type1 != type0 || async1 != async0 || x[0] != 2) {
    std::printf("FAIL: worker device type %d -> %d (main's %d), default async %d -> %d, x[0] = %g\n",
                (int)type0, (int)type1, (int)mine, async0, async1, x[0]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}

// 1.5 / 5.2.2 error callbacks from C++: a captureless lambda registered with
// acc_callback_register for acc_ev_error. acc_memcpy_to_device with a null destination is an
// acc_error_invalid_null_pointer error (3.2.26); the callback checks the code and the message
// (the call as written and its file:line)
// and ends the program with status 0, so the test fails if it is not called.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <openacc.h>

int main() {
  acc_callback_register(
      acc_ev_error,
      [](acc_prof_info *, acc_event_info *event, acc_api_info *) {
        const acc_error_info &e = event->error_event;
        bool ok = e.error_code == acc_error_invalid_null_pointer &&
                  std::strstr(e.message, "acc_error_callback_cpp.cpp:28:3: in "
                                         "'acc_memcpy_to_device(nullptr, src, sizeof src)'") != nullptr &&
                  std::strstr(e.message, "data_dev_dest ('nullptr') is a null pointer") != nullptr;
        std::printf("callback: %s\n", ok ? "null pointer reported" : e.message);
        std::fflush(stdout);
        std::exit(ok ? 0 : 2);
      },
      acc_reg);
  double src[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  acc_memcpy_to_device(nullptr, src, sizeof src);
  std::fprintf(stderr, "FAIL: acc_memcpy_to_device to NULL returned\n");
  return 1;
}

// 5.2.1 in C++: acc_prof_info's func_name names the function a construct is in, as __func__
// does (a member function template's own name), here for the error event of an invalid async
// argument on a compute construct (an error on every target).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <openacc.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *) {
  bool ok = prof->func_name && std::strcmp(prof->func_name, "scale") == 0 &&
            event->error_event.parent_construct == acc_construct_parallel && prof->line_no == 27;
  std::printf("%s: error in '%s' at line %d\n", ok ? "PASS" : "FAIL", prof->func_name ? prof->func_name : "(null)",
              prof->line_no);
  std::fflush(stdout);
  std::exit(ok ? 0 : 1);
}
} // namespace

namespace solver {
template <typename T> struct Field {
  T *v;
  int n;
  void scale(T s, int queue) {
#pragma acc parallel loop copy(v[0:n]) async(queue)
    for (int i = 0; i < n; ++i)
      v[i] *= s;
  }
};
} // namespace solver

int main() {
  double x[64] = {};
  acc_prof_register(acc_ev_error, on_error, acc_reg);
  solver::Field<double>{x, 64}.scale(0.5, -9); // not a queue, acc_async_noval nor acc_async_sync
  std::printf("FAIL: the invalid async argument was not reported\n");
  return 1;
}

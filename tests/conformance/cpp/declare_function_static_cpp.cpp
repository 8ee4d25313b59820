// 2.13 declare of function-static variables in C++: a static array in a function template (one
// variable, and one device copy, per instantiation) and a static in a member function. The device
// copy lives from the first time the directive is reached to the end of the program and keeps its
// values between calls; compute regions use it as present; update moves it.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#ifdef _OPENACC
#include <openacc.h>
#endif

constexpr int N = 128;

static bool discrete_memory() {
#ifdef _OPENACC
  // A GPU, or the host emulating memory of its own (ACORN_EMULATE_DISCRETE).
  return !acc_get_property(0, acc_get_device_type(), acc_property_shared_memory_support);
#else
  return false;
#endif
}

static int errors = 0;

static void expect(const char *what, int call, double got, double want) {
  if (got != want) {
    std::fprintf(stderr, "FAIL: %s (call %d) = %g, expected %g\n", what, call, got, want);
    ++errors;
  }
}

// Adds Step to every element of the instantiation's own buffer, on the device.
template <class T, int Step> T bump() {
  static T buf[N];
#pragma acc declare create(buf)
#pragma acc parallel loop
  for (int i = 0; i < N; i++) {
    buf[i] += T(Step);
  }
#pragma acc update self(buf[N - 1:1])
  return buf[N - 1];
}

struct Ledger {
  // The balance lives on the device; the host sees it after update self only.
  double post(double amount) {
    static double balance = 10.0;
#pragma acc declare copyin(balance)
    double host = balance;
#pragma acc serial
    balance += amount;
    if (discrete_memory() && balance != host) {
      std::fprintf(stderr, "FAIL: host balance %g changed before update self\n", balance);
      ++errors;
    }
#pragma acc update self(balance)
    return balance;
  }
};

int main() {
  for (int call = 1; call <= 3; call++) {
    expect("bump<double, 2>", call, bump<double, 2>(), 2.0 * call);
    expect("bump<float, 5>", call, bump<float, 5>(), 5.0 * call);
  }
  Ledger l;
  expect("post", 1, l.post(1.5), 11.5);
  expect("post", 2, l.post(-0.5), 11.0);
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}

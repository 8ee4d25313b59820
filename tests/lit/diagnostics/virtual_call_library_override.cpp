// A virtual call in device code whose callee overrides a library function (std::exception::what):
// GPU code has no version of that one, so the object's table of virtual functions cannot be the
// device's; an error at the call naming both, in a compute region or a routine, never an error in
// generated code. (Overriders in the file are compiled for the device: conformance
// implicit_routines_reached.cpp.)
// RUN: not %acorncxx -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %acorncxx -acc=multicore -c %s -o %t.o
#include <exception>

struct MyError : std::exception {
  const char *what() const noexcept override { return "mine"; }
};

#pragma acc routine seq
char first(const MyError &e) {
  return e.what()[0];
  // CHECK-DAG: virtual_call_library_override.cpp:[[@LINE-1]]:12: error: the virtual function 'MyError::what' is called in 'first', which runs on the device, but overrides 'std::exception::what', a library function that GPU code has no version of, so the object's table of virtual functions cannot be the device's; call a non-virtual function, or compile with -acc=multicore
}

void run(char *out) {
#pragma acc parallel loop copyout(out[0:4])
  for (int i = 0; i < 4; i++) {
    MyError e;
    out[i] = e.what()[1];
    // CHECK-DAG: virtual_call_library_override.cpp:[[@LINE-1]]:16: error: the virtual function 'MyError::what' is called in a compute region but overrides 'std::exception::what'
  }
}

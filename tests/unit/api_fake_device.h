//===- api_fake_device.h - API routines on a fake discrete device ---------===//
//
// A fixture that makes a FakeDiscreteDevice the current device of every
// thread, so the public routines (acc_copyin, acc_free, ...) run their
// discrete-memory paths without a GPU.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_TESTS_API_FAKE_DEVICE_H
#define ACORN_TESTS_API_FAKE_DEVICE_H

#include "core/runtime.h"
#include "fake_device.h"
#include "openacc.h"

#include <gtest/gtest.h>

namespace acorn {

struct ApiOnFakeDevice : ::testing::Test {
  FakeDiscreteDevice D;
  void SetUp() override { overrideCurrentDevice(&D); }
  void TearDown() override { overrideCurrentDevice(nullptr); }

  PresentEntry *entry(const void *Host, size_t N) {
    auto Guard = D.presentTable().lock();
    PresentLookup L = D.presentTable().find(Host, N);
    return L.State == Presence::Present ? L.Entry : nullptr;
  }
};

/// The start of an API error message: "ACORN RUNTIME ERROR: <routine>(<args>)
/// called from <caller>: "; \p Args is a regular expression.
inline std::string apiError(const std::string &Routine,
                            const std::string &Args) {
  return "ACORN RUNTIME ERROR: " + Routine + "\\(" + Args +
         "\\) called from [^:]+: ";
}

/// Regular expressions for printed arguments.
constexpr const char *AnyPtr = "0x[0-9a-f]+";

} // namespace acorn

#endif // ACORN_TESTS_API_FAKE_DEVICE_H

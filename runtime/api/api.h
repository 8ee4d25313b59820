//===- api.h - shared helpers of the OpenACC API layer --------------------===//
//
// Every routine is a thin layer: it declares its call (ACORN_API_CALL, so
// errors show the routine, its arguments and its caller), checks what only
// the routine knows (null pointers, counts) and calls the runtime function
// the directives use.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_API_H
#define ACORN_RUNTIME_API_H

#include "acc_prof.h"
#include "acorn/abi.h"
#include "core/errors.h"
#include "core/runtime.h"
#include "openacc.h"

namespace acorn {

/// acc_device_current names the current device's type (3.1).
inline acc_device_t apiType(acc_device_t Type) {
  return Type == acc_device_current ? currentDevice().type() : Type;
}

/// 3.2.18 - 3.2.20: "an acc_error_invalid_null_pointer error is issued if
/// data_arg is a null pointer and bytes is nonzero".
inline void checkData(const acorn_construct *C, const void *Host,
                      size_t Bytes, const char *Name = "data_arg") {
  if (Host || !Bytes)
    return;
  const char *Written = writtenArgument(C, Name);
  if (Written == Name)
    fail(C, acc_error_invalid_null_pointer,
         "%s is a null pointer, with %zu bytes", Name, Bytes);
  fail(C, acc_error_invalid_null_pointer,
       "%s ('%s') is a null pointer, with %zu bytes", Name, Written, Bytes);
}

} // namespace acorn

#endif // ACORN_RUNTIME_API_H

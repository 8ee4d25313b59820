//===- api.h - shared helpers of the OpenACC API layer --------------------===//
#ifndef ACORN_RUNTIME_API_H
#define ACORN_RUNTIME_API_H

#include "acorn/abi.h"
#include "core/runtime.h"
#include "openacc.h"

/// The construct an API routine reports errors against: file "<api>", the
/// routine's name as directive.
#define ACORN_API_CONSTRUCT(Var)                                               \
  static const acorn_construct Var = {"<api>", 0, 0, __func__}

#endif // ACORN_RUNTIME_API_H

//===- errors.h - the construct a runtime error is reported against -------===//
//
// Devices move bytes without knowing which directive asked for it. The entry
// points record their construct here (per host thread) so a device error can
// still name the directive and its source position.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_ERRORS_H
#define ACORN_RUNTIME_ERRORS_H

#include "acorn/abi.h"

namespace acorn {

/// The construct the calling thread is executing for (nullptr if none).
const acorn_construct *activeConstruct();

class ActiveConstruct {
public:
  explicit ActiveConstruct(const acorn_construct *C);
  ~ActiveConstruct();
  ActiveConstruct(const ActiveConstruct &) = delete;
  ActiveConstruct &operator=(const ActiveConstruct &) = delete;

private:
  const acorn_construct *Saved;
};

} // namespace acorn

#endif // ACORN_RUNTIME_ERRORS_H

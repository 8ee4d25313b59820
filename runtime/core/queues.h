//===- queues.h - async and wait arguments (2.16) -------------------------===//
#ifndef ACORN_RUNTIME_QUEUES_H
#define ACORN_RUNTIME_QUEUES_H

#include "acorn/abi.h"

namespace acorn {

/// 2.16.1: an async argument is a non-negative queue number, acc_async_noval
/// or acc_async_sync.
bool isValidAsync(int Async);

/// 2.16.2 wait arguments: non-negative queue numbers or acc_async_noval
/// (acc_async_sync is accepted too: that queue is never busy).
bool isValidWaitArg(int Queue);

/// The queue an async argument means: acc_async_noval becomes the value of
/// acc-default-async-var (which may itself be acc_async_noval, a queue of its
/// own). Stops the program naming construct \p C for an invalid argument.
int resolveAsync(const acorn_construct *C, int Async);

/// The same for a wait argument.
int resolveWaitArg(const acorn_construct *C, int Queue);

} // namespace acorn

#endif // ACORN_RUNTIME_QUEUES_H

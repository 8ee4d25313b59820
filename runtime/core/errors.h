//===- errors.h - runtime errors: what failed, where, and who is told -----===//
//
// Every runtime error names what the user wrote: the directive and its
// file:line (acorn_construct), or the API routine with its arguments and its
// caller. Devices move bytes without knowing which directive asked for it, so
// the entry points record their construct here (per host thread).
//
// fail() calls the acc_ev_error callbacks (1.5, 5.2.2) with the message,
// then prints it and stops the program with exit status 1.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_ERRORS_H
#define ACORN_RUNTIME_ERRORS_H

#include "acc_prof.h"
#include "acorn/abi.h"

#include <cstdint>
#include <initializer_list>
#include <string>

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

/// The async argument of the work the calling thread is doing and the queue
/// it resolved to: an error's acc_prof_info (5.2.1: async, async_queue) says
/// them; acc_async_sync where no such scope is open.
class ActiveQueue {
public:
  ActiveQueue(int Async, int Queue);
  ~ActiveQueue();
  ActiveQueue(const ActiveQueue &) = delete;
  ActiveQueue &operator=(const ActiveQueue &) = delete;

private:
  int SavedAsync, SavedQueue;
};

/// One argument of an API routine, printed in error messages as the
/// specification names it: "bytes=800".
struct ApiArg {
  enum Kind { Pointer, Int, Size, DeviceType };
  const char *Name;
  Kind K;
  uint64_t Bits;

  static ApiArg ptr(const char *N, const void *P) {
    return {N, Pointer, reinterpret_cast<uintptr_t>(P)};
  }
  static ApiArg num(const char *N, long long V) {
    return {N, Int, static_cast<uint64_t>(V)};
  }
  static ApiArg size(const char *N, size_t V) { return {N, Size, V}; }
  static ApiArg type(const char *N, int V) {
    return {N, DeviceType, static_cast<uint64_t>(static_cast<int64_t>(V))};
  }
};

/// An OpenACC API routine the calling thread is executing: errors raised
/// while it runs read "acc_copyout(data_arg=0x..., bytes=800) called from
/// ./prog+0x1189: ...", or, when the compiler recorded the call's site
/// (acorn_api_at), "f.c:15:3: in 'acc_copyout(u, n * sizeof(double))'
/// (data_arg=0x..., bytes=800): ...". The outermost call of a thread wins, so
/// routines that call others report the one the program called.
class ApiCall {
public:
  ApiCall(const char *Routine, const void *ReturnAddress,
          std::initializer_list<ApiArg> Args);
  ~ApiCall();
  ApiCall(const ApiCall &) = delete;
  ApiCall &operator=(const ApiCall &) = delete;

  /// The construct errors of this call are reported against: the call's
  /// site, or file "<api>" when it is not known; the routine's name as directive.
  const acorn_construct *construct() const { return &C; }

  /// "acc_copyout(data_arg=0x1000, bytes=800) called from ./prog+0x1189", or
  /// with the call's site "f.c:15:3: in 'acc_copyout(u, n)' (data_arg=...)"
  std::string describe() const;

  /// The argument for parameter \p Param as the program wrote it ("u" for
  /// "data_arg"), or \p Param when the call's site is not known.
  const char *written(const char *Param) const;

  /// The call \p C belongs to, if it is the calling thread's current one.
  static const ApiCall *of(const acorn_construct *C);

private:
  static constexpr int MaxArgs = 6;
  acorn_construct C;
  const void *Caller;
  ApiArg Args[MaxArgs];
  int NumArgs = 0;
  const char *Written[MaxArgs] = {}; ///< from the call's site, if recorded
  bool Current = false;
  const acorn_construct *SavedActive = nullptr;
};

/// Declare the API call \p Var of the enclosing routine (an extern "C"
/// function libacorn exports): ACORN_API_CALL(Call, ApiArg::ptr("data_arg", P)).
#define ACORN_API_CALL(Var, ...)                                               \
  ::acorn::ApiCall Var(__func__, __builtin_return_address(0), {__VA_ARGS__})

/// The name for parameter \p Param of the API call \p C belongs to, as the
/// program wrote it (ApiCall::written), or \p Param itself.
const char *writtenArgument(const acorn_construct *C, const char *Param);

/// Stop the program for error \p Code raised by construct \p C: call the
/// acc_ev_error callbacks, then print
///   ACORN RUNTIME ERROR: <where>: <message>
/// and exit with status 1.
[[noreturn]] void fail(const acorn_construct *C, acc_error_t Code,
                       const char *Format, ...)
    __attribute__((format(printf, 3, 4)));

/// Numbers each host thread once, from 1 (acc_prof_info::thread_id, 5.5.3).
int hostThreadId();

} // namespace acorn

#endif // ACORN_RUNTIME_ERRORS_H

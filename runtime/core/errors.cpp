//===- errors.cpp - stopping the program with a message for the user ------===//
//
// Every runtime error is written for the person who wrote the directive or
// the call: where (construct and file:line, or routine, arguments and caller),
// then what the runtime saw. The acc_ev_error callbacks hear of it first
// (1.5: they may release resources, or stop the program their own way; the
// message is theirs in acc_error_info::message), then the message goes to
// stderr and the program exits with status 1.
//
//===----------------------------------------------------------------------===//

#include "core/errors.h"

#include "core/callbacks.h"
#include "core/env.h"
#include "core/runtime.h"

#include <atomic>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <mutex>
#include <unistd.h>

namespace acorn {

namespace {
thread_local const acorn_construct *Active = nullptr;
thread_local const ApiCall *CurrentCall = nullptr;
thread_local int ActiveAsync = acc_async_sync, ActiveQueueNumber = acc_async_sync;
/// The site of the API call the program is about to make (acorn_api_at).
struct CallSite {
  const char *File = nullptr;
  int Line = 0, Column = 0;
  const char *Routine = nullptr;
  const char *Args = nullptr; ///< the arguments' texts, each NUL-terminated
  int NumArgs = 0;
};
/// The sites of the calls being made, innermost last: a call in another's
/// arguments (`acc_memcpy_to_device(acc_deviceptr(b), a, n)`) records its
/// site after the outer one's and takes it first. A routine that reports no
/// errors leaves its record; the oldest records go when more come.
constexpr int MaxSites = 8;
thread_local CallSite Sites[MaxSites];
thread_local int NumSites = 0;

/// The most recent site recorded for \p Routine, removed with those after it.
CallSite takeSite(const char *Routine) {
  for (int I = NumSites - 1; I >= 0; --I)
    if (std::strcmp(Sites[I].Routine, Routine) == 0) {
      NumSites = I;
      return Sites[I];
    }
  return CallSite();
}
thread_local bool FailingHere = false;
std::atomic<bool> Failing{false};
std::atomic<int> LastThreadId{0};
thread_local int ThreadId = 0;

/// "./prog+0x1189 (main+0x39)": where a return address lies, in a form
/// `addr2line -e ./prog 0x1189` turns into file:line. The address is moved
/// back into the call instruction.
std::string callerText(const void *ReturnAddress) {
  if (!ReturnAddress)
    return "";
  auto Addr = reinterpret_cast<uintptr_t>(ReturnAddress) - 1;
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(Addr), &Info) || !Info.dli_fbase)
    return "";
  const char *File = Info.dli_fname && *Info.dli_fname
                         ? Info.dli_fname
                         : program_invocation_name;
  uintptr_t Base = reinterpret_cast<uintptr_t>(Info.dli_fbase);
  // Position-independent objects are addressed from their load base, fixed
  // executables by absolute address.
  auto *Header = static_cast<const ElfW(Ehdr) *>(Info.dli_fbase);
  uintptr_t Shown = Header->e_type == ET_DYN ? Addr - Base : Addr;
  char Buf[512];
  int N = std::snprintf(Buf, sizeof Buf, "%s+0x%" PRIxPTR, File, Shown);
  if (Info.dli_sname && N > 0 && static_cast<size_t>(N) < sizeof Buf)
    std::snprintf(Buf + N, sizeof Buf - N, " (%s+0x%" PRIxPTR ")",
                  Info.dli_sname,
                  Addr - reinterpret_cast<uintptr_t>(Info.dli_saddr));
  return Buf;
}

std::string argText(const ApiArg &A) {
  char Buf[96];
  switch (A.K) {
  case ApiArg::Pointer:
    if (A.Bits == 0)
      std::snprintf(Buf, sizeof Buf, "%s=NULL", A.Name);
    else
      std::snprintf(Buf, sizeof Buf, "%s=0x%" PRIx64, A.Name, A.Bits);
    break;
  case ApiArg::Int:
    std::snprintf(Buf, sizeof Buf, "%s=%lld", A.Name,
                  static_cast<long long>(A.Bits));
    break;
  case ApiArg::Size:
    std::snprintf(Buf, sizeof Buf, "%s=%" PRIu64, A.Name, A.Bits);
    break;
  case ApiArg::DeviceType: {
    auto T = static_cast<acc_device_t>(static_cast<int64_t>(A.Bits));
    const char *Name = deviceTypeName(T);
    if (std::strcmp(Name, "unknown") == 0)
      std::snprintf(Buf, sizeof Buf, "%s=%d", A.Name, static_cast<int>(T));
    else
      std::snprintf(Buf, sizeof Buf, "%s=acc_device_%s", A.Name, Name);
    break;
  }
  }
  return Buf;
}

/// "file:line:col: in 'directive': " or the API call's description.
std::string whereText(const acorn_construct *C) {
  if (!C)
    return "";
  if (const ApiCall *Call = ApiCall::of(C))
    return Call->describe() + ": ";
  std::string Text = C->file ? C->file : "<unknown>";
  if (C->line > 0)
    Text += ":" + std::to_string(C->line) + ":" + std::to_string(C->column);
  Text += ": ";
  if (C->directive)
    Text += std::string("in '") + C->directive + "': ";
  return Text;
}

acc_construct_t constructKind(const acorn_construct *C) {
  if (!C || ApiCall::of(C) || !C->directive)
    return acc_construct_runtime_api;
  static const struct {
    const char *Prefix;
    acc_construct_t Kind;
  } Kinds[] = {{"parallel", acc_construct_parallel},
               {"kernels", acc_construct_kernels},
               {"serial", acc_construct_serial},
               {"enter data", acc_construct_enter_data},
               {"exit data", acc_construct_exit_data},
               {"host_data", acc_construct_host_data},
               {"data", acc_construct_data},
               {"update", acc_construct_update},
               {"wait", acc_construct_wait},
               {"init", acc_construct_init},
               {"shutdown", acc_construct_shutdown},
               {"set", acc_construct_set},
               {"atomic", acc_construct_atomic},
               {"declare", acc_construct_declare},
               {"loop", acc_construct_loop}};
  for (const auto &K : Kinds)
    if (std::strncmp(C->directive, K.Prefix, std::strlen(K.Prefix)) == 0)
      return K.Kind;
  return acc_construct_runtime_api;
}

/// 5.2: tell the acc_ev_error callbacks.
void notifyCallbacks(const acorn_construct *C, acc_error_t Code,
                     const std::string &Message) {
  acc_prof_info Prof = {};
  Prof.event_type = acc_ev_error;
  Prof.valid_bytes = sizeof Prof;
  Prof.version = 202211;
  Prof.thread_id = hostThreadId();
  Prof.async = ActiveAsync;
  Prof.async_queue = ActiveQueueNumber;
  if (Device *D = peekCurrentDevice()) {
    Prof.device_type = D->type();
    Prof.device_number = D->number();
  }
  if (C) {
    Prof.src_file = C->file;
    Prof.line_no = Prof.end_line_no = C->line;
    Prof.func_name = ApiCall::of(C) ? C->directive : C->function;
  }
  acc_event_info Event = {};
  Event.error_event.event_type = acc_ev_error;
  Event.error_event.valid_bytes = sizeof Event.error_event;
  Event.error_event.parent_construct = constructKind(C);
  Event.error_event.error_code = Code;
  Event.error_event.message = Message.c_str();
  acc_api_info Api = {};
  Api.valid_bytes = sizeof Api;
  Api.device_type = Prof.device_type;
  Api.device_api = Prof.device_type == acc_device_nvidia ? acc_device_api_cuda
                                                         : acc_device_api_none;
  dispatchErrorEvent(&Prof, &Event, &Api);
}

} // namespace

const acorn_construct *activeConstruct() { return Active; }

ActiveConstruct::ActiveConstruct(const acorn_construct *C) : Saved(Active) {
  Active = C;
}
ActiveConstruct::~ActiveConstruct() { Active = Saved; }

ActiveQueue::ActiveQueue(int Async, int Queue)
    : SavedAsync(ActiveAsync), SavedQueue(ActiveQueueNumber) {
  ActiveAsync = Async;
  ActiveQueueNumber = Queue;
}
ActiveQueue::~ActiveQueue() {
  ActiveAsync = SavedAsync;
  ActiveQueueNumber = SavedQueue;
}

ApiCall::ApiCall(const char *Routine, const void *ReturnAddress,
                 std::initializer_list<ApiArg> List)
    : C{"<api>", 0, 0, Routine, nullptr}, Caller(ReturnAddress) {
  for (const ApiArg &A : List)
    if (NumArgs < MaxArgs)
      Args[NumArgs++] = A;
  if (CurrentCall)
    return; // a routine called by another one: the outer call is reported
  if (CallSite Site = takeSite(Routine); Site.Routine) {
    C.file = Site.File;
    C.line = Site.Line;
    C.column = Site.Column;
    const char *Text = Site.Args;
    for (int I = 0; I < Site.NumArgs && I < MaxArgs; ++I) {
      Written[I] = Text;
      Text += std::strlen(Text) + 1;
    }
  }
  Current = true;
  CurrentCall = this;
  SavedActive = Active;
  Active = &C;
}

ApiCall::~ApiCall() {
  if (!Current)
    return;
  CurrentCall = nullptr;
  Active = SavedActive;
}

const ApiCall *ApiCall::of(const acorn_construct *Construct) {
  return CurrentCall && Construct == &CurrentCall->C ? CurrentCall : nullptr;
}

std::string ApiCall::describe() const {
  std::string Values;
  for (int I = 0; I < NumArgs; ++I)
    Values += (I ? ", " : "") + argText(Args[I]);
  if (C.line > 0) {
    std::string Call = std::string(C.directive) + "(";
    for (int I = 0; I < MaxArgs && Written[I]; ++I)
      Call += (I ? ", " : "") + std::string(Written[I]);
    return std::string(C.file) + ":" + std::to_string(C.line) + ":" +
           std::to_string(C.column) + ": in '" + Call + ")' (" + Values + ")";
  }
  std::string Text = std::string(C.directive) + "(" + Values + ")";
  std::string From = callerText(Caller);
  if (!From.empty())
    Text += " called from " + From;
  return Text;
}

const char *ApiCall::written(const char *Param) const {
  for (int I = 0; I < NumArgs; ++I)
    if (std::strcmp(Args[I].Name, Param) == 0)
      return Written[I] && *Written[I] ? Written[I] : Param;
  return Param;
}

const char *writtenArgument(const acorn_construct *C, const char *Param) {
  const ApiCall *Call = ApiCall::of(C);
  return Call ? Call->written(Param) : Param;
}

int hostThreadId() {
  if (!ThreadId)
    ThreadId = ++LastThreadId;
  return ThreadId;
}

void fail(const acorn_construct *C, acc_error_t Code, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  char Small[1024];
  va_list Copy;
  va_copy(Copy, Args);
  int N = std::vsnprintf(Small, sizeof Small, Format, Copy);
  va_end(Copy);
  std::string Text;
  if (N >= 0 && static_cast<size_t>(N) >= sizeof Small) {
    Text.resize(static_cast<size_t>(N) + 1);
    std::vsnprintf(&Text[0], Text.size(), Format, Args);
    Text.resize(static_cast<size_t>(N));
  } else {
    Text = N >= 0 ? Small : Format;
  }
  va_end(Args);

  std::string Message = whereText(C) + Text;
  std::fflush(stdout); // keep the program's own output ahead of the error
  if (FailingHere) {
    // An error callback ran into an error of its own: no second round.
    std::fprintf(stderr, "ACORN RUNTIME ERROR (in an error callback): %s\n",
                 Message.c_str());
    std::fflush(stderr);
    _exit(1);
  }
  if (Failing.exchange(true)) {
    // Another thread is already reporting an error and stopping the program.
    for (;;)
      pause();
  }
  FailingHere = true;
  registerToolLibraries(); // an error before the runtime started still counts
  notifyCallbacks(C, Code, Message);
  std::fprintf(stderr, "ACORN RUNTIME ERROR: %s\n", Message.c_str());
  std::fflush(stderr);
  std::exit(1);
}

} // namespace acorn

extern "C" void acorn_fatal(const acorn_construct *C, const char *Format, ...) {
  va_list Args;
  va_start(Args, Format);
  char Buf[2048];
  std::vsnprintf(Buf, sizeof Buf, Format, Args);
  va_end(Args);
  acorn::fail(C, acc_error_other, "%s", Buf);
}

extern "C" void acorn_api_at(const char *File, int Line, int Column,
                             const char *Routine, const char *Args,
                             int NumArgs) {
  using namespace acorn;
  if (NumSites == MaxSites) {
    std::memmove(Sites, Sites + 1, sizeof Sites - sizeof Sites[0]);
    --NumSites;
  }
  Sites[NumSites++] = {File, Line, Column, Routine, Args, NumArgs};
}

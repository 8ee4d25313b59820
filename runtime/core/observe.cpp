//===- observe.cpp - ACORN_NOTIFY and ACORN_TIME --------------------------===//
//
// Two consumers of the chapter 5 events (observe.h), registered before main
// when their variable is set: the notifier prints one line per event on
// stderr, the timer adds wall time between start and end events up per
// construct and prints the table at exit. Times are host times: an async
// operation counts the time to enqueue it, a GPU kernel is counted but not
// timed (its compute region is, through the wait at its end).
//
//===----------------------------------------------------------------------===//

#include "core/observe.h"

#include "core/env.h"
#include "core/errors.h"
#include "core/runtime.h"

#include "acorn/gang_shape.h"

#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

namespace acorn {

std::atomic<bool> ObserveOn{false};

namespace {

using Clock = std::chrono::steady_clock;

unsigned NotifyMask = 0;
bool TimeOn = false; // the report at exit is wanted

/// The internal consumers per event, filled before main (or by a test before
/// it drives events) and only read afterwards.
std::vector<acc_prof_callback> &consumers(acc_event_t E) {
  static auto *C = new std::vector<acc_prof_callback>[acc_ev_last];
  return C[E];
}

/// The compute constructs this thread is in, innermost last: a host region's
/// launch names no construct of its own.
thread_local std::vector<const acorn_construct *> OpenCompute;

acc_construct_t constructOf(const acorn_construct *C) {
  const char *D = C && C->directive ? C->directive : "";
  auto Starts = [D](const char *P) {
    return std::strncmp(D, P, std::strlen(P)) == 0;
  };
  if (Starts("parallel"))
    return acc_construct_parallel;
  if (Starts("kernels"))
    return acc_construct_kernels;
  if (Starts("serial"))
    return acc_construct_serial;
  if (Starts("enter data"))
    return acc_construct_enter_data;
  if (Starts("exit data"))
    return acc_construct_exit_data;
  if (Starts("data"))
    return acc_construct_data;
  if (Starts("declare"))
    return acc_construct_declare;
  if (Starts("update"))
    return acc_construct_update;
  if (Starts("wait"))
    return acc_construct_wait;
  if (Starts("host_data"))
    return acc_construct_host_data;
  return acc_construct_runtime_api;
}

bool isCompute(acc_construct_t K) {
  return K == acc_construct_parallel || K == acc_construct_kernels ||
         K == acc_construct_serial;
}

void dispatch(acc_prof_info &Prof, acc_event_info &Event) {
  acc_api_info Api = {};
  Api.device_api = Prof.device_type == acc_device_nvidia ? acc_device_api_cuda
                                                         : acc_device_api_none;
  Api.valid_bytes = sizeof Api;
  Api.device_type = Prof.device_type;
  for (acc_prof_callback Cb : consumers(Prof.event_type))
    Cb(&Prof, &Event, &Api);
}

acc_prof_info profInfo(acc_event_t E, const acorn_construct *C,
                       acc_device_t Type, int Number, int Async) {
  acc_prof_info P = {};
  P.event_type = E;
  P.valid_bytes = sizeof P;
  P.version = 202211;
  P.device_type = Type;
  P.device_number = Number;
  P.thread_id = hostThreadId();
  P.async = Async;
  P.async_queue = Async;
  P.src_file = C && C->file ? C->file : "<unknown>";
  P.line_no = C ? C->line : 0;
  P.func_name = C ? C->function : nullptr;
  P.end_line_no = P.line_no;
  return P;
}

void emitOther(acc_event_t E, const acorn_construct *C, acc_device_t Type,
               int Number, int Async) {
  if (consumers(E).empty())
    return;
  acc_prof_info P = profInfo(E, C, Type, Number, Async);
  acc_event_info Ev = {};
  Ev.other_event.event_type = E;
  Ev.other_event.valid_bytes = sizeof(acc_other_event_info);
  Ev.other_event.parent_construct = constructOf(C);
  dispatch(P, Ev);
}

int numberOn(acc_device_t Type) {
  Device &D = currentDevice();
  return D.type() == Type ? D.number() : 0;
}

// ---- ACORN_NOTIFY ----------------------------------------------------------

void notifyConsumer(acc_prof_info *Prof, acc_event_info *Event,
                    acc_api_info *) {
  std::string Line = formatNotify(NotifyMask, *Prof, *Event);
  if (Line.empty())
    return;
  Line += '\n';
  std::fputs(Line.c_str(), stderr); // one write per line: threads interleave
}

// ---- ACORN_TIME ------------------------------------------------------------

struct Stat {
  unsigned long long Count = 0, Total = 0, Max = 0, Min = ULLONG_MAX;
  size_t Bytes = 0;
  void add(unsigned long long Us) {
    ++Count;
    Total += Us;
    Max = Us > Max ? Us : Max;
    Min = Us < Min ? Us : Min;
  }
};

struct Record {
  unsigned long long Reached = 0;
  Stat Time; // the construct (data regions: each entry and exit)
  unsigned long long Launches = 0;
  Stat LaunchTime; // host and multicore launches
  size_t MinGangs = SIZE_MAX, MaxGangs = 0;
  Stat Upload, Download;
};

/// File, device type, device number, line, construct kind.
using Key = std::tuple<std::string, int, int, int, int>;

struct Table {
  std::mutex Mutex;
  std::map<Key, Record> Records;
};

Table &table() {
  static Table *T = new Table; // never destroyed: read by the atexit report
  return *T;
}

Key keyOf(const acc_prof_info &P, acc_construct_t K) {
  return Key(P.src_file ? P.src_file : "<unknown>", P.device_type,
             P.device_number, P.line_no, K);
}

thread_local std::vector<Clock::time_point> Started;

unsigned long long elapsedUs() {
  if (Started.empty())
    return 0;
  auto D = Clock::now() - Started.back();
  Started.pop_back();
  return std::chrono::duration_cast<std::chrono::microseconds>(D).count();
}

void timeConsumer(acc_prof_info *Prof, acc_event_info *Event, acc_api_info *) {
  acc_event_t E = Prof->event_type;
  acc_construct_t K = parentOf(*Event);
  bool Start = E == acc_ev_compute_construct_start ||
               E == acc_ev_enter_data_start || E == acc_ev_exit_data_start ||
               E == acc_ev_update_start || E == acc_ev_wait_start ||
               E == acc_ev_enqueue_upload_start ||
               E == acc_ev_enqueue_download_start ||
               (E == acc_ev_enqueue_launch_start &&
                Prof->device_type != acc_device_nvidia);
  if (Start) // the clock starts last, so the bookkeeping is not timed
    Started.push_back(Clock::now());
  unsigned long long Us = Start ? 0 : elapsedUs();
  Table &T = table();
  std::lock_guard<std::mutex> Guard(T.Mutex);
  Record &R = T.Records[keyOf(*Prof, K)];
  switch (E) {
  case acc_ev_compute_construct_start:
  case acc_ev_update_start:
  case acc_ev_wait_start:
    ++R.Reached;
    break;
  case acc_ev_enter_data_start:
  case acc_ev_exit_data_start:
    // A data region is reached at its entry; enter data and exit data are
    // reached once each.
    if (!isCompute(K) &&
        E == (K == acc_construct_exit_data ? acc_ev_exit_data_start
                                           : acc_ev_enter_data_start))
      ++R.Reached;
    break;
  case acc_ev_compute_construct_end:
  case acc_ev_update_end:
  case acc_ev_wait_end:
    R.Time.add(Us);
    break;
  case acc_ev_enter_data_end:
  case acc_ev_exit_data_end:
    if (!isCompute(K)) // a compute construct's time includes its data
      R.Time.add(Us);
    break;
  case acc_ev_enqueue_launch_start: {
    ++R.Launches;
    size_t G = Event->launch_event.num_gangs;
    if (G) {
      R.MinGangs = G < R.MinGangs ? G : R.MinGangs;
      R.MaxGangs = G > R.MaxGangs ? G : R.MaxGangs;
    }
    break;
  }
  case acc_ev_enqueue_launch_end:
    R.LaunchTime.add(Us);
    break;
  case acc_ev_enqueue_upload_end:
    R.Upload.add(Us);
    R.Upload.Bytes += Event->data_event.bytes;
    break;
  case acc_ev_enqueue_download_end:
    R.Download.add(Us);
    R.Download.Bytes += Event->data_event.bytes;
    break;
  default:
    break;
  }
}

std::string timesLine(const char *Indent, const char *What, const Stat &S) {
  std::string L =
      std::string(Indent) + What + "(us): total=" + formatMicroseconds(S.Total);
  if (S.Count)
    L += " max=" + formatMicroseconds(S.Max) +
         " min=" + formatMicroseconds(S.Min) +
         " avg=" + formatMicroseconds(S.Total / S.Count);
  return L + "\n";
}

std::string times(unsigned long long N) {
  return std::to_string(N) + (N == 1 ? " time" : " times");
}

const char *kindName(acc_construct_t K) {
  switch (K) {
  case acc_construct_parallel:
  case acc_construct_kernels:
  case acc_construct_serial:
    return "compute region";
  case acc_construct_data:
    return "data region";
  case acc_construct_declare:
    return "declare region";
  case acc_construct_enter_data:
    return "enter data";
  case acc_construct_exit_data:
    return "exit data";
  case acc_construct_update:
    return "update";
  case acc_construct_wait:
    return "wait";
  default:
    return "runtime routines";
  }
}

const char *deviceHeading(int Type) {
  switch (Type) {
  case acc_device_nvidia:
    return "NVIDIA";
  case acc_device_multicore:
    return "multicore";
  default:
    return "host";
  }
}

void transfers(std::string &Out, const std::string &Line, const char *What,
               const Stat &S) {
  if (!S.Count)
    return;
  Out += "        " + Line + ": data " + What +
         " transfers: " + std::to_string(S.Count) + " (" +
         formatMicroseconds(S.Bytes) + " bytes)\n";
  Out += timesLine("             ", "elapsed time", S);
}

void printReportAtExit() {
  if (!TimeOn)
    return;
  std::fflush(stdout); // after the program's output, also when piped
  std::string R = timingReport();
  std::fputs(R.c_str(), stderr);
  std::fflush(stderr);
}

void warnInvalid(const char *Name, const char *Value, const char *Expected) {
  std::fprintf(stderr, "ACORN WARNING: %s='%s' is not a number (%s); ignored\n",
               Name, Value, Expected);
}

/// The variable, else its NVHPC alias; nullptr when neither is set (empty
/// counts as unset). \p Name: the one read.
const char *valueOf(const char *Var, const char *Alias, const char *&Name) {
  for (const char *N : {Var, Alias}) {
    const char *V = std::getenv(N);
    if (V && *V) {
      Name = N;
      return V;
    }
  }
  return nullptr;
}

void readObserveEnvironment() {
  unsigned long Notify = 0, Time = 0;
  const char *Name = nullptr;
  if (const char *V = valueOf("ACORN_NOTIFY", "NV_ACC_NOTIFY", Name))
    if (!parseObserveValue(V, Notify))
      warnInvalid(Name, V,
                  "a bitmask: 1 launches, 2 transfers, 4 regions, 8 waits, "
                  "16 allocations");
  if (const char *V = valueOf("ACORN_TIME", "NV_ACC_TIME", Name))
    if (!parseObserveValue(V, Time))
      warnInvalid(Name, V, "1 prints the time per construct at exit");
  if ((Notify & NotifyAll) || Time)
    startObserving(static_cast<unsigned>(Notify & NotifyAll), Time != 0);
}

// Before main, so the first construct is seen; libacorn.a links this file
// through the call sites' references to ObserveOn.
struct StartUp {
  StartUp() { readObserveEnvironment(); }
} TheStartUp;

} // namespace

// ---- call sites ------------------------------------------------------------

void ObserveScope::begin(bool OnHost) {
  if (OnHost) {
    Type = acc_device_host;
  } else {
    Device &D = Dev ? *Dev : currentDevice();
    Type = D.type();
    Number = D.number();
  }
  acc_construct_t K = constructOf(C);
  switch (Site) {
  case ObserveSite::DataEnter:
    if (isCompute(K)) {
      OpenCompute.push_back(C);
      emitOther(acc_ev_compute_construct_start, C, Type, Number, Async);
    }
    [[fallthrough]];
  case ObserveSite::EnterData:
    emitOther(acc_ev_enter_data_start, C, Type, Number, Async);
    break;
  case ObserveSite::DataExit:
  case ObserveSite::ExitData:
    emitOther(acc_ev_exit_data_start, C, Type, Number, Async);
    break;
  case ObserveSite::Update:
    emitOther(acc_ev_update_start, C, Type, Number, Async);
    break;
  case ObserveSite::Wait:
    emitOther(acc_ev_wait_start, C, Type, Number, Async);
    break;
  }
}

void ObserveScope::end() {
  switch (Site) {
  case ObserveSite::DataEnter:
  case ObserveSite::EnterData:
    emitOther(acc_ev_enter_data_end, C, Type, Number, Async);
    break;
  case ObserveSite::DataExit:
  case ObserveSite::ExitData:
    emitOther(acc_ev_exit_data_end, C, Type, Number, Async);
    if (Site == ObserveSite::DataExit && isCompute(constructOf(C))) {
      emitOther(acc_ev_compute_construct_end, C, Type, Number, Async);
      if (!OpenCompute.empty())
        OpenCompute.pop_back();
    }
    break;
  case ObserveSite::Update:
    emitOther(acc_ev_update_end, C, Type, Number, Async);
    break;
  case ObserveSite::Wait:
    emitOther(acc_ev_wait_end, C, Type, Number, Async);
    break;
  }
}

void observeData(acc_event_t E, const acorn_construct *C, Device &D,
                 const char *Var, size_t Bytes, const void *Host,
                 const void *DevPtr, int Async) {
  if (consumers(E).empty())
    return;
  acc_prof_info P = profInfo(E, C, D.type(), D.number(), Async);
  acc_event_info Ev = {};
  acc_data_event_info &Data = Ev.data_event;
  Data.event_type = E;
  Data.valid_bytes = sizeof Data;
  Data.parent_construct = constructOf(C);
  Data.var_name = Var;
  Data.bytes = Bytes;
  Data.host_ptr = Host;
  Data.device_ptr = DevPtr;
  dispatch(P, Ev);
}

static void emitLaunch(acc_event_t E, const acorn_construct *C,
                       acc_device_t Type, size_t Gangs, int Async) {
  if (!C && !OpenCompute.empty())
    C = OpenCompute.back();
  if (consumers(E).empty())
    return;
  acc_prof_info P = profInfo(E, C, Type, numberOn(Type), Async);
  acc_event_info Ev = {};
  acc_launch_event_info &L = Ev.launch_event;
  L.event_type = E;
  L.valid_bytes = sizeof L;
  L.parent_construct = constructOf(C);
  L.num_gangs = Gangs;
  dispatch(P, Ev);
}

void observeLaunchStart(const acorn_construct *C, acc_device_t Type,
                        size_t Gangs, int Async) {
  if (observing())
    emitLaunch(acc_ev_enqueue_launch_start, C, Type, Gangs, Async);
}

void observeLaunchEnd(const acorn_construct *C, acc_device_t Type, int Async) {
  if (observing())
    emitLaunch(acc_ev_enqueue_launch_end, C, Type, 0, Async);
}

void startObserving(unsigned Mask, bool Time) {
  for (int E = 0; E < acc_ev_last; ++E)
    consumers(static_cast<acc_event_t>(E)).clear();
  NotifyMask = Mask;
  TimeOn = Time;
  const acc_event_t Notified[] = {acc_ev_enqueue_launch_start,
                                  acc_ev_enqueue_upload_start,
                                  acc_ev_enqueue_download_start,
                                  acc_ev_alloc,
                                  acc_ev_free,
                                  acc_ev_compute_construct_start,
                                  acc_ev_compute_construct_end,
                                  acc_ev_enter_data_start,
                                  acc_ev_exit_data_end,
                                  acc_ev_wait_start};
  if (Mask)
    for (acc_event_t E : Notified)
      consumers(E).push_back(&notifyConsumer);
  if (Time) {
    for (int E = acc_ev_enter_data_start; E <= acc_ev_wait_end; ++E)
      consumers(static_cast<acc_event_t>(E)).push_back(&timeConsumer);
    static bool Registered = false; // tests may start twice
    if (!Registered && std::atexit(&printReportAtExit) == 0)
      Registered = true;
  }
  ObserveOn.store(Mask || Time, std::memory_order_relaxed);
}

void resetTiming() {
  Table &T = table();
  std::lock_guard<std::mutex> Guard(T.Mutex);
  T.Records.clear();
}

std::string timingReport() {
  Table &T = table();
  std::lock_guard<std::mutex> Guard(T.Mutex);
  std::string Out = "\nAccelerator Kernel Timing data\n";
  if (T.Records.empty())
    return Out + "    no OpenACC construct ran\n";
  const std::string *File = nullptr;
  int Type = -1, Number = -1;
  for (auto It = T.Records.begin(); It != T.Records.end(); ++It) {
    const auto &[F, Ty, Num, Line, Kind] = It->first;
    if (!File || *File != F) {
      File = &F;
      Type = -1;
      Out += F + "\n";
    }
    if (Ty != Type || Num != Number) {
      Type = Ty;
      Number = Num;
      // The group's time: its constructs do not overlap (a data region
      // counts its entry and exit only, not its body).
      unsigned long long Total = 0;
      for (auto G = It;
           G != T.Records.end() && std::get<0>(G->first) == F &&
           std::get<1>(G->first) == Ty && std::get<2>(G->first) == Num;
           ++G)
        Total += G->second.Time.Total;
      Out += std::string("  ") + deviceHeading(Ty) +
             "  devicenum=" + std::to_string(Num) + "\n";
      Out += "    time(us): " + formatMicroseconds(Total) + "\n";
    }
    const Record &R = It->second;
    std::string L = std::to_string(Line);
    auto K = static_cast<acc_construct_t>(Kind);
    Out +=
        "    " + L + ": " + kindName(K) + " reached " + times(R.Reached) + "\n";
    if (R.Launches) {
      Out += "        " + L + ": kernel launched " + times(R.Launches) + "\n";
      if (R.MaxGangs) {
        Out += "            num_gangs: " + std::to_string(R.MinGangs);
        if (R.MaxGangs != R.MinGangs)
          Out += ".." + std::to_string(R.MaxGangs);
        Out += "\n";
      }
      if (R.LaunchTime.Count)
        Out += timesLine("            ", "elapsed time", R.LaunchTime);
    }
    transfers(Out, L, "copyin", R.Upload);
    transfers(Out, L, "copyout", R.Download);
    Out +=
        timesLine("        ",
                  isDataRegion(K) ? "entry/exit time" : "elapsed time", R.Time);
  }
  return Out;
}

} // namespace acorn

extern "C" void acorn_gang_shape(const acorn_construct *C, unsigned *Workers, unsigned *Vector) {
  unsigned AskedWorkers = *Workers, AskedVector = *Vector;
  if (*Vector > 1024)
    *Vector = 1024;
  if (*Vector > 32 && *Workers > 15)
    *Workers = 15;
  if (*Workers * *Vector > 1024)
    *Workers = 1024 / *Vector;
  if ((*Workers == AskedWorkers && *Vector == AskedVector) || !(acorn::NotifyMask & acorn::NotifyLaunch))
    return;
  std::fprintf(stderr,
               "ACORN NOTE: %s:%d: num_workers(%u) x vector_length(%u) is more than a gang of the GPU runs: %u "
               "workers x %u vector lanes\n",
               C && C->file ? C->file : "<unknown>", C ? C->line : 0, AskedWorkers, AskedVector, *Workers, *Vector);
}

//===- observe_format.cpp - ACORN_NOTIFY's lines and the values read -----===//
//
// The text of ACORN_NOTIFY's lines from the chapter 5 event structs, and the
// parsing and number formats of observe.cpp (unit-tested on their own).
//
//===----------------------------------------------------------------------===//

#include "core/observe.h"

#include "core/env.h"

#include <cerrno>
#include <cstdlib>
#include <string>

namespace acorn {

/// Data and declare constructs: regions with an entry and an exit.
bool isDataRegion(acc_construct_t K) {
  return K == acc_construct_data || K == acc_construct_declare;
}

const char *deviceWord(acc_device_t Type) {
  return Type == acc_device_nvidia ? "CUDA" : deviceTypeName(Type);
}

acc_construct_t parentOf(const acc_event_info &E) {
  switch (E.event_type) {
  case acc_ev_enqueue_launch_start:
  case acc_ev_enqueue_launch_end:
    return E.launch_event.parent_construct;
  case acc_ev_enqueue_upload_start:
  case acc_ev_enqueue_upload_end:
  case acc_ev_enqueue_download_start:
  case acc_ev_enqueue_download_end:
  case acc_ev_alloc:
  case acc_ev_free:
    return E.data_event.parent_construct;
  default:
    return E.other_event.parent_construct;
  }
}

bool parseObserveValue(const char *Text, unsigned long &Value) {
  while (*Text == ' ' || *Text == '\t')
    ++Text;
  if (*Text < '0' || *Text > '9') // no sign, no empty value
    return false;
  char *End = nullptr;
  errno = 0;
  unsigned long long V = std::strtoull(Text, &End, 0);
  if (errno || End == Text)
    return false;
  while (*End == ' ' || *End == '\t')
    ++End;
  if (*End)
    return false;
  Value = static_cast<unsigned long>(V);
  return true;
}

std::string formatMicroseconds(unsigned long long Us) {
  std::string Digits = std::to_string(Us), Out;
  for (size_t I = 0; I < Digits.size(); ++I) {
    if (I && (Digits.size() - I) % 3 == 0)
      Out += ',';
    Out += Digits[I];
  }
  return Out;
}

std::string formatNotify(unsigned Mask, const acc_prof_info &P,
                         const acc_event_info &Ev) {
  std::string Where = std::string("file=") +
                      (P.src_file ? P.src_file : "<unknown>") +
                      " line=" + std::to_string(P.line_no) +
                      " device=" + std::to_string(P.device_number) +
                      " threadid=" + std::to_string(P.thread_id);
  if (P.async >= 0)
    Where += " queue=" + std::to_string(P.async);
  auto Data = [&](const char *What) {
    const acc_data_event_info &D = Ev.data_event;
    return std::string(What) + " " + deviceWord(P.device_type) + " data " +
           Where + " variable=" + (D.var_name ? D.var_name : "<unnamed>") +
           " bytes=" + std::to_string(D.bytes);
  };
  acc_construct_t K = parentOf(Ev);
  switch (P.event_type) {
  case acc_ev_enqueue_launch_start: {
    if (!(Mask & NotifyLaunch))
      return "";
    std::string L = P.device_type == acc_device_nvidia
                        ? "launch CUDA kernel "
                        : std::string("launch ") +
                              deviceTypeName(P.device_type) + " region ";
    L += Where;
    if (Ev.launch_event.num_gangs)
      L += " num_gangs=" + std::to_string(Ev.launch_event.num_gangs);
    return L;
  }
  case acc_ev_enqueue_upload_start:
    return Mask & NotifyTransfer ? Data("upload") : "";
  case acc_ev_enqueue_download_start:
    return Mask & NotifyTransfer ? Data("download") : "";
  case acc_ev_alloc:
    return Mask & NotifyAlloc ? Data("alloc") : "";
  case acc_ev_free:
    return Mask & NotifyAlloc ? Data("free") : "";
  case acc_ev_compute_construct_start:
    return Mask & NotifyRegion ? "Enter compute region " + Where : "";
  case acc_ev_compute_construct_end:
    return Mask & NotifyRegion ? "Leave compute region " + Where : "";
  case acc_ev_enter_data_start:
    return (Mask & NotifyRegion) && isDataRegion(K)
               ? "Enter data region " + Where
               : "";
  case acc_ev_exit_data_end:
    return (Mask & NotifyRegion) && isDataRegion(K)
               ? "Leave data region " + Where
               : "";
  case acc_ev_wait_start:
    return Mask & NotifyWait ? "wait " + Where : "";
  default:
    return "";
  }
}

} // namespace acorn

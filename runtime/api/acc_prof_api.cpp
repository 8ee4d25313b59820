//===- acc_prof_api.cpp - OpenACC 3.3 chapter 5: registering callbacks ----===//
//
// acc_callback_register / acc_callback_unregister and their pre-3.3 names,
// a thin layer over core/callbacks.h. libacorn triggers acc_ev_error (every
// runtime error); see acc_prof.h.
//
//===----------------------------------------------------------------------===//

#include "api/api.h"
#include "core/callbacks.h"

using namespace acorn;

#define ACORN_CALLBACK_ARGS(Event, Cb, Reg)                                    \
  ApiArg::num("event_type", Event),                                            \
      ApiArg::ptr("cb", reinterpret_cast<const void *>(Cb)),                   \
      ApiArg::num("info", Reg)

extern "C" {

void acc_callback_register(acc_event_t Event, acc_callback Cb,
                           acc_register_t Reg) {
  ACORN_API_CALL(Call, ACORN_CALLBACK_ARGS(Event, Cb, Reg));
  registerCallback(Call.construct(), Event, Cb, Reg);
}

void acc_callback_unregister(acc_event_t Event, acc_callback Cb,
                             acc_register_t Reg) {
  ACORN_API_CALL(Call, ACORN_CALLBACK_ARGS(Event, Cb, Reg));
  unregisterCallback(Call.construct(), Event, Cb, Reg);
}

void acc_prof_register(acc_event_t Event, acc_prof_callback Cb,
                       acc_register_t Reg) {
  ACORN_API_CALL(Call, ACORN_CALLBACK_ARGS(Event, Cb, Reg));
  registerCallback(Call.construct(), Event, Cb, Reg);
}

void acc_prof_unregister(acc_event_t Event, acc_prof_callback Cb,
                         acc_register_t Reg) {
  ACORN_API_CALL(Call, ACORN_CALLBACK_ARGS(Event, Cb, Reg));
  unregisterCallback(Call.construct(), Event, Cb, Reg);
}

acc_query_fn acc_prof_lookup(const char *) { return nullptr; }

} // extern "C"

//===- callbacks.h - registered event callbacks (chapter 5) ---------------===//
//
// The callback lists of 5.4: per event, routines in registration order with
// a registration count and an enabled flag; acc_toggle_per_thread switches
// the calling thread off and on. libacorn triggers acc_ev_error only.
//
//===----------------------------------------------------------------------===//
#ifndef ACORN_RUNTIME_CALLBACKS_H
#define ACORN_RUNTIME_CALLBACKS_H

#include "acc_prof.h"
#include "acorn/abi.h"

namespace acorn {

/// 5.4 acc_callback_register / acc_callback_unregister. Stops the program
/// (naming construct \p C) for an event or register value out of range.
void registerCallback(const acorn_construct *C, acc_event_t Event,
                      acc_callback Cb, acc_register_t Reg);
void unregisterCallback(const acorn_construct *C, acc_event_t Event,
                        acc_callback Cb, acc_register_t Reg);

/// Call the enabled acc_ev_error callbacks, in registration order.
void dispatchErrorEvent(acc_prof_info *Prof, acc_event_info *Event,
                        acc_api_info *Api);

/// Number of callbacks registered for \p Event (enabled or not).
int registeredCallbacks(acc_event_t Event);

/// 5.3.1 - 5.3.3, once per process: call the acc_register_library routine
/// linked into the program, then the one of the library ACC_PROFLIB names.
void registerToolLibraries();

} // namespace acorn

#endif // ACORN_RUNTIME_CALLBACKS_H

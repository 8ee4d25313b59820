/* The default device of a program built without GPU code (-acc=host or -acc=multicore): set
 * before main by every unit so built, whether it holds OpenACC constructs or only calls the
 * runtime (the driver includes this header; ACORN_PROGRAM_TARGET names the target). */
#ifndef ACORN_PROGRAM_TARGET_H
#define ACORN_PROGRAM_TARGET_H

#if defined(ACORN_PROGRAM_TARGET)
#include "acorn/abi.h"

__attribute__((constructor)) static void acorn_program_target_init(void) {
  acorn_set_program_target(ACORN_PROGRAM_TARGET);
}
#endif

#endif /* ACORN_PROGRAM_TARGET_H */

/* The threads of a GPU gang (kernel/gpu_exec.hpp): at most 1024, and at most 15 workers wider than a
 * warp (they synchronise at named barriers, of which the GPU has 15 besides __syncthreads'). 2.5.10
 * and 2.5.11 let the implementation use fewer workers or vector lanes than asked: vector_length is
 * cut to 1024 lanes, then the workers to fit. Kept apart from abi.h, which the compiler includes. */
#ifndef ACORN_GANG_SHAPE_H
#define ACORN_GANG_SHAPE_H

#include "acorn/abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Cuts *workers and *vector (vector a multiple of 32, or 1) to a gang the GPU runs; a change is
 * noted on stderr when ACORN_NOTIFY (NV_ACC_NOTIFY) asks for launches (bit 1), naming construct c. */
void acorn_gang_shape(const acorn_construct *c, unsigned *workers, unsigned *vector);

#ifdef __cplusplus
}
#endif

#endif /* ACORN_GANG_SHAPE_H */

/* accel.h: the PGI / NVHPC legacy name of the OpenACC runtime header; codes written for pgcc and
 * nvc include it. It is openacc.h. */
#ifndef ACORN_ACCEL_H
#define ACORN_ACCEL_H
#include <openacc.h>
#endif

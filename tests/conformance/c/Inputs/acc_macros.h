/* acc_macros.h: spell OpenACC directives through macros, so the same source builds with compilers
   of several programming models (the pattern of many portability layers). */
#ifndef ACC_MACROS_H
#define ACC_MACROS_H

#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)

#define ACC_PARALLEL_LOOP(...) PRAGMA(acc parallel loop __VA_ARGS__)
#define ACC_LOOP(...) PRAGMA(acc loop __VA_ARGS__)

#endif

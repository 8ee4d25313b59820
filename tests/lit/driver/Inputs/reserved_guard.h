#ifndef _ACORN_TEST_GUARD_H
#define _ACORN_TEST_GUARD_H
static inline int guarded(void) { return 1; }
#endif

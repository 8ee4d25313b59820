// OpenACC 3.4's data clause modifiers: always, alwaysin and alwaysout are implemented (present data
// is copied in or back all the same, ACORN_MAP_FLAG_ALWAYS_IN = 8, ACORN_MAP_FLAG_ALWAYS_OUT =
// 262144); capture is an error at the clause, never ignored.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %acorncc --print-lowered -DNO_CAPTURE %s 2>/dev/null | FileCheck %s --check-prefix=LOWERED
void f(int n, double *a, double *b) {
#pragma acc parallel loop copyin(always: a[0:n]) copyout(alwaysout: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = a[i];
#pragma acc data copy(alwaysin: a[0:n]) copy(always: b[0:n])
  {
  }
#pragma acc enter data copyin(alwaysin: a[0:n])
#pragma acc exit data copyout(always: a[0:n])
#ifndef NO_CAPTURE
#pragma acc parallel loop copy(capture: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] += 1;
#pragma acc data create(capture: a[0:n])
  {
  }
#endif
}
// CHECK: data_modifiers_3_4.c:16:27: error: the 'capture' modifier (OpenACC 3.4; Acorn implements OpenACC 3.3) is not supported by Acorn yet
// CHECK: data_modifiers_3_4.c:19:18: error: the 'capture' modifier (OpenACC 3.4; Acorn implements OpenACC 3.3) is not supported by Acorn yet
// LOWERED: ACORN_MAP_COPYIN, 8, "a[0:n]"
// LOWERED-SAME: ACORN_MAP_COPYOUT, 262144, "b[0:n]"
// LOWERED: ACORN_MAP_COPY, 8, "a[0:n]"
// LOWERED-SAME: ACORN_MAP_COPY, 262152, "b[0:n]"
// LOWERED: ACORN_MAP_COPYIN, 8, "a[0:n]"
// LOWERED: ACORN_MAP_COPYOUT, 262144, "a[0:n]"

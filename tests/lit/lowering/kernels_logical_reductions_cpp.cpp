// C++: a loop's own reduction variables are no dependence between its iterations (2.5.15: each
// thread updates its copy, combined after the loop): in kernels and for `loop auto`, a loop with
// reduction(&&:ok) or reduction(||:any) runs in parallel, however the body updates them.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=seq
void check(int n, const float *__restrict__ x, int *all, int *some, int *all2, int *flag) {
  int ok = 1, any = 0, ok2 = 1, f = 1;
#pragma acc kernels copyin(x[0:n])
  {
#pragma acc loop reduction(&&:ok)
    for (int i = 0; i < n; i++)
      ok = ok && (x[i] < 5000.0f);
// CHECK: kernels_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, reduction on 'ok'
#pragma acc loop reduction(||:any)
    for (int i = 0; i < n; i++)
      any = any || (x[i] == 999.0f);
// CHECK: kernels_logical_reductions_cpp.cpp:[[@LINE-2]]:5: remark: loop scheduled as gang, vector, reduction on 'any'
#pragma acc loop reduction(&&:f)
    for (int i = 0; i < n; i++)
      if (!(x[i] >= 0.0f))
        f = 0;
// CHECK: kernels_logical_reductions_cpp.cpp:[[@LINE-3]]:5: remark: loop scheduled as gang, vector, reduction on 'f'
  }
#pragma acc parallel loop auto reduction(&&:ok2) copyin(x[0:n])
  for (int i = 0; i < n; i++)
    ok2 = ok2 && (x[i] >= 0.0f);
// CHECK: kernels_logical_reductions_cpp.cpp:[[@LINE-2]]:3: remark: loop scheduled as gang, vector, reduction on 'ok2'
  *all = ok;
  *some = any;
  *all2 = ok2;
  *flag = f;
}

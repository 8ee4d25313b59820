// 2.2.3 / 2.5.1 in C++'s lowered code: the body of a range-based for in a gang loop's body, in a
// construct with vector lanes, runs on the gang's first thread like the body of any other
// sequential loop there (braced or not), with the barrier after it.
// RUN: %acorncxx --print-lowered %s | grep -v "^#line" | FileCheck %s
void f(int ng, int *cnt, double *out, const int (&weights)[4]) {
#pragma acc parallel loop gang vector_length(32) copy(cnt[0:ng]) copyin(weights) copyout(out[0:ng*32])
  for (int g = 0; g < ng; ++g) {
    for (int w : weights)
      cnt[g] += w;
    for (const int &w : weights) {
      cnt[g] -= w;
    }
#pragma acc loop vector
    for (int v = 0; v < 32; ++v)
      out[g * 32 + v] = v;
  }
}
// CHECK: {{^}}    for (int w : weights)
// CHECK-NEXT: {{^ *}}{ if (__acorn_ex.__acorn_leader(1u)) { cnt[g] += w; } __acorn_ex.__acorn_sync(1u); }
// CHECK: {{^}}    for (const int &w : weights) {
// CHECK-NEXT: {{^ *}}{ if (__acorn_ex.__acorn_leader(1u)) { cnt[g] -= w; } __acorn_ex.__acorn_sync(1u); }

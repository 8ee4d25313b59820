// C device unit: functions of external linkage and the device copies of declared globals of
// external linkage have C's names (extern "C" inside namespace __acorn_c), so that C and C++
// files of one program share them; static and inline functions and static globals stay the
// file's own. A function without directives keeps the C unit's host definition (its device unit
// copy is inline on the host); one whose body the device unit lowers (orphaned loops) is the
// program's host function too, and the C unit's definition is weak.
// RUN: %acorncc --print-lowered %s | FileCheck %s
static double tab[8];
#pragma acc declare create(tab)
double shared[8];
#pragma acc declare create(shared)
#pragma acc routine seq
double other_file(double x);
#pragma acc routine seq
static double own(double x) { return x + tab[0]; }
#pragma acc routine seq
static inline double twice(double x) { return x * 2; }
#pragma acc routine seq
double plain(double x) { return own(x) + twice(x) + other_file(x) + shared[1]; }
#pragma acc routine vector
void row(double *r, int n) {
#pragma acc loop vector
  for (int j = 0; j < n; ++j)
    r[j] = plain(j);
}
void run(double *a, int n) {
#pragma acc parallel loop gang copyout(a[0:n*8])
  for (int i = 0; i < n; ++i)
    row(a + i * 8, 8);
}
// CHECK: {{^}}double plain(double x) {
// CHECK: {{^}}__attribute__((__weak__)) void row(double *r, int n) {
// CHECK: ---- kernel unit ----
// CHECK: namespace __acorn_c {
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD static double own(double x) ;
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD static inline double twice(double x) ;
// CHECK-NEXT: extern "C" {
// CHECK-NEXT: ACORN_C_HOST_INLINE
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD double plain(double x) ;
// CHECK-NEXT: }
// CHECK-NEXT: extern "C" {
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD void row(double *r, int n) ;
// CHECK-NEXT: }
// CHECK-NEXT: extern "C" {
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD double other_file(double x);
// CHECK-NEXT: }
// CHECK: ACORN_GPU_ONLY(static __device__ ACORN_COPY_TYPE(tab) __acorn_dg_3tab;)
// CHECK-NEXT: ACORN_GPU_ONLY(extern "C" { __device__ ACORN_COPY_TYPE(shared) __acorn_dg_6shared; })
// CHECK: extern "C" {
// CHECK-NEXT: ACORN_C_HOST_INLINE
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD double plain(double x) { return own(x)
// CHECK: extern "C" {
// CHECK-NEXT: #line
// CHECK-NEXT: {{^}}ACORN_HD void row(double *r, int n) { ::__acorn_RoutineExec

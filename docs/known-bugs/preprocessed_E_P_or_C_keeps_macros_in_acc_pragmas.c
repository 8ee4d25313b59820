/* Should: `acorncc -E -P t.c -o t.i && acorncc t.i -o t && ./t` prints PASS; same with -E -C
   (OpenACC 3.3 2.1: tokens after #pragma acc are macro-replaced; gcc-12 -fopenacc -E -P writes
   "#pragma acc parallel loop copyout(a[0:64])"). Plain `acorncc -E` does expand them.
   Does: with -P (no line markers) or -C (keep comments) the #pragma acc lines keep the macro
   names, "#pragma acc parallel loop copyout(a[0:N])", so compiling t.i fails:
     t.i:NNN:39: error: use of undeclared identifier 'N'
   With a directive name from a macro (#define ENTER enter data / #pragma acc ENTER copyin(a)):
     error: invalid OpenACC directive 'ENTER'; a clause macro: error: invalid OpenACC clause 'IN_ARRAYS'.
   Command: acorncc -E -P preprocessed_E_P_or_C_keeps_macros_in_acc_pragmas.c -o t.i; grep 'pragma acc' t.i */
#include <stdio.h>
#define N 64
int main(void) {
  int a[N];
  #pragma acc parallel loop copyout(a[0:N])
  for (int i = 0; i < N; i++) a[i] = 2 * i;
  int ok = 1;
  for (int i = 0; i < N; i++) ok &= a[i] == 2 * i;
  puts(ok ? "PASS" : "FAIL");
  return !ok;
}

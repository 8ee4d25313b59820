/* COMPILE ERROR: a pointer to a VLA row declared before the loop and named in private (C89 habit
   of declaring at the top) is rejected:
     error: the variable 'rowp' of variably modified type is not supported in device code
   although the region uses `u`, of the same type `double (*)[m]`, and the same pointer declared
   inside the loop body (`double (*rowp)[m] = u + i;`) compiles and runs (PASS on all targets).
   Expected: accepted, PASS; or, at least, the error says to declare the pointer inside the loop.
   Targets: compile error with the default (GPU) build and -acc=multicore; gcc-12 -fopenacc PASS.
   Commands: acorncc -O2 private_pointer_to_vla_rejected.c -o t && ./t */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 20, m = 6, bad = 0;
    double (*u)[m] = malloc(sizeof(double[n][m]));
    double (*rowp)[m];
    double out[20];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) u[i][j] = i * 10 + j;
#pragma acc parallel loop copyin(u[0:n][0:m]) copyout(out) private(rowp)
    for (int i = 0; i < n; i++) {
        rowp = u + i;
        out[i] = (*rowp)[1];
    }
    for (int i = 0; i < n; i++) bad += out[i] != i * 10 + 1;
    puts(bad ? "FAIL" : "PASS");
    return bad != 0;
}

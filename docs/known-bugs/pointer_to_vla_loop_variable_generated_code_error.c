/* COMPILE ERROR in generated code: an acc loop whose loop variable is a pointer to a VLA row,
     for (double (*row)[m] = u; row < u + n; row++) (*row)[0] = -(*row)[0];
   (u is `double (*u)[m]`, a loop over the rows of a 2-D array; pointer loop variables of plain
   types, `for (double *p = a; p < a + n; p++)`, work) is lowered into broken C++:
     ptr.c:..: error: expected ';' at end of declaration
       { auto __acorn_lb0_0 = u)); ... { double (*row)[m] row = (double (*row)[m])(__acorn_lb0_0 + ...
     error: use of undeclared identifier 'row'
   and, with `row - u` in the body, "use of undeclared identifier '__acorn_vla_NNNNN'".
   A pointer to a fixed-size row fails too (`double (*u)[7]`, `for (double (*row)[7] = u; ...)`:
   `double (*row)[7] row = (double (*row)[7])(...)`: the declarator is printed with the name
   inside the type and again after it); through a typedef (`row7 *row`) it works, and in a
   kernels region without a loop directive it works.
   Expected: compiles (or a clear Acorn diagnostic), prints PASS. Targets: compile error for the
   default (GPU) build and -acc=multicore; gcc-12 -fopenacc PASS.
   Commands: acorncc -O2 pointer_to_vla_loop_variable_generated_code_error.c -o t && ./t */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 50, m = 7;
    double (*u)[m] = malloc(sizeof(double[n][m]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) u[i][j] = i * 10 + j;
#pragma acc parallel loop copy(u[0:n][0:m])
    for (double (*row)[m] = u; row < u + n; row++)
        (*row)[0] = -(*row)[0];
    int bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            bad += u[i][j] != (j == 0 ? -(i * 10.0) : i * 10 + j);
    puts(bad ? "FAIL" : "PASS");
    return bad != 0;
}

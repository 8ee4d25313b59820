// A partitioned loop of a routine whose variable points to rows of variable length (`double
// (*row)[m]`) is not lowered by Acorn yet: an error at the loop variable, with GPU code or
// without, never code that does not compile; the same loop over the rows' index compiles.
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: not %acorncc -acc=multicore -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
// RUN: %acorncc -DBY_INDEX -c %s -o %t.o
#pragma acc routine vector
static void negate_rows(int n, int m, double (*u)[m])
{
#ifdef BY_INDEX
#pragma acc loop vector
  for (int i = 0; i < n; i++)
    u[i][0] = -u[i][0];
#else
#pragma acc loop vector
  for (double (*row)[m] = u; row < u + n; row++)
    // CHECK: vla_row_loop_in_routine.c:[[@LINE-1]]:17: error: a loop over pointers to rows of variable length ('double[m]') cannot be partitioned in a routine by Acorn yet; loop over the rows' index instead (`u[i]`)
    (*row)[0] = -(*row)[0];
#endif
}

void run(int n, int m, double (*u)[m])
{
#pragma acc parallel num_gangs(1) copy(u[0:n][0:m])
  negate_rows(n, m, u);
}

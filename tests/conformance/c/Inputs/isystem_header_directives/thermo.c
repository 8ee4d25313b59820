/* The library's source file of isystem_header_directives.c: it includes its public header the way
   the program does (through -isystem) and uses the declared global from a routine and regions. */
#include <thermo/thermo.h>

#pragma acc routine seq
static double cell_conductivity(int i, double base)
{
  return base * (1 + i % 3);
}

void thermo_set_conductivity(double base)
{
#pragma acc parallel loop
  for (int i = 0; i < THERMO_CELLS; ++i)
    thermo_conductivity[i] = cell_conductivity(i, base);
}

double thermo_weighted_sum(const double *u, int n)
{
  double sum = 0.0;
#pragma acc parallel loop copyin(u[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += u[i] * thermo_conductivity[i];
  return sum;
}

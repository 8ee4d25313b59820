/* thermo.h: the public header of a small heat-conduction library, installed under include/thermo/
   and found through -isystem, as CMake passes the include directories of an imported target. It
   holds a global with declare create, a routine and a function with a compute construct. */
#ifndef THERMO_THERMO_H
#define THERMO_THERMO_H

#define THERMO_CELLS 2048

/* The conductivity of each cell: defined by the program, filled on the device by the library. */
extern double thermo_conductivity[THERMO_CELLS];
#pragma acc declare create(thermo_conductivity)

#pragma acc routine seq
static inline double thermo_flux(double left, double right, double k)
{
  return k * (right - left);
}

/* One explicit time step: next and u must be present; their first and last cells are kept. */
static inline void thermo_step(double *restrict next, const double *restrict u, int n, double dt)
{
#pragma acc parallel loop present(next[0:n], u[0:n])
  for (int i = 1; i < n - 1; ++i)
    next[i] = u[i] + dt * (thermo_flux(u[i], u[i + 1], thermo_conductivity[i]) -
                           thermo_flux(u[i - 1], u[i], thermo_conductivity[i - 1]));
}

void thermo_set_conductivity(double base);        /* thermo.c: on the device only */
double thermo_weighted_sum(const double *u, int n); /* thermo.c */

#endif

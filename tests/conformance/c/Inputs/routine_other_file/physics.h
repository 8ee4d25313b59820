/* physics.h: device-callable helpers of the solver, defined in physics.c. */
#ifndef PHYSICS_H
#define PHYSICS_H

#pragma acc routine seq
double minmod(double a, double b);

#pragma acc routine seq
double limited_slope(double left, double mid, double right);

#endif

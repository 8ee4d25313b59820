#include "physics.h"

#include <cmath>

namespace physics {
#pragma acc routine seq
double pressure(double rho, double e) { return 0.4 * rho * e; }
} // namespace physics

#pragma acc routine seq
double sound_speed(double p, double rho) { return std::sqrt(1.4 * p / rho); }

#pragma acc routine seq
double kinetic(double rho, double u) { return 0.5 * rho * u * u; }

// Routines declared here and defined in physics.cpp: the way a C++ code splits its device
// helpers into a library of its own.
#pragma once

namespace physics {
#pragma acc routine seq
double pressure(double rho, double e);
} // namespace physics

extern "C" {
#pragma acc routine seq
double sound_speed(double p, double rho);
}

double kinetic(double rho, double u);
#pragma acc routine(kinetic) seq

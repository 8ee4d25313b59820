// Numerical fluxes as a library header declares them: the bodies live in flux.cpp, which
// instantiates them for the types the program uses.
#pragma once

#pragma acc routine seq
template <typename T> T upwind(T left, T right, T speed);

#pragma acc routine seq
template <typename T> T limiter(T r);
#pragma acc routine seq
template <> double limiter<double>(double r); // a specialization defined in flux.cpp

template <typename T> struct Diffusion {
  T nu;
#pragma acc routine seq
  T flux(T left, T right) const;
};
extern template struct Diffusion<double>;

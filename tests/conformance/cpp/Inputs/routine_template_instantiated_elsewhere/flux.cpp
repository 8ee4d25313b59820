#include "flux.h"

template <typename T> T upwind(T left, T right, T speed) { return speed > T(0) ? speed * left : speed * right; }
template float upwind<float>(float, float, float);
template double upwind<double>(double, double, double);

template <typename T> T limiter(T r) { return r < T(0) ? T(0) : r; }
template <> double limiter<double>(double r) { return r < 0 ? 0 : (r > 1 ? 1 : r); }
template float limiter<float>(float);

template <typename T> T Diffusion<T>::flux(T left, T right) const { return nu * (right - left); }
template struct Diffusion<double>;

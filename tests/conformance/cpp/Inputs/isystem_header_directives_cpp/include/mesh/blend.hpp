// mesh/blend.hpp: a header-only part of a mesh library, installed under include/mesh/ and found
// through -isystem, as CMake passes the include directories of an imported target. It holds a
// global with declare create, a routine and a function template with a compute construct.
#pragma once

namespace mesh {

constexpr int cells = 1500;

// The blend weight of each cell: defined and filled on the device by weights.cpp.
extern float weights[cells];
#pragma acc declare create(weights)

#pragma acc routine seq
inline float lerp(float a, float b, float t) { return a + t * (b - a); }

template <typename T>
void blend(T *out, const T *a, const T *b, int n) {
#pragma acc parallel loop copyin(a[0:n], b[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = static_cast<T>(lerp(static_cast<float>(a[i]), static_cast<float>(b[i]), weights[i]));
}

void set_weights(int period); // weights.cpp
float weight_sum();           // weights.cpp

} // namespace mesh

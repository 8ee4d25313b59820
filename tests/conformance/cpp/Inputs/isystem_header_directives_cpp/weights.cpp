// The library's source file of isystem_header_directives_cpp.cpp: it includes the public header
// the way the program does (through -isystem), defines the declared global and uses its device
// copy from a region and a routine.
#include <mesh/blend.hpp>

namespace mesh {

float weights[cells];

#pragma acc routine seq
static float ramp(int i, int period) { return static_cast<float>(i % period) / static_cast<float>(period); }

void set_weights(int period) {
#pragma acc parallel loop
  for (int i = 0; i < cells; ++i)
    weights[i] = ramp(i, period);
}

float weight_sum() {
  float sum = 0.0f;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < cells; ++i)
    sum += weights[i];
  return sum;
}

} // namespace mesh

#include "counters.hpp"

int sum_counts() {
  int total = 0;
#pragma acc parallel loop reduction(+:total)
  for (int i = 0; i < 8; ++i)
    total += counts[i] * static_cast<int>(2 * weight);
  return total;
}

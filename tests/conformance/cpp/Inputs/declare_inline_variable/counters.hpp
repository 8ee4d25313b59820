#pragma once
// C++17 inline variables with declare directives, in a header two files include.
inline int counts[8];
inline double weight = 0.5;
#pragma acc declare create(counts) copyin(weight)

int sum_counts();

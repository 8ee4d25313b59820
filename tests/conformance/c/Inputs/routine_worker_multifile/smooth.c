// A worker routine compiled apart from its callers: a 3-point smoothing of each row of a block,
// written the way a solver's kernel library writes it (enough live values that the compiler
// would give it more registers than a kernel of 1024 threads has).
#include "smooth.h"

#pragma acc routine worker
void smooth_rows(const double *restrict blk, double *restrict out, int rows, int cols, double w) {
#pragma acc loop worker
  for (int r = 0; r < rows; r++) {
#pragma acc loop vector
    for (int c = 0; c < cols; c++) {
      const double *row = blk + (long)r * cols;
      double left = c > 0 ? row[c - 1] : row[c];
      double right = c < cols - 1 ? row[c + 1] : row[c];
      double up = r > 0 ? row[c - cols] : row[c];
      double down = r < rows - 1 ? row[c + cols] : row[c];
      out[(long)r * cols + c] = (1.0 - w) * row[c] + w * 0.25 * (left + right + up + down);
    }
  }
}

#pragma acc routine worker
void smooth_rows(const double *restrict blk, double *restrict out, int rows, int cols, double w);

/* Routines defined in C and called from a C++ file's regions. */
#ifndef F_H
#define F_H
#ifdef __cplusplus
extern "C" {
#endif
#pragma acc routine seq
double c_f(double x);
/* Adds k to row[0:n], the loop spread over the calling gang's workers and lanes. */
#pragma acc routine worker
void c_add_row(double *row, int n, double k);
/* Counts x into *hits when it is odd (an atomic update: routine seq). */
#pragma acc routine seq
void c_count_odd(int x, int *hits);
#ifdef __cplusplus
}
#endif
#endif

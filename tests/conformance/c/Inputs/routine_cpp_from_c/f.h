/* Routines defined in C++ (extern "C") and called from a C file's regions. */
#ifndef F_H
#define F_H
#ifdef __cplusplus
extern "C" {
#endif
#pragma acc routine seq
double cpp_f(double x);
/* Adds k to row[0:n], the loop spread over the calling gang's vector lanes. */
#pragma acc routine vector
void cpp_add_row(double *row, int n, double k);
#ifdef __cplusplus
}
#endif
#endif

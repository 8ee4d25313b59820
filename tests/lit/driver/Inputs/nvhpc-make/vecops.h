#ifndef VECOPS_H
#define VECOPS_H
void vec_init(int n, double *x, double *y);
void vec_axpy(int n, double a, const double *x, double *y);
double vec_dot(int n, const double *x, const double *y);
#endif

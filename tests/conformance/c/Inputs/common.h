/* common.h: problem size and global state of a small diffusion code. As in many real codes the
   header defines (not just declares) the globals; exactly one .c file of the program includes it. */
#ifndef COMMON_H
#define COMMON_H

#define NMAX 4096

long long n = 1000;
int nsteps = 20;
double nu = 0.25;
double timerStart;
double u[NMAX];
double unew[NMAX];

#endif

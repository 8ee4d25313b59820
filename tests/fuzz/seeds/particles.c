// Seed: particle code on an array of structs (firstprivate, if, async, atomic histogram, kernels
// with private + reduction, gang/worker/vector with num_gangs/num_workers/vector_length).
// fuzz-vars: p:ptr:np hist:ptr:NBINS mass:ptr:np f:ptr:np np:int dt:real use_gpu:int rmax:real scale:real e:real v2:real ncell:int per:int acc:real i:idx j:idx k:idx c:idx b:int r:real
#include <math.h>

typedef struct {
  double x, y, z;
  double vx, vy, vz;
} particle;

#define NBINS 64

void advance(int np, particle *p, double dt, int use_gpu) {
#pragma acc parallel loop gang vector copy(p[0:np]) firstprivate(dt) if(use_gpu) async(2)
  for (int i = 0; i < np; i++) {
    p[i].x += dt * p[i].vx;
    p[i].y += dt * p[i].vy;
    p[i].z += dt * p[i].vz;
  }
#pragma acc wait(2)
}

void histogram(int np, const particle *p, int *hist, double rmax) {
  double scale = NBINS / rmax;
#pragma acc parallel loop copyin(p[0:np]) copy(hist[0:NBINS]) num_gangs(32) vector_length(64)
  for (int i = 0; i < np; i++) {
    double r = sqrt(p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z);
    int b = (int)(r * scale);
    if (b >= NBINS)
      b = NBINS - 1;
#pragma acc atomic
    hist[b] += 1;
  }
}

double kinetic(int np, const particle *p, const double *mass) {
  double e = 0.0;
  double v2;
#pragma acc kernels copyin(p[0:np], mass[0:np])
  {
#pragma acc loop independent private(v2) reduction(+:e)
    for (int i = 0; i < np; i++) {
      v2 = p[i].vx * p[i].vx + p[i].vy * p[i].vy + p[i].vz * p[i].vz;
      e += 0.5 * mass[i] * v2;
    }
  }
  return e;
}

void forces(int np, const particle *p, double *f, int ncell, int per) {
#pragma acc parallel num_gangs(ncell) num_workers(4) vector_length(32) copyin(p[0:np]) copyout(f[0:np])
  {
#pragma acc loop gang
    for (int c = 0; c < ncell; c++) {
#pragma acc loop worker
      for (int k = 0; k < per; k++) {
        int i = c * per + k;
        double acc = 0.0;
#pragma acc loop vector reduction(+:acc)
        for (int j = 0; j < per; j++)
          acc += p[c * per + j].x - p[i].x;
        f[i] = acc;
      }
    }
  }
}

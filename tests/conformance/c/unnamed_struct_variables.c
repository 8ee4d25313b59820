// C code declares variables of struct, union and enum types that have no name (`struct { ... } cfg;`),
// at file scope and in functions; GCC and NVHPC compile regions that use them. Acorn names each such
// type for the outlined region. Also a file-static one, an array of them, and a union.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

struct {
  int id;
  float weight;
} particles[64];
static struct {
  double lo, hi;
} bounds = {-1.0, 10.0};
enum { SLOW, FAST } speed = FAST;

int main(void) {
  struct {
    int n;
    double scale;
  } cfg = {64, 0.5};
  union {
    float f;
    unsigned u;
  } bits[4];
  int errors = 0;
  for (int i = 0; i < 64; i++) {
    particles[i].id = i;
    particles[i].weight = 0.0f;
  }
  for (int i = 0; i < 4; i++)
    bits[i].u = 0;

#pragma acc parallel loop copy(particles, bits) copyin(cfg, bounds, speed)
  for (int i = 0; i < cfg.n; i++) {
    particles[i].weight = (float)(particles[i].id * cfg.scale + bounds.hi + (speed == FAST ? 1 : 0));
    if (i < 4)
      bits[i].f = 1.0f;
  }

  for (int i = 0; i < 64; i++)
    if (particles[i].weight != (float)(i * 0.5 + 11.0) && errors++ < 5)
      fprintf(stderr, "FAIL: particles[%d].weight = %g\n", i, particles[i].weight);
  for (int i = 0; i < 4; i++)
    if (bits[i].u != 0x3f800000u && errors++ < 5)
      fprintf(stderr, "FAIL: bits[%d] = %x\n", i, bits[i].u);
  if (errors)
    return 1;
  printf("unnamed struct variables: OK\n");
  return 0;
}

// 2.5.1: code of a gang loop's body outside its vector loops runs in vector-single mode: its side
// effects happen once per gang, and the values it computes are seen by every lane of the loops
// that follow. A slot taken with a call (k = next(&counter)), a random draw in an initialiser, an
// atomic capture of a cursor, a math function's value, an array filled in that code: each lane of
// the following loop vector sees the gang's value, and each side effect happens once.
// RUN: %acorncc %s -o %t -lm && %run-targets %t
#include <math.h>
#include <stdio.h>

#define B 48
#define L 100

#pragma acc routine seq
static int next(int *counter) { return (*counter)++; }

#pragma acc routine seq
static double draw(unsigned *state) {
  *state = *state * 1664525u + 1013904223u;
  return (*state >> 8) * (1.0 / 16777216.0);
}

int main(void) {
  int counter[B], slot_base[B], cursor = 0, errors = 0;
  unsigned state[B], seed[B];
  double norm_in[B], out[B * L], place[B * L], scaled[B * L];
  for (int b = 0; b < B; b++) {
    counter[b] = 10 * b;
    state[b] = seed[b] = b + 1u;
    norm_in[b] = 4.0 * (b + 1) * (b + 1);
  }

#pragma acc parallel loop gang vector_length(32) copy(counter, state, cursor) copyin(norm_in) \
    copyout(out, slot_base, place, scaled)
  for (int b = 0; b < B; b++) {
    int k;
    k = next(&counter[b]);
    double r = draw(&state[b]);
    int v;
#pragma acc atomic capture
    { v = cursor; cursor += L; }
    slot_base[b] = v;
    double norm;
    norm = sqrt(norm_in[b]);
    double weights[3];
    weights[0] = norm;
    weights[1] = 2.0 * norm;
    weights[2] = weights[0] + weights[1];
#pragma acc loop vector
    for (int i = 0; i < L; i++) {
      out[b * L + i] = k + r;
      place[v + i] = b;
      scaled[b * L + i] = i / norm + weights[i % 3];
    }
  }

  int seen[B] = {0};
  for (int b = 0; b < B; b++) {
    unsigned s = seed[b];
    double r = draw(&s);
    double norm = 2.0 * (b + 1);
    double weights[3] = {norm, 2.0 * norm, 3.0 * norm};
    if (counter[b] != 10 * b + 1 || state[b] != s) {
      fprintf(stderr, "FAIL: gang %d: counter %d (want %d), state advanced more than once\n", b, counter[b],
              10 * b + 1);
      errors++;
    }
    if (slot_base[b] % L || slot_base[b] < 0 || slot_base[b] >= B * L || seen[slot_base[b] / L]++) {
      fprintf(stderr, "FAIL: gang %d: slot %d taken twice or out of range\n", b, slot_base[b]);
      errors++;
      continue;
    }
    for (int i = 0; i < L; i++) {
      if (out[b * L + i] != 10 * b + r || place[slot_base[b] + i] != b ||
          fabs(scaled[b * L + i] - (i / norm + weights[i % 3])) > 1e-12) {
        fprintf(stderr, "FAIL: gang %d lane value %d: %g (want %g), place %g, scaled %g\n", b, i, out[b * L + i],
                10 * b + r, place[slot_base[b] + i], scaled[b * L + i]);
        errors++;
        break;
      }
    }
  }
  if (cursor != B * L) {
    fprintf(stderr, "FAIL: cursor %d (want %d)\n", cursor, B * L);
    errors++;
  }
  if (errors)
    return 1;
  printf("PASS\n");
  return 0;
}

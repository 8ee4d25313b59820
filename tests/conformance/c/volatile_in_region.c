// Volatile data in compute regions (shared flags and counters of solver codes; GCC accepts them):
// a section through a pointer to volatile, volatile scalars and arrays in data clauses, read
// implicitly, firstprivate, private and in a reduction, a volatile member, and atomics of every
// form on volatile locations of 1, 2, 4 and 8 bytes (2.12), in regions and in host code. The
// region's reads and writes of them stay volatile accesses.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#define N 1000

struct Counters {
  volatile int hits;
  double weight;
};

static void count(volatile int *c, int n) {
#pragma acc parallel loop copy(c[0:2])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    c[0] += 1;
#pragma acc atomic update
    c[1] = c[1] + 2;
  }
}

static void fill(volatile double *v, int n) {
#pragma acc parallel loop copyout(v[0:n])
  for (int i = 0; i < n; i++)
    v[i] = 0.5 * i;
}

int main(void) {
  volatile int done = 0, base = 3, f[4] = {0, 0, 0, 0}, table[4] = {1, 2, 3, 4}, sum = 0, scratch[2] = {0, 0};
  volatile double total = 0.0;
  volatile long long big = 0;
  volatile short small = 0;
  volatile signed char tiny = 0;
  volatile int ticket = 0, last = -1;
  int seen = 0, tickets[N], mine[N], olds[N];
  struct Counters s = {0, 1.0};
#pragma acc parallel loop copy(done, seen, f, total, big, small, tiny, ticket, last, s) copyin(table) \
    copyout(tickets, mine, olds) reduction(+:sum) firstprivate(scratch)
  for (int i = 0; i < N; i++) {
    int d;
#pragma acc atomic read
    d = done;
    if (d) {
#pragma acc atomic update
      seen++;
    }
    if (i == N / 2) {
#pragma acc atomic write
      done = 1;
    }
    volatile int own = base; // private, read implicitly from a firstprivate
#pragma acc atomic update
    own *= 2;
    mine[i] = own;
    scratch[i % 2] = table[i % 4];
#pragma acc atomic update
    f[i % 4] += scratch[i % 2];
#pragma acc atomic
    total += 0.25;
#pragma acc atomic update
    big += 1LL << 33;
#pragma acc atomic update
    big -= 1;
#pragma acc atomic update
    small++;
#pragma acc atomic update
    tiny = tiny + 1;
#pragma acc atomic capture
    tickets[i] = ticket++;
#pragma acc atomic capture
    { olds[i] = last; last = i * 2 + 1; }
#pragma acc atomic update
    s.hits += 1;
    sum += i % 4;
  }
  int c[2] = {0, 0};
  count(c, 100);
  double v[8];
  fill(v, 8);
  // In host code.
  volatile int flag = 0;
#pragma acc atomic write
  flag = 5;
  int got;
#pragma acc atomic read
  got = flag;
  int old;
#pragma acc atomic capture
  { old = flag; flag = base * 4 + 1; }

  int errors = 0;
  if (done != 1 || seen > N - 1 || f[0] != 250 || f[1] != 500 || f[2] != 750 || f[3] != 1000) {
    fprintf(stderr, "FAIL: done %d, seen %d, f %d %d %d %d\n", done, seen, f[0], f[1], f[2], f[3]);
    errors++;
  }
  if (total != 0.25 * N || big != ((long long)N << 33) - N || small != N || tiny != (signed char)N || s.hits != N ||
      ticket != N || sum != 1500) {
    fprintf(stderr, "FAIL: total %g, big %lld, small %d, tiny %d, hits %d, ticket %d, sum %d\n", total, big, small,
            tiny, s.hits, ticket, sum);
    errors++;
  }
  int taken[N] = {0}, stored[N] = {0};
  for (int i = 0; i < N; i++) {
    if (mine[i] != 6 || tickets[i] < 0 || tickets[i] >= N || taken[tickets[i]]++) {
      fprintf(stderr, "FAIL: iteration %d: own %d, ticket %d\n", i, mine[i], tickets[i]);
      errors++;
      break;
    }
    // The exchange: each value stored is taken once, but the last one, which stays.
    int k = olds[i] < 0 ? -1 : (olds[i] - 1) / 2;
    if ((k >= 0 && stored[k]++) || olds[i] == last) {
      fprintf(stderr, "FAIL: %d taken twice\n", olds[i]);
      errors++;
      break;
    }
  }
  if (c[0] != 100 || c[1] != 200 || v[7] != 3.5 || got != 5 || old != 5 || flag != 13) {
    fprintf(stderr, "FAIL: c %d %d, v[7] %g, host code: got %d, old %d, flag %d\n", c[0], c[1], v[7], got, old,
            flag);
    errors++;
  }
  if (!errors)
    printf("PASS\n");
  return errors != 0;
}

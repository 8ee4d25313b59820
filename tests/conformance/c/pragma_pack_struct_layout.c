// Structs declared under `#pragma pack` keep their layout in compute regions (the pack is not part
// of the struct's text): any pack value, typedefs of them, structs nested in them, structs local to
// a function, and pack(pop) restoring the default for the structs after them.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stddef.h>
#include <stdio.h>

#pragma pack(push, 1)
typedef struct { char tag; double val; short id; } Rec;
#pragma pack(push, 2)
struct outer {
  char c;
  struct inner { char k; double d; } in; /* file scope in C: the region names it */
  long n;
};
typedef struct outer outer_t;
#pragma pack(pop)
#pragma pack(pop)
#pragma pack(4)
struct four { char c; double d; };
#pragma pack()
struct plain { char c; double d; };

#define N 16
#define K 12

static int local_types(void) {
#pragma pack(push, 1)
  struct lrec { char c; double d; int i; };
  typedef struct { short s; double d; } lrec2;
#pragma pack(pop)
  struct lrec a[N];
  lrec2 b[N];
  double out[N];
  size_t sz[4];
  for (int i = 0; i < N; i++) {
    a[i].c = 'x'; a[i].d = i * 0.5; a[i].i = i;
    b[i].s = (short)(2 * i); b[i].d = i * 0.25;
  }
#pragma acc parallel loop copyin(a, b) copyout(out, sz)
  for (int i = 0; i < N; i++) {
    out[i] = a[i].d + a[i].i + b[i].s + b[i].d;
    if (i == 0) {
      sz[0] = sizeof(struct lrec); sz[1] = offsetof(struct lrec, i);
      sz[2] = sizeof(lrec2); sz[3] = offsetof(lrec2, d);
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != i * 0.5 + i + 2 * i + i * 0.25;
  size_t host[4] = {sizeof(struct lrec), offsetof(struct lrec, i), sizeof(lrec2), offsetof(lrec2, d)};
  for (int k = 0; k < 4; k++)
    if (sz[k] != host[k]) {
      printf("local size %d: region %zu host %zu\n", k, sz[k], host[k]);
      bad++;
    }
  return bad;
}

int main(void) {
  Rec r[N];
  outer_t o[N];
  struct four f[N];
  struct plain p[N];
  double out[N];
  size_t sz[K];
  for (int i = 0; i < N; i++) {
    r[i].tag = 'a'; r[i].val = i * 1.5; r[i].id = (short)(100 + i);
    o[i].c = 'b'; o[i].in.k = 'c'; o[i].in.d = i * 2.0; o[i].n = 1000 + i;
    f[i].c = 'd'; f[i].d = i * 3.0;
    p[i].c = 'e'; p[i].d = i * 4.0;
  }
#pragma acc parallel loop copyin(r, o, f, p) copyout(out, sz)
  for (int i = 0; i < N; i++) {
    struct inner t = o[i].in;
    out[i] = r[i].val + r[i].id + t.d + o[i].n + f[i].d + p[i].d;
    if (i == 0) {
      sz[0] = sizeof(Rec); sz[1] = offsetof(Rec, val); sz[2] = offsetof(Rec, id);
      sz[3] = sizeof(outer_t); sz[4] = offsetof(outer_t, in); sz[5] = offsetof(outer_t, n);
      sz[6] = sizeof(struct inner); sz[7] = offsetof(struct inner, d);
      sz[8] = sizeof(struct four); sz[9] = offsetof(struct four, d);
      sz[10] = sizeof(struct plain); sz[11] = offsetof(struct plain, d);
    }
  }
  size_t host[K] = {sizeof(Rec), offsetof(Rec, val), offsetof(Rec, id),
                    sizeof(outer_t), offsetof(outer_t, in), offsetof(outer_t, n),
                    sizeof(struct inner), offsetof(struct inner, d),
                    sizeof(struct four), offsetof(struct four, d),
                    sizeof(struct plain), offsetof(struct plain, d)};
  int bad = 0;
  for (int k = 0; k < K; k++)
    if (sz[k] != host[k]) {
      printf("size %d: region %zu host %zu\n", k, sz[k], host[k]);
      bad++;
    }
  for (int i = 0; i < N; i++)
    if (out[i] != i * 1.5 + 100 + i + i * 2.0 + 1000 + i + i * 3.0 + i * 4.0) {
      if (bad < 3)
        printf("i=%d: %g\n", i, out[i]);
      bad++;
    }
  bad += local_types();
  if (bad || sizeof(Rec) != 11 || sizeof(struct four) != 12 || sizeof(struct plain) != 16) {
    printf("FAIL: %d\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

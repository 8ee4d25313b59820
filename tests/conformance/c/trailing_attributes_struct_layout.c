// GNU attributes written after a struct's closing brace or a typedef's name, and layout attributes
// of fields, hold in compute regions as on the host: packed and aligned structs, aligned and vector
// typedefs, packed enums, _Alignas and aligned fields, nested and function-local structs.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stddef.h>
#include <stdio.h>

struct RecS { char tag; double val; short id; } __attribute__((packed));
typedef struct RecS Rec;
typedef double adouble __attribute__((aligned(32)));
struct holder { char c; adouble x; };
typedef float v4f __attribute__((vector_size(16)));
struct vrec { char c; v4f pos; int id; };
struct afield { char c; int x __attribute__((aligned(16))); };
struct alignas_field { char c; _Alignas(16) int x; };
struct wide { char c; int x; } __attribute__((aligned(64)));
enum small { S0, S1, S2 } __attribute__((packed));
struct erec { char c; enum small e; };
struct outer {
  struct inner { char k; double d; } __attribute__((packed)) in; /* file scope in C */
  char t;
};
typedef struct { char c; double d; } __attribute__((packed)) P1, *P1p;

#define N 16
#define K 18

static int local_types(void) {
  struct lt { char c; double d; } __attribute__((packed)) v[N];
  typedef struct { short s; double d; } lt2 __attribute__((aligned(16)));
  lt2 w[N];
  double out[N];
  size_t sz[4];
  for (int i = 0; i < N; i++) {
    v[i].c = 'x'; v[i].d = i * 0.5;
    w[i].s = (short)i; w[i].d = i * 0.25;
  }
#pragma acc parallel loop copyin(v, w) copyout(out, sz)
  for (int i = 0; i < N; i++) {
    out[i] = v[i].d + w[i].s + w[i].d;
    if (i == 0) {
      sz[0] = sizeof(struct lt); sz[1] = offsetof(struct lt, d); sz[2] = sizeof(lt2); sz[3] = _Alignof(lt2);
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != i * 0.5 + i + i * 0.25;
  size_t host[4] = {sizeof(struct lt), offsetof(struct lt, d), sizeof(lt2), _Alignof(lt2)};
  for (int k = 0; k < 4; k++)
    if (sz[k] != host[k]) {
      printf("local size %d: region %zu host %zu\n", k, sz[k], host[k]);
      bad++;
    }
  return bad;
}

int main(void) {
  Rec r[N];
  struct holder h[N];
  struct vrec q[N];
  struct afield a[N];
  struct alignas_field b[N];
  struct wide w[N];
  struct erec e[N];
  struct outer o[N];
  P1 p[N];
  double out[N];
  size_t sz[K];
  for (int i = 0; i < N; i++) {
    r[i].tag = 'a'; r[i].val = i * 1.5; r[i].id = (short)(100 + i);
    h[i].c = 'b'; h[i].x = i * 2.0;
    q[i].c = 'c'; q[i].pos = (v4f){i, 1, 2, 3}; q[i].id = 10 * i;
    a[i].c = 'd'; a[i].x = 3 * i;
    b[i].c = 'e'; b[i].x = 4 * i;
    w[i].c = 'f'; w[i].x = 5 * i;
    e[i].c = 'g'; e[i].e = (enum small)(i % 3);
    o[i].in.k = 'h'; o[i].in.d = i * 6.0; o[i].t = 'i';
    p[i].c = 'j'; p[i].d = i * 7.0;
  }
#pragma acc parallel loop copyin(r, h, q, a, b, w, e, o, p) copyout(out, sz)
  for (int i = 0; i < N; i++) {
    v4f pos = q[i].pos;
    P1p pp = &p[i];
    struct inner in = o[i].in;
    out[i] = r[i].val + r[i].id + h[i].x + pos[0] + pos[3] + q[i].id + a[i].x + b[i].x + w[i].x + e[i].e +
             in.d + pp->d;
    if (i == 0) {
      sz[0] = sizeof(Rec); sz[1] = offsetof(Rec, id);
      sz[2] = sizeof(struct holder); sz[3] = offsetof(struct holder, x);
      sz[4] = sizeof(v4f); sz[5] = sizeof(struct vrec); sz[6] = offsetof(struct vrec, id);
      sz[7] = sizeof(struct afield); sz[8] = offsetof(struct afield, x);
      sz[9] = sizeof(struct alignas_field); sz[10] = offsetof(struct alignas_field, x);
      sz[11] = sizeof(struct wide); sz[12] = sizeof(enum small); sz[13] = sizeof(struct erec);
      sz[14] = sizeof(struct inner); sz[15] = sizeof(struct outer); sz[16] = sizeof(P1); sz[17] = offsetof(P1, d);
    }
  }
  size_t host[K] = {sizeof(Rec), offsetof(Rec, id),
                    sizeof(struct holder), offsetof(struct holder, x),
                    sizeof(v4f), sizeof(struct vrec), offsetof(struct vrec, id),
                    sizeof(struct afield), offsetof(struct afield, x),
                    sizeof(struct alignas_field), offsetof(struct alignas_field, x),
                    sizeof(struct wide), sizeof(enum small), sizeof(struct erec),
                    sizeof(struct inner), sizeof(struct outer), sizeof(P1), offsetof(P1, d)};
  int bad = 0;
  for (int k = 0; k < K; k++)
    if (sz[k] != host[k]) {
      printf("size %d: region %zu host %zu\n", k, sz[k], host[k]);
      bad++;
    }
  for (int i = 0; i < N; i++)
    if (out[i] != i * 1.5 + 100 + i + i * 2.0 + i + 3 + 10 * i + 3 * i + 4 * i + 5 * i + i % 3 + i * 6.0 + i * 7.0) {
      if (bad < 3)
        printf("i=%d: %g\n", i, out[i]);
      bad++;
    }
  bad += local_types();
  if (bad || sizeof(Rec) != 11 || sizeof(enum small) != 1 || sizeof(struct wide) != 64) {
    printf("FAIL: %d\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}

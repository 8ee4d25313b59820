// A struct or enum defined inside a struct has file scope in C (C11 6.2.1): regions declare
// variables of the inner struct, name the enumerators of enums defined inside structs (with or
// without a tag, through a typedef of the outer struct too) and nest them two deep.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

typedef struct cell {
  struct vec {
    double x, y;
  } pos;
  enum { FLUID, WALL } kind;
  struct tagged {
    enum phase { SOLID, GAS } p;
    int id;
  } tag;
} cell;

struct outer {
  struct inner {
    int a;
    double b;
  } in;
  int n;
};

#define N 64

int main(void) {
  struct outer o[N];
  cell c[N];
#pragma acc parallel loop copyout(o, c)
  for (int i = 0; i < N; i++) {
    struct inner t;
    t.a = i;
    t.b = 2.0 * i;
    o[i].in = t;
    o[i].n = i;
    struct vec v = {i, -i};
    c[i].pos = v;
    c[i].kind = i % 2 ? WALL : FLUID;
    enum phase p = i > 40 ? GAS : SOLID;
    c[i].tag.p = p;
    c[i].tag.id = i;
  }
  int errors = 0;
  for (int i = 0; i < N; i++)
    if (o[i].in.a != i || o[i].in.b != 2.0 * i || o[i].n != i || c[i].pos.x != i || c[i].pos.y != -i ||
        c[i].kind != (i % 2 ? WALL : FLUID) || c[i].tag.p != (i > 40 ? GAS : SOLID) || c[i].tag.id != i)
      errors++;
  if (errors) {
    printf("FAIL: %d elements\n", errors);
    return 1;
  }
  printf("PASS nested_struct_tags\n");
  return 0;
}

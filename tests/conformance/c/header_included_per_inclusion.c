// A header with directives included several times is lowered as each inclusion: a reduction
// operator, a data clause's length and the variables of a code fragment given by macros that
// change between the inclusions (the "template by #include" idiom).
// __FILE__ in such a header names the header (where.h).
// RUN: %acorncc -I%S/Inputs/header_included_per_inclusion %s -o %t && %run-targets %t
#include <stdio.h>
#include <string.h>
#include "where.h"

#define NAME reduce_sum
#define OP +
#define INIT 0.0
#include "reduce.inc"
#undef NAME
#undef OP
#undef INIT
#define NAME reduce_product
#define OP *
#define INIT 1.0
#include "reduce.inc"

int main(void) {
  int errors = 0;
  double x[4] = {1, 2, 3, 4};
  if (reduce_sum(x, 4) != 10 || reduce_product(x, 4) != 24)
    errors++;

  static double big[100], small[10];
#define DST big
#define LEN 100
#define VALUE 1.0
#include "fill.inc"
#undef DST
#undef LEN
#undef VALUE
#define DST small
#define LEN 10
#define VALUE 2.0
#include "fill.inc"
  for (int i = 0; i < 100; i++)
    errors += big[i] != 1.0;
  for (int i = 0; i < 10; i++)
    errors += small[i] != 2.0;

  int one[1] = {0};
  const char *file = where_file(one);
  errors += one[0] != 1;
  errors += strstr(file, "header_included_per_inclusion/where.h") == 0;

  printf("%s\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}

// A character array initialised by a string literal with no room for its null character
// (`char tag[3] = "abc";`, C11 6.7.9p14: the null is dropped), in a region and in a routine.
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

#pragma acc routine seq
static int code(int i) {
  const char digits[10] = "0123456789";
  unsigned char mark[2] = "\xff!";
  return digits[i % 10] - '0' + mark[0] + mark[1];
}

int main(void) {
  int r[32];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 32; i++) {
    char tag[3] = "abc";
    r[i] = tag[i % 3] + code(i);
  }
  int errors = 0;
  for (int i = 0; i < 32; i++)
    errors += r[i] != 'a' + i % 3 + i % 10 + 255 + '!';
  if (errors) {
    printf("FAIL: %d values\n", errors);
    return 1;
  }
  printf("PASS char_array_exact_string\n");
  return 0;
}

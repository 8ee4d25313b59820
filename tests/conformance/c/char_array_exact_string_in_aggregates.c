// Strings that exactly fill a char array member or row (no room for '\0', C11 6.7.9p14) inside
// aggregate initialisers, in a region and in a routine: a struct's member, by position and by
// designator, a compound literal's, and the rows of a 2-D array (C++ rejects them all).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <stdio.h>

struct gene {
  char code[4];
  int id;
};

#pragma acc routine seq
static int routine_sum(int i) {
  struct gene g = {.code = "GGGG", .id = i};
  char rows[2][2] = {"ab", "cd"};
  return g.code[i % 4] + g.id + rows[1][i % 2] + (struct gene){"CCCC", 1}.code[i % 4];
}

int main(void) {
  enum { N = 8 };
  int out[N], rout[N];
#pragma acc parallel loop copyout(out, rout)
  for (int i = 0; i < N; i++) {
    struct gene g = {"ACGT", i};
    char c4[2][4] = {"ABCD", "EFGH"};
    out[i] = g.code[i % 4] + g.id + c4[1][i % 4] + (struct gene){"TTTT", 0}.code[i % 4];
    rout[i] = routine_sum(i);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    int e = "ACGT"[i % 4] + i + "EFGH"[i % 4] + 'T';
    int er = 'G' + i + "cd"[i % 2] + 'C';
    if (out[i] != e || rout[i] != er) {
      if (bad < 4)
        printf("i=%d: %d %d, expected %d %d\n", i, out[i], rout[i], e, er);
      bad++;
    }
  }
  puts(bad ? "FAIL" : "PASS");
  return bad != 0;
}

/* collapse(2) over a triangular nest (inner bound j < i).  OpenACC 3.3 needs rectangular iteration spaces for
   collapse, so an error is right, but Acorn reports "use of undeclared identifier 'i'" with a caret into
   ~1000 characters of its generated code ("error generated when compiling for sm_90").  gcc-12 says
   "condition expression refers to iteration variable 'i'".  Build: acorncc -c 08-collapse-triangular-diagnostic.c */
#include <stdio.h>
int main(void)
{
  static double m[100][100];
  int i, j, bad = 0;
#pragma acc parallel loop collapse(2) copy(m)
  for (i = 0; i < 100; i++)
    for (j = 0; j < i; j++)
      m[i][j] = i + j;
  for (i = 0; i < 100; i++) for (j = 0; j < 100; j++) if (m[i][j] != (j < i ? i + j : 0)) bad++;
  printf("tri: %s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}

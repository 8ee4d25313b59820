/* Should: compile and print PASS (#line is how generated code - f2c, yacc, template code
   generators - points back to its origin; several generated lines may carry the same origin line;
   gcc-12 -fopenacc builds and runs it).
   Does: acorncc line_directive_same_presumed_line_moves_pragma.c -o t
     gen.f:10:40: error: use of undeclared identifier 's'
     gen.f:10:2: error: OpenACC 'parallel loop' construct can only be applied to a 'for' loop
   The directive in sum() is moved to the first line with the same presumed location
   (gen.f:10, the statement in fill()), i.e. into the other function. C only: acorn++ on the same
   code as C++ builds and passes. */
#include <stdio.h>
static void fill(float *y)
{
  for (int i = 0; i < 100; i++)
#line 10 "gen.f"
    y[i] = (float)i;
}
static float sum(const float *y)
{
  float s = 0.f;
#line 10 "gen.f"
#pragma acc parallel loop reduction(+:s) copyin(y[0:100])
  for (int i = 0; i < 100; i++) s += y[i];
  return s;
}
int main(void)
{
  float y[100];
  fill(y);
  float s = sum(y);
  printf("%s %g\n", s == 4950.f ? "PASS" : "FAIL", s);
  return s != 4950.f;
}

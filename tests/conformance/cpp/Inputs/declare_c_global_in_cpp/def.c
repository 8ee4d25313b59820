/* The C file that defines the globals; the C++ file's regions use their device copies. */
#include "coef.h"

double coef[4];
int offset = 10;

void set_coef(void)
{
  for (int i = 0; i < 4; ++i)
    coef[i] = i + 1;
#pragma acc update device(coef)
}

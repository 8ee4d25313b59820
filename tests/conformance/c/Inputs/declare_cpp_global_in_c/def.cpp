// The C++ file that defines the globals (outside the header's extern "C" block: they keep its C
// linkage); the C file's regions and routines use their device copies.
#include "coef.h"

double coef[4];
int offset = 10;

void set_coef(void)
{
  for (int i = 0; i < 4; ++i)
    coef[i] = i + 1;
#pragma acc update device(coef)
}

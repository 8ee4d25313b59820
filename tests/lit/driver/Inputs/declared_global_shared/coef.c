/* A declared global with its directive, defined in what the test links as a shared library. */
extern double coef[8];
#pragma acc declare create(coef)
double coef[8];
void coef_init(void) {
  for (int i = 0; i < 8; ++i)
    coef[i] = i + 0.5;
#pragma acc update device(coef)
}

#define TAB_N 16
extern double tab[TAB_N];
#pragma acc declare create(tab)
extern int init_ran;

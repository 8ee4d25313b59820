// Linked before the file that defines tab: its global objects are constructed first.
#include "table.h"
bool init_ran;
static struct FillTail {
  FillTail() {
    for (int i = TAB_N / 2; i < TAB_N; i++)
      tab[i] = 10;
#pragma acc update device(tab[TAB_N / 2:TAB_N / 2])
    init_ran = true;
  }
} fill_tail;

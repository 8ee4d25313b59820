// A `declare create` global defined in two files (a header's tentative definition, merged by
// -fcommon on the host): the device copies clash in the device link, and the driver names the
// global, not only Acorn's symbol for its device copy.
// REQUIRES: acorn-gpu
// RUN: rm -rf %t && mkdir -p %t
// RUN: %acorncc -fcommon -c %s -o %t/a.o
// RUN: %acorncc -fcommon -DSECOND -c %s -o %t/b.o
// RUN: not %acorncc -fcommon %t/a.o %t/b.o -o %t/prog 2>&1 | FileCheck %s
// CHECK: error: the global variable 'table', which a 'declare' directive gives a device copy, is defined in more than one file (a definition in a header, without 'extern', or tentative definitions merged by -fcommon): define it in one file and declare it 'extern' in the others
double table[4];
#pragma acc declare create(table)
#ifdef SECOND
void fill(void) {
#pragma acc parallel loop present(table)
  for (int i = 0; i < 4; i++)
    table[i] = i;
}
#else
void fill(void);
int main(void) {
  fill();
  return 0;
}
#endif

// GCC's -Wp,OPTIONS hands options to the preprocessor: automake's depcomp and kernel-style builds
// write -Wp,-MD,file (there -MD and -MMD take the dependency file). The dependency file names
// the object and the user's header, not Acorn's temporary files; -Wp,-D defines a macro.
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/scale.h %t/ && cp %s %t/wp.c && cp %s %t/wpx.cpp
// RUN: cd %t && %acorncc -c wp.c -o wp.o -Wp,-MD,wp.d -Wp,-DSCALE_EXTRA=+1
// RUN: FileCheck --check-prefix=DEP %s < %t/wp.d
// RUN: cd %t && %acorncxx -c wpx.cpp -o wpx.o -Wp,-MMD,wpx.d,-DSCALE_EXTRA=+1
// RUN: FileCheck --check-prefix=DEPX %s < %t/wpx.d
// DEP: wp.o: wp.c {{.*}}scale.h
// DEP-NOT: acorn
// DEPX: wpx.o: wpx.cpp {{.*}}scale.h
// DEPX-NOT: acorn
#include "scale.h"

#ifndef SCALE_EXTRA
#error "-Wp,-D did not define SCALE_EXTRA"
#endif

void twice(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 2 * a[i];
}

/* A pointer named bare in no_create on a compute construct (`no_create(y)`, y a parameter) whose
 * target a data construct around made present: the region writes through y's host value, not the
 * target's device copy (docs/architecture.md: a bare pointer in no_create gets an ACORN_MAP_ATTACH
 * item like copy's and present's; its storage is not present, so nothing is attached). With
 * ACORN_EMULATE_DISCRETE=async: z's device copy is never written and copyout brings back
 * garbage (prints 1.38242e+306); present(y) or copy(y) in its place: PASS. Found 2026-11-29
 * while testing qualified pointers in data clauses (not about qualifiers: plain `double *` too).
 * Expected: PASS on every target.
 * Commands: acorncc no_create_bare_pointer_target_present.c -o r && ACORN_EMULATE_DISCRETE=async ./r
 */
#include <stdio.h>

static void fill(int n, double *y)
{
#pragma acc parallel loop no_create(y)
    for (int i = 0; i < n; ++i)
        y[i] = i;
}

int main(void)
{
    double z[10];
#pragma acc data copyout(z)
    fill(10, z);
    int bad = z[0] != 0.0 || z[9] != 9.0;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad;
}

// WRONG RESULTS on a discrete device (not fixed yet). Expected PASS; ACORN_EMULATE_DISCRETE=1 prints y[3] = -1 and FAIL.
// Command: acorn++ -Minfo=accel reference_member_in_local_struct_uses_host_memory.cpp -o r && ACORN_EMULATE_DISCRETE=1 ./r
// A local aggregate holding a reference (`struct View { Mesh &m; double scale; }; View v{m, 2.0};`):
// `v.m.y[i]` in a region is the referred Mesh's array, reached on the device through its device copy
// (the region's copy of v holds the host address the reference was bound to).
#include <cstdio>

struct Mesh { int n; double *x, *y; };
struct View { Mesh &m; double scale; };

int main() {
  Mesh m; m.n = 8; m.x = new double[8]; m.y = new double[8];
  for (int i = 0; i < m.n; i++) { m.x[i] = i; m.y[i] = -1; }
  View v{m, 2.0};
#pragma acc data copyin(m.x[0:8]) copy(m.y[0:8])
  {
#pragma acc parallel loop
    for (int i = 0; i < 8; i++) v.m.y[i] = v.scale * v.m.x[i];
  }
  int bad = 0;
  for (int i = 0; i < m.n; i++) bad += m.y[i] != 2 * i;
  printf("y[3] = %g (expected 6)\n%s\n", m.y[3], bad ? "FAIL" : "PASS");
  delete[] m.x; delete[] m.y;
  return bad != 0;
}

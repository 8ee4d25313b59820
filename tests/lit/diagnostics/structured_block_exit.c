// A data construct's structured block is left only at its end (1.6): a return, a goto to a label
// outside, or a break or continue of a loop outside would skip the construct's exit (its data
// would stay mapped). Jumps that stay inside the block are fine; so is leaving a host_data block
// (it has no exit to skip: `return p;` hands out a device address).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="error:"
int first_negative(int n, double *a) {
#pragma acc data copy(a[0:n])
  {
    for (int i = 0; i < n; i++) {
      if (a[i] == 0)
        continue; // the loop is inside the block
      if (a[i] < 0)
        return i;
    }
  }
  return -1;
}
// CHECK: structured_block_exit.c:13:9: error: 'return' leaves the structured block of the 'data' construct at line 7, which may be left only at its end (its exit actions would not run)

void rows(int m, int n, double *a) {
  for (int r = 0; r < m; r++) {
#pragma acc data copy(a[r*n:n])
    {
      if (a[r * n] < 0)
        break;
      if (a[r * n] == 0)
        continue;
#pragma acc parallel loop
      for (int j = 0; j < n; j++)
        a[r * n + j] += 1;
    }
  }
}
// CHECK: structured_block_exit.c:25:9: error: 'break' leaves the structured block of the 'data' construct at line 22

void scale(int n, double *a) {
#pragma acc data copy(a[0:n])
  {
    switch (n) {
    case 0:
      break; // the switch is inside the block
    default:
      if (a[0] < 0)
        goto done;
    }
  }
done:
  return;
}
// CHECK: structured_block_exit.c:44:9: error: 'goto' leaves the structured block of the 'data' construct at line 37

double *device_address(double *p) {
#pragma acc host_data use_device(p)
  return p;
}

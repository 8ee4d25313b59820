// Finding 20 (INVALID_CODE): `parallel` directly followed by `loop gang` (no braces between them), and
// an inner `loop vector reduction(+:acc)` on a variable declared inside the gang loop. Acorn treats
// `acc` as a variable from outside the region ("a reduction variable of any loop in the region is
// copied"): the launch captures and maps `acc` before it is declared:
//   $ acorncc -c -acc=host 20-parallel-then-loop-local-reduction-variable.c
//   20-parallel-then-loop-local-reduction-variable.c:11:238: error: use of undeclared identifier 'acc'
// Same in C++. With braces around the `loop gang` (a compound statement as the parallel's body) it
// builds, as does the same code without the inner reduction.
// Fuzz signature: "use of undeclared identifier 'acc'" (c, particles.c seed, directive moved).
void rowsum(int n, int m, double *f) {
#pragma acc parallel copyout(f[0:n])
#pragma acc loop gang
  for (int c = 0; c < n; c++) {
    double acc = 0.0;
#pragma acc loop vector reduction(+:acc)
    for (int j = 0; j < m; j++)
      acc += j;
    f[c] = acc;
  }
}

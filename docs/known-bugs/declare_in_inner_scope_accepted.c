// 'declare' in an inner block naming a variable declared in the enclosing block.
// A declare directive must be in the same scope as the declaration of its variables
// (gcc-12: "'buf' must be a variable declared in the same scope as '#pragma acc declare'").
// Expected: error at 11:32. Actual: acorncc -c declare_in_inner_scope_accepted.c -> rc 0,
// no diagnostic.
void g(double *);
void f(int n) {
  double buf[64];
  buf[0] = n;
  {
    #pragma acc declare create(buf)
    g(buf);
  }
}

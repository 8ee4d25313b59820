/* routine bind(missing_fn) naming a function that does not exist: only a GPU link error, raw tool output first */
#pragma acc routine seq bind(missing_fn)
double g(double x) { return x; }
int main(void) {
  double a = 0;
  #pragma acc parallel copy(a)
  a = g(2.0);
  return a != 2.0;
}

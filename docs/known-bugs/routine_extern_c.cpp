#pragma acc routine seq
extern "C" double f(double x);
extern "C" double f(double x) { return x * x; }
int main() { double r = 0;
#pragma acc parallel copy(r)
  r = f(3.0);
  return r == 9.0 ? 0 : 1; }

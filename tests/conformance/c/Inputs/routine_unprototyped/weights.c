// The routine's definition, with its prototype, in a file of its own.
#pragma acc routine seq
double weight(double x, int k) { return x * k; }

#pragma acc routine seq
double damp(double v, int s) { return v / s; }

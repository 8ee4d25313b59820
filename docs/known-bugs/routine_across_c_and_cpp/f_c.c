#include "f.h"
double c_f(double x) { return 2.0 * x; }

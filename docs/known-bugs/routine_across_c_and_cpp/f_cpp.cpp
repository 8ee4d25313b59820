#include "f.h"
extern "C" double cpp_f(double x) { return x * x + 1.0; }

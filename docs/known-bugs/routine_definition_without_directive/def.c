double helper(double x) { return x + 1; }

/* helper's definition sees no routine directive (use.c declares it "routine seq"); table is
   defined without the declare directive use.c gives it. */
double table[4] = {1, 2, 3, 4};
double helper(double x) { return x + 1; }

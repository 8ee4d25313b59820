/* The definition of the arrays extern_array_unknown_size.c declares without a size. */
double field[1000];
int counts[1000];

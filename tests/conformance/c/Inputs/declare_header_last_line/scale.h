// The declare directive is the last line of this header.
extern double scale;
#pragma acc declare create(scale)

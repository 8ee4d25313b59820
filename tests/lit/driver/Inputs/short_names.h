/* A configuration header forced with -include, as build systems do, defining short names. */
#define M 48
#define y 1
#define count 5

#ifdef __cplusplus
extern "C" {
#endif
void scale(int n, double *a, double f);
#ifdef __cplusplus
}
#endif

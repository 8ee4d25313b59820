// Finding 17 (INVALID_CODE, GPU target only): a compute region calls a function that is only
// declared in this file and has no `routine` directive. With -acc=host/multicore it builds; with
// the GPU target Acorn emits the call into a __host__ __device__ region and the CUDA compile of the
// lowered code fails, in CUDA terms rather than OpenACC ones:
//   $ acorncc -c -acc=gpu 17-gpu-call-to-external-function.c
//   17-gpu-call-to-external-function.c:15:8: error: reference to __host__ function 'ext' in __host__ __device__ function
//   1 error generated when compiling for sm_90.
// Same in C++. Expected: an Acorn error at the call, e.g. "function 'ext' is called in a compute
// region but has no 'routine' directive and no definition in this file".
// Found with the fuzzer's "call" body mutation (fz_ext) in --acc gpu mode.
double ext(double x);
void apply(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = ext(a[i]);
}

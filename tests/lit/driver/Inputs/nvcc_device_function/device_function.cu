extern "C" __host__ __device__ double cu_f(double x) { return x * 4.0 + 1.0; }

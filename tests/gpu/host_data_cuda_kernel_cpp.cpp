// 2.8 host_data use_device in C++: a class holding a pointer member and a std::vector, a template
// function and the member function that calls the CUDA kernel (Inputs/scale_kernel.cu, linked by
// acorn++) with the device addresses.
// RUN: %nvcc -c %S/Inputs/scale_kernel.cu -o %t.o && %acorncxx %s %t.o -o %t && %run-targets %t
#include <openacc.h>

#include <cstdio>
#include <vector>

extern "C" int scale_add_on_gpu(int n, double f, const double *x, double *y, void *stream);
extern "C" int is_device_pointer(const void *p);

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = i;
#pragma acc enter data copyin(this[0:1], data_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_], this[0:1])
    delete[] data_;
  }
  // data_ += f * x, with x the host address of data present on the device (use_device finds its
  // device address; a device address is not present data).
  int axpy(double f, const double *x) {
    int bad = 0;
#pragma acc host_data use_device(data_, x)
    {
      bad |= !is_device_pointer(data_) || !is_device_pointer(x);
      bad |= scale_add_on_gpu(n_, f, x, data_, acc_get_cuda_stream(acc_async_sync));
    }
    return bad;
  }
  void fetch() {
#pragma acc update self(data_[0:n_])
  }
  double operator[](int i) const { return data_[i]; }

private:
  int n_;
  double *data_;
};

template <class T> const T *device_view(std::vector<T> &v) {
  T *p = v.data();
#pragma acc host_data use_device(p)
  return p;
}

int main() {
  if (acc_get_device_type() != acc_device_nvidia) {
    std::printf("host_data_cuda_kernel_cpp: needs an NVIDIA GPU (ACC_DEVICE_TYPE=nvidia); nothing to do\n");
    return 0;
  }
  const int n = 50000;
  int errors = 0;
  std::vector<double> ones(n, 1.0);
  double *o = ones.data();
#pragma acc enter data copyin(o[0:n])
  const double *d = device_view(ones);
  if (d != acc_deviceptr(o)) {
    std::fprintf(stderr, "FAIL: device_view gives %p, acc_deviceptr %p\n", (const void *)d, acc_deviceptr(o));
    ++errors;
  }
  {
    Field f(n);
    errors += f.axpy(3.0, o) != 0;
    f.fetch();
    for (int i = 0; i < n; ++i)
      if (f[i] != i + 3.0) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: f[%d] = %g (expected %g)\n", i, f[i], i + 3.0);
        ++errors;
      }
  }
#pragma acc exit data delete(o[0:n])
  if (!errors)
    std::printf("host_data_cuda_kernel_cpp: OK\n");
  return errors != 0;
}

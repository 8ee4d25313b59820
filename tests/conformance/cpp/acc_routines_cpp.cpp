// Chapter 3 routines as C++ codes wrap them: a RAII class that owns the device copy of a
// std::vector (acc_create / acc_copyin in the constructor, acc_delete_finalize in the
// destructor, update methods, acc_deviceptr for raw copies), a templated mirror for structs,
// acc_malloc'd scratch space with acc_memcpy_device, and acc_get_property_string for a log line.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <cstring>
#include <vector>
#include <openacc.h>

template <typename T> class DeviceMirror {
public:
  explicit DeviceMirror(std::vector<T> &v, bool copy = true) : v_(v) {
    dev_ = static_cast<T *>(copy ? acc_copyin(v_.data(), bytes()) : acc_create(v_.data(), bytes()));
  }
  ~DeviceMirror() { acc_delete_finalize(v_.data(), bytes()); }
  DeviceMirror(const DeviceMirror &) = delete;
  DeviceMirror &operator=(const DeviceMirror &) = delete;
  void toDevice() { acc_update_device(v_.data(), bytes()); }
  void toHost(int queue = acc_async_sync) {
    if (queue == acc_async_sync)
      acc_update_self(v_.data(), bytes());
    else
      acc_update_self_async(v_.data(), bytes(), queue);
  }
  T *device() const { return static_cast<T *>(acc_deviceptr(v_.data())); }
  bool present() const { return acc_is_present(v_.data(), bytes()) != 0; }
  size_t bytes() const { return v_.size() * sizeof(T); }

private:
  std::vector<T> &v_;
  T *dev_;
};

struct Particle {
  double x, v;
};

// Shared memory (host, multicore, GCC's host fallback): acc_copyin returns the host address.
static bool discreteMemory() {
  int probe = 0;
  void *d = acc_copyin(&probe, sizeof probe);
  acc_delete(&probe, sizeof probe);
  return d != static_cast<void *>(&probe);
}

int main() {
  int errors = 0;
  const acc_device_t t = acc_get_device_type();
  const bool discrete = discreteMemory();
  const char *name = acc_get_property_string(acc_get_device_num(t), t, acc_property_name);
  std::printf("running on %s\n", name ? name : "(unknown)");

  const int n = 10000;
  std::vector<Particle> ps(n);
  for (int i = 0; i < n; ++i)
    ps[i] = Particle{double(i), 1.0};
  {
    DeviceMirror<Particle> mirror(ps);
    if (!mirror.present() || mirror.device() == nullptr) {
      std::fprintf(stderr, "FAIL: mirror not present\n");
      ++errors;
    }
    Particle *p = ps.data();
    for (int step = 0; step < 3; ++step) {
#pragma acc parallel loop present(p[0:n])
      for (int i = 0; i < n; ++i)
        p[i].x += p[i].v;
    }
    mirror.toHost(1);
    acc_wait(1);
    if (ps[10].x != 13.0) {
      std::fprintf(stderr, "FAIL: after toHost ps[10].x = %g, expected 13\n", ps[10].x);
      ++errors;
    }
    for (auto &q : ps)
      q.v = 2.0;
    mirror.toDevice();
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i].x += p[i].v;
    // scratch space the code manages itself: a device-side backup of the particles
    void *scratch = acc_malloc(mirror.bytes());
    acc_memcpy_device(scratch, mirror.device(), mirror.bytes());
#pragma acc parallel loop present(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i].x = -1.0;
    acc_memcpy_device_async(mirror.device(), scratch, mirror.bytes(), 2);
    acc_wait(2);
    mirror.toHost();
    acc_free(scratch);
    for (int i = 0; i < n; ++i)
      if (ps[i].x != i + 5.0) {
        if (errors < 10)
          std::fprintf(stderr, "FAIL: ps[%d].x = %g, expected %g\n", i, ps[i].x, i + 5.0);
        ++errors;
      }
  } // the destructor deletes the device copy
  if (discrete && acc_is_present(ps.data(), sizeof(Particle))) {
    std::fprintf(stderr, "FAIL: still present after the mirror's destructor\n");
    ++errors;
  }
  // copyout_finalize as the last step of a solver
  std::vector<float> field(4096, 1.0f);
  float *f = field.data();
  acc_copyin(f, field.size() * sizeof(float));
  acc_copyin(f, field.size() * sizeof(float));
#pragma acc parallel loop present(f[0:4096])
  for (int i = 0; i < 4096; ++i)
    f[i] *= 4.0f;
  acc_copyout_finalize(f, field.size() * sizeof(float));
  if (field[4095] != 4.0f) {
    std::fprintf(stderr, "FAIL: acc_copyout_finalize field[4095] = %g\n", field[4095]);
    ++errors;
  }
  return errors != 0;
}

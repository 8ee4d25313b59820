// 2.7.1 sections reached through an element subscript in member functions: a section of a pointer
// member of an element of a member array (parts[k].v[0:n]) or of a member pointer to structs
// (extra[k].v[0:n]), and a section of an array member of an element (parts[k].w[0:W]). Mapping a
// pointer member's section attaches the element's pointer in the device copy of its holder (2.6.8,
// 2.7.2): of *this, copied implicitly, or of the present structs extra[0:NP].
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>
#ifdef _OPENACC
#include <openacc.h>
#endif

constexpr int NP = 3, N = 256, W = 4;

struct Part {
  int n;
  double *v;
  double w[W];
};

static bool discrete_memory() {
#ifdef _OPENACC
  acc_device_t t = acc_get_device_type();
  return t != acc_device_host && t != acc_device_multicore;
#else
  return false;
#endif
}

static int errors = 0;

static void expect(const char *what, int k, int i, double got, double want) {
  if (got != want) {
    if (errors < 10)
      std::fprintf(stderr, "FAIL: %s: [%d][%d] = %g, expected %g\n", what, k, i, got, want);
    ++errors;
  }
}

class Assembly {
public:
  Part parts[NP];
  Part *extra;

  void scale(int k, double f) {
#pragma acc parallel loop copy(parts[k].v[0:parts[k].n])
    for (int i = 0; i < parts[k].n; i++) {
      parts[k].v[i] *= f;
    }
  }
  void bump_w(int k) {
#pragma acc parallel loop copy(parts[k].w[0:W])
    for (int j = 0; j < W; j++) {
      parts[k].w[j] += 100.0;
    }
  }
  void to_device() {
#pragma acc enter data copyin(extra[0:NP])
    for (int k = 0; k < NP; k++) {
#pragma acc enter data copyin(extra[k].v[0:N])
    }
  }
  void shift() {
#pragma acc parallel loop gang present(extra[0:NP])
    for (int k = 0; k < NP; k++) {
#pragma acc loop vector
      for (int i = 0; i < N; i++) {
        extra[k].v[i] += k + 1;
      }
    }
  }
  void from_device() {
    for (int k = 0; k < NP; k++) {
#pragma acc exit data copyout(extra[k].v[0:N])
    }
#pragma acc exit data delete(extra[0:NP])
  }
};

int main() {
  std::vector<double> store(2 * NP * N);
  std::vector<Part> more(NP);
  Assembly a;
  a.extra = more.data();
  for (int k = 0; k < NP; k++) {
    a.parts[k].n = N;
    a.parts[k].v = &store[k * N];
    more[k].n = N;
    more[k].v = &store[(NP + k) * N];
    for (int j = 0; j < W; j++)
      a.parts[k].w[j] = j;
  }
  for (int i = 0; i < 2 * NP * N; i++)
    store[i] = i;

  a.scale(1, 3.0);
  a.bump_w(2);
  for (int i = 0; i < N; i++) {
    expect("parts[1].v", 1, i, a.parts[1].v[i], 3.0 * (N + i));
    expect("parts[0].v untouched", 0, i, a.parts[0].v[i], i);
  }
  for (int j = 0; j < W; j++)
    expect("parts[2].w", 2, j, a.parts[2].w[j], 100.0 + j);

  a.to_device();
  a.shift();
#pragma acc update self(a.extra[1].v[0:N])
  expect("update self(a.extra[1].v[0:N])", 1, 5, more[1].v[5], (NP + 1) * N + 5 + 2);
  if (discrete_memory())
    expect("extra[2].v not updated", 2, 5, more[2].v[5], (NP + 2) * N + 5);
  a.from_device();
  for (int k = 0; k < NP; k++) {
    if (more[k].v != &store[(NP + k) * N]) {
      std::fprintf(stderr, "FAIL: extra[%d].v changed on the host\n", k);
      ++errors;
    }
    for (int i = 0; i < N; i++)
      expect("extra[k].v after exit data", k, i, more[k].v[i], (NP + k) * N + i + k + 1);
  }
  if (errors == 0)
    std::printf("PASS\n");
  return errors != 0;
}

// In templates, data clauses name sections of members of variables whose type depends on the
// template's parameters (`c.ptr[0:c.len]` with `const C &c`, `f->data[0:f->n]` with `F *f`): the
// member is a pointer, its section is mapped and the region reaches it through the struct.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>

template <typename T> struct View {
  const T *ptr;
  int len;
};

template <typename T> struct Field {
  T *data;
  int n;
};

template <typename C> double sum_view(const C &c) {
  double s = 0;
#pragma acc parallel loop copyin(c.ptr[0:c.len]) reduction(+:s)
  for (int i = 0; i < c.len; ++i)
    s += c.ptr[i];
  return s;
}

template <typename F> void scale_field(F *f, double by) {
#pragma acc enter data copyin(f[0:1], f->data[0:f->n])
#pragma acc parallel loop present(f[0:1], f->data[0:f->n])
  for (int i = 0; i < f->n; ++i)
    f->data[i] *= by;
#pragma acc update self(f->data[0:f->n])
#pragma acc exit data delete(f->data[0:f->n], f[0:1])
}

int main() {
  double x[10];
  float y[64];
  for (int i = 0; i < 10; ++i)
    x[i] = i;
  for (int i = 0; i < 64; ++i)
    y[i] = float(i);
  View<double> v{x, 10};
  Field<float> f{y, 64};
  int errors = 0;
  if (double s = sum_view(v); s != 45.0 && ++errors)
    std::fprintf(stderr, "FAIL: sum_view = %g, expected 45\n", s);
  scale_field(&f, 2.0);
  for (int i = 0; i < 64; ++i)
    if (y[i] != 2.0f * i && errors++ < 5)
      std::fprintf(stderr, "FAIL: y[%d] = %g, expected %g\n", i, y[i], 2.0 * i);
  if (errors)
    return 1;
  std::printf("sections of dependent members in templates: OK\n");
  return 0;
}

// 2.12 in C++ templates: atomics whose x is an accessor call returning a reference (a View's
// operator(), a Grid's at()), whose type depends on the template parameter: scatter-add with atomic
// update, slot hand-out with an atomic capture block and with `v = x++`, and atomic read and write,
// instantiated for int and double. The views hold device addresses (host_data).
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

template <class T> struct View {
  T *data;
  T &operator()(int i) const { return data[i]; }
};

template <class T> struct Grid {
  T *cells;
  int width;
  T &at(int r, int c) { return cells[r * width + c]; }
};

template <class T> void scatter_add(View<T> out, const int *keys, int n) {
#pragma acc parallel loop copyin(keys[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    out(keys[i] % 3) += T(1);
  }
}

// Each iteration takes a slot (the counter's old value) and records its key there.
template <class T> void claim(View<T> counter, Grid<T> g, int *slots, T *seen, int n) {
#pragma acc parallel loop copyout(slots[0:n], seen[0:n])
  for (int i = 0; i < n; ++i) {
    T old;
#pragma acc atomic capture
    {
      old = counter(0);
      counter(0) = counter(0) + T(1);
    }
    slots[i] = int(old);
    T before;
#pragma acc atomic capture
    before = counter(1)++;
    (void)before;
#pragma acc atomic update
    g.at(i % 2, 1) += T(2);
    T peek;
#pragma acc atomic read
    peek = g.at(1, 0);
    seen[i] = peek;
    if (i == n - 1) {
#pragma acc atomic write
      g.at(0, 0) = T(7);
    }
  }
}

template <class T> int check(const char *name, int n) {
  int errors = 0;
  std::vector<T> bins(3, T(0)), counter(2, T(0)), cells(4, T(0)), seen(n);
  std::vector<int> keys(n), slots(n), hits(n, 0);
  for (int i = 0; i < n; ++i)
    keys[i] = i * 7;
  cells[2] = T(5); // at(1, 0), read by every iteration
  T *b = bins.data(), *c = counter.data(), *cl = cells.data();
  // The views hold device addresses: the regions use them as they are.
#pragma acc data copy(b[0:3], c[0:2], cl[0:4])
#pragma acc host_data use_device(b, c, cl)
  {
    scatter_add(View<T>{b}, keys.data(), n);
    claim(View<T>{c}, Grid<T>{cl, 2}, slots.data(), seen.data(), n);
  }
  for (int k = 0; k < 3; ++k)
    if (bins[k] != T(n / 3)) {
      std::fprintf(stderr, "FAIL: %s bins[%d] = %g\n", name, k, double(bins[k]));
      ++errors;
    }
  for (int i = 0; i < n; ++i)
    if (slots[i] >= 0 && slots[i] < n)
      hits[slots[i]] += 1;
  for (int i = 0; i < n; ++i)
    if (hits[i] != 1 || seen[i] != T(5)) {
      std::fprintf(stderr, "FAIL: %s slot %d taken %d times, read %g\n", name, i, hits[i], double(seen[i]));
      ++errors;
      break;
    }
  if (counter[0] != T(n) || counter[1] != T(n) || cells[1] != T(n) || cells[3] != T(n) || cells[0] != T(7)) {
    std::fprintf(stderr, "FAIL: %s counter = {%g, %g}, cells = {%g, %g, %g}\n", name, double(counter[0]),
                 double(counter[1]), double(cells[0]), double(cells[1]), double(cells[3]));
    ++errors;
  }
  return errors;
}

int main() {
  int errors = check<int>("int", 3000) + check<double>("double", 2400);
  return errors != 0;
}

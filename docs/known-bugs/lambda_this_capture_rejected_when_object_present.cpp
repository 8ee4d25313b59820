// (Design issue / compile error.) A class that maps itself (enter data copyin(this[0:1]) in its
// constructor, exit data in its destructor) and runs `[=]` or `[this]` lambdas through a
// parallel_for template is rejected: "the lambda 'f' captures 'this', a host pointer, which GPU
// code cannot follow (also under [=]); capture the object by value ([=, *this], C++17) ...".
// But *this IS present here, and other host pointers a closure captures (`double *p`) are
// translated to their device copies in the same position (implicit closure), so `this` could be
// translated the same way.  The suggested [=, *this] copies the object: for this RAII class the
// copy's destructor runs `exit data delete(u[0:n], this[0:1])` and `delete[] u` -> double free
// (glibc "free(): double free detected") and the original object's mapping is dropped.
// Expected: compiles, u[i] == 2*i + 2 (PASS) on every target.
// Commands: acorn++ -O2 lambda_this_capture_rejected_when_object_present.cpp -o lt  -> error
#include <cstdio>
template <typename F> void pfor(int n, F f) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) f(i);
}
struct Grid {
  int n; double *u; double c;
  explicit Grid(int n_) : n(n_), u(new double[n_]), c(2.0) {
    for (int i = 0; i < n; i++) u[i] = i;
    #pragma acc enter data copyin(this[0:1], u[0:n])
  }
  ~Grid() {
    #pragma acc exit data delete(u[0:n], this[0:1])
    delete[] u;
  }
  Grid(const Grid &) = default;  // shallow, as in many codes
  void scale() { pfor(n, [=](int i) { u[i] *= c; }); }
  void shift() { pfor(n, [this](int i) { u[i] += c; }); }
  void get() {
    #pragma acc update self(u[0:n])
  }
};
int main() {
  Grid g(10);
  g.scale(); g.shift(); g.get();
  int bad = 0;
  for (int i = 0; i < 10; i++) if (g.u[i] != 2.0 * i + 2.0) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

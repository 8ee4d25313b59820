// A member function's region reaching a struct through a pointer member of its object (`ws->r[i]`,
// `ws->n`, `prm->coef[k]`) with only the struct's members' data mapped: as for a pointer variable,
// the struct is copied for the construct when it is not present (a const one only copied in), its
// pointer members attached to their device data, and written scalar members come back; a struct
// already present is used where it is.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Workspace {
  int n = 0;
  double norm = 0;
  double *r = nullptr;
};

struct Params {
  double coef[3];
  double *weight;
};

class Smoother {
public:
  Smoother(Workspace *ws, const Params *prm) : ws(ws), prm(prm) {}

  // Reads and writes through the pointer members, the data mapped by an enclosing construct.
  void sweep() {
#pragma acc parallel loop
    for (int i = 1; i < ws->n - 1; ++i)
      ws->r[i] = prm->coef[0] * ws->r[i] + prm->coef[1] * prm->weight[i];
  }

  // A scalar member of the struct written in the region comes back with it.
  void measure() {
#pragma acc serial
    {
      double s = 0;
      for (int i = 0; i < this->ws->n; ++i)
        s += ws->r[i];
      this->ws->norm = s;
    }
  }

private:
  Workspace *ws;
  const Params *prm;
};

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    std::printf("FAIL %s: got %g, want %g\n", what, got, want);
    ++errors;
  }
}

int main() {
  const int n = 64;
  std::vector<double> r(n, 1.0), w(n, 2.0);
  Workspace ws;
  ws.n = n;
  ws.r = r.data();
  const Params prm = {{3.0, 0.5, 0.0}, w.data()};
  Smoother sm(&ws, &prm);

#pragma acc data copy(ws.r[0:n]) copyin(prm.weight[0:n])
  {
    sm.sweep();
    sm.sweep();
    sm.measure();
  }
  // 1 -> 3 + 1 = 4 -> 12 + 1 = 13 inside; the ends stay 1.
  expect("sweep, r[1]", r[1], 13);
  expect("sweep, r[n-2]", r[n - 2], 13);
  expect("sweep, r[0]", r[0], 1);
  expect("measure, norm", ws.norm, 13.0 * (n - 2) + 2);
  expect("host pointer kept", ws.r == r.data(), 1);

  // The workspace present first, then its data: the region uses the present copy.
#pragma acc enter data copyin(ws)
#pragma acc enter data copyin(ws.r[0:n], prm.weight[0:n])
  sm.sweep();
#pragma acc exit data copyout(ws.r[0:n]) delete(prm.weight[0:n])
#pragma acc exit data delete(ws)
  expect("present struct, r[1]", r[1], 40);
  expect("present struct, pointer kept", ws.r == r.data(), 1);

  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

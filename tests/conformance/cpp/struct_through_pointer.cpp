// A region reaching an object through a pointer (`g->n`, `g->cell[i]`, `g->at(i)`, `(*g).h`) with
// only its members' sections in data clauses: the object is copied for the construct when it is not
// present (its pointer members attached to their sections) and written members come back; a
// pointer member mapped by an enclosing data construct is attached for the region too; an object
// already present is used where it is.
// RUN: %acorncxx %s -o %t && %run-targets %t
#include <cstdio>
#include <vector>

struct Grid {
  int n = 0;
  double h = 0.5;
  double sum = 0;
  double *cell = nullptr;
  double *next = nullptr;
  double at(int i) const { return cell[i] * h; }
};

// A function template taking the object by reference: its pointer members are attached where an
// enclosing data construct mapped them.
template <class G> void increment(G &grid) {
#pragma acc parallel loop
  for (int i = 0; i < grid.n; ++i)
    grid.next[i] += 1;
}

template <class G> void smooth(G *g) {
#pragma acc parallel loop copyin(g->cell[0:g->n]) copyout(g->next[0:g->n])
  for (int i = 0; i < g->n; ++i)
    g->next[i] = g->at(i) + (*g).h;
}

// A member function using a member struct's pointer member (`inner.next[i]`): attached where an
// enclosing data construct mapped it.
struct Solver {
  Grid inner;
  void bump() {
#pragma acc parallel loop
    for (int i = 0; i < inner.n; ++i)
      inner.next[i] += 10;
  }
};

static int errors = 0;

static void expect(const char *what, double got, double want) {
  if (got != want) {
    std::printf("FAIL %s: got %g, want %g\n", what, got, want);
    ++errors;
  }
}

int main() {
  const int n = 512;
  std::vector<double> a(n), b(n, -1.0);
  for (int i = 0; i < n; ++i)
    a[i] = i;
  Grid grid;
  grid.n = n;
  grid.cell = a.data();
  grid.next = b.data();
  Grid *g = &grid;

  smooth(g);
  expect("template, next[0]", b[0], 0.5);
  expect("template, next[n-1]", b[n - 1], (n - 1) * 0.5 + 0.5);
  expect("host pointer kept", g->cell == a.data(), 1);

#pragma acc serial copyin(g->cell[0:n])
  g->sum = g->cell[1] + g->cell[n - 1];
  expect("member written", grid.sum, n);

  std::fill(b.begin(), b.end(), -1.0);
#pragma acc data copyin(g->cell[0:n]) copyout(g->next[0:n])
  {
#pragma acc parallel loop
    for (int i = 0; i < n; ++i)
      g->next[i] = 2 * g->cell[i];
  }
  expect("enclosing data, next[n-1]", b[n - 1], 2.0 * (n - 1));

#pragma acc data copy(grid.next[0:n])
  increment(grid);
  expect("template reference, next[n-1]", b[n - 1], 2.0 * (n - 1) + 1);

  Solver solver;
  solver.inner = grid;
#pragma acc data copy(solver.inner.next[0:n])
  solver.bump();
  expect("member struct in a member function, next[n-1]", b[n - 1], 2.0 * (n - 1) + 11);

  std::fill(b.begin(), b.end(), -1.0);
#pragma acc enter data copyin(g[0:1])
#pragma acc enter data copyin(g->cell[0:n]) create(g->next[0:n])
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    g->next[i] = g->cell[i] - g->h;
#pragma acc exit data copyout(g->next[0:n]) delete(g->cell[0:n], g[0:1])
  expect("present object, next[n-1]", b[n - 1], n - 1.5);

  if (errors)
    return 1;
  std::printf("PASS\n");
  return 0;
}

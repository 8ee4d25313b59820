// collapse(2) over two loops written by one macro (`FOR_2D(i, j, ni, nj)`): the generated code
// does not compile (the headers inside the macro's expansion are not replaced); should run.
#include <cstdio>
#define FOR_2D(i, j, ni, nj) for (int i = 0; i < (ni); i++) for (int j = 0; j < (nj); j++)
int main() {
  static double v[12 * 10];
  int nx = 12, ny = 10;
#pragma acc parallel loop collapse(2) copy(v)
  FOR_2D(i, j, nx, ny) v[i * ny + j] = i - j;
  int bad = 0;
  for (int i = 0; i < nx; i++) for (int j = 0; j < ny; j++) bad += v[i * ny + j] != i - j;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

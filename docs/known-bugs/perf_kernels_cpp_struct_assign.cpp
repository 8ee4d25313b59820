/* kernels, C++: assigning a plain struct element p[i] = q[i] (implicit trivial operator=) keeps
   the loop sequential: "the call of 'operator=' passes 'p[i]', which it may write". The same
   file compiled as C (acorncc, `restrict`) is "loop scheduled as gang, vector". Each iteration
   writes only p[i]. Common in C++ particle codes (p[i] = p[i] + dt*v[i] with Vec3 operators). */
#include <cstdio>
#include <cstdlib>
struct vec3 { double x, y, z; };
static void copy(int n, vec3 *__restrict p, const vec3 *__restrict q) {
#pragma acc kernels copyin(q[0:n]) copyout(p[0:n])
  for (int i = 0; i < n; i++) p[i] = q[i];
}
int main() {
  int n = 10000, bad = 0;
  vec3 *p = (vec3 *)malloc(sizeof(vec3) * n), *q = (vec3 *)malloc(sizeof(vec3) * n);
  for (int i = 0; i < n; i++) q[i] = {1.0 * i, 2.0 * i, 3.0 * i};
  copy(n, p, q);
  for (int i = 0; i < n; i++) bad += p[i].x != i || p[i].z != 3.0 * i;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}

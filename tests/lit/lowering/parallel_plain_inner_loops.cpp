// C++: in a parallel construct, a loop without directive inside a gang loop (here of a member
// function of a class template) is planned as `loop auto` at the worker and vector levels; one
// whose iterations depend on each other stays sequential, and says why. An outer `parallel loop`
// without levels keeps gang, vector, with no remark on its inner loop.
// RUN: %acorncxx -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=remark:
template <typename T> struct Grid {
  int n, m;
  T *u;
  void smooth(const T *__restrict in, T *__restrict out) {
    int n = this->n, m = this->m;
#pragma acc parallel loop gang copyin(in[0:n*m]) copyout(out[0:n*m])
    for (int i = 0; i < n; i++) {
// CHECK: parallel_plain_inner_loops.cpp:[[@LINE-1]]:5: remark: loop scheduled as gang
      T w = T(0.5) * i;
      for (int j = 0; j < m; j++)
        out[i * m + j] = w * in[i * m + j];
// CHECK: parallel_plain_inner_loops.cpp:[[@LINE-2]]:7: remark: loop scheduled as vector
      for (int j = 1; j < m; j++)
        out[i * m + j] += out[i * m + j - 1];
// CHECK: parallel_plain_inner_loops.cpp:[[@LINE-2]]:7: remark: loop scheduled as seq (not parallel: {{.*}})
    }
  }
};
template struct Grid<double>;

float total(int n, const float *__restrict x, float *__restrict f) {
#pragma acc parallel loop copyin(x[0:n]) copyout(f[0:n])
  for (int i = 0; i < n; i++) {
// CHECK: parallel_plain_inner_loops.cpp:[[@LINE-1]]:3: remark: loop scheduled as gang, vector
    float acc = 0;
    for (int j = 0; j < n; j++)
      acc += x[j] * x[i];
    f[i] = acc;
  }
  return f[0];
}

// Objects with virtual functions made on the host, copied in, and called virtually inside a
// routine. For a virtual call in the region through a host pointer (Shape *p = &q; ...
// copyin(q) ... p->area()) Acorn says: "error: the virtual
// function 'Shape::area' is called in a compute region on an object the host made: its device
// copy points to the host's table of virtual functions, which GPU code cannot use".
// Here (acorn++ -O2 host_object_virtual_call_in_routine_accepted_for_gpu.cpp) there is no
// diagnostic: the virtual call b.f(x) is in the routine 'callit', which receives the copied-in
// host objects d and arr[]. Also silent when written in the region itself:
//   copyin(d) ... { const Base &b = d; a[i] = b.f(i); }
// Expected: the same error (or working dispatch). Host/multicore/async
// runs print PASS (host code); the GPU run was not tried here.
#include <cstdio>
struct Base {
  #pragma acc routine seq
  virtual double f(double x) const { return x; }
};
struct Der : Base {
  #pragma acc routine seq
  double f(double x) const override { return 2 * x; }
};
#pragma acc routine seq
double callit(const Base &b, double x) { return b.f(x); }
int main() {
  double a[64]; Der d; Der arr[2];
  #pragma acc parallel loop copyin(d, arr) copyout(a)
  for (int i = 0; i < 64; i++) a[i] = callit(d, i) + callit(arr[i & 1], 1);
  int bad = 0;
  for (int i = 0; i < 64; i++) if (a[i] != 2.0 * i + 2) bad++;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}

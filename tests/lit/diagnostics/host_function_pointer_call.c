// Function pointers device code loads from data the host made: a `declare copyin` array, the
// fields of structs a compute construct copies in, reached directly, through a pointer, through a
// routine's parameters or a local pointer. Their device copies hold host function addresses, which
// GPU code cannot call: with GPU code an error at the call naming the pointer as written (and a
// note where device code reads the host's data, when that is elsewhere). Pointers device code makes
// itself (a function named in a region or a routine, a local table, a pointer to it, a
// struct built in the region, a private variable assigned there) are device addresses: accepted.
// -acc=multicore runs all of them (test host_function_pointer_call.c in conformance, C and C++).
// RUN: not %acorncc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %acorncxx -x c++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %acorncc -acc=multicore -c %s -o %t.o
typedef double (*op_t)(double);
typedef struct { op_t f; double c; } term;

#pragma acc routine seq
static double f1(double x) { return x + 1; }
#pragma acc routine seq
static double f2(double x) { return x * 2; }

op_t ops[2] = {f1, f2};
#pragma acc declare copyin(ops)

#pragma acc routine seq
static double apply_global(int k, double x) {
  return ops[k](x);
  // CHECK: host_function_pointer_call.c:[[@LINE-1]]:10: error: the function pointer 'ops[k]' is called in 'apply_global', which runs on the device, but holds the address of a host function, which the host stored in data it made ('ops' is a global variable, whose device copy holds what the host stored in it); GPU code cannot call a host function through its address: call the function by name (a switch over the choices), make the pointer in device code, or compile with -acc=multicore
}

#pragma acc routine seq
static double apply_term(const term *t, double x) {
  return t->c * t->f(x);
  // CHECK: host_function_pointer_call.c:[[@LINE-1]]:17: error: the function pointer 't->f' is called in 'apply_term', which runs on the device, but holds the address of a host function, which the host stored in data it made ('t' points to the host's data, copied into the compute region)
  // CHECK: host_function_pointer_call.c:[[@LINE+24]]:40: note: device code reads 't', which the host made, here
}

#pragma acc routine seq
static double through_local(int k, double x) {
  op_t p = ops[k];
  return (*p)(x);
  // CHECK: host_function_pointer_call.c:[[@LINE-1]]:10: error: the function pointer 'p' is called in 'through_local', which runs on the device, but holds the address of a host function
  // CHECK: host_function_pointer_call.c:[[@LINE-3]]:12: note: device code reads 'ops', which the host made, here
}

// Made in device code: accepted.
#pragma acc routine seq
static double apply_named(op_t g, double x) { return g(x); }
#pragma acc routine seq
static double local_table(int k, double x) {
  op_t table[2] = {f1, f2};
  const op_t *row = table;
  return table[k](x) + row[1 - k](x) + apply_named(k ? f2 : f1, x);
}

void run(double *a, double *b, term *t, op_t chosen) {
#pragma acc parallel loop copyin(t[0:2]) copyout(a[0:64], b[0:64])
  for (int i = 0; i < 64; i++) {
    a[i] = t[i & 1].f(i) + apply_term(&t[i & 1], i) + apply_global(i & 1, i) + through_local(i & 1, i);
    // CHECK: host_function_pointer_call.c:[[@LINE-1]]:12: error: the function pointer 't[i & 1].f' is called in a compute region but holds the address of a host function, which the host stored in data it made ('t' points to the host's data, copied into the compute region)
    term mine = {f2, 0.5};
    b[i] = mine.c * mine.f(i) + local_table(i & 1, i);
  }
#pragma acc parallel loop private(chosen) copyout(a[0:64])
  for (int i = 0; i < 64; i++) {
    chosen = (i & 1) ? f1 : f2;
    a[i] = chosen(i);
  }
}

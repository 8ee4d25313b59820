// kernels dependence analysis: index helpers, row pointers into 2-D arrays, a routine writing
// the iteration's own variables, a scalar defined by an inner loop that surely runs.
// RUN: %acorncc -c -Minfo=accel %s -o %t.o 2>&1 | FileCheck %s
#define R 300
#define C 200
#define M 64
double A[R][C], B[R][C], c[R][M], out[R], x[R * C], y[R * C];
double *P[R];
int gny;
#pragma acc declare create(gny)

#pragma acc routine seq
static inline int idx(int i, int j, int ny) { return i * ny + j; }
#pragma acc routine seq
static inline int idx3(int i, int j, int k) { return idx(idx(i, j, C), k, 1); }
#pragma acc routine seq
static inline int wrap(int i) { return i % 7; }
#pragma acc routine seq
static inline int globalStride(int i, int j) { return i * gny + j; }
#pragma acc routine seq
static inline int twoStatements(int i, int j) {
  int k = i * C;
  return k + j;
}
#pragma acc routine seq
static void split(double v, double *u, double *p) { *u = v * 0.5; *p = v * v; }
#pragma acc routine seq
static void addTo(double v, double *u) { *u += v; }
static double *sink;
#pragma acc declare create(sink)
#pragma acc routine seq
static void redirect(double v, double *u) { u = sink; *u = v; }
struct Holder { double *p; double own; };
#pragma acc routine seq
static void throughMember(double v, struct Holder *h) { h->own = v; h->p[0] = v; }

void helpers(int ny) {
#pragma acc kernels copyout(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      x[idx(i, j, C)] = i + j;
#pragma acc kernels copyout(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      x[idx3(i, j, 0)] = i - j;
  // The helper's value is read as written: a column past the row reaches the next row.
#pragma acc kernels copy(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop runs sequentially on the host, {{.*}}(not parallel: the elements of 'x' one iteration writes (x[idx(i, j, 200)]) may be written by another)
  for (int i = 0; i < R - 1; i++)
    for (int j = 0; j <= C; j++)
      x[idx(i, j, C)] += 1;
#pragma acc kernels copy(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the element of 'x' written (x[wrap(i)]) is not an affine function of 'i')
  for (int i = 0; i < R; i++)
    x[wrap(i)] += 1;
#pragma acc kernels copy(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the element of 'x' written (x[globalStride(i, 0)]) is not an affine function of 'i')
  for (int i = 0; i < R; i++)
    x[globalStride(i, 0)] += 1;
  // Only a body of one return is looked into.
#pragma acc kernels copy(x[0:R*C])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the element of 'x' written (x[twoStatements(i, 0)]) is not an affine function of 'i')
  for (int i = 0; i < R; i++)
    x[twoStatements(i, 0)] += 1;
}

void rows(void) {
#pragma acc kernels copyout(A)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang
  for (int i = 0; i < R; i++) {
    double *row = A[i];
    for (int j = 0; j < C; j++)
      row[j] = i + j;
  }
#pragma acc kernels copyin(A) copyout(B)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector
  for (int i = 0; i < R; i++) {
    double *to = &B[i][0], *from = A[i] + 1;
    for (int j = 0; j < C - 1; j++)
      to[j] = from[j];
  }
  // A row another iteration writes too.
#pragma acc kernels copy(A)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq
  for (int i = 0; i < R - 1; i++) {
    double *row = A[i + 1];
    for (int j = 0; j < C; j++)
      row[j] = A[i][j] + 1;
  }
  // Rows of pointers lead anywhere.
#pragma acc kernels
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq
  for (int i = 0; i < R; i++) {
    double *row = P[i];
    for (int j = 0; j < C; j++)
      row[j] = i;
  }
}

void outParameters(void) {
#pragma acc kernels copyin(x[0:R]) copyout(out, y[0:R])
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang, vector
  for (int i = 0; i < R; i++) {
    double u, p;
    split(x[i], &u, &p);
    addTo(1.0, &u);
    out[i] = u;
    y[i] = p;
  }
  double shared;
#pragma acc kernels copyin(x[0:R]) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: 'shared' is written by every iteration and used after the loop)
  for (int i = 0; i < R; i++) {
    shared = 0;
    addTo(x[i], &shared);
    out[i] = shared;
  }
#pragma acc kernels copyin(x[0:R]) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the call of 'redirect' writes memory through a pointer, a reference or an object, which other iterations may use)
  for (int i = 0; i < R; i++) {
    double u;
    redirect(x[i], &u);
    out[i] = u;
  }
#pragma acc kernels copyin(x[0:R]) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as seq (not parallel: the call of 'throughMember' writes memory through a pointer, a reference or an object, which other iterations may use)
  for (int i = 0; i < R; i++) {
    struct Holder h;
    h.p = out;
    throughMember(x[i], &h);
  }
}

void innerDefinition(void) {
  double q;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop scheduled as gang
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < M; j++)
      q = c[i][j];
    out[i] = q;
  }
}

// Read before the inner loop sets it: the last row's value.
void readBeforeInnerDefinition(void) {
  double q = 0;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop {{.*}}(not parallel: 'q' is carried from one iteration to the next)
  for (int i = 0; i < R; i++) {
    out[i] = q;
    for (int j = 0; j < M; j++)
      q = c[i][j];
  }
}

// The inner loop may not run.
void innerDefinitionMayNotRun(int m) {
  double q = 0;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop {{.*}}(not parallel: 'q' is carried from one iteration to the next)
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < m; j++)
      q = c[i][j];
    out[i] = q;
  }
}

// Its body may skip the write.
void innerDefinitionSkipped(void) {
  double q = 0;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop {{.*}}(not parallel: 'q' is carried from one iteration to the next)
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < M; j++) {
      if (c[i][j] > 3)
        continue;
      q = c[i][j];
    }
    out[i] = q;
  }
}

// No iteration at all: 0 < 0.
void innerDefinitionEmpty(void) {
  double q = 0;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop {{.*}}(not parallel: 'q' is carried from one iteration to the next)
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < 0; j++)
      q = c[i][j];
    out[i] = q;
  }
}

// Each inner iteration reads the value the one before set: the first reads the outer one's.
void innerReadsBeforeDefinition(void) {
  double q = 0, t;
#pragma acc kernels copyin(c) copyout(out)
  // CHECK: [[@LINE+1]]:3: remark: loop {{.*}}(not parallel: 'q' is carried from one iteration to the next)
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < M; j++) {
      t = q;
      q = c[i][j];
    }
    out[i] = t;
  }
}

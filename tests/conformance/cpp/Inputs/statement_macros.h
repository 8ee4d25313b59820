// statement_macros.h: loops written once as statement macros that carry their own directives (the
// pattern of portability layers and of codes that generate one loop per field).
#ifndef STATEMENT_MACROS_H
#define STATEMENT_MACROS_H

#define PRAGMA(x) _Pragma(#x)

// Scales v[0:count) on the device by f; v must be present.
#define SCALE(v, count, f)                                                                         \
  do {                                                                                             \
    int n_ = (count);                                                                              \
    PRAGMA(acc parallel loop present(v[0:n_])) for (int i = 0; i < n_; ++i) v[i] *= (f);          \
  } while (0)

// Sums v[0:count) on the device into out.
#define SUM(v, count, out)                                                                         \
  do {                                                                                             \
    double s_ = 0.0;                                                                               \
    int n_ = (count);                                                                              \
    PRAGMA(acc parallel present(v[0:n_]))                                                          \
    {                                                                                              \
      PRAGMA(acc loop reduction(+:s_))                                                             \
      for (int i = 0; i < n_; ++i)                                                                 \
        s_ += v[i];                                                                                \
    }                                                                                              \
    (out) = s_;                                                                                    \
  } while (0)

// Runs the statements with v[0:count) copied to the device and back.
#define ON_DEVICE(v, count, ...) PRAGMA(acc data copy(v[0:count])) { __VA_ARGS__; }

#define TWICE(stmt) do { stmt; stmt; } while (0)
#define RESCALE SCALE

#endif

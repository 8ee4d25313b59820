/* saxpy: y = a*x + y on whatever device ACC_DEVICE_TYPE selects (nvidia, multicore or host).
 *
 *   acorncc -O2 saxpy.c -o saxpy
 *   ./saxpy                          # GPU if there is one, else multicore
 *   ACC_DEVICE_TYPE=host ./saxpy     # sequential on the host
 *
 * Prints the device it ran on and checks the result; exits non-zero on a wrong answer. */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const char *device_type_name(acc_device_t type) {
  switch (type) {
  case acc_device_nvidia: return "nvidia";
  case acc_device_multicore: return "multicore";
  case acc_device_host: return "host";
  default: return "unknown";
  }
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 24;
  if (n <= 0) {
    fprintf(stderr, "usage: %s [n > 0]\n", argv[0]);
    return 2;
  }
  float *x = malloc((size_t)n * sizeof *x);
  float *y = malloc((size_t)n * sizeof *y);
  if (!x || !y) {
    fprintf(stderr, "saxpy: out of memory for n = %d\n", n);
    return 2;
  }
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 1000) * 0.5f; /* exactly representable, so the check can be exact */
    y[i] = 1.0f;
  }

  double t0 = now_seconds();
  saxpy(n, 2.0f, x, y);
  double seconds = now_seconds() - t0;

  float max_error = 0.0f;
  for (int i = 0; i < n; ++i) {
    float expected = 2.0f * ((float)(i % 1000) * 0.5f) + 1.0f;
    float error = fabsf(y[i] - expected);
    if (error > max_error)
      max_error = error;
  }

  acc_device_t type = acc_get_device_type();
  const char *name = acc_get_property_string(acc_get_device_num(type), type, acc_property_name);
  printf("saxpy: n = %d ran on %s%s%s%s in %.3f ms (data transfers included)\n", n,
         device_type_name(type), name ? " (" : "", name ? name : "", name ? ")" : "",
         seconds * 1e3);
  printf("saxpy: max error %g: %s\n", (double)max_error, max_error == 0.0f ? "OK" : "WRONG");
  free(x);
  free(y);
  return max_error == 0.0f ? 0 : 1;
}

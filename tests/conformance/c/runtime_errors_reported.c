// 1.5 / 5.2.2 runtime errors every target can show, as a program's acc_ev_error callback sees
// them: the callback is called before the runtime prints anything, with the error code and the
// message the runtime would print, which names the construct, its file:line and the argument.
// Each case runs in a child process (fork) that must end in the callback with exit status 0.
//  1. update device(a[0:n]) async(q) with q = -7: acc_error_invalid_async
//  2. acc_free of a host array: acc_error_invalid_argument, saying what the pointer is not
//  3. acc_malloc of more memory than exists: acc_error_out_of_memory
// RUN: %acorncc %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *expected_text[3];
static acc_error_t expected_code;

static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)api;
  const acc_error_info *e = &event->error_event;
  int ok = e->event_type == acc_ev_error && e->error_code == expected_code && prof->thread_id > 0;
  for (int i = 0; i < 3 && expected_text[i]; ++i)
    if (!strstr(e->message, expected_text[i])) {
      fprintf(stderr, "FAIL: message lacks '%s': %s\n", expected_text[i], e->message);
      ok = 0;
    }
  if (e->error_code != expected_code)
    fprintf(stderr, "FAIL: error code %d, expected %d\n", (int)e->error_code, (int)expected_code);
  _exit(ok ? 0 : 2);
}

static void bad_async(void) {
  int n = 64, q = -7;
  double *a = (double *)calloc(n, sizeof(double));
#pragma acc update device(a[0:n]) async(q)
}

static void bad_free(void) {
  double x[8];
  acc_free(x);
}

static void too_much(void) {
  void *p = acc_malloc((size_t)1 << 62);
  (void)p;
}

/* Runs one case in a child; the number of failures (0 or 1). */
static int expect_error(const char *what, void (*body)(void), acc_error_t code, const char *t0,
                        const char *t1, const char *t2) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    expected_code = code;
    expected_text[0] = t0;
    expected_text[1] = t1;
    expected_text[2] = t2;
    acc_callback_register(acc_ev_error, on_error, acc_reg);
    body();
    fprintf(stderr, "FAIL: %s returned\n", what);
    _exit(3);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return 0;
  fprintf(stderr, "FAIL: %s: the callback did not see the expected error (status %d)\n", what,
          status);
  return 1;
}

int main(void) {
  int errors = 0;
  errors += expect_error("update async(-7)", bad_async, acc_error_invalid_async,
                         "runtime_errors_reported.c:37:1: in 'update'",
                         "invalid async argument -7", NULL);
  errors += expect_error("acc_free(host array)", bad_free, acc_error_invalid_argument,
                         "runtime_errors_reported.c:42:3: in 'acc_free(x)' (data_dev=0x", "is not a block allocated by acc_malloc",
                         "acc_malloc did not return it");
  errors += expect_error("acc_malloc(2^62)", too_much, acc_error_out_of_memory,
                         "runtime_errors_reported.c:46:13: in 'acc_malloc((size_t)1 << 62)' (bytes=4611686018427387904)",
                         "cannot allocate 4611686018427387904 bytes", "out of device memory");
  return errors != 0;
}

// 2.7.1: a section of a multi-dimensional C array whose row length is a run-time value
// (a[lo:n][0:m], also of a pointer to fixed-size rows) maps whole rows when m is the row's
// extent, as contiguity requires; any other m stops the program with an error naming the section
// (seen here by an acc_ev_error callback in a child process).
// RUN: %acorncc %s -o %t && %run-targets %t
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef float row[12];

static void scale_rows(float aa[10][12], row *bb, int n, int m) {
#pragma acc parallel loop copy(aa[2:n][0:m], bb[2:n-2][0:m])
  for (int i = 2; i < n; i++)
    for (int j = 0; j < m; j++) {
      aa[i][j] *= 2.0f;
      bb[i][j] += 1.0f;
    }
}

static void on_error(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof;
  (void)api;
  const char *m = event->error_event.message;
  int ok = event->error_event.error_code == acc_error_invalid_data_section &&
           strstr(m, "data_runtime_row_length.c:16:") && strstr(m, "takes 10 of the 12 elements of each row");
  if (!ok)
    fprintf(stderr, "FAIL: unexpected error: %s\n", m);
  _exit(ok ? 0 : 2);
}

int main(void) {
  static float aa[10][12];
  row *bb = malloc(10 * sizeof *bb);
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 12; j++) {
      aa[i][j] = i + j;
      bb[i][j] = i * j;
    }
  int m = 12;
  scale_rows(aa, bb, 8, m);
  int errors = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 12; j++) {
      float a = (i >= 2 && i < 8) ? 2.0f * (i + j) : i + j, b = (i >= 2 && i < 8) ? i * j + 1.0f : i * j;
      if (aa[i][j] != a || bb[i][j] != b)
        errors++;
    }
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    acc_callback_register(acc_ev_error, on_error, acc_reg);
    scale_rows(aa, bb, 8, 10);
    fprintf(stderr, "FAIL: a partial row was mapped\n");
    _exit(3);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    errors++;
  free(bb);
  if (errors) {
    printf("FAILED: %d\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}

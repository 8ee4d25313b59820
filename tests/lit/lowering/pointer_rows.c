// A section of a pointer to pointers maps the pointers with the construct's maps and its rows
// through acorn_pointer_rows: entered after the pointers, exited before them (with finalize on exit
// data); update moves the rows only; a row section may start past 0. -Minfo says what is mapped.
// RUN: %acorncc --print-lowered %s | grep -v "^//" | FileCheck %s
// RUN: %acorncc -Minfo=accel -c %s -o %t.o 2>&1 | FileCheck --check-prefix=INFO %s
void f(int n, int m, double **pp) {
#pragma acc enter data copyin(pp[1:2][0:m])
#pragma acc update self(pp[1:2][0:m])
#pragma acc exit data copyout(pp[1:2][0:m]) finalize
#pragma acc parallel loop copy(pp[0:n][2:m])
  for (int i = 0; i < n; i++)
    pp[i][2] = 0;
}
// CHECK: {"{{.*}}pointer_rows.c", 7, 1, "enter data", __func__};
// CHECK-SAME: acorn_map __acorn_m[1] = {{[{][{]}}(void *)&(pp)[1], (size_t)(2) * sizeof((pp)[0]), ACORN_MAP_COPYIN, 0, "pp[1:2][0:m]", 0, 0}};
// CHECK-SAME: acorn_pointer_rows __acorn_pr[1] = {{[{][{]}}(void **)&(pp)[1], (size_t)(2), (size_t)(0) * sizeof((pp)[0][0]), (size_t)(m) * sizeof((pp)[0][0]), ACORN_MAP_COPYIN, 0, "pp[1:2][0:m]", 0, 0}};
// CHECK-SAME: acorn_enter_data(&__acorn_c, __acorn_m, 1, ACORN_ASYNC_SYNC, __acorn_if); acorn_pointer_rows_enter(&__acorn_c, __acorn_pr, 1, 1, ACORN_ASYNC_SYNC, __acorn_if); }
// CHECK: {"{{.*}}pointer_rows.c", 8, 1, "update", __func__}; acorn_map __acorn_m[1] = {{[{][{]}}0, 0, 0, 0, 0, 0, 0}};
// CHECK-SAME: ACORN_MAP_UPDATE_SELF, 0, "pp[1:2][0:m]", 0, 0}};
// CHECK-SAME: acorn_update(&__acorn_c, __acorn_m, 0, ACORN_ASYNC_SYNC, __acorn_if, 0); acorn_pointer_rows_update(&__acorn_c, __acorn_pr, 1, ACORN_ASYNC_SYNC, __acorn_if, 0); }
// CHECK: {"{{.*}}pointer_rows.c", 9, 1, "exit data", __func__};
// CHECK-SAME: acorn_pointer_rows_exit(&__acorn_c, __acorn_pr, 1, 1, ACORN_ASYNC_SYNC, __acorn_if, 1); acorn_exit_data(&__acorn_c, __acorn_m, 1, ACORN_ASYNC_SYNC, __acorn_if, 1); }
// CHECK: {"{{.*}}pointer_rows.c", 10, 1, "parallel loop", __func__};
// CHECK-SAME: {(void **)&(pp)[0], (size_t)(n), (size_t)(2) * sizeof((pp)[0][0]), (size_t)(m) * sizeof((pp)[0][0]), ACORN_MAP_COPY, 0, "pp[0:n][2:m]", 0, 0}};
// CHECK-SAME: acorn_data_enter(&__acorn_c, __acorn_m, 1, __acorn_async, __acorn_if); acorn_pointer_rows_enter(&__acorn_c, __acorn_pr, 1, 0, __acorn_async, __acorn_if);
// CHECK-SAME: acorn_pointer_rows_exit(&__acorn_c, __acorn_pr, 1, 0, __acorn_async, __acorn_if, 0); acorn_data_exit(&__acorn_c, __acorn_m, 1, __acorn_async, __acorn_if); }
// The kernel reads the device copy of the pointers.
// CHECK: ---- kernel unit ----
// CHECK: pp = ::__acorn_device_address(pp, __acorn_m[0])

// INFO: pointer_rows.c:7:31: remark: copyin of a section of pointers to pointers ('pp'): the clause applies to the pointers and to the row each points to; each pointer is attached to its row on the device
// INFO: pointer_rows.c:8:25: remark: self of a section of pointers to pointers ('pp'): each row is updated, the pointers are not
// INFO: pointer_rows.c:9:31: remark: copyout of a section of pointers to pointers ('pp'): the clause applies
// INFO: pointer_rows.c:10:32: remark: copy of a section of pointers to pointers ('pp'): the clause applies

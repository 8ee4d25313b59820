// In a template, a data clause (update, data, enter/exit data, present, copyin, ...) naming a
// member of an object of dependent type is rejected: "only variables, array elements, members of
// structs and array sections of them are supported in data clauses", e.g. `update device(c.sc)`,
// `update self(c.arr)`, `update device(c->sc)`, `data copyin(c.sc) copy(c.arr)`,
// `present(c.arr)`, `enter data copyin(c.p)`.  The same clauses compile in a plain function
// (uN), and sections of the same members (`update self(c.arr[0:8])`) compile in the template.
// Related: attach_dependent_member_rejected.cpp, data_clause_nested_dependent_member_section_rejected.cpp.
// Expected: compiles; arr[5] == 8 after the loop; PASS on every target (the non-template version does).
// Commands: /work/hunt/acorn/bin/acorn++ -O2 data_clause_member_of_dependent_object_rejected.cpp -o dm  -> errors
#include <cstdio>
struct Cfg { int n; double arr[8]; double sc; };
void uN(Cfg &c) {                       // accepted
  #pragma acc update device(c.sc)
  #pragma acc update self(c.arr)
}
template <typename C> void uT(C &c) {   // rejected: c.sc, c.arr, c.arr
  c.sc = 3.0;   // (sc only exercises update device)
  #pragma acc update device(c.sc)
  #pragma acc data copy(c.arr)
  {
    #pragma acc parallel loop present(c.arr)
    for (int i = 0; i < 8; i++) c.arr[i] += 3.0;
  }
}
int main() {
  Cfg c{8, {0, 1, 2, 3, 4, 5, 6, 7}, 1.0};
  #pragma acc enter data copyin(c)
  uN(c);
  uT(c);
  #pragma acc exit data copyout(c)
  printf("arr[5]=%g (expect 8)\n", c.arr[5]);
  int bad = c.arr[5] != 8.0;
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad;
}

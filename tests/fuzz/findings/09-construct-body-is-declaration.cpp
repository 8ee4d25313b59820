// Finding 09 (INVALID_CODE): in C++ the statement under a compute construct may be a declaration;
// the name stays visible after the construct. Acorn moves the declaration into the launch lambda:
//   $ acorn++ -c -acc=host 09-construct-body-is-declaration.cpp
//   09-construct-body-is-declaration.cpp:10:10: error: use of undeclared identifier 't'
// Unusual code, but Clang accepts it; expected: an error at the directive, or a build.
// Fuzz signature: "use of undeclared identifier 'fz_tmp'" (c++).
int next(int n) {
#pragma acc serial copy(n)
  int t = n + 1;
  return t;
}

/* declare create global defined in a C file, used in a region of a C++ file.
   GPU build: nvlink error: Undefined reference to '__acorn_dg_4coef' (C side defines
   __acorn_c::__acorn_dg_4coef). Build: acorncc -c def.c; acorn++ -c use.cpp; acorn++ def.o use.o */
#ifdef __cplusplus
extern "C" {
#endif
extern double coef[4];
#pragma acc declare create(coef)
void set_coef(void);
#ifdef __cplusplus
}
#endif

/* A routine defined in one language and called from a compute region in the other.
   (1) c_main.c calls cpp_f (defined in f_cpp.cpp, extern "C"):
       acorncc -acc=multicore -c c_main.c; acorn++ -acc=multicore -c f_cpp.cpp; acorn++ -acc=multicore c_main.o f_cpp.o
       -> ld: undefined reference to `__acorn_c::cpp_f(double)'  (also with GPU code)
   (2) cpp_main.cpp calls c_f (defined in f_c.c): builds with -acc=multicore, but with GPU code
       -> nvlink error : Undefined reference to 'c_f' in '/tmp/cpp_main-...cubin'
   gcc-12 -fopenacc / g++-12 -fopenacc: both link and print PASS. */
#ifdef __cplusplus
extern "C" {
#endif
#pragma acc routine seq
double cpp_f(double x);
#pragma acc routine seq
double c_f(double x);
#ifdef __cplusplus
}
#endif

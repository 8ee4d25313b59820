/* Globals with device copies (2.13) shared by the C and C++ files of one program. */
#ifndef COEF_H
#define COEF_H
#ifdef __cplusplus
extern "C" {
#endif
extern double coef[4];
#pragma acc declare create(coef)
extern int offset;
#pragma acc declare copyin(offset)
void set_coef(void);
#ifdef __cplusplus
}
#endif
#endif

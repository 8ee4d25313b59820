/* config.h: the run parameters of the user's program (a common header name). */
#ifndef USER_CONFIG_H
#define USER_CONFIG_H
#define CONFIG_FROM_USER 1
#define NX 700
#define NY 300
#define RELAX 0.5
#endif

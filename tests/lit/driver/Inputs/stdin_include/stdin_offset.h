/* Included by preprocessor_and_stdin.c from standard input, found in the current directory. */
#define STDIN_OFFSET 100

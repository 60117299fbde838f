/* SPDX-License-Identifier: MIT */
/*
 * semihosting.h - printing and exiting through the debugger or emulator
 * (semihosting.c): the only output of a board with no UART set up.
 */
#ifndef SEMIHOSTING_H
#define SEMIHOSTING_H

#include <stdint.h>

/* Prints @s (no newline added). */
void sh_puts(const char *s);
/* Prints @v in decimal. */
void sh_put_u64(uint64_t v);
/* Ends the run; the emulator exits with @status. */
void sh_exit(int status) __attribute__((noreturn));

#endif /* SEMIHOSTING_H */

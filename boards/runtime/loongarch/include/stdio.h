/* SPDX-License-Identifier: MIT */
/*
 * stdio.h (loongarch, Linux without a C library) - the little of stdio
 * the firmware test images use: formatted output to stdout, buffered and
 * written with write(2) (boards/runtime/loongarch/linux.c).  Formats: the
 * flags - 0 #, a width, a precision, the lengths h l ll z, and d i u x X
 * p s c f %.
 */
#ifndef _LOONGARCH_NOLIBC_STDIO_H
#define _LOONGARCH_NOLIBC_STDIO_H

#include <stdarg.h>
#include <stddef.h>

typedef struct nolibc_file FILE;
extern FILE *const stdout;
extern FILE *const stderr;

int printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int fprintf(FILE *f, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int snprintf(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap);
int puts(const char *s);
int putchar(int c);
int fflush(FILE *f);

#endif /* _LOONGARCH_NOLIBC_STDIO_H */

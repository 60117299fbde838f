/* SPDX-License-Identifier: MIT */
/*
 * stdlib.h (loongarch, Linux without a C library) - exit, abort, the
 * environment, strtoull, and memory: an mmap(2) per block
 * (boards/runtime/loongarch/linux.c): enough for the test images.
 */
#ifndef _LOONGARCH_NOLIBC_STDLIB_H
#define _LOONGARCH_NOLIBC_STDLIB_H

#include <stddef.h>

#define EXIT_SUCCESS	0
#define EXIT_FAILURE	1

void exit(int status) __attribute__((noreturn));
void _Exit(int status) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));
char *getenv(const char *name);
unsigned long long strtoull(const char *s, char **end, int base);
void *malloc(size_t size);
void *calloc(size_t nmemb, size_t size);
void free(void *p);

#endif /* _LOONGARCH_NOLIBC_STDLIB_H */

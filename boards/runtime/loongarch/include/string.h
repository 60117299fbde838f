/* SPDX-License-Identifier: MIT */
/*
 * string.h (loongarch, Linux without a C library) - the string and
 * memory functions the test images and the compiler's own code call
 * (boards/runtime/loongarch/linux.c).
 */
#ifndef _LOONGARCH_NOLIBC_STRING_H
#define _LOONGARCH_NOLIBC_STRING_H

#include <stddef.h>

void *memset(void *s, int c, size_t n);
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
char *strstr(const char *haystack, const char *needle);

#endif /* _LOONGARCH_NOLIBC_STRING_H */

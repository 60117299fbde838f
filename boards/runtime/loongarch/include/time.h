/* SPDX-License-Identifier: MIT */
/*
 * time.h (loongarch, Linux without a C library) - time(2) for the stress
 * tests' seed (boards/runtime/loongarch/linux.c).
 */
#ifndef _LOONGARCH_NOLIBC_TIME_H
#define _LOONGARCH_NOLIBC_TIME_H

typedef long time_t;

time_t time(time_t *t);

#endif /* _LOONGARCH_NOLIBC_TIME_H */

/* SPDX-License-Identifier: MIT */
/*
 * sched.h (loongarch, Linux without a C library) - sched_yield(2), which
 * the threaded tests' bounded waits call (boards/runtime/loongarch/linux.c).
 */
#ifndef _LOONGARCH_NOLIBC_SCHED_H
#define _LOONGARCH_NOLIBC_SCHED_H

int sched_yield(void);

#endif /* _LOONGARCH_NOLIBC_SCHED_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (generic) - the "generic" target leaves every barrier to
 * <generic/barrier.h>, which takes them from the compiler.  Alpha alone
 * reorders dependent loads, so there the dependency barrier is a fence.
 */
#ifndef _ASM_GENERIC_BARRIER_H
#define _ASM_GENERIC_BARRIER_H

#ifdef __alpha__
# define arch_read_barrier_depends()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
#endif

#endif /* _ASM_GENERIC_BARRIER_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (generic) - the "generic" target leaves every barrier
 * between CPUs to <generic/barrier.h>, which takes them from the compiler;
 * the mandatory ones are the ISA's device barrier where
 * <asm/mandatory-barrier.h> knows it.  Alpha alone reorders dependent
 * loads, so there the dependency barrier is a fence.
 */
#ifndef _ASM_GENERIC_BARRIER_H
#define _ASM_GENERIC_BARRIER_H

#include <asm/mandatory-barrier.h>

#ifdef __alpha__
# define arch_read_barrier_depends()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
#endif

#endif /* _ASM_GENERIC_BARRIER_H */

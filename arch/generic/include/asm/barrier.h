/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (generic) - the "generic" target leaves every barrier
 * between CPUs to <generic/barrier.h>, which takes them from the compiler;
 * the mandatory ones are the ISA's device barrier where
 * <asm/mandatory-barrier.h> knows it.  Alpha alone reorders dependent
 * loads, so there the dependency barrier is a fence.  It also names the
 * facts of the CPU the compiler-builtins implementation needs.
 */
#ifndef _ASM_GENERIC_BARRIER_H
#define _ASM_GENERIC_BARRIER_H

#include <asm/mandatory-barrier.h>

#ifdef __alpha__
# define arch_read_barrier_depends()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
#endif

/*
 * What <generic/uatomic-builtins.h> needs to know of the CPU the compiler
 * targets, each fact as the CPU's own port states it in its
 * <asm/barrier.h>: x86's read-modify-writes are locked instructions,
 * full barriers (UATOMIC_ARCH_CPU_LOCKED_RMW); these CPUs have a swap or
 * LL/SC that GCC inlines for __atomic_exchange_n up to a long
 * (UATOMIC_ARCH_CPU_NATIVE_XCHG).  Alpha before the byte-word extension
 * (EV4, EV5: no __alpha_bwx__) has no byte or halfword store: GCC's
 * sub-word atomic store is ldq_u; insert; stq_u, a plain read-modify-write
 * of the containing quadword that can undo a neighbour's concurrent store
 * (Alpha Architecture Reference Manual §4.2: no STB/STW without BWX)
 * (UATOMIC_ARCH_CPU_NO_SUBWORD_STORE).
 */
#if defined(__x86_64__) || defined(__i386__)
# define UATOMIC_ARCH_CPU_LOCKED_RMW		1
#endif
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
    defined(__arm__) || defined(__riscv) || defined(__powerpc__) || \
    defined(__s390__) || defined(__mips__)
# define UATOMIC_ARCH_CPU_NATIVE_XCHG	1
#endif
#if defined(__alpha__) && !defined(__alpha_bwx__)
# define UATOMIC_ARCH_CPU_NO_SUBWORD_STORE	1
#endif

/*
 * CAA_CACHE_LINE_SIZE by default (Kconfig's CACHE_LINE_SIZE_OF_TARGET_CPU):
 * liburcu's value for the CPU the compiler targets, which liburcu pads its
 * public structs with (its urcu/arch/<cpu>.h): 128 on x86 and s390, 256 on
 * powerpc and sparc64; <generic/barrier.h> takes 64 for the others.
 */
#if defined(__x86_64__) || defined(__i386__) || defined(__s390__)
# define UATOMIC_ARCH_CACHE_LINE_SIZE	128
#elif defined(__powerpc__) || defined(__sparc__)
# define UATOMIC_ARCH_CACHE_LINE_SIZE	256
#endif

#endif /* _ASM_GENERIC_BARRIER_H */

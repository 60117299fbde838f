/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (x86) - the barrier instructions of x86-64, and the CPU
 * helpers caa_cpu_relax() and caa_get_cycles().  Included by <urcu/arch.h>;
 * <generic/barrier.h> turns these into the cmm_* API.
 */
#ifndef _ASM_X86_BARRIER_H
#define _ASM_X86_BARRIER_H

#include <stdint.h>

/*
 * x86 is TSO (Intel SDM vol. 3A §9.2.2): loads are not reordered with
 * loads, stores not with stores, and only a store followed by a load may
 * pass.  So read and write barriers between CPUs need only stop the
 * compiler, and <generic/uatomic.h> knows that acquire and release need no
 * fence instruction.
 */
#define UATOMIC_ARCH_TSO	1

/*
 * The mandatory barriers also order non-temporal stores and write-combining
 * or device memory, which only the fence instructions do.
 */
#define arch_mb()	__asm__ __volatile__ ("mfence" : : : "memory")
#define arch_rmb()	__asm__ __volatile__ ("lfence" : : : "memory")
#define arch_wmb()	__asm__ __volatile__ ("sfence" : : : "memory")

/*
 * For ordinary write-back memory any locked instruction is a full barrier
 * (SDM §9.2.2: "locked instructions have a total order") and costs a
 * fraction of mfence on most cores (measured in Documentation/).  Adding
 * zero to a stack word changes nothing; the word below the stack pointer is
 * used so that the instruction does not make a just-pushed value look
 * dependent, as the Linux kernel does.
 */
#ifdef __x86_64__
# define arch_smp_mb()	__asm__ __volatile__ ("lock; addl $0,-4(%%rsp)" : : : "memory", "cc")
#else
# define arch_smp_mb()	__asm__ __volatile__ ("lock; addl $0,0(%%esp)" : : : "memory", "cc")
#endif
#define arch_smp_rmb()	__asm__ __volatile__ ("" : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ ("" : : : "memory")

/* PAUSE: lets the sibling hyper-thread run and avoids the memory-order
 * machine clear when a spin loop exits. */
#define arch_cpu_relax()	__asm__ __volatile__ ("rep; nop" : : : "memory")

/* caa_get_cycles() counts time-stamp-counter ticks (constant rate on every
 * CPU since Nehalem, not core clock cycles). */
static inline uint64_t arch_get_cycles(void)
{
	uint32_t lo, hi;

	__asm__ __volatile__ ("rdtsc" : "=a" (lo), "=d" (hi));
	return ((uint64_t) hi << 32) | lo;
}
#define arch_get_cycles arch_get_cycles

#endif /* _ASM_X86_BARRIER_H */

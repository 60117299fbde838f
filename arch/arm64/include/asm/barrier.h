/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (arm64) - the barrier instructions of ARMv8-A, and the CPU
 * helpers caa_cpu_relax() and caa_get_cycles().  Included by <urcu/arch.h>;
 * <generic/barrier.h> turns these into the cmm_* API.
 *
 * References are to the Arm Architecture Reference Manual for A-profile
 * (DDI 0487): B2.3 is the memory model (its "Barrier-ordered-before"
 * relation says what each barrier orders), C6.2 the instructions.
 */
#ifndef _ASM_ARM64_BARRIER_H
#define _ASM_ARM64_BARRIER_H

#include <stdint.h>

/*
 * Mandatory barriers: a device (or a DMA engine) is an observer outside
 * the Inner Shareable domain of the CPUs, so these use the full-system
 * domain.  DMB is enough: it orders the observation of the memory accesses
 * on either side of it for every observer in its domain, Device memory
 * included (B2.3, "Barrier-ordered-before"; C6.2 DMB).  The kernel's
 * mb()/rmb()/wmb() use DSB, which also waits for completion and orders
 * instructions that are not memory accesses (cache and TLB maintenance,
 * system-register writes, WFE/SEV): none of those is available at EL0 or
 * promised by cmm_mb(), and the kernel's own MMIO accessors (writel/readl)
 * order Device against Normal memory with a DMB.
 */
#define arch_mb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
/* DMB LD: earlier loads before every later load and store. */
#define arch_rmb()	__asm__ __volatile__ ("dmb ld" : : : "memory")
/* DMB ST: earlier stores before later stores. */
#define arch_wmb()	__asm__ __volatile__ ("dmb st" : : : "memory")

/*
 * Between CPUs: every thread of a process runs on a CPU of the one Inner
 * Shareable domain (Linux maps all Normal memory Inner Shareable), so the
 * ISH barriers suffice.  DMB ISH orders all earlier loads and stores
 * before all later ones, store->load included (the store-buffering case).
 */
#define arch_smp_mb()	__asm__ __volatile__ ("dmb ish" : : : "memory")
/* DMB ISHLD orders earlier loads before later loads (and stores): what a
 * read barrier needs, without waiting for earlier stores. */
#define arch_smp_rmb()	__asm__ __volatile__ ("dmb ishld" : : : "memory")
/* DMB ISHST orders earlier stores before later stores, nothing more. */
#define arch_smp_wmb()	__asm__ __volatile__ ("dmb ishst" : : : "memory")

/*
 * Armv8 is other-multi-copy atomic (B2.3): a write is visible to every
 * other observer at once, so <generic/uatomic.h> ends a CMM_SEQ_CST_FENCE
 * load with its acquire, no second DMB (tests/herd-proofs, a64-scf-*).
 */
#define UATOMIC_ARCH_MULTI_COPY_ATOMIC	1

/* YIELD: the hint that this is a spin-wait loop (C6.2 YIELD), which lets
 * an SMT sibling or the hypervisor have the core; what Linux uses. */
#define arch_cpu_relax()	__asm__ __volatile__ ("yield" : : : "memory")

/*
 * caa_get_cycles() counts ticks of the generic timer's virtual count
 * (CNTVCT_EL0), not core clock cycles: the frequency is CNTFRQ_EL0
 * (commonly 1 to 100 MHz; 1 GHz from ARMv8.6), constant and the same on
 * every CPU.  Linux lets EL0 read it (the vDSO does).  A read of the
 * counter may be performed early, out of order with earlier instructions
 * (part D, "The Generic Timer in AArch64 state"): the ISB makes it happen
 * after them, as Linux's own counter reads do.
 */
static inline uint64_t arch_get_cycles(void)
{
	uint64_t cval;

	__asm__ __volatile__ ("isb\n\tmrs %0, cntvct_el0"
			      : "=r" (cval) : : "memory");
	return cval;
}
#define arch_get_cycles arch_get_cycles

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_ARM64_BARRIER_H */

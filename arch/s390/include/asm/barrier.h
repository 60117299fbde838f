/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (s390) - the barrier instructions of z/Architecture, and
 * the CPU helpers caa_cpu_relax() and caa_get_cycles().  Included by
 * <urcu/arch.h>; <generic/barrier.h> turns these into the cmm_* API.
 */
#ifndef _ASM_S390_BARRIER_H
#define _ASM_S390_BARRIER_H

#include <stdint.h>
#include <urcu/uatomic-config.h>

/*
 * z/Architecture is TSO (Principles of Operation, chapter 5, "Storage-
 * Operand References"): the fetches of each instruction are observed by
 * other CPUs after those of the instructions before it, stores are placed
 * in storage in the conceptual sequence, and only a store followed by a
 * fetch from another location may be observed out of order (the CPU may
 * delay placing a result in storage).  So read and write barriers between
 * CPUs need only stop the compiler, and acquire and release need no
 * instruction.  The Linux kernel's smp_rmb()/smp_wmb() are barrier() too.
 */
#define UATOMIC_ARCH_TSO	1

/*
 * The full barrier is a serialization (PoP chapter 5, "CPU
 * Serialization"): every conceptually earlier access completes, as other
 * CPUs and the channel subsystem observe it, before any later one.
 * BCR 15,0 serializes on every machine; BCR 14,0 does so without the
 * checkpoint synchronization, faster, on machines with the fast-BCR-
 * serialization facility (z196 and later) and is a no-op branch before.
 */
#ifdef UATOMIC_CONFIG_S390_Z196
# define arch_mb()	__asm__ __volatile__ ("bcr 14,0" : : : "memory")
#else
# define arch_mb()	__asm__ __volatile__ ("bcr 15,0" : : : "memory")
#endif
/* Memory shared with a device is ordered by serialization only: the
 * kernel's dma_rmb()/dma_wmb() serialize too. */
#define arch_rmb()	arch_mb()
#define arch_wmb()	arch_mb()

#define arch_smp_mb()	arch_mb()
#define arch_smp_rmb()	__asm__ __volatile__ ("" : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ ("" : : : "memory")

/* No spin-loop hint instruction exists for problem state; the kernel's
 * cpu_relax() is barrier() as well.  arch_cpu_relax() is left to
 * <generic/barrier.h>, which makes it a compiler barrier. */

/*
 * caa_get_cycles() reads the TOD clock with STORE CLOCK FAST (store-
 * clock-fast facility, z9 and later): a 64-bit binary count in which bit
 * 51 ticks once a microsecond, so the unit is 1/4096 microsecond (about
 * 244 ps) and the value is the time since 1900-01-01 UTC.  STCKF does not
 * wait for the clock to step, unlike STCK, so two readings may be equal.
 */
static inline uint64_t arch_get_cycles(void)
{
	uint64_t clk;

	__asm__ __volatile__ ("stckf %0" : "=Q" (clk) : : "cc");
	return clk;
}
#define arch_get_cycles arch_get_cycles

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_S390_BARRIER_H */

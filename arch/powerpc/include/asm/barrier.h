/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (powerpc) - the barrier instructions of 32- and 64-bit
 * PowerPC, and the CPU helpers caa_cpu_relax() and caa_get_cycles().
 * Included by <urcu/arch.h>; <generic/barrier.h> turns these into the
 * cmm_* API.
 *
 * Power ISA v2.07B Book II §1.7.1 ("Storage Access Ordering") and §4.4.3
 * ("Memory Barrier Instructions") define the three fences used here:
 *   sync (hwsync, L=0)  orders every storage access before it against
 *                       every one after it, of any storage type, and is
 *                       cumulative: the only store->load barrier.
 *   lwsync (L=1)        orders load->load, load->store and store->store for
 *                       ordinary (Memory Coherence Required, cacheable)
 *                       storage, cumulatively; not store->load, and not
 *                       caching-inhibited (device) accesses.
 *   eieio (mbar)        orders cacheable stores among themselves and
 *                       device accesses among themselves, but not the
 *                       one class against the other.
 */
#ifndef _ASM_POWERPC_BARRIER_H
#define _ASM_POWERPC_BARRIER_H

#include <stdint.h>

/*
 * lwsync appeared with PowerPC architecture 2.00 (POWER4).  Earlier classic
 * cores ignore the L bit and execute it as sync; e500v1/v2 (and MPC8xx)
 * raise an illegal-instruction exception instead, and GCC says so with
 * __NO_LWSYNC__ (-mcpu=8540/8548): every light barrier is then a sync.
 */
#ifdef __NO_LWSYNC__
# define __PPC_LWSYNC	"sync"
#else
# define __PPC_LWSYNC	"lwsync"
#endif

/*
 * The mandatory barriers must also order device (caching-inhibited)
 * accesses against ordinary memory, e.g. a DMA buffer written before the
 * doorbell store.  lwsync does not order device accesses at all, and
 * eieio orders the two classes only separately, so sync is the one
 * instruction that does it (Book II §1.7.1; the Linux kernel's mb(),
 * rmb() and wmb() are sync for the same reason).
 */
#define arch_mb()	__asm__ __volatile__ ("sync" : : : "memory")
#define arch_rmb()	__asm__ __volatile__ ("sync" : : : "memory")
#define arch_wmb()	__asm__ __volatile__ ("sync" : : : "memory")

/*
 * Between CPUs: the full barrier must order a store before a later load,
 * which only sync does (lwsync lets the store-buffering outcome through).
 * Read and write barriers need load->load and store->store only, both of
 * which lwsync gives cumulatively for ordinary memory, at a fraction of
 * the cost of sync.
 */
#define arch_smp_mb()	__asm__ __volatile__ ("sync" : : : "memory")
#define arch_smp_rmb()	__asm__ __volatile__ (__PPC_LWSYNC : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ (__PPC_LWSYNC : : : "memory")

#ifdef __powerpc64__
/*
 * SMT priority hints (Book II §3.2, "or Instruction"): drop this thread to
 * low priority while it spins, then back to medium (normal), as the Linux
 * kernel's cpu_relax() does.  Both are allowed in problem state.
 */
# define arch_cpu_relax()	__asm__ __volatile__ ("or 1,1,1\n\tor 2,2,2" : : : "memory")

/*
 * caa_get_cycles() counts time-base ticks, not core cycles: the rate is
 * fixed per machine (512 MHz on POWER8 to POWER10; "timebase" in
 * /proc/cpuinfo).  In 64-bit mode mftb reads all 64 bits at once.
 */
static inline uint64_t arch_get_cycles(void)
{
	uint64_t tb;

	__asm__ __volatile__ ("mftb %0" : "=r" (tb));
	return tb;
}
#else
/*
 * caa_get_cycles() counts time-base ticks (a fixed, platform-specific
 * rate; "timebase" in /proc/cpuinfo).  A 32-bit CPU reads the two halves
 * separately: read upper, lower, upper again, and retry if the lower half
 * wrapped in between (Book II chapter 5, "Time Base").
 */
static inline uint64_t arch_get_cycles(void)
{
	uint32_t hi, lo, hi2;

	do {
		__asm__ __volatile__ ("mftbu %0\n\tmftb %1\n\tmftbu %2"
				      : "=r" (hi), "=r" (lo), "=r" (hi2));
	} while (hi != hi2);
	return ((uint64_t) hi << 32) | lo;
}
#endif
#define arch_get_cycles arch_get_cycles

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_POWERPC_BARRIER_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (loongarch) - the barrier instruction of LoongArch64, and
 * caa_get_cycles().  Included by <urcu/arch.h>; <generic/barrier.h> turns
 * these into the cmm_* API.
 *
 * References are to the LoongArch Reference Manual, Volume 1: Basic
 * Architecture, v1.00 (the LA64 baseline this port assumes: no v1.10
 * feature), by section title: "Barrier Instructions" (DBAR), "Atomic
 * Memory Access Instructions" (AM*, LL/SC), "Time Measurement
 * Instructions" (RDTIME).  LoongArch is weakly ordered: loads and stores
 * to different addresses may be observed out of program order, so every
 * barrier between CPUs is an instruction.
 */
#ifndef _ASM_LOONGARCH_BARRIER_H
#define _ASM_LOONGARCH_BARRIER_H

#include <stdint.h>

/*
 * DBAR 0: every load and store before it completes before any load or
 * store after it may run ("Barrier Instructions": hint 0 is the full
 * barrier, the only hint v1.00 defines).  v1.10 gives the other hints a
 * lighter meaning (ordering only, one direction: Linux's and GCC's
 * acquire and release barriers); an earlier core executes them as
 * DBAR 0, but v1.00 promises nothing for them, so every barrier here,
 * between CPUs and for devices alike, is hint 0, as the Linux kernel
 * had it before the v1.10 hints (__sync(), arch/loongarch barrier.h).
 * arch_rmb(), arch_wmb() and the arch_smp_* forms default to it.
 */
#define arch_mb()	__asm__ __volatile__ ("dbar 0" : : : "memory")

/*
 * caa_get_cycles(): RDTIME.D reads the Stable Counter, a constant-rate
 * count the same on every core, readable in user mode ("Time Measurement
 * Instructions"); its frequency is in CPUCFG words 4 and 5 (100 MHz on
 * the Loongson 3A5000 and 3A6000).  The counter ID it also returns goes
 * to the zero register.
 */
static inline uint64_t arch_get_cycles(void)
{
	uint64_t t;

	__asm__ __volatile__ ("rdtime.d	%0, $zero" : "=r" (t));
	return t;
}
#define arch_get_cycles arch_get_cycles

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * clang inlines __atomic_exchange_n as AMSWAP for words and doublewords
 * and an LL/SC loop on the containing word for bytes and halfwords.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_LOONGARCH_BARRIER_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (sparc) - the barrier instructions of SPARC V9 as Linux
 * runs user code on it (TSO), and the CPU helper caa_cpu_relax().
 * Included by <urcu/arch.h>; <generic/barrier.h> turns these into the
 * cmm_* API.
 */
#ifndef _ASM_SPARC_BARRIER_H
#define _ASM_SPARC_BARRIER_H

/*
 * V9 lets PSTATE.MM choose TSO, PSO or RMO; an SMP Linux kernel starts
 * every user thread in TSO (TSTATE_INITIAL_MM is TSTATE_TSO in the
 * kernel's asm/processor_64.h), and a uniprocessor has no other CPU to
 * observe a weaker order.  Under TSO loads are ordered after loads, and
 * stores after loads and stores; only a load may pass an earlier store,
 * out of the store buffer (SPARC V9 manual §8.4, memory models;
 * UltraSPARC User's Manual §15.2.1).  So acquire, release and the read
 * and write barriers need no instruction, as in the kernel's
 * smp_load_acquire(), smp_store_release(), rmb() and wmb()
 * (asm/barrier_64.h).
 */
#define UATOMIC_ARCH_TSO	1

/*
 * The full barrier supplies the one order TSO lacks: MEMBAR #StoreLoad
 * makes the loads after it wait until every earlier store is globally
 * visible (V9 manual §8.4.3; UltraSPARC §5.3.2.2), the other three bits
 * being implied by TSO.  It sits in the delay slot of a "branch always,
 * predicted taken", as the kernel's membar_safe() does: on Spitfire
 * (UltraSPARC-I/II, erratum 51) a MEMBAR shortly after a mispredicted
 * branch stalls the CPU until the next trap, here up to a timer tick.
 * The kernel's mb() is this same instruction, and its drivers order
 * device memory with mb()/rmb()/wmb(): side-effect (E-bit) pages are
 * strongly ordered among themselves, so the mandatory barriers are the
 * SMP ones.
 */
#define arch_mb()							\
	__asm__ __volatile__ ("ba,pt	%%xcc, 1f\n\t"			\
			      " membar	#StoreLoad\n"			\
			      "1:" : : : "memory")
#define arch_rmb()	__asm__ __volatile__ ("" : : : "memory")
#define arch_wmb()	__asm__ __volatile__ ("" : : : "memory")

#define arch_smp_mb()	arch_mb()
#define arch_smp_rmb()	arch_rmb()
#define arch_smp_wmb()	arch_wmb()

/*
 * Spin-loop hint: reading %ccr costs a few cycles in which a chip-
 * multithreaded core (UltraSPARC T1 and later) runs its other strands;
 * the kernel's cpu_relax() does three (it patches in PAUSE at boot on
 * CPUs that have it, which user code cannot know).  Harmless elsewhere.
 */
#define arch_cpu_relax()						\
	__asm__ __volatile__ ("rd	%%ccr, %%g0\n\t"		\
			      "rd	%%ccr, %%g0\n\t"		\
			      "rd	%%ccr, %%g0" : : : "memory")

/*
 * No arch_get_cycles(): RDTICK traps in user mode while TICK.NPT is set,
 * which it is after reset (UltraSPARC §14.1.7).  Linux clears it on sun4u
 * (tick_disable_protection() in kernel/time_64.c) but not on sun4v, where
 * "the Hypervisor controls that bit, per-strand" (stick_init_tick()), and
 * sun4v is every SPARC machine since the T1.  caa_get_cycles() therefore
 * counts CLOCK_MONOTONIC nanoseconds (<generic/barrier.h>), which Linux's
 * vDSO reads without a system call.
 */

#endif /* _ASM_SPARC_BARRIER_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (x86) - the barrier instructions of x86-64 and i386 (i686
 * and later), and the CPU helpers caa_cpu_relax() and caa_get_cycles().
 * Included by <urcu/arch.h>; <generic/barrier.h> turns these into the
 * cmm_* API.
 */
#ifndef _ASM_X86_BARRIER_H
#define _ASM_X86_BARRIER_H

#include <stdint.h>

/*
 * x86 is TSO (Intel SDM vol. 3A §9.2.2): loads are not reordered with
 * loads, stores not with stores, and only a store followed by a load may
 * pass.  So read and write barriers between CPUs need only stop the
 * compiler, and <generic/uatomic.h> knows that acquire and release need no
 * fence instruction.  This holds for every P6 and later CPU, in 32-bit
 * code too; the Pentium Pro errata and the WinChip's out-of-order stores
 * (Linux's old CONFIG_X86_PPRO_FENCE and CONFIG_X86_OOSTORE, both since
 * removed) are not supported.
 */
#define UATOMIC_ARCH_TSO	1

/*
 * And multi-copy atomic for the other CPUs: a store becomes visible to
 * every CPU but its own at once ("any two stores are seen in a
 * consistent order by processors other than those performing the
 * stores", SDM vol. 3A §9.2.2), as on Armv8.  So a CMM_SEQ_CST_FENCE load
 * is the full barrier and the load, nothing after it: a load is ordered
 * before every later access by TSO itself (tests/herd-proofs/x86-scf-*,
 * x86-TSO's own model).
 */
#define UATOMIC_ARCH_MULTI_COPY_ATOMIC	1

/*
 * For ordinary write-back memory any locked instruction is a full barrier
 * (SDM §9.2.2: "locked instructions have a total order") and costs a
 * fraction of mfence on most cores (measured in Documentation/).  Adding
 * zero to a stack word changes nothing.  On x86-64 the word below the
 * stack pointer is used so that the instruction does not make a just-pushed
 * value look dependent, as the Linux kernel does: it lies in the 128-byte
 * red zone of the x86-64 ABI.  The i386 ABI has no red zone (a signal
 * handler may write there, and at the end of a thread's stack the word may
 * be unmapped), so i386 adds to the word at the stack pointer, always ours.
 */
#ifdef __x86_64__
# define arch_smp_mb()	__asm__ __volatile__ ("lock; addl $0,-4(%%rsp)" : : : "memory", "cc")
#else
# define arch_smp_mb()	__asm__ __volatile__ ("lock; addl $0,0(%%esp)" : : : "memory", "cc")
#endif
#define arch_smp_rmb()	__asm__ __volatile__ ("" : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ ("" : : : "memory")

/*
 * The mandatory barriers also order non-temporal stores and write-combining
 * or device memory, which only the fence instructions do.  mfence and
 * lfence came with SSE2, sfence with SSE (their CPUID flags, SDM vol. 2),
 * which every x86-64 CPU has and i686 does not promise.  Without them (we
 * cannot patch code at run time as Linux does with alternatives) the
 * locked add of arch_smp_mb() does the job, as it does in Linux's 32-bit
 * mb() on such CPUs: on P6 a locked operation waits for every outstanding
 * load and store, whatever the memory type (SDM vol. 3A §9.1.2); the one
 * exception, loads from write-combining memory on Pentium 4 and later,
 * concerns CPUs that have SSE2, and building with -msse2 (or an -march
 * that implies it) selects the fences.
 */
#if defined(__x86_64__) || defined(__SSE2__)
# define arch_mb()	__asm__ __volatile__ ("mfence" : : : "memory")
# define arch_rmb()	__asm__ __volatile__ ("lfence" : : : "memory")
#else
# define arch_mb()	arch_smp_mb()
# define arch_rmb()	arch_smp_mb()
#endif
#if defined(__x86_64__) || defined(__SSE__)
# define arch_wmb()	__asm__ __volatile__ ("sfence" : : : "memory")
#else
# define arch_wmb()	arch_smp_mb()
#endif

/* PAUSE: lets the sibling hyper-thread run and avoids the memory-order
 * machine clear when a spin loop exits; before the Pentium 4 the same
 * bytes are a plain nop. */
#define arch_cpu_relax()	__asm__ __volatile__ ("rep; nop" : : : "memory")

#ifdef __x86_64__
/* caa_get_cycles() counts time-stamp-counter ticks (constant rate on every
 * CPU since Nehalem, not core clock cycles). */
static inline uint64_t arch_get_cycles(void)
{
	uint32_t lo, hi;

	__asm__ __volatile__ ("rdtsc" : "=a" (lo), "=d" (hi));
	return ((uint64_t) hi << 32) | lo;
}
#define arch_get_cycles arch_get_cycles
#endif
/*
 * On i386 caa_get_cycles() is the generic CLOCK_MONOTONIC nanosecond
 * clock: on the P6 family an i686 build is for, the time-stamp counter
 * counts core clocks, whose rate changes with SpeedStep (SDM vol. 3B,
 * "Time-Stamp Counter"), and nothing keeps the counters of two packages
 * in step before the invariant TSC (CPUID 80000007H:EDX[8]), so its ticks
 * have no fixed unit and may go backwards when a thread migrates.
 */

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * every read-modify-write builtin, at any order, is one locked
 * instruction (lock cmpxchg, lock xadd, lock add, xchg; the cmpxchg8b
 * loop on i386), a full barrier whether or not it stores (Intel SDM vol.
 * 3A §9.2.2, locked instructions), and a seq_cst store is xchg or mov;
 * mfence, a full barrier too.  GCC inlines __atomic_exchange_n as xchg
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_LOCKED_RMW		1
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_X86_BARRIER_H */

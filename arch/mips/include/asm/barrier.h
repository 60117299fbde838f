/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (mips) - the barrier instruction of MIPS32 and MIPS64
 * Releases 2 and 6, and the spin-loop hint.  Included by <urcu/arch.h>;
 * <generic/barrier.h> turns these into the cmm_* API.
 *
 * Every barrier is SYNC with stype 0 (MIPS32/MIPS64 Architecture for
 * Programmers Volume II-A, "SYNC"): a completion barrier, after which
 * every earlier load and store, cached or uncached, has been globally
 * performed before any later one is performed.  It is the only SYNC that
 * orders an earlier store before a later load, and the one the Linux
 * kernel, GCC and LLVM use for every MIPS barrier.
 *
 * The lighter stypes of Release 2 (0x04 wmb, 0x10 mb, 0x11 acquire, 0x12
 * release, 0x13 rmb) are not used.  Volume II-A requires a core that does
 * not implement one of them to execute it as stype 0, so they would not
 * trap, but it describes them only as ordering points in one core's
 * load/store pipeline and says nothing of cumulativity (what a barrier
 * makes other CPUs see of the stores this CPU has observed), which
 * cmm_smp_rmb()/wmb() and the acquire/release fences must give.  Linux
 * (arch/mips/include/asm/sync.h) keeps every barrier at stype 0 "until
 * we're satisfied that lightweight ordering barriers ... are sufficient",
 * and so do we.
 */
#ifndef _ASM_MIPS_BARRIER_H
#define _ASM_MIPS_BARRIER_H

#include <urcu/uatomic-config.h>

/* SYNC (stype 0), a compiler barrier too. */
#define __mips_sync()	__asm__ __volatile__ ("sync" : : : "memory")

/* Mandatory barriers: SYNC 0 also orders uncached (device) accesses. */
#define arch_mb()	__mips_sync()
#define arch_rmb()	__mips_sync()
#define arch_wmb()	__mips_sync()

/* Between CPUs: see above for why not the lightweight stypes. */
#define arch_smp_mb()	__mips_sync()
#define arch_smp_rmb()	__mips_sync()
#define arch_smp_wmb()	__mips_sync()

/*
 * Loongson-3 may keep a store in its store-fill buffer for as long as the
 * core spins on loads, so that a thread waiting for an answer to it
 * waits forever: the Linux kernel's cpu_relax() is a SYNC there, and so
 * is ours with the Loongson-3 workarounds.  Elsewhere it stays the
 * compiler barrier of the default: PAUSE (Release 2.5) only waits for the
 * LLbit of an earlier LL to clear, which a spin loop on plain loads does
 * not have.
 */
#ifdef UATOMIC_CONFIG_MIPS_LOONGSON3_WORKAROUNDS
# define arch_cpu_relax()	__mips_sync()
#endif

/*
 * No arch_get_cycles(): the Release 2 cycle counter (RDHWR $2) is 32 bits
 * wide, runs at an implementation-defined fraction of the core clock and
 * is not synchronised between cores, and a kernel may refuse user access
 * to it; caa_get_cycles() counts CLOCK_MONOTONIC nanoseconds instead.
 */

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_MIPS_BARRIER_H */

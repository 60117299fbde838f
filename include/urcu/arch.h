/* SPDX-License-Identifier: MIT */
/*
 * urcu/arch.h - memory barriers (cmm_mb, cmm_smp_mb, ...) and CPU helpers
 * (caa_cpu_relax, caa_get_cycles, CAA_CACHE_LINE_SIZE, CAA_BITS_PER_LONG)
 * for the configured target.  The instructions come from <asm/barrier.h>,
 * the policy from <generic/barrier.h>.  Also the liburcu names
 * URCU_ARCH_*, cmm_mc(), cmm_smp_mc() and HAS_CAA_GET_CYCLES.
 */
#ifndef _URCU_ARCH_H
#define _URCU_ARCH_H

#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <asm/barrier.h>
#include <generic/barrier.h>

/*
 * Names that liburcu 0.13-0.15 users meet in <urcu/arch.h>, with liburcu's
 * meaning; see Documentation/migrating-from-liburcu.md.
 */

/* The coherence barrier besides cmm_rmc()/cmm_wmc(): every target keeps
 * its caches coherent, so it only stops the compiler. */
#ifndef cmm_mc
# define cmm_mc()	cmm_barrier()
#endif
#ifndef cmm_smp_mc
# define cmm_smp_mc()	cmm_barrier()
#endif

/* caa_get_cycles() and caa_cycles_t exist on every target. */
#define HAS_CAA_GET_CYCLES	1

/*
 * cmm_emit_legacy_smp_mb(): the cmm_smp_mb() that liburcu's queues and
 * stacks (wfcqueue, wfstack, lfstack, rculfqueue, ...) emit where their
 * documentation once promised a full barrier.  liburcu's default build
 * emits it, and one configured with --disable-legacy-mb does not; here it
 * is always emitted, so that no code loses an order it was promised.
 */
#define cmm_emit_legacy_smp_mb()	cmm_smp_mb()

/*
 * rdtscll(val): @val = the 64-bit time-stamp counter, on any x86 build
 * (liburcu's x86 name; caa_get_cycles() is the portable one).
 */
#if defined(__x86_64__) || defined(__i386__)
# define rdtscll(val)							\
	do {								\
		unsigned int __rdtsc_lo, __rdtsc_hi;			\
									\
		__asm__ __volatile__ ("rdtsc"				\
				      : "=a" (__rdtsc_lo), "=d" (__rdtsc_hi)); \
		(val) = ((unsigned long long) __rdtsc_hi << 32) |	\
			__rdtsc_lo;					\
	} while (0)
#endif

/*
 * URCU_ARCH_*: the CPU family, from the compiler's own predefined macros,
 * as liburcu detects it (a "generic" build for hppa is URCU_ARCH_HPPA).
 */
#if defined(__x86_64__)
# define URCU_ARCH_X86		1
# define URCU_ARCH_AMD64	1
#elif defined(__i386__)
# define URCU_ARCH_X86		1
#elif defined(__powerpc64__)
# define URCU_ARCH_PPC		1
# define URCU_ARCH_PPC64	1
#elif defined(__powerpc__)
# define URCU_ARCH_PPC		1
#elif defined(__s390__)
# define URCU_ARCH_S390		1
#elif defined(__sparc__)
# define URCU_ARCH_SPARC64	1
#elif defined(__alpha__)
# define URCU_ARCH_ALPHA	1
#elif defined(__ia64__)
# define URCU_ARCH_IA64		1
#elif defined(__ARM_ARCH_7A__) || defined(__ARM_ARCH_7__)
# define URCU_ARCH_ARMV7	1
# define URCU_ARCH_ARM		1
#elif defined(__arm__)
# define URCU_ARCH_ARM		1
#elif defined(__aarch64__)
# define URCU_ARCH_AARCH64	1
#elif defined(__mips__)
# define URCU_ARCH_MIPS		1
#elif defined(__nios2__)
# define URCU_ARCH_NIOS2	1
#elif defined(__hppa__)
# define URCU_ARCH_HPPA		1
#elif defined(__m68k__)
# define URCU_ARCH_M68K		1
#elif defined(__riscv)
# define URCU_ARCH_RISCV	1
#elif defined(__loongarch__)
# define URCU_ARCH_LOONGARCH	1
#endif

#endif /* _URCU_ARCH_H */

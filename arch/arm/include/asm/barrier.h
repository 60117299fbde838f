/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (arm) - the barrier instructions of the three ARM variants
 * (Kconfig ARM_V7, ARM_V6, ARM_V5) and of Cortex-M (ARM_V7M, ARM_V8M_BASE,
 * ARM_V6M),
 * and caa_cpu_relax().  Included by <urcu/arch.h>; <generic/barrier.h>
 * turns these into the cmm_* API.
 *
 * References: ARM DDI 0406C ("ARMv7-A and ARMv7-R Architecture Reference
 * Manual"), Linux Documentation/arch/arm/kernel_user_helpers.rst.
 *
 * caa_get_cycles() is the generic CLOCK_MONOTONIC nanosecond clock: no
 * ARM CPU here has a counter that user space can always read (the PMU
 * cycle counter is kernel-only by default, and the generic timer's
 * CNTVCT exists only on cores with the virtualization extensions).
 */
#ifndef _ASM_ARM_BARRIER_H
#define _ASM_ARM_BARRIER_H

#include <urcu/uatomic-config.h>

/*
 * The variant these headers use: the configured one, or an older one when
 * the compiler builds for a CPU without its instructions (a program built
 * with its own flags against the installed headers, e.g. Debian armel's
 * default ARMv5TE against an ARM_V6 library).  The ARMv5 kernel helpers
 * work on every ARM Linux and interoperate with ldrex/strex (on ARMv6+
 * kernels they are ldrex/strex and dmb), so the program stays correct
 * with the library; it only loses the 1-, 2- and 8-byte operands.
 * sparse, which defines no __ARM_ARCH, checks the configured variant.
 */
#if defined(UATOMIC_CONFIG_ARM_V7M) || defined(UATOMIC_CONFIG_ARM_V8M_BASE) || \
	defined(UATOMIC_CONFIG_ARM_V6M)
/*
 * Cortex-M: the configured architecture, or an older one the compiler
 * builds for (a v7-M library's headers in a Cortex-M0 build).  The three
 * that differ here, told apart by the ACLE macros (__ARM_ARCH_PROFILE
 * 'M', __ARM_ARCH_ISA_THUMB, __ARM_FEATURE_LDREX):
 *   Thumb-2 and ldrex/strex of bytes, halfwords and words: ARMv7-M,
 *     ARMv7E-M, ARMv8-M Mainline, ARMv8.1-M Mainline (Cortex-M3, M4,
 *     M7, M33, M35P, M55, M85): _V7M;
 *   Thumb-1 with those exclusives, no BASEPRI: ARMv8-M Baseline
 *     (Cortex-M23): _V8M_BASE;
 *   Thumb-1 without exclusives: ARMv6-M (Cortex-M0, M0+, M1): _V6M.
 * Any other target, or an M profile of another architecture version,
 * stops here rather than assembling instructions it may not have.
 */
# if !defined(__CHECKER__) && \
	(!defined(__ARM_ARCH_PROFILE) || __ARM_ARCH_PROFILE != 'M')
#  error "uatomic: these headers are configured for Cortex-M, but the compiler builds for an A-, R- or pre-ARMv7 profile (__ARM_ARCH_PROFILE is not 'M'): compile with the -mcpu of the configuration"
# elif !defined(__CHECKER__) && (!defined(__ARM_ARCH) || \
	(__ARM_ARCH != 6 && __ARM_ARCH != 7 && __ARM_ARCH != 8))
#  error "uatomic: the compiler builds for an M-profile architecture other than ARMv6-M, ARMv7-M, ARMv8-M or ARMv8.1-M (__ARM_ARCH is not 6, 7 or 8): these headers do not know its instructions"
# elif defined(__CHECKER__) || (__ARM_ARCH_ISA_THUMB == 2 && \
	defined(__ARM_FEATURE_LDREX) && (__ARM_FEATURE_LDREX & 7) == 7 && \
	__ARM_ARCH >= 7)
/* sparse (no __ARM_ARCH) and any Thumb-2 core: the configured variant. */
#  if defined(UATOMIC_CONFIG_ARM_V7M)
#   define __ARM_UATOMIC_V7M	1
#  elif defined(UATOMIC_CONFIG_ARM_V8M_BASE)
#   define __ARM_UATOMIC_V8M_BASE	1
#  else
#   define __ARM_UATOMIC_V6M	1
#  endif
# elif __ARM_ARCH_ISA_THUMB == 1 && defined(__ARM_FEATURE_LDREX) && \
	(__ARM_FEATURE_LDREX & 7) == 7 && __ARM_ARCH == 8
#  if defined(UATOMIC_CONFIG_ARM_V6M)
#   define __ARM_UATOMIC_V6M	1
#  else
#   define __ARM_UATOMIC_V8M_BASE	1
#  endif
# elif __ARM_ARCH_ISA_THUMB == 1 && !defined(__ARM_FEATURE_LDREX) && \
	__ARM_ARCH == 6
#  define __ARM_UATOMIC_V6M	1
# else
#  error "uatomic: the compiler builds for an M-profile variant these headers do not know (none of ARMv6-M, ARMv8-M Baseline, or Thumb-2 with byte, halfword and word ldrex/strex): check its -mcpu/-march"
# endif
#elif defined(UATOMIC_CONFIG_ARM_V7) && (defined(__CHECKER__) || \
	(defined(__ARM_ARCH) && __ARM_ARCH >= 7 && \
	 defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'A'))
# define __ARM_UATOMIC_V7	1
#elif (defined(UATOMIC_CONFIG_ARM_V7) || defined(UATOMIC_CONFIG_ARM_V6)) && \
	(defined(__CHECKER__) || (defined(__ARM_FEATURE_LDREX) && \
	 (__ARM_FEATURE_LDREX & 0xf) == 0xf))
/* ldrex/strex of every size: ARMv6K in ARM state (Thumb-1 has none). */
# define __ARM_UATOMIC_V6	1
#elif defined(UATOMIC_CONFIG_ARM_V7) || defined(UATOMIC_CONFIG_ARM_V6) || \
	defined(UATOMIC_CONFIG_ARM_V5)
# define __ARM_UATOMIC_V5	1
#else
# error "arm: no CPU variant configured (ARM_V7, ARM_V6 or ARM_V5)"
#endif

#if defined(__ARM_UATOMIC_V7M) || defined(__ARM_UATOMIC_V8M_BASE) || \
	defined(__ARM_UATOMIC_V6M)

/*
 * M-profile DMB has one option, SY, the full system (the DMB entries of
 * the ARMv7-M and ARMv6-M Architecture Reference Manuals): the same
 * instruction between cores, for device memory and for a DMA master.  In a uniprocessor build <generic/barrier.h>
 * makes cmm_smp_*() compiler barriers and only cmm_mb() and friends, which
 * order device accesses, stay a dmb.  Nothing here for caa_cpu_relax():
 * there is no store buffer to drain that the memory system does not.
 */
#define arch_mb()	__asm__ __volatile__ ("dmb" : : : "memory")
#define arch_smp_mb()	arch_mb()

#elif defined(__ARM_UATOMIC_V7)

/*
 * DMB orders the explicit memory accesses before it against those after
 * it, as every observer in the option's domain sees them (DDI 0406C
 * A3.8.3).  Between CPUs that is the inner shareable domain, which holds
 * every CPU one Linux kernel runs on ("ish").  ARMv7 has no load-only
 * option (ishld came with ARMv8), so rmb is the full dmb ish; "ishst"
 * waits only for stores, which is exactly what wmb promises.
 */
#define arch_smp_mb()	__asm__ __volatile__ ("dmb ish" : : : "memory")
#define arch_smp_rmb()	__asm__ __volatile__ ("dmb ish" : : : "memory")
#define arch_smp_wmb()	__asm__ __volatile__ ("dmb ishst" : : : "memory")

/*
 * The acquire fence after a load or an exclusive loop is the same dmb ish,
 * but written as the compiler's own fence, which GCC and clang emit as
 * dmb ish for ARMv7-A: after an asm statement GCC extends a loaded byte
 * or halfword again (uxtb) although ldrb already did, and after its own
 * fence it does not.  The golden-assembly test pins the instruction.
 */
#define arch_uatomic_acquire_fence()	__atomic_thread_fence(__ATOMIC_ACQUIRE)

/*
 * The mandatory barriers order device memory too and must reach observers
 * outside the CPU cluster (DMA masters): the full-system domain "sy".
 * DMB orders accesses of every memory type (A3.8.3); DSB would also stall
 * until they complete, which only non-memory side effects (WFI, cache
 * maintenance) need and which the contract does not promise.
 */
#define arch_mb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
#define arch_rmb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
#define arch_wmb()	__asm__ __volatile__ ("dmb st" : : : "memory")

/*
 * A spinning Cortex-A9 before r2p0 never drains its store buffer on its
 * own (erratum 754327), so a CPU that stored and now waits for an answer
 * could wait forever: the barrier drains it, as Linux's cpu_relax() does
 * with that erratum.
 */
#define arch_cpu_relax()	__asm__ __volatile__ ("dmb ish" : : : "memory")

#else /* ARMv6K, ARMv5TE */

/*
 * ARMv5 has no barrier instruction User mode may execute (CP15 is
 * privileged there).  The kernel's __kuser_memory_barrier helper at
 * 0xffff0fa0 is whatever the running kernel and CPU need between CPUs:
 * nothing on a uniprocessor, the dmb of the CPU on an SMP kernel (CP15
 * c7,c10,5 on ARM11 MPCore, dmb ish on ARMv7 and on ARMv8 running 32-bit
 * programs) (kernel_user_helpers.rst).  The helper clobbers no register
 * (the same document), so the call is an asm statement that gives up lr
 * alone, where a C call would spill every caller-saved register.  BLX
 * (ARMv5T and later) enters it in ARM state, as it is written.
 */
#define __arm_kuser_memory_barrier_asm()				\
	__asm__ __volatile__ ("blx	%0" : : "r" (0xffff0fa0UL)		\
			      : "lr", "cc", "memory")

static inline void __arm_kuser_memory_barrier(void)
{
	__arm_kuser_memory_barrier_asm();
}

#define arch_smp_mb()	__arm_kuser_memory_barrier()

#if defined(__ARM_UATOMIC_V6)
/*
 * ARMv6 has one barrier instruction, the CP15 c7,c10,5 "Data Memory
 * Barrier" operation, executable in User mode (ARM1176JZF-S TRM, c7 cache
 * operations; DDI 0406C keeps it as a deprecated CP15 barrier operation).
 * It has no options: it serves the mandatory barriers, which must order
 * device memory even on a uniprocessor; the register written should be
 * zero.  Between CPUs the kernel helper above is used instead: it is the
 * same instruction on an SMP ARMv6 kernel and nothing on a uniprocessor,
 * and it stays cheap where a 32-bit program runs on ARMv8, which disables
 * CP15 barriers in User mode (SCTLR.CP15BEN; Linux arm64 traps and
 * emulates them only if built to).  It is also the one qemu-user
 * emulates: qemu treats the CP15 barrier as a no-op.
 */
#define arch_mb()	__asm__ __volatile__ ("mcr p15, 0, %0, c7, c10, 5" \
					      : : "r" (0) : "memory")
/*
 * So cmm_mb() is the CP15 barrier even where a 32-bit ARMv6 program runs
 * on an ARMv8 kernel: a kernel built without CP15 barrier emulation
 * (arm64 CONFIG_CP15_BARRIER_EMULATION, abi.cp15_barrier) answers it with
 * SIGILL.  That is the choice: a device barrier that is real where the
 * CPU is an ARMv6 one, rather than one that silently orders nothing;
 * builds for ARMv7 and later CPUs take the armv7 defconfig (dmb sy).
 */
#else
/*
 * ARMv5: no User-mode barrier at all, the helper is all there is, and on
 * a uniprocessor kernel it is no instruction.  That is enough for device
 * memory: ARMv5 cores perform their accesses in program order and drain
 * their write buffer in order, which is why Linux's own mb(), rmb() and
 * wmb() are compiler barriers on ARMv5 (without ARM_DMA_MEM_BUFFERABLE,
 * which needs ARMv6).  Ordering against a DMA master still needs the
 * kernel's cache maintenance, which no barrier gives.
 */
#define arch_mb()	__arm_kuser_memory_barrier()
#endif

/* ARM11 MPCore does not drain its write buffer while spinning: Linux
 * makes cpu_relax() a barrier on every ARMv6 for that reason. */
#if defined(__ARM_UATOMIC_V6)
# define arch_cpu_relax()	__arm_kuser_memory_barrier()
#endif

#endif

/*
 * For the compiler-builtins implementation (<generic/uatomic-builtins.h>):
 * GCC inlines __atomic_exchange_n as this CPU's own swap or LL/SC loop
 * for operands up to a long.
 */
#define UATOMIC_ARCH_CPU_NATIVE_XCHG		1

#endif /* _ASM_ARM_BARRIER_H */

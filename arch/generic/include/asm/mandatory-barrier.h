/* SPDX-License-Identifier: MIT */
/*
 * asm/mandatory-barrier.h (generic) - the one place where the "generic"
 * (compiler-builtins) target knows an ISA: the mandatory barriers
 * cmm_mb/rmb/wmb(), which must order device (MMIO) and DMA-visible
 * accesses too (Documentation/ordering.md §1).  The compiler's seq_cst
 * fence orders ordinary memory only on several ISAs: RISC-V "fence rw,rw"
 * has no I/O bits, AArch64 and ARMv7 "dmb ish" cover the inner shareable
 * domain only, x86-64's locked add does not order write-combining or
 * non-temporal accesses.  Where the compiler names one of those ISAs, the
 * ISA's own mandatory fence is used; elsewhere the compiler's fence is
 * the strongest barrier the ISA has (Alpha mb, PA-RISC sync) or the CPU
 * performs accesses in order (m68k, SH-4, uniprocessor only).  Included
 * by asm/barrier.h (generic); tests/mandatory-barriers reads the
 * instructions each compiler here gives them.
 */
#ifndef _ASM_GENERIC_MANDATORY_BARRIER_H
#define _ASM_GENERIC_MANDATORY_BARRIER_H

#if defined(__x86_64__) || (defined(__i386__) && defined(__SSE2__))
/* Intel SDM vol. 3A §9.2.5: mfence/lfence/sfence also order WC memory
 * and non-temporal stores, which a locked instruction does not. */
# define arch_mb()	__asm__ __volatile__ ("mfence" : : : "memory")
# define arch_rmb()	__asm__ __volatile__ ("lfence" : : : "memory")
# define arch_wmb()	__asm__ __volatile__ ("sfence" : : : "memory")
#elif defined(__aarch64__)
/* Arm ARM C6.2 DMB: the full-system domain, Device memory included. */
# define arch_mb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
# define arch_rmb()	__asm__ __volatile__ ("dmb ld" : : : "memory")
# define arch_wmb()	__asm__ __volatile__ ("dmb st" : : : "memory")
/*
 * 32-bit Arm below ARMv7 is left to the compiler's fence: on ARMv6 (A
 * profile) GCC and clang make it the CP15 barrier (mcr p15, 0, rN, c7,
 * c10, 5), which has no domain, the full system; ARMv5 has no barrier
 * User mode may run, the fence calls the kernel's helper, and the CPU
 * performs its accesses in program order (the arm port's asm/barrier.h).
 */
#elif defined(__arm__) && defined(__ARM_ARCH_PROFILE) && \
	__ARM_ARCH_PROFILE == 'M' && __ARM_ARCH >= 6
/* ARMv6-M, ARMv7-M, ARMv8-M: DMB has one option, SY, the full system
 * (the DMB entries of their Architecture Reference Manuals). */
# define arch_mb()	__asm__ __volatile__ ("dmb" : : : "memory")
#elif defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH >= 7
/* ARMv7-A/R and AArch32 ARMv8 (DDI 0406C A3.8.3): the compiler's fence is
 * dmb ish, the inner shareable domain; device memory and DMA masters
 * need the full-system domain, "sy" ("st": its stores only). */
# define arch_mb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
# define arch_rmb()	__asm__ __volatile__ ("dmb sy" : : : "memory")
# define arch_wmb()	__asm__ __volatile__ ("dmb st" : : : "memory")
#elif defined(__riscv)
/* RISC-V unprivileged ISA, FENCE: the I and O bits order device I/O. */
# define arch_mb()	__asm__ __volatile__ ("fence iorw,iorw" : : : "memory")
# define arch_rmb()	__asm__ __volatile__ ("fence ir,ir" : : : "memory")
# define arch_wmb()	__asm__ __volatile__ ("fence ow,ow" : : : "memory")
#elif defined(__powerpc__)
/* Power ISA Book II §1.7.1: only sync orders caching-inhibited accesses
 * against ordinary ones (GCC's seq_cst fence is sync too: said once). */
# define arch_mb()	__asm__ __volatile__ ("sync" : : : "memory")
#endif

#endif /* _ASM_GENERIC_MANDATORY_BARRIER_H */

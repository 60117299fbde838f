/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-target.h - refuses, at compile time, a compilation whose
 * target contradicts the one this uatomic was configured and built for.
 * <urcu/uatomic-config.h> includes it last, so every header that reads the
 * configuration is checked.
 *
 * The headers inline instructions chosen for the configured CPU, and the
 * library was compiled with one float ABI and byte order: code compiled
 * for another machine, another architecture profile, float ABI or byte
 * order would fail in the assembler, or link and then go wrong (a
 * hard-float caller of a soft-float library passes floats in the wrong
 * registers).  Each error names the compiler flag to fix; the flags the
 * build used are the installed uatomic.pc's variable ("pkg-config
 * --variable=arch_cflags uatomic") and CMake's uatomic_ARCH_CFLAGS, which
 * the user's toolchain gives: the package imposes none, so this check is
 * what stops another CPU (see Documentation/getting-started.md).  The
 * facts tested are the compilers' predefined macros: GCC manual, "Common
 * Predefined Macros"; Arm C Language Extensions (ACLE) 6.4 and 6.5 for
 * __ARM_ARCH_PROFILE and __ARM_PCS_VFP; the RISC-V C API specification
 * for __riscv_xlen, __riscv_atomic and __riscv_float_abi_*.
 *
 * sparse is not a target compiler (it predefines only the ISA), and the
 * generic configuration (compiler builtins) is for any machine: neither
 * is checked.
 */
#ifndef _URCU_UATOMIC_TARGET_H
#define _URCU_UATOMIC_TARGET_H

#include <urcu/uatomic-config.h>

/*
 * __UATOMIC_TARGET_UNCHECKED: the tree's own test of the code each CPU
 * gets (tests/firmware/cpus compiles the headers for every -mcpu the
 * compiler knows) leaves the check out; not for users.
 */
#if !defined(__CHECKER__) && !defined(__UATOMIC_TARGET_UNCHECKED)

/* The platform: bare metal has no Linux below it, and Linux one. */
#if defined(UATOMIC_CONFIG_PLATFORM_BAREMETAL) && defined(__linux__)
# error "uatomic: these headers were built for bare metal (a firmware toolchain, e.g. arm-none-eabi-gcc): this compilation targets Linux; use the cross compiler and flags of 'pkg-config --cflags uatomic'"
#endif
#if defined(UATOMIC_CONFIG_PLATFORM_LINUX) && !defined(__linux__)
# error "uatomic: these headers were built for Linux: this compilation targets bare metal or another system; use a uatomic configured for it (PLATFORM_BAREMETAL)"
#endif

/* x86 */
#if defined(UATOMIC_CONFIG_ARCH_X86_64) && \
	(!defined(__x86_64__) || defined(__ILP32__))
# error "uatomic: these headers were built for x86_64 (-m64): this compilation targets another machine or ABI (-m32, -mx32 or another compiler)"
#endif
#if defined(UATOMIC_CONFIG_ARCH_I386) && !defined(__i386__)
# error "uatomic: these headers were built for i686 (-m32 -march=i686): this compilation targets another machine (-m64 or another compiler)"
#endif

/*
 * Arm A profile (Linux): the profile and the float ABI.  An older
 * architecture is not refused: <asm/barrier.h> falls back to the
 * instructions it has (Debian armel's default ARMv5TE against an ARMv6K
 * build), and the program runs on the machine the library was built for.
 */
#if defined(UATOMIC_CONFIG_ARM_V7) || defined(UATOMIC_CONFIG_ARM_V6) || \
	defined(UATOMIC_CONFIG_ARM_V5)
# if !defined(__arm__) || defined(__ARM_ARCH_PROFILE) && \
	__ARM_ARCH_PROFILE == 'M'
#  error "uatomic: these headers were built for 32-bit Arm Linux (-march=armv5te/armv6k/armv7-a): this compilation targets another machine or a Cortex-M (-mcpu=cortex-m*)"
# endif
# if defined(UATOMIC_CONFIG_ARM_V7) && !defined(__ARM_PCS_VFP)
#  error "uatomic: these headers were built for the hard-float ABI (-mfloat-abi=hard, armhf): this compilation uses the soft-float ABI (-mfloat-abi=)"
# endif
# if !defined(UATOMIC_CONFIG_ARM_V7) && defined(__ARM_PCS_VFP)
#  error "uatomic: these headers were built for the soft-float ABI (-mfloat-abi=soft, armel): this compilation uses the hard-float ABI (-mfloat-abi=)"
# endif
#endif

/*
 * Cortex-M: the profile, then each fact of the configured core
 * (arch/arm/Kconfig: ARM_M_ARCH, ARM_M_ISA_THUMB, ARM_M_DSP, ARM_V8_1M,
 * ARM_M_MVE, ARM_M_FP_DOUBLE, ARM_M_FLOAT_HARD) against the ACLE macro
 * that names it in this compilation (ACLE 6.4: __ARM_ARCH,
 * __ARM_ARCH_ISA_THUMB; 6.5: __ARM_FEATURE_DSP, __ARM_FEATURE_MVE,
 * __ARM_FP, __ARM_PCS_VFP).  A firmware image runs on one core, and
 * libuatomic.a holds code for the configured one: a core that lacks one
 * of its facts is refused (Thumb-2 for ARMv7-M faults on a Cortex-M0).
 * A later core that has them all runs that code and is accepted:
 * ARMv7-M holds ARMv6-M, ARMv8-M Baseline ARMv6-M, ARMv8-M Mainline
 * both and ARMv7-M, ARMv8.1-M Mainline ARMv8-M Mainline (Armv8-M
 * Architecture Reference Manual, A1.2 and B1.2; ARMv7-M Architecture
 * Reference Manual, A1.2).  ARMv8.1-M has a macro of its own in clang
 * (__ARM_ARCH_8_1M_MAIN__) but not in GCC 12, which defines
 * __ARM_ARCH_8M_MAIN__ for the Cortex-M55 too: there MVE tells the
 * configured ARMv8.1-M cores from an ARMv8-M one.  The message names
 * the configured core (UATOMIC_CONFIG_ARM_M_CORE), so it is a
 * _Pragma("GCC error"), which GCC and clang expand, not an #error.
 */
#ifdef UATOMIC_CONFIG_ARCH_ARM_M
# if !defined(__arm__) || !defined(__ARM_ARCH_PROFILE) || \
	__ARM_ARCH_PROFILE != 'M'
#  error "uatomic: these headers were built for a Cortex-M (-mcpu=cortex-m* -mthumb, arm-none-eabi-gcc): this compilation targets another machine (a host build, or an A-profile -mcpu/-march)"
# endif
# define __UATOMIC_TARGET_STR(x)	#x
# define __UATOMIC_TARGET_XSTR(x)	__UATOMIC_TARGET_STR(x)
# define __UATOMIC_TARGET_PASTE(a, b)	a ## b
# define __UATOMIC_TARGET_XPASTE(a, b)	__UATOMIC_TARGET_PASTE(a, b)
# define __UATOMIC_TARGET_PRAGMA(x)	_Pragma(#x)
# define __UATOMIC_TARGET_ERROR_STR(msg) \
	__UATOMIC_TARGET_PRAGMA(GCC error msg)
/* "uatomic: these headers were built for -mcpu=cortex-m<n>: <why>" */
# define __UATOMIC_TARGET_M_ERROR(why) \
	__UATOMIC_TARGET_ERROR_STR(__UATOMIC_TARGET_XSTR(uatomic: these \
	headers were built for -mcpu=cortex-__UATOMIC_TARGET_XPASTE(m, \
	UATOMIC_CONFIG_ARM_M_CORE): why))
# if __ARM_ARCH < UATOMIC_CONFIG_ARM_M_ARCH || \
	__ARM_ARCH_ISA_THUMB < UATOMIC_CONFIG_ARM_M_ISA_THUMB
__UATOMIC_TARGET_M_ERROR(this compilation targets an older core
	(architecture __ARM_ARCH with Thumb-__ARM_ARCH_ISA_THUMB; the
	library needs UATOMIC_CONFIG_ARM_M_ARCH with
	Thumb-UATOMIC_CONFIG_ARM_M_ISA_THUMB) (-mcpu=))
# elif defined(UATOMIC_CONFIG_ARM_M_FLOAT_HARD) && !defined(__ARM_PCS_VFP)
__UATOMIC_TARGET_M_ERROR(this compilation uses the soft-float ABI; the
	library uses the hard-float ABI (-mfloat-abi=hard))
# elif !defined(UATOMIC_CONFIG_ARM_M_FLOAT_HARD) && defined(__ARM_PCS_VFP)
__UATOMIC_TARGET_M_ERROR(this compilation uses the hard-float ABI; the
	library uses the soft-float ABI (-mfloat-abi=soft))
# elif defined(UATOMIC_CONFIG_ARM_M_DSP) && !defined(__ARM_FEATURE_DSP)
__UATOMIC_TARGET_M_ERROR(this compilation targets a core without the DSP
	extension (-mcpu=))
# elif defined(UATOMIC_CONFIG_ARM_V8_1M) && defined(__clang__) && \
	!defined(__ARM_ARCH_8_1M_MAIN__)
__UATOMIC_TARGET_M_ERROR(this compilation targets a core older than
	ARMv8.1-M Mainline (-mcpu=))
# elif defined(UATOMIC_CONFIG_ARM_M_MVE) && \
	(!defined(__ARM_FEATURE_MVE) || (__ARM_FEATURE_MVE & 3) != 3)
__UATOMIC_TARGET_M_ERROR(this compilation targets a core without MVE and
	its floating point (-mcpu=))
# elif defined(UATOMIC_CONFIG_ARM_M_FP_DOUBLE) && \
	(!defined(__ARM_FP) || !(__ARM_FP & 8))
__UATOMIC_TARGET_M_ERROR(this compilation has no double-precision
	floating point (-mcpu= or -mfpu=))
# endif
#endif

/* Every 32-bit Arm configuration is little-endian (armhf, armel, Cortex-M). */
#if (defined(UATOMIC_CONFIG_ARM_V7) || defined(UATOMIC_CONFIG_ARM_V6) || \
	defined(UATOMIC_CONFIG_ARM_V5) || \
	defined(UATOMIC_CONFIG_ARCH_ARM_M)) && defined(__ARMEB__)
# error "uatomic: these headers were built little-endian (-mlittle-endian): this compilation is big-endian (-mbig-endian)"
#endif

/* arm64 */
#if defined(UATOMIC_CONFIG_ARM64_LLSC) || defined(UATOMIC_CONFIG_ARM64_LSE)
# if !defined(__aarch64__) || defined(__ILP32__)
#  error "uatomic: these headers were built for arm64 (aarch64-linux-gnu-gcc -march=armv8-a): this compilation targets another machine"
# endif
# ifdef __AARCH64EB__
#  error "uatomic: these headers were built little-endian (-mlittle-endian): this compilation is big-endian (-mbig-endian)"
# endif
# if defined(UATOMIC_CONFIG_ARM64_LSE) && !defined(__ARM_FEATURE_ATOMICS)
#  error "uatomic: these headers were built for the LSE atomics (-march=armv8.1-a): this compilation targets a CPU without them (-march=)"
# endif
#endif

/*
 * MIPS: the ABI, the byte order and the release.  Release 6 gives LL
 * and SC new encodings and removes instructions of Release 2 (the
 * branch-likely ones among them: MIPS32 Architecture for Programmers
 * Volume II-A, revision 6, "LL", "SC", "BEQL"), so that the code of one
 * release does not run on a CPU of the other.
 */
#if defined(UATOMIC_CONFIG_ARCH_MIPS)
# ifndef __mips__
#  error "uatomic: these headers were built for MIPS: this compilation targets another machine"
# endif
# if defined(UATOMIC_CONFIG_64BIT) && _MIPS_SIM != _ABI64
#  error "uatomic: these headers were built for the 64-bit ABI (-mabi=64): this compilation uses another (-mabi=)"
# endif
# if !defined(UATOMIC_CONFIG_64BIT) && _MIPS_SIM != _ABIO32
#  error "uatomic: these headers were built for the o32 ABI (-mabi=32): this compilation uses another (-mabi=)"
# endif
# if defined(UATOMIC_CONFIG_MIPS32_BE) && !defined(__MIPSEB__)
#  error "uatomic: these headers were built big-endian (-EB): this compilation is little-endian (-EL)"
# endif
# if !defined(UATOMIC_CONFIG_MIPS32_BE) && !defined(__MIPSEL__)
#  error "uatomic: these headers were built little-endian (-EL): this compilation is big-endian (-EB)"
# endif
# if defined(UATOMIC_CONFIG_CPU_MIPS_R6) && \
	(!defined(__mips_isa_rev) || __mips_isa_rev < 6)
#  error "uatomic: these headers were built for MIPS Release 6 (-march=mips32r6 or -march=mips64r6): this compilation targets an earlier release (-march=)"
# endif
# if !defined(UATOMIC_CONFIG_CPU_MIPS_R6) && defined(__mips_isa_rev) && \
	__mips_isa_rev >= 6
#  error "uatomic: these headers were built for MIPS Release 2 (-march=mips32r2 or -march=mips64r2): this compilation targets Release 6 (-march=)"
# endif
#endif

/* PowerPC: the word size and the byte order. */
#if defined(UATOMIC_CONFIG_PPC64LE) || defined(UATOMIC_CONFIG_PPC64) || \
	defined(UATOMIC_CONFIG_PPC32) || defined(UATOMIC_CONFIG_PPC_E500)
# ifndef __powerpc__
#  error "uatomic: these headers were built for PowerPC: this compilation targets another machine"
# endif
# if (defined(UATOMIC_CONFIG_PPC64LE) || defined(UATOMIC_CONFIG_PPC64)) && \
	!defined(__powerpc64__)
#  error "uatomic: these headers were built for 64-bit PowerPC (-m64): this compilation is 32-bit (-m32)"
# endif
# if (defined(UATOMIC_CONFIG_PPC32) || defined(UATOMIC_CONFIG_PPC_E500)) && \
	defined(__powerpc64__)
#  error "uatomic: these headers were built for 32-bit PowerPC (-m32): this compilation is 64-bit (-m64)"
# endif
# if defined(UATOMIC_CONFIG_PPC64LE) && !defined(__LITTLE_ENDIAN__)
#  error "uatomic: these headers were built little-endian (-mlittle-endian): this compilation is big-endian (-mbig-endian)"
# endif
# if !defined(UATOMIC_CONFIG_PPC64LE) && defined(__LITTLE_ENDIAN__)
#  error "uatomic: these headers were built big-endian (-mbig-endian): this compilation is little-endian (-mlittle-endian)"
# endif
# if defined(UATOMIC_CONFIG_PPC_E500) && !defined(__NO_LWSYNC__)
#  error "uatomic: these headers were built for the e500 core (-mcpu=8548), which has no lwsync: this compilation targets another core (-mcpu=)"
# endif
#endif

/* RISC-V: XLEN, the A extension and the float ABI (-march=, -mabi=). */
#ifdef UATOMIC_CONFIG_ARCH_RISCV
# ifndef __riscv
#  error "uatomic: these headers were built for RISC-V (-march=rv*): this compilation targets another machine"
# endif
# if defined(UATOMIC_CONFIG_64BIT) && __riscv_xlen != 64
#  error "uatomic: these headers were built for RV64 (-march=rv64*, -mabi=lp64*): this compilation is RV32 (-march=)"
# endif
# if !defined(UATOMIC_CONFIG_64BIT) && __riscv_xlen != 32
#  error "uatomic: these headers were built for RV32 (-march=rv32*, -mabi=ilp32): this compilation is RV64 (-march=)"
# endif
# if !defined(UATOMIC_CONFIG_RISCV_RV32IMC) && !defined(__riscv_atomic)
#  error "uatomic: these headers were built for a core with the A extension (-march=rv*a*): this compilation targets one without it (-march=)"
# endif
# if defined(UATOMIC_CONFIG_RISCV_RV64GC) && !defined(__riscv_float_abi_double)
#  error "uatomic: these headers were built for the LP64D float ABI (-mabi=lp64d): this compilation uses another (-mabi=)"
# endif
# if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#  error "uatomic: these headers were built little-endian (-mlittle-endian): this compilation is big-endian (-mbig-endian)"
# endif
# if !defined(UATOMIC_CONFIG_RISCV_RV64GC) && !defined(__riscv_float_abi_soft)
#  error "uatomic: these headers were built for the soft-float ABI (-mabi=ilp32 or lp64): this compilation uses a hard-float one (-mabi=)"
# endif
#endif

/* s390x and SPARC64 */
#if defined(UATOMIC_CONFIG_ARCH_S390) && !defined(__s390x__)
# error "uatomic: these headers were built for s390x: this compilation targets another machine"
#endif
#if defined(UATOMIC_CONFIG_ARCH_SPARC64) && \
	(!defined(__sparc__) || !defined(__arch64__))
# error "uatomic: these headers were built for SPARC64 (-m64 -mcpu=v9): this compilation targets another machine or is 32-bit (-m32)"
#endif

#endif /* !__CHECKER__ && !__UATOMIC_TARGET_UNCHECKED */

#endif /* _URCU_UATOMIC_TARGET_H */

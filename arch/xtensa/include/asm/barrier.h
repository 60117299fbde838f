/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h (xtensa) - the barrier instruction of the Xtensa LX106
 * (the ESP8266's core), and caa_cpu_relax().  Included by <urcu/arch.h>;
 * <generic/barrier.h> turns these into the cmm_* API.
 *
 * Reference: Xtensa Instruction Set Architecture (ISA) Reference Manual
 * (Tensilica, PD-09-0801-10-01): §4.3.12, "Multiprocessor
 * Synchronization Option" (the ordering of loads and stores), and the
 * MEMW entry of "Instruction Descriptions".
 *
 * caa_get_cycles() is the generic fallback: CCOUNT, the LX106's cycle
 * counter (§4.4.6, Timer Interrupt Option), is 32 bits wide and wraps
 * in under a minute at the ESP8266's 80 MHz, not the 64-bit count the
 * API promises.
 */
#ifndef _ASM_XTENSA_BARRIER_H
#define _ASM_XTENSA_BARRIER_H

#include <urcu/uatomic-config.h>

#if !defined(__CHECKER__) && !defined(__XTENSA__)
# error "uatomic: these headers are configured for Xtensa, but the compiler builds for another CPU: compile with the configuration's compiler (CROSS_COMPILE)"
#endif

/*
 * MEMW: every load and store before it is performed before any after it
 * (§4.3.12; the MEMW entry): the one barrier Xtensa has, for ordinary
 * and device memory alike (GCC puts one before every volatile access, by
 * default, for that reason: -mserialize-volatile).  The LX106 is single
 * core: a uniprocessor build (the only one, arch/xtensa/Kconfig) makes
 * cmm_smp_*() compiler barriers in <generic/barrier.h>, and cmm_mb(),
 * cmm_rmb() and cmm_wmb(), which order device accesses, stay a memw.
 */
#define arch_mb()	__asm__ __volatile__ ("memw" : : : "memory")
#define arch_smp_mb()	arch_mb()

#endif /* _ASM_XTENSA_BARRIER_H */

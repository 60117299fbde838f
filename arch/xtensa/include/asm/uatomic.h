/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (xtensa) - the interrupt masking that makes the
 * read-modify-writes of the Xtensa LX106 (the ESP8266's core) atomic: the
 * core has no Conditional Store Option (no S32C1I) and no other atomic
 * instruction, so every operation runs with interrupts masked
 * (<generic/uatomic-irqmask.h>, single core only).  Included by
 * <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
 *
 * Reference: Xtensa Instruction Set Architecture (ISA) Reference Manual
 * (Tensilica, PD-09-0801-10-01): §4.4.1.3 (the PS register), §4.4.4
 * (Interrupt Option: PS.INTLEVEL), the RSIL, WSR.PS and RSYNC entries of
 * "Instruction Descriptions", and the Special Register Tables of
 * "Special Registers" (what must follow a WSR.PS).
 */
#ifndef _ASM_XTENSA_UATOMIC_H
#define _ASM_XTENSA_UATOMIC_H

#include <urcu/uatomic-config.h>
#include <asm/barrier.h>

/*
 * Aligned loads and stores of 1, 2 and 4 bytes (L8UI/S8I, L16UI/S16I,
 * L32I/S32I) are single accesses no interrupt splits, and change only
 * their own bytes: every size is announced, and 8 bytes are masked for
 * loads too.
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1
#define UATOMIC_HAS_ATOMIC_LLONG	1

#include <generic/uatomic-arch.h>

/*
 * RSIL reads PS and sets PS.INTLEVEL to its immediate in one
 * instruction: interrupts of a level at or below it are held off from
 * the next instruction on.  15, the field's largest value, holds off
 * every maskable level; the non-maskable interrupt (level 3 on the
 * LX106) stays live, and its handler must not touch uatomic's operands.
 * Writing the saved PS back, not lowering INTLEVEL to 0, keeps a section
 * inside a handler or inside another section masked at the caller's
 * level, so sections nest.  WSR.PS needs an RSYNC before the new level is
 * sure to hold for the instructions after it (the RSYNC entry).  RSIL
 * and WSR.PS are privileged; the LX106 has no MMU and no rings, so all
 * code runs at ring 0, where they take effect.
 */
#define __XTENSA_UATOMIC_LOCK_LEVEL	15

static __caa_always_inline unsigned long arch_uatomic_irq_save(void)
{
	unsigned long ps;

	__asm__ __volatile__ ("rsil	%0, %1"
			      : "=a" (ps) : "i" (__XTENSA_UATOMIC_LOCK_LEVEL)
			      : "memory");
	return ps;
}

static __caa_always_inline void arch_uatomic_irq_restore(unsigned long ps)
{
	__asm__ __volatile__ ("wsr	%0, ps\n"
			      "	rsync"
			      : : "a" (ps) : "memory");
}

#include <generic/uatomic-irqmask.h>

__uatomic_for_each_size(__uatomic_irqmask_rmw)
__uatomic_for_each_size(__uatomic_irqmask_rmw_fetch)
__uatomic_for_each_size(__uatomic_irqmask_minmax)
__uatomic_for_each_size(__uatomic_irqmask_conds)
__uatomic_for_each_size(__uatomic_irqmask_load)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_xor
#define arch_uatomic_fetch_add
#define arch_uatomic_fetch_and
#define arch_uatomic_fetch_or
#define arch_uatomic_fetch_xor
#define arch_uatomic_fetch_smax
#define arch_uatomic_fetch_umax
#define arch_uatomic_fetch_smin
#define arch_uatomic_fetch_umin
#define arch_uatomic_fetch_add_unless
#define arch_uatomic_add_unless
#define arch_uatomic_dec_if_positive
#define arch_uatomic_load

#endif /* _ASM_XTENSA_UATOMIC_H */

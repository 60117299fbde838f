/* SPDX-License-Identifier: MIT */
/*
 * asm/irqflags.h (arm) - masking interrupts on Cortex-M, for the
 * read-modify-writes that have no instruction (every one on ARMv6-M,
 * 8-byte operands on ARMv7-M): the arch_uatomic_irq_save() and
 * arch_uatomic_irq_restore() that <generic/uatomic-irqmask.h> builds on.
 * Included by <asm/uatomic.h>.
 *
 * References: ARMv7-M ARM (DDI 0403E) B5.2 (MRS, MSR, CPS), B1.4.3 (the
 * special-purpose mask registers); ARMv6-M ARM (DDI 0419E) B5.2.
 */
#ifndef _ASM_ARM_IRQFLAGS_H
#define _ASM_ARM_IRQFLAGS_H

#include <urcu/config.h>
#include <urcu/compiler.h>

#if defined(UATOMIC_CONFIG_ARM_M_MASK_BASEPRI) && defined(__ARM_UATOMIC_V7M)

/*
 * BASEPRI holds off the exceptions whose priority value is at or above
 * it; BASEPRI_MAX writes only when that raises the masking (a lower
 * non-zero value), so a section inside a handler or inside another
 * section never lowers what its caller had.  Restoring the saved value
 * ends the section.  The write takes effect for the next instruction:
 * MSR is context synchronizing for BASEPRI on v7-M (B5.2.3).
 */
static __caa_always_inline unsigned long arch_uatomic_irq_save(void)
{
	unsigned long flags;

	__asm__ __volatile__ (
		"mrs	%0, basepri\n"
		"	msr	basepri_max, %1"
		: "=&r" (flags)
		: "r" ((unsigned long) UATOMIC_CONFIG_ARM_M_BASEPRI_LEVEL)
		: "memory");
	return flags;
}

static __caa_always_inline void arch_uatomic_irq_restore(unsigned long flags)
{
	__asm__ __volatile__ ("msr	basepri, %0" : : "r" (flags) : "memory");
}

#else

/*
 * PRIMASK=1 holds off every exception of configurable priority.  The
 * section saves PRIMASK and sets it with cpsid i; restoring the saved
 * value, rather than cpsie i, keeps interrupts masked after a section
 * that ran with them masked already (in a handler that masked them, or a
 * nested section).  cpsid takes effect at once (B5.2.1): no isb needed.
 */
static __caa_always_inline unsigned long arch_uatomic_irq_save(void)
{
	unsigned long flags;

	__asm__ __volatile__ (
		"mrs	%0, primask\n"
		"	cpsid	i"
		: "=r" (flags) : : "memory");
	return flags;
}

static __caa_always_inline void arch_uatomic_irq_restore(unsigned long flags)
{
	__asm__ __volatile__ ("msr	primask, %0" : : "r" (flags) : "memory");
}

#endif

#endif /* _ASM_ARM_IRQFLAGS_H */

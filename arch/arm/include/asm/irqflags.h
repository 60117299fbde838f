/* SPDX-License-Identifier: MIT */
/*
 * asm/irqflags.h (arm) - masking interrupts on Cortex-M, for the
 * read-modify-writes that have no instruction (every one on ARMv6-M,
 * 8-byte operands on ARMv7-M): the arch_uatomic_irq_save() and
 * arch_uatomic_irq_restore() that <generic/uatomic-irqmask.h> builds on.
 * Included by <asm/uatomic.h>.
 *
 * With CONFIG_DEBUG_IRQMASK, also the checks that masking works here (it
 * does not in unprivileged Thread mode) and, with BASEPRI, that it covers
 * the exception running now, and the traps when it does not.
 *
 * References: the ARMv7-M and ARMv6-M Architecture Reference Manuals
 * (DDI 0403E, DDI 0419E): the special-purpose mask registers and the
 * MRS, MSR and CPS instructions; Cortex-M7 Software Developers Errata
 * Notice (erratum 837070).
 */
#ifndef _ASM_ARM_IRQFLAGS_H
#define _ASM_ARM_IRQFLAGS_H

#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>

#if defined(UATOMIC_CONFIG_ARM_M_MASK_BASEPRI) && defined(__ARM_UATOMIC_V7M)

/*
 * BASEPRI holds off the exceptions whose priority value is at or above
 * it; BASEPRI_MAX writes only when that raises the masking (a lower
 * non-zero value), so a section inside a handler or inside another
 * section never lowers what its caller had.  Restoring the saved value
 * ends the section.  The raised priority holds from the instruction
 * after the MSR on, except on Cortex-M7 r0p1 (erratum 837070), where
 * that one instruction can still be interrupted: it is an isb, before
 * any access to the operand, so the section stays whole there too.
 */
static __caa_always_inline unsigned long arch_uatomic_irq_save(void)
{
	unsigned long flags;

	__asm__ __volatile__ (
		"mrs	%0, basepri\n"
		"	msr	basepri_max, %1\n"
		"	isb"
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
 * nested section).  cpsid i masks from the next instruction on: no isb.
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

/*
 * In unprivileged Thread mode the core ignores all of the above, with no
 * fault: CPS is a NOP there, and an MSR to PRIMASK, BASEPRI or
 * BASEPRI_MAX writes nothing (the CPS and MSR descriptions, "System
 * Instruction Details", of both manuals).  Handler mode is always
 * privileged.  So masking works unless IPSR is 0 (Thread mode) and
 * CONTROL.nPRIV is 1; both registers are readable unprivileged, and
 * nPRIV reads as 0 on a core without the unprivileged level (Cortex-M0).
 * <generic/uatomic-irqmask.h> asks this with CONFIG_DEBUG_IRQMASK.
 */
#define arch_uatomic_irq_unmaskable arch_uatomic_irq_unmaskable
static __caa_always_inline int arch_uatomic_irq_unmaskable(void)
{
	unsigned long ipsr, control;

	__asm__ __volatile__ (
		"mrs	%0, ipsr\n"
		"	mrs	%1, control"
		: "=r" (ipsr), "=r" (control));
	return (ipsr & 0x1ff) == 0 && (control & 1);
}

#if defined(UATOMIC_CONFIG_ARM_M_MASK_BASEPRI) && defined(__ARM_UATOMIC_V7M)
/*
 * With BASEPRI, an exception whose group priority is higher (a lower
 * number) than the level's is never held off: if its handler runs a
 * masked section, it can also interrupt another one, in the middle, and
 * that section's update is lost.  Asked in Handler mode only (Thread
 * mode interrupts nothing, and may not read the System Control Space
 * unprivileged): the active exception's number is IPSR, its priority the
 * byte of SHPR1-3 (exceptions 4 to 15, at 0xe000ed14 + number) or of
 * NVIC_IPR (interrupts, 16 on, at 0xe000e3f0 + number); NMI (2) and
 * HardFault (3) have fixed negative priorities, above any mask.  Only
 * the group priority counts, for the exception as for BASEPRI: the bits
 * above AIRCR.PRIGROUP (ARMv7-M ARM B1.5.4, "Exception priorities and
 * preemption", and the ExecutionPriority() pseudocode).  The registers
 * are byte-accessible on ARMv7-M and ARMv8-M Mainline (B3.2.10, B3.4.9).
 */
#define __ARM_UATOMIC_SCS_BYTE(addr)					\
	(*(const volatile unsigned char *) (addr))
#define __ARM_UATOMIC_AIRCR	(*(const volatile unsigned long *) 0xe000ed0cUL)

#define arch_uatomic_irq_uncovered arch_uatomic_irq_uncovered
static __caa_always_inline int arch_uatomic_irq_uncovered(void)
{
	unsigned long ipsr, prio, group;

	__asm__ __volatile__ ("mrs	%0, ipsr" : "=r" (ipsr));
	ipsr &= 0x1ff;
	if (ipsr == 0)
		return 0;
	if (ipsr < 4)
		return 1;
	prio = ipsr < 16 ? __ARM_UATOMIC_SCS_BYTE(0xe000ed14UL + ipsr) :
		__ARM_UATOMIC_SCS_BYTE(0xe000e3f0UL + ipsr);
	group = 0xffUL << (((__ARM_UATOMIC_AIRCR >> 8) & 7) + 1);
	return (prio & group) <
		((unsigned long) UATOMIC_CONFIG_ARM_M_BASEPRI_LEVEL & group);
}
#endif

/*
 * The traps: permanently undefined instructions, "udf #0x55" where the
 * core would ignore the masking, "udf #0x56" where it runs in an
 * exception the mask does not hold off (Thumb encodings 0xde55, 0xde56),
 * so a fault handler can tell them from other faults by the halfword at
 * the stacked PC: a UsageFault (UNDEFINSTR), or a HardFault on ARMv6-M,
 * where UsageFault is not enabled, or in an exception of a priority the
 * UsageFault cannot preempt.  In NMI or HardFault itself the fault locks
 * the core up, with the PC at the udf.  Neither returns (noreturn: clang's
 * -Wmissing-noreturn, which liburcu's warning set turns on).
 */
#define __ARM_UATOMIC_IRQ_TRAP_IMM		0x55
#define __ARM_UATOMIC_IRQ_UNCOVERED_TRAP_IMM	0x56

static __caa_always_inline __attribute__((__noreturn__)) void
arch_uatomic_irq_trap(void)
{
	__asm__ __volatile__ ("udf	#%c0"
			      : : "i" (__ARM_UATOMIC_IRQ_TRAP_IMM) : "memory");
	__builtin_unreachable();
}

static __caa_always_inline __attribute__((__noreturn__)) void
arch_uatomic_irq_uncovered_trap(void)
{
	__asm__ __volatile__ ("udf	#%c0"
			      : : "i" (__ARM_UATOMIC_IRQ_UNCOVERED_TRAP_IMM)
			      : "memory");
	__builtin_unreachable();
}

#endif /* _ASM_ARM_IRQFLAGS_H */

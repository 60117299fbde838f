/* SPDX-License-Identifier: MIT */
/*
 * boards/runtime/arm64/sysreg.h - system register access and the GICv2
 * registers for the AArch64 firmware support code of the test images
 * (mmu.c, smp.c, timer.c).  The board gives the GIC's distributor and CPU
 * interface addresses in BOARD_CFLAGS (FIRMWARE_GICD_BASE,
 * FIRMWARE_GICC_BASE).
 */
#ifndef _UATOMIC_FIRMWARE_SYSREG_H
#define _UATOMIC_FIRMWARE_SYSREG_H

#include <stdint.h>

#if !defined(FIRMWARE_GICD_BASE) || !defined(FIRMWARE_GICC_BASE)
# error "board.mk: BOARD_CFLAGS lacks FIRMWARE_GICD_BASE or FIRMWARE_GICC_BASE"
#endif

#define read_sysreg(reg)						\
({									\
	uint64_t __v;							\
	__asm__ __volatile__ ("mrs	%0, " #reg : "=r" (__v) : : "memory"); \
	__v;								\
})
#define write_sysreg(reg, val)						\
	__asm__ __volatile__ ("msr	" #reg ", %0"			\
			      : : "r" ((uint64_t) (val)) : "memory")
#define isb()	__asm__ __volatile__ ("isb" : : : "memory")

/*
 * GICv2 (Arm GIC Architecture Specification v2, 4.3 and 4.4): the
 * distributor's control, set-enable, clear-enable and priority registers,
 * and the CPU interface's control, priority mask, acknowledge and end of
 * interrupt.  The registers of SGIs and PPIs (interrupts 0-31) are banked:
 * each core sets up its own.
 */
#define GICD_REG(off)	((volatile uint32_t *) (FIRMWARE_GICD_BASE + (off)))
#define GICD_CTLR	GICD_REG(0x000)
#define GICD_ISENABLER0	GICD_REG(0x100)
#define GICD_ICENABLER0	GICD_REG(0x180)
#define GICD_IPRIORITYR	((volatile uint8_t *) (FIRMWARE_GICD_BASE + 0x400))
#define GICC_REG(off)	((volatile uint32_t *) (FIRMWARE_GICC_BASE + (off)))
#define GICC_CTLR	GICC_REG(0x00)
#define GICC_PMR	GICC_REG(0x04)
#define GICC_IAR	GICC_REG(0x0c)
#define GICC_EOIR	GICC_REG(0x10)

#define GIC_SPURIOUS	1023

/*
 * The EL1 virtual timer's interrupt: PPI 11, interrupt ID 27 (Arm ARM,
 * "The Generic Timer in AArch64 state"; the number is the one the Arm
 * Base System Architecture gives it, which QEMU virt follows).
 */
#define VTIMER_IRQ	27
#define CNTV_CTL_ENABLE	(1u << 0)

/*
 * The event stream (Arm ARM D11, "Event streams"; CNTKCTL_EL1.EVNTEN,
 * EVNTDIR, EVNTI): an event, which ends a WFE, each time bit EVNTI of
 * the virtual count goes from 0 to 1, every 2^(EVNTI + 1) counts.
 * uatomic_cond_load() sleeps in WFE until the location it reads is
 * written (the exclusive monitor's event): without the stream, a
 * condition that also reads another variable would sleep forever when
 * only that one changes.  Linux turns the stream on at 10 kHz for this
 * (arch_timer_evtstrm_enable); so does every core of the images: the
 * first bit whose period is at least EVENT_STREAM_US.
 */
#define CNTKCTL_EVNTEN		(1u << 2)
#define CNTKCTL_EVNTDIR		(1u << 3)
#define CNTKCTL_EVNTI_SHIFT	4
#define CNTKCTL_EVNTI_MASK	(0xfu << CNTKCTL_EVNTI_SHIFT)
#define EVENT_STREAM_US		100

static inline void event_stream_on(void)
{
	uint64_t counts = read_sysreg(cntfrq_el0) * EVENT_STREAM_US / 1000000;
	uint64_t ctl = read_sysreg(cntkctl_el1);
	unsigned int bit = 0;

	while (bit < 15 && (2ull << bit) < counts)
		bit++;
	ctl &= ~(uint64_t) (CNTKCTL_EVNTI_MASK | CNTKCTL_EVNTDIR);
	write_sysreg(cntkctl_el1, ctl | CNTKCTL_EVNTEN |
		     (uint64_t) bit << CNTKCTL_EVNTI_SHIFT);
	isb();
}

/* Every core: the distributor on, the virtual timer's PPI enabled at the
 * middle priority, its CPU interface on, no priority masked. */
static inline void gic_cpu_init(void)
{
	*GICD_CTLR = 1;
	GICD_IPRIORITYR[VTIMER_IRQ] = 0x80;
	*GICD_ISENABLER0 = 1u << VTIMER_IRQ;
	*GICC_PMR = 0xff;
	*GICC_CTLR = 1;
}

#endif /* _UATOMIC_FIRMWARE_SYSREG_H */

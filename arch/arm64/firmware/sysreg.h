/* SPDX-License-Identifier: MIT */
/*
 * arch/arm64/firmware/sysreg.h - system register access and the GICv2
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

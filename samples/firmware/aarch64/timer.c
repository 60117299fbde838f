// SPDX-License-Identifier: MIT
/*
 * timer.c (AArch64) - the sample's timer interrupt: the EL1 virtual timer
 * every TICK_US through the GICv2, and the handlers of startup.S's
 * vectors.  What changes when you copy it: the GIC's addresses
 * (board.h).
 *
 * The operations run on Normal memory because startup.S turns the MMU on
 * first (mmu.c says why): exclusives on Device memory need not work.
 */
#include <stdint.h>
#include "board.h"
#include "sample.h"
#include "semihosting.h"

#define read_sysreg(reg) ({						\
	uint64_t __v;							\
	__asm__ __volatile__ ("mrs	%0, " #reg : "=r" (__v) : : "memory"); \
	__v; })
#define write_sysreg(reg, v)						\
	__asm__ __volatile__ ("msr	" #reg ", %0"			\
			      : : "r" ((uint64_t) (v)) : "memory")
#define isb()		__asm__ __volatile__ ("isb" : : : "memory")
/* PSTATE.I: IRQs masked, or taken (DAIFSet/DAIFClr bit 1). */
#define irq_disable()							\
	__asm__ __volatile__ ("msr	daifset, #2" : : : "memory")
#define irq_enable()							\
	__asm__ __volatile__ ("msr	daifclr, #2" : : : "memory")

/*
 * The GICv2 registers used (Arm GIC Architecture Specification v2,
 * "Distributor register descriptions" and "CPU interface register
 * descriptions"): the distributor's control, set-enable and priority
 * registers; the CPU interface's control, priority mask, acknowledge and
 * end of interrupt.  The registers of interrupts 0-31 are each core's own.
 */
#define GICD_CTLR	(*(volatile uint32_t *) (GICD_BASE + 0x000))
#define GICD_ISENABLER0	(*(volatile uint32_t *) (GICD_BASE + 0x100))
#define GICD_IPRIORITYR	((volatile uint8_t *) (GICD_BASE + 0x400))
#define GICC_CTLR	(*(volatile uint32_t *) (GICC_BASE + 0x00))
#define GICC_PMR	(*(volatile uint32_t *) (GICC_BASE + 0x04))
#define GICC_IAR	(*(volatile uint32_t *) (GICC_BASE + 0x0c))
#define GICC_EOIR	(*(volatile uint32_t *) (GICC_BASE + 0x10))
#define GIC_SPURIOUS	1023		/* GICC_IAR: nothing pending */

/* The EL1 virtual timer's interrupt: PPI 11, interrupt ID 27, the one the
 * Arm Base System Architecture gives it (QEMU virt follows it). */
#define VTIMER_IRQ	27
#define CNTV_CTL_ENABLE	(1u << 0)

static uint64_t tick_period;		/* in counts of CNTVCT_EL0 */
static uint64_t next_deadline;

void irq_handler(void);
void fault_handler(unsigned long vector, uint64_t esr, uint64_t elr)
	__attribute__((noreturn));

/* startup.S's IRQ vector, with the registers saved and IRQs masked. */
void irq_handler(void)
{
	uint32_t iar = GICC_IAR;
	unsigned int id = iar & 0x3ff;
	uint64_t now;

	if (id == GIC_SPURIOUS)		/* withdrawn since: no EOI */
		return;
	if (id != VTIMER_IRQ) {
		sh_puts("FAIL: unexpected interrupt ");
		sh_put_u64(id);
		sh_puts("\n");
		sh_exit(70);
	}
	/*
	 * A compare value past the count drops the timer's interrupt: its
	 * condition holds while the count is at or past the value (Arm
	 * ARM, "CNTV_CVAL_EL0, Counter-timer Virtual Timer CompareValue
	 * register").  One period after the last deadline, or after now
	 * when that one is long gone (a slow emulator): no burst of late
	 * ticks.  The isb: the write takes effect, and the level falls,
	 * before the end of interrupt, or the GIC may take the old level
	 * for a new one.
	 */
	next_deadline += tick_period;
	now = read_sysreg(cntvct_el0);
	if ((int64_t) (next_deadline - now) < 0)
		next_deadline = now + tick_period;
	write_sysreg(cntv_cval_el0, next_deadline);
	isb();

	sample_tick();
	GICC_EOIR = iar;
}

static const char *const vector_names[16] = {
	"synchronous (SP_EL0)", "IRQ (SP_EL0)", "FIQ (SP_EL0)",
	"SError (SP_EL0)",
	"synchronous", "IRQ", "FIQ", "SError",
	"synchronous (lower EL, AArch64)", "IRQ (lower EL, AArch64)",
	"FIQ (lower EL, AArch64)", "SError (lower EL, AArch64)",
	"synchronous (lower EL, AArch32)", "IRQ (lower EL, AArch32)",
	"FIQ (lower EL, AArch32)", "SError (lower EL, AArch32)",
};

/* Any other exception (startup.S's vectors): report and stop. */
void fault_handler(unsigned long vector, uint64_t esr, uint64_t elr)
{
	sh_puts("FAIL: unexpected exception: ");
	sh_puts(vector_names[vector & 15]);
	sh_puts(", ESR_EL1 ");
	sh_put_u64(esr);
	sh_puts(" at ELR_EL1 ");
	sh_put_u64(elr);
	sh_puts("\n");
	sh_exit(70);
}

void timer_start(void)
{
	/* CNTFRQ_EL0: the counter's frequency, as the boot firmware set it. */
	tick_period = read_sysreg(cntfrq_el0) * TICK_US / 1000000;
	if (tick_period == 0)
		tick_period = 1;

	/* The distributor and this core's CPU interface on, the timer's
	 * interrupt enabled at the middle priority, none masked. */
	GICD_CTLR = 1;
	GICD_IPRIORITYR[VTIMER_IRQ] = 0x80;
	GICD_ISENABLER0 = 1u << VTIMER_IRQ;
	GICC_PMR = 0xff;
	GICC_CTLR = 1;

	next_deadline = read_sysreg(cntvct_el0) + tick_period;
	write_sysreg(cntv_cval_el0, next_deadline);
	write_sysreg(cntv_ctl_el0, CNTV_CTL_ENABLE);
	isb();
	irq_enable();
}

/* Masked first: no tick lands between the reads of the results below. */
void timer_stop(void)
{
	irq_disable();
	write_sysreg(cntv_ctl_el0, 0);
	isb();
}

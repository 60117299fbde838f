// SPDX-License-Identifier: MIT
/*
 * boards/runtime/arm64/timer.c - the exception vectors of the AArch64
 * firmware test images and the periodic timer interrupt of
 * boards/include/firmware.h: the EL1 virtual timer of the Generic Timer,
 * through the GICv2 (sysreg.h), on core 0, and core 0's event stream
 * (sysreg.h).  Any exception but that interrupt is a fault of the test:
 * reported, and the image exits.
 *
 * The images run at EL1 on SP_EL1 (QEMU virt without EL2 and EL3 starts
 * core 0 there, and PSCI CPU_ON the others at the caller's level), so an
 * interrupt of the running code takes the vector "current EL with SPx,
 * IRQ", at +0x280 of VBAR_EL1 (Arm ARM, "Exception vectors").
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "firmware.h"
#include "sysreg.h"

void firmware_irq(void);
void firmware_bad_exception(unsigned long vector);

/*
 * The vector table: 16 entries of 128 bytes, 2 KiB aligned.  Entry 5 (IRQ
 * from the current EL on SPx) saves what the AAPCS64 lets a C function
 * clobber, x0-x18, x29, x30, and all of the FP/SIMD registers with FPSR
 * and FPCR (GCC may use any of them: only the low halves of v8-v15 are
 * callee-saved), and ELR_EL1 and SPSR_EL1; the others report.  IRQs stay
 * masked in the handler (PSTATE.I is set on exception entry), so they do
 * not nest.
 *
 * The handler's stores may hit the location an interrupted ldxr/stxr
 * loop has marked, and whether a plain store of the same core clears its
 * local monitor is IMPLEMENTATION DEFINED (Arm ARM, "Exclusive access
 * instructions and Non-shareable memory locations", which the Shareable
 * case follows).  The eret clears it anyway (Arm ARM, "Context switch
 * support"), so the interrupted stxr fails and its loop retries; the
 * clrex before it says so in the code, at no cost.
 */
__asm__ (
	"	.section .text.firmware_vectors, \"ax\", %progbits\n"
	"	.balign	2048\n"
	"	.globl	firmware_vectors\n"
	"firmware_vectors:\n"
	"	.irp	n, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
	"	.balign	128\n"
	"	.if	\\n == 5\n"
	"	b	firmware_irq_entry\n"
	"	.else\n"
	"	mov	x0, #\\n\n"
	"	b	firmware_bad_exception\n"
	"	.endif\n"
	"	.endr\n"
	"\n"
	"firmware_irq_entry:\n"
	"	sub	sp, sp, #720\n"
	"	stp	x0, x1, [sp, #0]\n"
	"	stp	x2, x3, [sp, #16]\n"
	"	stp	x4, x5, [sp, #32]\n"
	"	stp	x6, x7, [sp, #48]\n"
	"	stp	x8, x9, [sp, #64]\n"
	"	stp	x10, x11, [sp, #80]\n"
	"	stp	x12, x13, [sp, #96]\n"
	"	stp	x14, x15, [sp, #112]\n"
	"	stp	x16, x17, [sp, #128]\n"
	"	stp	x18, x29, [sp, #144]\n"
	"	mrs	x0, elr_el1\n"
	"	stp	x30, x0, [sp, #160]\n"
	"	mrs	x0, spsr_el1\n"
	"	mrs	x1, fpsr\n"
	"	stp	x0, x1, [sp, #176]\n"
	"	mrs	x0, fpcr\n"
	"	str	x0, [sp, #192]\n"
	"	add	x0, sp, #208\n"
	"	stp	q0, q1, [x0], #32\n"
	"	stp	q2, q3, [x0], #32\n"
	"	stp	q4, q5, [x0], #32\n"
	"	stp	q6, q7, [x0], #32\n"
	"	stp	q8, q9, [x0], #32\n"
	"	stp	q10, q11, [x0], #32\n"
	"	stp	q12, q13, [x0], #32\n"
	"	stp	q14, q15, [x0], #32\n"
	"	stp	q16, q17, [x0], #32\n"
	"	stp	q18, q19, [x0], #32\n"
	"	stp	q20, q21, [x0], #32\n"
	"	stp	q22, q23, [x0], #32\n"
	"	stp	q24, q25, [x0], #32\n"
	"	stp	q26, q27, [x0], #32\n"
	"	stp	q28, q29, [x0], #32\n"
	"	stp	q30, q31, [x0], #32\n"
	"	bl	firmware_irq\n"
	"	add	x0, sp, #208\n"
	"	ldp	q0, q1, [x0], #32\n"
	"	ldp	q2, q3, [x0], #32\n"
	"	ldp	q4, q5, [x0], #32\n"
	"	ldp	q6, q7, [x0], #32\n"
	"	ldp	q8, q9, [x0], #32\n"
	"	ldp	q10, q11, [x0], #32\n"
	"	ldp	q12, q13, [x0], #32\n"
	"	ldp	q14, q15, [x0], #32\n"
	"	ldp	q16, q17, [x0], #32\n"
	"	ldp	q18, q19, [x0], #32\n"
	"	ldp	q20, q21, [x0], #32\n"
	"	ldp	q22, q23, [x0], #32\n"
	"	ldp	q24, q25, [x0], #32\n"
	"	ldp	q26, q27, [x0], #32\n"
	"	ldp	q28, q29, [x0], #32\n"
	"	ldp	q30, q31, [x0], #32\n"
	"	ldr	x0, [sp, #192]\n"
	"	msr	fpcr, x0\n"
	"	ldp	x0, x1, [sp, #176]\n"
	"	msr	spsr_el1, x0\n"
	"	msr	fpsr, x1\n"
	"	ldp	x30, x0, [sp, #160]\n"
	"	msr	elr_el1, x0\n"
	"	ldp	x18, x29, [sp, #144]\n"
	"	ldp	x16, x17, [sp, #128]\n"
	"	ldp	x14, x15, [sp, #112]\n"
	"	ldp	x12, x13, [sp, #96]\n"
	"	ldp	x10, x11, [sp, #80]\n"
	"	ldp	x8, x9, [sp, #64]\n"
	"	ldp	x6, x7, [sp, #48]\n"
	"	ldp	x4, x5, [sp, #32]\n"
	"	ldp	x2, x3, [sp, #16]\n"
	"	ldp	x0, x1, [sp, #0]\n"
	"	add	sp, sp, #720\n"
	"	clrex\n"
	"	eret\n"
	"	.text\n");

/* For the images that never start the timer (the vectors are always
 * linked: the entry sets VBAR_EL1). */
void __attribute__((weak)) firmware_timer_tick(void)
{
}

static uint64_t timer_period;	/* in ticks of the system counter */
static uint64_t timer_next;	/* the deadline programmed last */

void firmware_irq(void)
{
	uint32_t iar = *GICC_IAR;
	unsigned int id = iar & 0x3ff;
	uint64_t now;

	if (id == GIC_SPURIOUS)
		return;
	if (id != VTIMER_IRQ) {
		printf("FAIL: unexpected interrupt %u\n", id);
		exit(98);
	}
	/* The next deadline one period after the last, not after now: the
	 * rate stays the period even when a tick is late. */
	timer_next += timer_period;
	now = read_sysreg(cntvct_el0);
	if ((int64_t) (timer_next - now) < 0)
		timer_next = now + timer_period;
	write_sysreg(cntv_cval_el0, timer_next);
	/* The timer's output low again before the end of the interrupt,
	 * or the GIC takes the old level for a new one. */
	isb();
	firmware_timer_tick();
	*GICC_EOIR = iar;
}

static const char *const vector_names[16] = {
	"synchronous (SP0)", "IRQ (SP0)", "FIQ (SP0)", "SError (SP0)",
	"synchronous", "IRQ", "FIQ", "SError",
	"synchronous (lower EL)", "IRQ (lower EL)", "FIQ (lower EL)",
	"SError (lower EL)",
	"synchronous (AArch32)", "IRQ (AArch32)", "FIQ (AArch32)",
	"SError (AArch32)",
};

void firmware_bad_exception(unsigned long vector)
{
	printf("FAIL: %s exception at EL1: ESR %#llx ELR %#llx FAR %#llx\n",
	       vector_names[vector & 15],
	       (unsigned long long) read_sysreg(esr_el1),
	       (unsigned long long) read_sysreg(elr_el1),
	       (unsigned long long) read_sysreg(far_el1));
	exit(97);
}

void firmware_timer_start(unsigned int period_us)
{
	timer_period = (uint64_t) period_us * read_sysreg(cntfrq_el0) / 1000000;
	if (timer_period == 0)
		timer_period = 1;
	gic_cpu_init();
	timer_next = read_sysreg(cntvct_el0) + timer_period;
	write_sysreg(cntv_cval_el0, timer_next);
	write_sysreg(cntv_ctl_el0, CNTV_CTL_ENABLE);
	isb();
	__asm__ __volatile__ ("msr	daifclr, #2" : : : "memory");
}

void firmware_timer_stop(void)
{
	__asm__ __volatile__ ("msr	daifset, #2" : : : "memory");
	write_sysreg(cntv_ctl_el0, 0);
	isb();
}

/* Core 0's event stream (sysreg.h), before main(); the other cores turn
 * theirs on when they start (smp.c). */
__attribute__((constructor))
static void firmware_event_stream_init(void)
{
	event_stream_on();
}

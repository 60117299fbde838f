// SPDX-License-Identifier: MIT
/*
 * boards/runtime/xtensa/lx106.c - the smallest Xtensa LX106 firmware the
 * test images need: the reset entry (stack, vector base, PS, .bss,
 * constructors, main, exit), the level-1 exception vector that
 * saves the interrupted registers and calls C, and the CCOMPARE0 timer
 * interrupt of boards/include/firmware.h.  stdout and exit are
 * simcall.c's.  Linked into every image by tests/firmware/Makefile; the
 * board's linker script places the sections (lx106.ld).
 *
 * Reference: Xtensa Instruction Set Architecture (ISA) Reference Manual
 * (Tensilica, PD-09-0801-10-01): §4.4.1 (Exception Option: PS, EPC1,
 * EXCSAVE1, EXCCAUSE, RFE), §4.4.2 (Relocatable Vector Option: VECBASE),
 * §4.4.4 (Interrupt Option: INTERRUPT, INTENABLE), §4.4.6 (Timer
 * Interrupt Option: CCOUNT, CCOMPARE0).  The vector offsets and the
 * timer's interrupt number are the LX106 configuration's (the ESP8266's:
 * CCOMPARE0 is interrupt 6, level 1).
 *
 * FIRMWARE_CPU_HZ (board.mk) is the clock CCOUNT counts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "firmware.h"

#ifndef FIRMWARE_CPU_HZ
# error "FIRMWARE_CPU_HZ: the board's boards/<board>/board.mk must give the core clock"
#endif

#define TIMER0_INTERRUPT	6
#define EXCCAUSE_LEVEL1_INTERRUPT	4

#define rsr(reg) ({							\
	unsigned long __v;						\
	__asm__ __volatile__ ("rsr	%0, " #reg : "=a" (__v));	\
	__v;								\
})
#define wsr(reg, v)							\
	__asm__ __volatile__ ("wsr	%0, " #reg "\n	rsync"		\
			      : : "a" ((unsigned long) (v)) : "memory")

extern char __bss_start[], __bss_end[];
extern void __libc_init_array(void);
extern int main(void);
void firmware_start(void) __attribute__((noreturn, used));
void firmware_exception(unsigned long cause) __attribute__((used));

/*
 * The vectors, at VECBASE (4 KiB aligned): with PS.UM set, a level-1
 * interrupt or exception enters the user vector, at offset 0x50 on the
 * LX106, with PS.EXCM set (further level-1 interrupts held off) and the
 * return address in EPC1.  Its 32 bytes save a0 in EXCSAVE1 and go on.
 * The handler keeps the call0 ABI's caller-saved registers (a0, a2-a11)
 * and SAR on the interrupted stack, which the ABI keeps valid below a1
 * at every instruction; the C function keeps a12-a15 itself.  RFE
 * returns to EPC1 and clears PS.EXCM.  Every other vector is a fault of
 * the test: it stops the simulation (the double exception and kernel
 * vectors, entered only after a fault in the handler, included).
 */
__asm__ (
	"	.section .text.firmware_vectors, \"ax\"\n"
	"	.balign 4096\n"
	"	.global firmware_vectors\n"
	"firmware_vectors:\n"
	"	.org firmware_vectors + 0x10\n"		/* debug */
	"	j	firmware_vector_fault\n"
	"	.org firmware_vectors + 0x20\n"		/* NMI */
	"	j	firmware_vector_fault\n"
	"	.org firmware_vectors + 0x30\n"		/* kernel */
	"	j	firmware_vector_fault\n"
	"	.org firmware_vectors + 0x50\n"		/* user */
	"	wsr	a0, excsave1\n"
	"	j	firmware_level1\n"
	"	.org firmware_vectors + 0x70\n"		/* double */
	"	j	firmware_vector_fault\n"
	"	.literal_position\n"
	"firmware_vector_fault:\n"
	"	movi	a2, 0x7f\n"		/* not a valid cause: a fault */
	"	movi	a1, __stack - 64\n"
	"	call0	firmware_exception\n"
	"firmware_level1:\n"
	"	addi	a1, a1, -64\n"
	"	s32i	a2, a1, 8\n"
	"	s32i	a3, a1, 12\n"
	"	s32i	a4, a1, 16\n"
	"	s32i	a5, a1, 20\n"
	"	s32i	a6, a1, 24\n"
	"	s32i	a7, a1, 28\n"
	"	s32i	a8, a1, 32\n"
	"	s32i	a9, a1, 36\n"
	"	s32i	a10, a1, 40\n"
	"	s32i	a11, a1, 44\n"
	"	rsr	a2, excsave1\n"
	"	s32i	a2, a1, 0\n"
	"	rsr	a2, sar\n"
	"	s32i	a2, a1, 4\n"
	"	rsr	a2, exccause\n"
	"	call0	firmware_exception\n"
	"	l32i	a2, a1, 4\n"
	"	wsr	a2, sar\n"
	"	l32i	a0, a1, 0\n"
	"	l32i	a2, a1, 8\n"
	"	l32i	a3, a1, 12\n"
	"	l32i	a4, a1, 16\n"
	"	l32i	a5, a1, 20\n"
	"	l32i	a6, a1, 24\n"
	"	l32i	a7, a1, 28\n"
	"	l32i	a8, a1, 32\n"
	"	l32i	a9, a1, 36\n"
	"	l32i	a10, a1, 40\n"
	"	l32i	a11, a1, 44\n"
	"	addi	a1, a1, 64\n"
	"	rfe\n"
	"\n"
	/*
	 * The entry point, linked at the reset vector (board.ld): the core
	 * starts it with PS at its reset value (EXCM set, INTLEVEL 15) and
	 * no stack.
	 */
	"	.section .text.firmware_reset, \"ax\"\n"
	"	.global firmware_reset\n"
	"	.balign 4\n"
	"firmware_reset:\n"
	"	j	1f\n"			/* over the literals */
	"	.literal_position\n"
	"1:	movi	a1, __stack\n"
	"	movi	a2, firmware_vectors\n"
	"	wsr	a2, vecbase\n"
	"	movi	a2, 0\n"
	"	wsr	a2, intenable\n"
	/* PS: UM set, INTLEVEL 0, EXCM clear. */
	"	movi	a2, 0x20\n"
	"	wsr	a2, ps\n"
	"	rsync\n"
	"	call0	firmware_start\n"
	"	.previous\n");

void firmware_start(void)
{
	memset(__bss_start, 0, (size_t) (__bss_end - __bss_start));
	__libc_init_array();
	exit(main());
}

/* For the images that never start the timer. */
void __attribute__((weak)) firmware_timer_tick(void)
{
}

static unsigned long timer_period;	/* in CCOUNT cycles */
static unsigned long timer_next;	/* the deadline programmed last */

void firmware_exception(unsigned long cause)
{
	if (cause == EXCCAUSE_LEVEL1_INTERRUPT &&
	    (rsr(interrupt) & rsr(intenable) & (1ul << TIMER0_INTERRUPT))) {
		/* Writing CCOMPARE0 clears the interrupt.  The next deadline
		 * is one period after the last, not after now: the rate
		 * stays the period even when a tick is late. */
		timer_next += timer_period;
		if ((long) (timer_next - rsr(ccount)) < 0)
			timer_next = rsr(ccount) + timer_period;
		wsr(ccompare0, timer_next);
		firmware_timer_tick();
		return;
	}
	printf("FAIL: unexpected exception: cause %lu at epc1 %#lx "
	       "(excvaddr %#lx)\n", cause, rsr(epc1), rsr(excvaddr));
	exit(98);
}

void firmware_timer_start(unsigned int period_us)
{
	timer_period = (unsigned long) ((uint64_t) period_us *
					FIRMWARE_CPU_HZ / 1000000);
	if (timer_period == 0)
		timer_period = 1;
	timer_next = rsr(ccount) + timer_period;
	wsr(ccompare0, timer_next);
	wsr(intenable, rsr(intenable) | (1ul << TIMER0_INTERRUPT));
}

void firmware_timer_stop(void)
{
	wsr(intenable, rsr(intenable) & ~(1ul << TIMER0_INTERRUPT));
}

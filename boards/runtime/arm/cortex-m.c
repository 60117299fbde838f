// SPDX-License-Identifier: MIT
/*
 * boards/runtime/arm/cortex-m.c - the smallest Cortex-M firmware the test
 * images need: the vector table, a reset handler that enables the FPU of
 * a hard-float build, copies .data and .tdata to RAM and enters newlib's
 * crt0 (_start, from --specs=rdimon.specs: it sets up the stack and heap,
 * clears .bss, runs main() and exits through semihosting), a fault
 * handler that reports through semihosting, the thread pointer of a
 * single-threaded image (__aeabi_read_tp()), and the SysTick timer of
 * boards/include/firmware.h.
 * Linked into every image by tests/firmware/Makefile; the board's linker
 * script places .vectors where the core boots from.
 *
 * FIRMWARE_CPU_HZ (board.mk) is the clock SysTick counts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "firmware.h"

#ifndef FIRMWARE_CPU_HZ
# error "FIRMWARE_CPU_HZ: the board's boards/<board>/board.mk must give the core clock"
#endif

/* The entry point (cortex-m.ld) and vector 1. */
void firmware_reset(void) __attribute__((naked, noreturn));
extern void _start(void);
extern uint32_t __stack[];
extern uint32_t __data_start__[], __data_end__[], __data_load__[];
extern uint8_t __tdata_start__[], __tdata_end__[], __tdata_load__[];

/* System control space registers (ARMv7-M ARM B3.2, B3.3). */
#define SCS_REG(addr)	(*(volatile uint32_t *) (addr))
#define SYST_CSR	SCS_REG(0xe000e010)
#define SYST_RVR	SCS_REG(0xe000e014)
#define SYST_CVR	SCS_REG(0xe000e018)
#define SCB_SHPR3	SCS_REG(0xe000ed20)
#define SCB_CPACR	SCS_REG(0xe000ed88)

#define SYST_CSR_ENABLE		(1u << 0)
#define SYST_CSR_TICKINT	(1u << 1)
#define SYST_CSR_CLKSOURCE	(1u << 2)	/* the core clock */

/* .data and .tdata from their load addresses in flash to RAM
 * (cortex-m.ld); .tdata need not be a multiple of 4 bytes. */
static void __attribute__((used)) firmware_copy_data(void)
{
	const volatile uint32_t *from = __data_load__;
	volatile uint32_t *to = __data_start__;
	const volatile uint8_t *tfrom = __tdata_load__;
	volatile uint8_t *tto = __tdata_start__;

	while (to < __data_end__)
		*to++ = *from++;
	while (tto < __tdata_end__)
		*tto++ = *tfrom++;
}

/*
 * The thread pointer of TLS mode "compiler": M-profile has no thread ID
 * register, so GCC reads it by calling __aeabi_read_tp(), which must
 * change no register but r0 (and lr, the call): the RTABI, "Thread-local
 * storage".  A single-threaded image has one block, the linked one:
 * the pointer is a constant of the linker script (cortex-m.ld).  An RTOS
 * that runs threads returns the current thread's instead.
 */
void __aeabi_read_tp(void) __attribute__((naked));
void __aeabi_read_tp(void)
{
	__asm__ __volatile__ (
		"ldr	r0, =__firmware_tp__\n"
		"	bx	lr");
}

/*
 * The reset handler runs on the stack of the vector table's first word.
 * A hard-float build uses FP registers from the first function on: grant
 * CP10 and CP11 (the FPU) full access first, or the first FP instruction
 * faults (NOCP) and, with no handler ready, the core locks up.
 */
void firmware_reset(void)
{
#ifdef __ARM_FP
	__asm__ __volatile__ (
		"ldr	r0, =0xe000ed88\n"
		"	ldr	r1, [r0]\n"
		"	orr	r1, r1, #(0xf << 20)\n"
		"	str	r1, [r0]\n"
		"	dsb\n"
		"	isb");
#endif
	/* Thumb-1 (ARMv6-M) branches reach 2 KiB only: jump by register. */
	__asm__ __volatile__ (
		"bl	firmware_copy_data\n"
		"	ldr	r0, =_start\n"
		"	bx	r0");
}

/* A test that expects an exception handles it here (firmware.h). */
int __attribute__((weak)) firmware_exception_hook(unsigned int exception,
						  uint32_t *frame,
						  unsigned long exc_return)
{
	(void) exception;
	(void) frame;
	(void) exc_return;
	return 0;
}

/*
 * Any other fault ends the test, visibly, through semihosting.  Entered
 * by a branch from firmware_fault(), so that lr still holds EXC_RETURN
 * and returning from here returns from the exception.
 */
void firmware_fault_report(unsigned long exc_return, uint32_t *frame);
void __attribute__((used)) firmware_fault_report(unsigned long exc_return,
						 uint32_t *frame)
{
	unsigned long ipsr;

	__asm__ __volatile__ ("mrs	%0, ipsr" : "=r" (ipsr));
	if (firmware_exception_hook(ipsr & 0x1ff, frame, exc_return))
		return;
	printf("FAIL: fault exception %lu at pc %#lx\n", ipsr & 0x1ff,
	       (unsigned long) frame[6]);
	exit(70);
}

/*
 * The exception's stack frame (r0-r3, r12, lr, pc, xPSR) is on the stack
 * EXC_RETURN bit 2 names: the process stack if set, else the main stack
 * (ARMv7-M ARM B1.5.6, B1.5.8).
 */
static void __attribute__((naked)) firmware_fault(void)
{
	__asm__ __volatile__ (
		"mov	r0, lr\n"
		"	movs	r1, #4\n"
		"	tst	r0, r1\n"
		"	bne	1f\n"
		"	mrs	r1, msp\n"
		"	b	2f\n"
		"1:	mrs	r1, psp\n"
		"2:	ldr	r2, =firmware_fault_report\n"
		"	bx	r2");
}

/* For the images that never start the timer. */
void __attribute__((weak)) firmware_timer_tick(void)
{
}

static void firmware_systick(void)
{
	firmware_timer_tick();
}

void firmware_timer_start(unsigned int period_us)
{
	uint32_t reload = (uint32_t) ((uint64_t) FIRMWARE_CPU_HZ *
				      period_us / 1000000u);

	SYST_CSR = 0;
	/*
	 * The lowest priority (SHPR3 bits 31:24), as CMSIS's SysTick_Config
	 * sets it: the tick handler uses uatomic on every operand size, so
	 * with ARM_M_MASK_BASEPRI it must be one that BASEPRI holds off.
	 */
	SCB_SHPR3 |= 0xffu << 24;
	SYST_RVR = (reload > 1 ? reload : 2) - 1;
	SYST_CVR = 0;
	SYST_CSR = SYST_CSR_ENABLE | SYST_CSR_TICKINT | SYST_CSR_CLKSOURCE;
}

void firmware_timer_stop(void)
{
	SYST_CSR = 0;
}

/* The ARMv6-M and ARMv7-M system exceptions, 1 to 15. */
__attribute__((section(".vectors"), used))
static void (*const firmware_vectors[16])(void) = {
	(void (*)(void)) __stack,	/* initial stack pointer */
	firmware_reset,
	firmware_fault,		/* NMI */
	firmware_fault,		/* HardFault */
	firmware_fault,		/* MemManage */
	firmware_fault,		/* BusFault */
	firmware_fault,		/* UsageFault */
	[11] = firmware_fault,	/* SVCall */
	[12] = firmware_fault,	/* DebugMonitor */
	[14] = firmware_fault,	/* PendSV */
	[15] = firmware_systick,
};

// SPDX-License-Identifier: MIT
/*
 * tests/firmware/basepri.c - Cortex-M with ARM_M_MASK_BASEPRI: an 8-byte
 * operation (a masked section) in an interrupt handler whose priority
 * BASEPRI does not hold off traps with CONFIG_DEBUG_IRQMASK, because that
 * handler can interrupt every other section on the operand and lose its
 * update.  The image turns the check on for itself (the headers read
 * only UATOMIC_CONFIG_DEBUG_IRQMASK), then runs the SysTick handler,
 * which adds to an 8-byte counter:
 *   1. at the lowest priority (0xff), then at the level itself
 *      (ARM_M_BASEPRI_LEVEL: held off, the boundary): no trap, and the
 *      handler ran;
 *   2. one implemented priority step above the level (a lower number):
 *      the operation must trap, with the udf of the trap at the stacked
 *      PC, taken from the SysTick handler, before touching the counter.
 * Images of a BASEPRI configuration only (tests/firmware/Makefile).
 */
#ifndef UATOMIC_CONFIG_DEBUG_IRQMASK
# define UATOMIC_CONFIG_DEBUG_IRQMASK	1
#endif
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "firmware.h"

#if !defined(UATOMIC_CONFIG_ARM_M_MASK_BASEPRI) || \
	!defined(UATOMIC_CONFIG_ARM_M_BASEPRI_MIN)
# error "tests/firmware/basepri.c: for an ARM_M_MASK_BASEPRI configuration"
#endif

#define EXC_HARDFAULT		3
#define EXC_USAGEFAULT		6
#define EXC_SYSTICK		15
#define UDF_TRAP		(0xde00u | __ARM_UATOMIC_IRQ_UNCOVERED_TRAP_IMM)

/* SysTick's priority: SHPR3 bits 31:24 (ARMv7-M ARM B3.2.12). */
#define SYSTICK_PRIO	(*(volatile uint8_t *) 0xe000ed23)

#define TIMER_PERIOD_US	50
#define TICKS		20

/* The level, and the next priority above it the board implements. */
#define LEVEL		UATOMIC_CONFIG_ARM_M_BASEPRI_LEVEL
#define ABOVE_LEVEL	(LEVEL - UATOMIC_CONFIG_ARM_M_BASEPRI_MIN)

static uint64_t counter;
static volatile unsigned long ticks;
static volatile int expect_trap;

void firmware_timer_tick(void)
{
	uatomic_add(&counter, 1);
	ticks++;
}

/* Runs the handler at @prio until it ran TICKS times (or traps). */
static void run_ticks(unsigned int prio)
{
	unsigned long spin;

	ticks = 0;
	firmware_timer_start(TIMER_PERIOD_US);
	SYSTICK_PRIO = (uint8_t) prio;
	for (spin = 0; ticks < TICKS && spin < 10000000ul; spin++)
		;
	firmware_timer_stop();
}

int firmware_exception_hook(unsigned int exception, uint32_t *frame,
			    unsigned long exc_return)
{
	uint16_t insn = *(const uint16_t *) frame[6];

	(void) exc_return;
	if ((exception != EXC_HARDFAULT && exception != EXC_USAGEFAULT) ||
	    insn != UDF_TRAP)
		return 0;
	check(expect_trap, "SysTick at priority %#x: the 8-byte operation "
	      "traps only outside BASEPRI %#x (udf #%#x at pc %#lx)",
	      (unsigned int) SYSTICK_PRIO, LEVEL,
	      __ARM_UATOMIC_IRQ_UNCOVERED_TRAP_IMM, (unsigned long) frame[6]);
	/* The stacked xPSR's exception number: where the trap ran. */
	check((frame[7] & 0x1ff) == EXC_SYSTICK, "the trap was taken in the "
	      "SysTick handler (exception %lu)",
	      (unsigned long) (frame[7] & 0x1ff));
	check(counter == 2 * TICKS, "the trap fired before the operand was "
	      "touched (counter %lu)", (unsigned long) counter);
	exit(test_exit());
}

int main(void)
{
	note("BASEPRI level %#x; SysTick priorities %#x, %#x (held off), "
	     "%#x (not)", LEVEL, 0xff, LEVEL, ABOVE_LEVEL);
	run_ticks(0xff);
	check(ticks == TICKS, "SysTick at priority 0xff (held off): the "
	      "8-byte operation runs without a trap (%lu runs)", ticks);
	run_ticks(LEVEL);
	check(ticks == TICKS, "SysTick at priority %#x, the level (held off): "
	      "the 8-byte operation runs without a trap (%lu runs)", LEVEL,
	      ticks);

	expect_trap = 1;
	run_ticks(ABOVE_LEVEL);
	check(0, "SysTick at priority %#x (above BASEPRI %#x): the 8-byte "
	      "operation traps (it returned %lu times)", ABOVE_LEVEL, LEVEL,
	      ticks);
	return test_exit();
}

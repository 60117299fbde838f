// SPDX-License-Identifier: MIT
/*
 * tests/firmware/unpriv.c - Cortex-M: an interrupt-masking operation in
 * unprivileged Thread mode traps with CONFIG_DEBUG_IRQMASK instead of
 * running unprotected (the core ignores cpsid i and MSR to PRIMASK or
 * BASEPRI there, with no fault).  The image turns the check on for itself
 * (the headers read only UATOMIC_CONFIG_DEBUG_IRQMASK), then:
 *   1. privileged Thread mode: the operation runs, no trap;
 *   2. CONTROL.nPRIV set: the core must now ignore cpsid i and msr
 *      basepri_max (checked from an SVC handler, which reads PRIMASK and
 *      BASEPRI), or this test proves nothing;
 *   3. in the SVC handler (Handler mode is privileged even with nPRIV
 *      set), at the lowest priority: the operation runs, no trap;
 *   4. unprivileged Thread mode: the operation must trap, with the trap's
 *      udf at the stacked PC and the fault taken from Thread mode.
 * Nothing prints while unprivileged: the handlers report.  A core without
 * the unprivileged level (Cortex-M0: nPRIV reads as zero) has nothing to
 * trap: steps 2 to 4 are skipped, saying so.  Cortex-M images only
 * (tests/firmware/Makefile).
 */
#ifndef UATOMIC_CONFIG_DEBUG_IRQMASK
# define UATOMIC_CONFIG_DEBUG_IRQMASK	1
#endif
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "firmware.h"

/* The operand: 8 bytes, masked on every Cortex-M (ARMv6-M masks every
 * size).  With SMP=y there is no masking, and nothing to test. */
#ifdef UATOMIC_HAS_ATOMIC_LLONG
typedef uint64_t masked_t;
#else
typedef uint32_t masked_t;
# define NO_MASKING	1
#endif

static masked_t counter;

/* The SVC numbers the thread issues. */
#define SVC_READ_PRIMASK	1	/* after masking unprivileged */
#define SVC_OP_IN_HANDLER	2	/* the operation in Handler mode */
#define SVC_NO_TRAP		3	/* the operation returned */

#define EXC_HARDFAULT		3
#define EXC_USAGEFAULT		6
#define EXC_SVCALL		11
#define EXC_RETURN_THREAD	(1u << 3)

/* SVCall's priority: SHPR2 bits 31:24, word access on ARMv6-M (ARMv7-M
 * ARM B3.2.11, ARMv6-M ARM B3.2.7). */
#define SCB_SHPR2		(*(volatile uint32_t *) 0xe000ed1c)
#ifdef __ARM_UATOMIC_IRQ_TRAP_IMM
# define UDF_TRAP		(0xde00u | __ARM_UATOMIC_IRQ_TRAP_IMM)
#else
/* SMP=y: no masking and no trap (NO_MASKING); no halfword matches. */
# define UDF_TRAP		0x10000u
#endif

#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || \
	defined(__ARM_ARCH_8M_MAIN__)
# define HAVE_BASEPRI	1
#endif

static volatile unsigned long primask_seen = 2, basepri_seen = 2;
static volatile int handler_op_done;

/* Let the compiler see neither the value nor where the call is. */
static void __attribute__((noinline)) masked_op(void)
{
	uatomic_add(&counter, 1);
}

/* Steps 2 and 3, reported from a handler (privileged) at the end. */
static void report_unprivileged_steps(void)
{
	check(primask_seen == 0, "unprivileged Thread mode: the core ignores "
	      "cpsid i (PRIMASK %lu after it)", primask_seen);
#ifdef HAVE_BASEPRI
	check(basepri_seen == 0, "unprivileged Thread mode: the core ignores "
	      "msr basepri_max (BASEPRI %#lx after it)", basepri_seen);
#endif
	check(handler_op_done, "Handler mode with CONTROL.nPRIV set: the "
	      "masked operation runs without a trap");
}

static unsigned long read_control(void)
{
	unsigned long control;

	__asm__ __volatile__ ("mrs	%0, control" : "=r" (control));
	return control;
}

int firmware_exception_hook(unsigned int exception, uint32_t *frame,
			    unsigned long exc_return)
{
	uint16_t insn;

	if (exception == EXC_SVCALL) {
		/* The svc's number: the low byte of the halfword before
		 * the return address. */
		unsigned int svc = ((const uint16_t *) frame[6])[-1] & 0xff;
		unsigned long primask;

		switch (svc) {
		case SVC_READ_PRIMASK:
			__asm__ __volatile__ ("mrs	%0, primask"
					      : "=r" (primask));
			primask_seen = primask;
#ifdef HAVE_BASEPRI
			__asm__ __volatile__ ("mrs	%0, basepri"
					      : "=r" (primask));
			basepri_seen = primask;
#endif
			return 1;
		case SVC_OP_IN_HANDLER:
			masked_op();
			handler_op_done = 1;
			return 1;
		case SVC_NO_TRAP:
			report_unprivileged_steps();
			check(0, "unprivileged Thread mode: the masked "
			      "operation traps (it returned; counter %lu)",
			      (unsigned long) counter);
			exit(test_exit());
		}
		return 0;
	}
	insn = *(const uint16_t *) frame[6];
	if ((exception == EXC_HARDFAULT || exception == EXC_USAGEFAULT) &&
	    insn == UDF_TRAP) {
		report_unprivileged_steps();
		check(exc_return & EXC_RETURN_THREAD,
		      "unprivileged Thread mode: the masked operation traps "
		      "(udf #%#x at pc %#lx, exception %u, from %s mode)",
		      UDF_TRAP & 0xffu, (unsigned long) frame[6],
		      exception,
		      exc_return & EXC_RETURN_THREAD ? "Thread" : "Handler");
		check(counter == 2, "the trap fired before the operand was "
		      "touched (counter %lu)", (unsigned long) counter);
		exit(test_exit());
	}
	return 0;
}

int main(void)
{
#ifdef NO_MASKING
	skip("SMP=y: no operation masks interrupts here, nothing to trap");
	return test_exit();
#endif
	/*
	 * The SVC handler runs the operation at the lowest priority: at its
	 * reset priority, 0, BASEPRI would not hold it off, and with
	 * ARM_M_MASK_BASEPRI that traps too (tests/firmware/basepri.c).
	 */
	SCB_SHPR2 = 0xffu << 24;
	masked_op();
	check(counter == 1, "privileged Thread mode: the masked operation "
	      "runs without a trap");

	/* CONTROL.nPRIV = 1, on the main stack still (SPSEL = 0). */
	__asm__ __volatile__ ("msr	control, %0\n\tisb"
			      : : "r" (read_control() | 1) : "memory");
	if (!(read_control() & 1)) {
		skip("this core has no unprivileged level (CONTROL.nPRIV "
		     "reads as 0): masking is never ignored, nothing to trap");
		return test_exit();
	}
	/* From here on nothing prints (semihosting may refuse an
	 * unprivileged caller): the handlers report. */

	/* 2. The hazard is real here: the core ignores cpsid i. */
	__asm__ __volatile__ (
#ifdef HAVE_BASEPRI
		"msr	basepri_max, %1\n\t"
#endif
		"cpsid	i\n\tsvc	%0"
		: : "i" (SVC_READ_PRIMASK), "r" (0x80ul) : "memory");

	/* 3. Handler mode is privileged: no trap. */
	__asm__ __volatile__ ("svc	%0" : : "i" (SVC_OP_IN_HANDLER) : "memory");

	/* 4. Must not return: the fault handler ends the test. */
	masked_op();
	__asm__ __volatile__ ("svc	%0" : : "i" (SVC_NO_TRAP) : "memory");
	return test_exit();
}

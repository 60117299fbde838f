/* SPDX-License-Identifier: MIT */
/*
 * boards/include/firmware.h - what a firmware test image gets from the
 * arch's firmware support (FIRMWARE_SRCS of arch/<arch>/Makefile, e.g.
 * arch/arm/firmware/cortex-m.c): a periodic timer interrupt.  Start-up,
 * printf and exit come from the C library (semihosting).  The interface
 * between arch/<arch>/firmware and the images of tests/firmware: both
 * include it from here (FIRMWARE_CPPFLAGS of boards/Makefile).
 */
#ifndef _UATOMIC_FIRMWARE_H
#define _UATOMIC_FIRMWARE_H

#include <stdint.h>

/* Calls firmware_timer_tick() from the timer interrupt every @period_us
 * microseconds of the board's clock, until firmware_timer_stop(). */
void firmware_timer_start(unsigned int period_us);
void firmware_timer_stop(void);

/* Defined by the test that starts the timer: runs in interrupt context. */
void firmware_timer_tick(void);

/*
 * Cortex-M (arch/arm/firmware/cortex-m.c): a test that expects a fault or
 * an SVC defines this.  It runs in the handler, with the exception number
 * (IPSR), the stacked r0-r3, r12, lr, pc, xPSR and EXC_RETURN, and returns
 * nonzero to return from the exception; 0 reports the fault as a failure.
 */
int firmware_exception_hook(unsigned int exception, uint32_t *frame,
			    unsigned long exc_return);

#endif /* _UATOMIC_FIRMWARE_H */

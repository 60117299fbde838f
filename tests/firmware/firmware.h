/* SPDX-License-Identifier: MIT */
/*
 * tests/firmware/firmware.h - what a firmware test image gets from the
 * arch's firmware support (FIRMWARE_SRCS of arch/<arch>/Makefile, e.g.
 * arch/arm/firmware/cortex-m.c): a periodic timer interrupt.  Start-up,
 * printf and exit come from the C library (semihosting).
 */
#ifndef _UATOMIC_FIRMWARE_H
#define _UATOMIC_FIRMWARE_H

/* Calls firmware_timer_tick() from the timer interrupt every @period_us
 * microseconds of the board's clock, until firmware_timer_stop(). */
void firmware_timer_start(unsigned int period_us);
void firmware_timer_stop(void);

/* Defined by the test that starts the timer: runs in interrupt context. */
void firmware_timer_tick(void);

#endif /* _UATOMIC_FIRMWARE_H */

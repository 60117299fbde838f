/* SPDX-License-Identifier: MIT */
/*
 * boards/include/firmware.h - what a firmware test image gets from the
 * arch's run-time (FIRMWARE_SRCS of boards/runtime/<arch>/runtime.mk, e.g.
 * boards/runtime/arm/cortex-m.c): a periodic timer interrupt and, on a
 * board with several cores, a function started on another one.  Start-up,
 * printf and exit come from the C library (semihosting).  The interface
 * between boards/runtime/<arch> and the images of tests/firmware: both
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
 * Cortex-M (boards/runtime/arm/cortex-m.c): a test that expects a fault or
 * an SVC defines this.  It runs in the handler, with the exception number
 * (IPSR), the stacked r0-r3, r12, lr, pc, xPSR and EXC_RETURN, and returns
 * nonzero to return from the exception; 0 reports the fault as a failure.
 */
int firmware_exception_hook(unsigned int exception, uint32_t *frame,
			    unsigned long exc_return);

/*
 * SMP boards (FIRMWARE_NR_HARTS > 1, boards/runtime/riscv/smp.c): main()
 * runs on hart 0, and every other hart waits on its own stack.
 * firmware_hart_start() has hart @hart (1 .. FIRMWARE_NR_HARTS - 1) call
 * @fn(@arg), and returns 0, or -1 when that hart does not exist or did
 * not come up; firmware_hart_join() waits until that call has returned.
 * Everything hart 0 wrote before the start is seen by @fn, everything
 * @fn wrote is seen by hart 0 after the join.  @fn must not call the C
 * library: its state (stdio, errno) is hart 0's alone.
 */
int firmware_hart_start(unsigned int hart, void *(*fn)(void *), void *arg);
void firmware_hart_join(unsigned int hart);

/* And the threaded tests' sched_yield(), which picolibc's <sched.h>
 * declares only for a POSIX system: on a hart of its own, a pause. */
int sched_yield(void);

#endif /* _UATOMIC_FIRMWARE_H */

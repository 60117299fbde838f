// SPDX-License-Identifier: MIT
/*
 * boards/runtime/loongarch/timer.c - the periodic "interrupt" of the Linux
 * system-call board (boards/include/firmware.h): SIGALRM from an interval
 * timer (setitimer(ITIMER_REAL)), whose handler runs on the first thread
 * (smp.c's threads block it) between two of its instructions, as an
 * interrupt handler does.  qemu-user delivers a signal between translated
 * blocks only, as QEMU's system emulation does an interrupt
 * (Documentation/firmware.md).
 *
 * The kernel's sigaction for LoongArch has no restorer field (the return
 * goes through the vDSO's sigreturn; qemu-user has its own): { handler,
 * flags, mask }; the fourth word left zero makes the same call right for
 * a layout with one.
 */
#include <stdint.h>
#include "firmware.h"
#include "syscall.h"

#define SIGALRM		14
#define SA_RESTART	0x10000000
#define ITIMER_REAL	0

static volatile int timer_on;

static void on_alarm(int sig)
{
	(void) sig;
	if (timer_on)
		firmware_timer_tick();
}

void firmware_timer_start(unsigned int period_us)
{
	unsigned long act[4] = { (unsigned long) on_alarm, SA_RESTART, 0, 0 };
	long it[4] = { 0, (long) period_us, 0, (long) period_us };

	timer_on = 1;
	firmware_syscall4(NR_rt_sigaction, SIGALRM, act, 0, 8);
	/* { it_interval, it_value }, each { seconds, microseconds } */
	firmware_syscall3(NR_setitimer, ITIMER_REAL, it, 0);
}

void firmware_timer_stop(void)
{
	long it[4] = { 0, 0, 0, 0 };

	firmware_syscall3(NR_setitimer, ITIMER_REAL, it, 0);
	timer_on = 0;
}

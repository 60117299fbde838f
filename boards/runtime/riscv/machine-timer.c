// SPDX-License-Identifier: MIT
/*
 * boards/runtime/riscv/machine-timer.c - the periodic interrupt of the
 * firmware test images on RISC-V (boards/include/firmware.h): the
 * machine timer of a CLINT-compatible timer block (mtime, mtimecmp; QEMU
 * virt, SiFive cores), taken in machine mode through mtvec.  Start-up,
 * printf and exit come from picolibc's semihosting crt0.
 *
 * The block's address and clock come from the board (clint.h).  Hart 0
 * only.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <asm/reservation.h>
#include "firmware.h"
#include "csr.h"
#include "clint.h"

#define MCAUSE_MTI	7		/* with the interrupt bit set */

static uint64_t timer_period;	/* in timebase ticks */
static uint64_t timer_next;	/* the deadline programmed last */
static unsigned long saved_mtvec;

/*
 * The trap vector (direct mode: 4-byte aligned).  GCC's interrupt
 * attribute saves every register the handler and its callees may use and
 * returns with mret; mstatus.MIE stays clear meanwhile, so ticks do not
 * nest.  Anything but the timer is a fault of the test: report and stop.
 *
 * The tick handler runs uatomic's LR/SC loops and stores to the operands
 * the main loop is inside an LR/SC loop on: its last act before the mret
 * is the SC that drops the main loop's reservation
 * (<asm/reservation.h>), so that the interrupted sc.w fails and retries.
 * tests/trap-return checks every mret of the images for it.
 */
__attribute__((interrupt("machine"), aligned(4)))
static void machine_trap(void)
{
	unsigned long cause = csr_read(mcause);

	if ((long) cause < 0 && (cause & 0xff) == MCAUSE_MTI) {
		/* The next deadline one period after the last, not after
		 * now: the rate stays the period even when a tick is late. */
		timer_next += timer_period;
		if ((int64_t) (timer_next - clint_mtime_read()) < 0)
			timer_next = clint_mtime_read() + timer_period;
		clint_mtimecmp_write(0, timer_next);
		firmware_timer_tick();
		uatomic_clear_reservation();
		return;
	}
	printf("FAIL: unexpected trap: mcause %#lx at mepc %#lx (mtval %#lx)\n",
	       cause, csr_read(mepc), csr_read(mtval));
	exit(98);
}

void firmware_timer_start(unsigned int period_us)
{
	timer_period = (uint64_t) period_us * FIRMWARE_TIMEBASE_HZ / 1000000;
	if (timer_period == 0)
		timer_period = 1;
	saved_mtvec = csr_read(mtvec);
	csr_op("csrw", mtvec, (uintptr_t) machine_trap);
	timer_next = clint_mtime_read() + timer_period;
	clint_mtimecmp_write(0, timer_next);
	csr_op("csrs", mie, MIP_MTIP);
	csr_op("csrs", mstatus, MSTATUS_MIE);
}

void firmware_timer_stop(void)
{
	csr_op("csrc", mie, MIP_MTIP);
	clint_mtimecmp_write(0, UINT64_MAX);
	csr_op("csrw", mtvec, saved_mtvec);
}

// SPDX-License-Identifier: MIT
/*
 * arch/riscv/firmware/machine-timer.c - the periodic interrupt of the
 * firmware test images on RISC-V (boards/include/firmware.h): the
 * machine timer of a CLINT-compatible timer block (mtime, mtimecmp; QEMU
 * virt, SiFive cores), taken in machine mode through mtvec.  Start-up,
 * printf and exit come from picolibc's semihosting crt0.
 *
 * The board gives the block's address and its clock in BOARD_CFLAGS:
 * FIRMWARE_CLINT_BASE, FIRMWARE_TIMEBASE_HZ.  Hart 0 only.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <asm/reservation.h>
#include "firmware.h"
#include "csr.h"

#if !defined(FIRMWARE_CLINT_BASE) || !defined(FIRMWARE_TIMEBASE_HZ)
# error "the board's board.mk must define FIRMWARE_CLINT_BASE and FIRMWARE_TIMEBASE_HZ in BOARD_CFLAGS"
#endif

/* The SiFive CLINT layout: hart 0's mtimecmp at +0x4000, mtime at +0xbff8,
 * both 64-bit. */
#define CLINT_MTIMECMP	((volatile uint32_t *) (FIRMWARE_CLINT_BASE + 0x4000))
#define CLINT_MTIME	((volatile uint32_t *) (FIRMWARE_CLINT_BASE + 0xbff8))

#define MCAUSE_MTI	7		/* with the interrupt bit set */

static uint64_t timer_period;	/* in timebase ticks */
static uint64_t timer_next;	/* the deadline programmed last */
static unsigned long saved_mtvec;

static uint64_t mtime_read(void)
{
	uint32_t hi, lo;

	do {
		hi = CLINT_MTIME[1];
		lo = CLINT_MTIME[0];
	} while (hi != CLINT_MTIME[1]);
	return (uint64_t) hi << 32 | lo;
}

/*
 * In 32-bit halves, so that it works on RV32 too: the high half is first
 * set to all ones, so that no intermediate value is a deadline already
 * passed (the privileged spec's own sequence).
 */
static void mtimecmp_write(uint64_t t)
{
	CLINT_MTIMECMP[1] = 0xffffffff;
	CLINT_MTIMECMP[0] = (uint32_t) t;
	CLINT_MTIMECMP[1] = (uint32_t) (t >> 32);
}

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
		if ((int64_t) (timer_next - mtime_read()) < 0)
			timer_next = mtime_read() + timer_period;
		mtimecmp_write(timer_next);
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
	timer_next = mtime_read() + timer_period;
	mtimecmp_write(timer_next);
	csr_op("csrs", mie, MIP_MTIP);
	csr_op("csrs", mstatus, MSTATUS_MIE);
}

void firmware_timer_stop(void)
{
	csr_op("csrc", mie, MIP_MTIP);
	mtimecmp_write(UINT64_MAX);
	csr_op("csrw", mtvec, saved_mtvec);
}

/* SPDX-License-Identifier: MIT */
/*
 * boards/runtime/riscv/clint.h - the CLINT-compatible timer block of the
 * firmware support code (machine-timer.c, smp.c): the SiFive layout QEMU
 * virt has, a machine software interrupt word per hart at +0, a 64-bit
 * mtimecmp per hart at +0x4000 and the 64-bit mtime at +0xbff8.  The
 * board gives the block's address and its clock in BOARD_CFLAGS
 * (FIRMWARE_CLINT_BASE, FIRMWARE_TIMEBASE_HZ).  Every 64-bit register is
 * accessed in 32-bit halves, so that this works on RV32 too.
 */
#ifndef _UATOMIC_FIRMWARE_CLINT_H
#define _UATOMIC_FIRMWARE_CLINT_H

#include <stdint.h>

#if !defined(FIRMWARE_CLINT_BASE) || !defined(FIRMWARE_TIMEBASE_HZ)
# error "the board's board.mk must define FIRMWARE_CLINT_BASE and FIRMWARE_TIMEBASE_HZ in BOARD_CFLAGS"
#endif

#define CLINT_MSIP	((volatile uint32_t *) FIRMWARE_CLINT_BASE)
#define CLINT_MTIME	((volatile uint32_t *) (FIRMWARE_CLINT_BASE + 0xbff8))

/* mtime, the high half read again until it did not change in between. */
static inline uint64_t clint_mtime_read(void)
{
	uint32_t hi, lo;

	do {
		hi = CLINT_MTIME[1];
		lo = CLINT_MTIME[0];
	} while (hi != CLINT_MTIME[1]);
	return (uint64_t) hi << 32 | lo;
}

/*
 * @hart's mtimecmp: the high half is first set to all ones, so that no
 * intermediate value is a deadline already passed (the privileged spec's
 * own sequence).
 */
static inline void clint_mtimecmp_write(unsigned long hart, uint64_t t)
{
	volatile uint32_t *cmp = (volatile uint32_t *)
		(FIRMWARE_CLINT_BASE + 0x4000 + 8 * hart);

	cmp[1] = 0xffffffff;
	cmp[0] = (uint32_t) t;
	cmp[1] = (uint32_t) (t >> 32);
}

#endif /* _UATOMIC_FIRMWARE_CLINT_H */

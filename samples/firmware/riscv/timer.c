// SPDX-License-Identifier: MIT
/*
 * timer.c (RISC-V) - the sample's timer interrupt: hart 0's machine timer
 * every TICK_US, and the trap handler that takes it.  What changes when
 * you copy it: CLINT_BASE and TIMEBASE_HZ (your part's timer).
 */
#include <stdint.h>
#include <urcu/asm/reservation.h>
#include "sample.h"
#include "semihosting.h"

/* QEMU virt: a SiFive-compatible CLINT, mtime at 10 MHz. */
#ifndef CLINT_BASE
# define CLINT_BASE	0x2000000
#endif
#ifndef TIMEBASE_HZ
# define TIMEBASE_HZ	10000000
#endif
#define TICK_PERIOD	((uint64_t) TIMEBASE_HZ * TICK_US / 1000000)

/* Hart 0's mtimecmp and the shared mtime, 64 bits each (RISC-V
 * Privileged ISA, "Machine Timer Registers (mtime and mtimecmp)"). */
#define MTIMECMP	((volatile uint32_t *) (CLINT_BASE + 0x4000))
#define MTIME		((volatile uint32_t *) (CLINT_BASE + 0xbff8))

#define MIE_MTIE	(1ul << 7)	/* mie: machine timer interrupt */
#define MSTATUS_MIE	(1ul << 3)	/* mstatus: machine interrupts on */
#define MCAUSE_MTI	7		/* with mcause's interrupt bit */

/* csr* need Zicsr, which -march does not name (see startup.S). */
#define csr_read(csr) ({						\
	unsigned long __v;						\
	__asm__ __volatile__ (".option push\n.option arch, +zicsr\n"	\
			      "csrr	%0, " #csr "\n.option pop"	\
			      : "=r" (__v) : : "memory");		\
	__v; })
#define csr_set(csr, bits)						\
	__asm__ __volatile__ (".option push\n.option arch, +zicsr\n"	\
			      "csrs	" #csr ", %0\n.option pop"	\
			      : : "r" (bits) : "memory")
#define csr_clear(csr, bits)						\
	__asm__ __volatile__ (".option push\n.option arch, +zicsr\n"	\
			      "csrc	" #csr ", %0\n.option pop"	\
			      : : "r" (bits) : "memory")

static uint64_t next_deadline;

static uint64_t mtime_read(void)
{
	uint32_t hi, lo;

	do {	/* RV32 reads the halves apart: retry on a carry between */
		hi = MTIME[1];
		lo = MTIME[0];
	} while (hi != MTIME[1]);
	return (uint64_t) hi << 32 | lo;
}

/* The privileged spec's sequence for RV32: no intermediate value is an
 * earlier deadline, which would fire at once. */
static void mtimecmp_write(uint64_t t)
{
	MTIMECMP[1] = 0xffffffff;
	MTIMECMP[0] = (uint32_t) t;
	MTIMECMP[1] = (uint32_t) (t >> 32);
}

/*
 * Every trap (startup.S set mtvec to it, direct mode: 4-byte aligned).
 * GCC's interrupt attribute saves what the function uses and returns
 * with mret; mstatus.MIE stays clear meanwhile, so ticks do not nest.
 */
void machine_trap(void) __attribute__((interrupt("machine"), aligned(4)));
void machine_trap(void)
{
	unsigned long cause = csr_read(mcause);

	if ((long) cause >= 0 || (cause & 0xff) != MCAUSE_MTI) {
		sh_puts("FAIL: unexpected trap, mcause ");
		sh_put_u64(cause);
		sh_puts(" at mepc ");
		sh_put_u64(csr_read(mepc));
		sh_puts("\n");
		sh_exit(70);
	}
	/* Writing mtimecmp past mtime clears the pending interrupt.  One
	 * period after the last deadline, or after now when that one is
	 * long gone (a slow emulator): no burst of late ticks. */
	next_deadline += TICK_PERIOD;
	if ((int64_t) (next_deadline - mtime_read()) < 0)
		next_deadline = mtime_read() + TICK_PERIOD;
	mtimecmp_write(next_deadline);

	sample_tick();
	/*
	 * mret need not drop the lr reservation of the code interrupted:
	 * one sc does, so that main's interrupted sc fails and its loop
	 * retries instead of storing over this handler's update
	 * (Documentation/firmware.md, "Trap handlers and LR/SC").  Last,
	 * on every path that returns.
	 */
	uatomic_clear_reservation();
}

void timer_start(void)
{
	next_deadline = mtime_read() + TICK_PERIOD;
	mtimecmp_write(next_deadline);
	csr_set(mie, MIE_MTIE);
	csr_set(mstatus, MSTATUS_MIE);
}

void timer_stop(void)
{
	csr_clear(mie, MIE_MTIE);
}

// SPDX-License-Identifier: MIT
/*
 * main.c - the main loop and a timer interrupt (timer.c) update the same
 * counters with uatomic, and at the end no update may be missing.  It
 * prints "PASS:" or "FAIL:" lines and exits through semihosting with
 * status 0 or 1.  What changes when you copy it: your part's timer
 * (timer.c), and the work done in sample_tick().
 *
 * The counters are updated as the core can: an exclusive or LR/SC loop
 * (ARMv7-M, ARMv8-M, AArch64, RISC-V with the A extension), one AMO or
 * LSE instruction, or a section with interrupts masked (ARMv6-M, RISC-V
 * without A, 8 bytes on Cortex-M and RV32).  A plain "hits++" in either
 * place loses updates here.
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include "sample.h"
#include "semihosting.h"

#define TICKS		200		/* the race lasts 200 interrupts, */
#define MAX_ROUNDS	2000000ul	/* or this many rounds without */
#define MAIN_ADD	3u
#define TICK_ADD	0x100000001ull	/* both halves of the 8 bytes */

/* Shared by main() and the interrupt: only uatomic touches them. */
static uint32_t hits;
#ifdef UATOMIC_HAS_ATOMIC_LLONG
static uint64_t sum;	/* where the target has 8-byte atomics */
#endif
/* Written by the interrupt only: plain stores suffice, uatomic_set()
 * keeps the compiler from tearing or caching them. */
static unsigned long ticks;

void sample_tick(void)
{
	uatomic_inc(&hits);
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	uatomic_add(&sum, TICK_ADD);
#endif
	uatomic_set(&ticks, uatomic_read(&ticks) + 1);
}

static int check(int ok, const char *what)
{
	sh_puts(ok ? "PASS: " : "FAIL: ");
	sh_puts(what);
	sh_puts("\n");
	return ok;
}

int main(void)
{
	unsigned long i, n;
	uint32_t old;
	int ok = 1;

	timer_start();
	for (i = 0; i < MAX_ROUNDS && uatomic_read(&ticks) < TICKS; i++) {
		uatomic_inc(&hits);
#ifdef UATOMIC_HAS_ATOMIC_LLONG
		uatomic_add(&sum, MAIN_ADD);
#endif
		/* A read-modify-write of one's own: a compare-and-swap
		 * loop, retried when the interrupt got in between. */
		do {
			old = uatomic_read(&hits);
		} while (uatomic_cmpxchg(&hits, old, old + 1) != old);
	}
	timer_stop();
	n = uatomic_read(&ticks);

	sh_puts("NOTE: sample: ");
	sh_put_u64(i);
	sh_puts(" rounds of main, ");
	sh_put_u64(n);
	sh_puts(" timer interrupts\n");
	/* Without both sides running the race proves nothing. */
	ok &= check(n >= TICKS && i >= TICKS,
		    "sample: the timer interrupted the main loop");
	ok &= check(uatomic_read(&hits) == (uint32_t) (2 * i + n),
		    "sample: no lost update of the 4-byte counter");
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	ok &= check(uatomic_read(&sum) ==
		    (uint64_t) i * MAIN_ADD + n * TICK_ADD,
		    "sample: no lost update of the 8-byte counter");
#endif
	return ok ? 0 : 1;
}

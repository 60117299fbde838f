// SPDX-License-Identifier: MIT
/*
 * main.c - the main loop and the SysTick interrupt update the same
 * counters with uatomic, and at the end no update may be missing.  It
 * prints "PASS:" or "FAIL:" lines and exits through semihosting with
 * status 0 or 1.  What changes when you copy it: CPU_HZ (the clock
 * SysTick counts), and the work done in SysTick_Handler().
 *
 * The 4-byte counter is an ldrex/strex loop on ARMv7-M and ARMv8-M, an
 * interrupt-masked section on ARMv6-M; the 8-byte one is masked on every
 * Cortex-M (no ldrexd in M profile).  A plain "hits++" in either place
 * loses updates here.
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include "semihosting.h"

#ifndef CPU_HZ
# define CPU_HZ		25000000	/* QEMU's MPS2 boards */
#endif
#define TICK_US		20		/* a tick every 20 microseconds */
#define TICKS		200		/* the race lasts 200 interrupts, */
#define MAX_ROUNDS	2000000ul	/* or this many rounds without */
#define MAIN_ADD	3u
#define TICK_ADD	0x100000001ull	/* both halves of the 8 bytes */

/* SysTick, its priority and its pending bit (ARMv7-M ARM B3.3 "The
 * system timer, SysTick", B3.2.12 SHPR3, B3.2.4 ICSR; the ARMv6-M ARM's
 * chapter B3 likewise). */
#define SYST_CSR	(*(volatile uint32_t *) 0xe000e010)
#define SYST_RVR	(*(volatile uint32_t *) 0xe000e014)
#define SYST_CVR	(*(volatile uint32_t *) 0xe000e018)
#define SCB_SHPR3	(*(volatile uint32_t *) 0xe000ed20)
#define SCB_ICSR	(*(volatile uint32_t *) 0xe000ed04)
#define ICSR_PENDSTCLR		(1u << 25)
#define SYST_CSR_ENABLE		(1u << 0)
#define SYST_CSR_TICKINT	(1u << 1)	/* count to 0 pends SysTick */
#define SYST_CSR_CLKSOURCE	(1u << 2)	/* the core clock */

/* Shared by main() and the handler: only uatomic touches them. */
static unsigned long hits;
static uint64_t sum;
/* Written by the handler only: plain stores suffice, uatomic_set()
 * keeps the compiler from tearing or caching them. */
static unsigned long ticks;

/* Exception 15: startup.c's vector table names it. */
void SysTick_Handler(void);
void SysTick_Handler(void)
{
	uatomic_inc(&hits);
	uatomic_add(&sum, TICK_ADD);
	uatomic_set(&ticks, uatomic_read(&ticks) + 1);
}

static void systick_start(void)
{
	SYST_CSR = 0;
	/*
	 * The lowest priority, as CMSIS's SysTick_Config() sets it.  With
	 * the library's BASEPRI option the 8-byte operations hold off only
	 * the exceptions at or below a level: at its reset priority 0
	 * SysTick would interrupt them and its updates would be lost
	 * (Documentation/firmware.md, "The interrupt-masking contract").
	 */
	SCB_SHPR3 |= 0xffu << 24;
	SYST_RVR = (uint32_t) ((uint64_t) CPU_HZ * TICK_US / 1000000) - 1;
	SYST_CVR = 0;
	SYST_CSR = SYST_CSR_ENABLE | SYST_CSR_TICKINT | SYST_CSR_CLKSOURCE;
}

/* Stopping the count leaves a tick already pended: cancel it, or it
 * lands between the reads of the results below. */
static void systick_stop(void)
{
	SYST_CSR = 0;
	SCB_ICSR = ICSR_PENDSTCLR;
	__asm__ __volatile__ ("dsb\n\tisb" : : : "memory");
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
	unsigned long i, old, n;
	int ok = 1;

	systick_start();
	for (i = 0; i < MAX_ROUNDS && uatomic_read(&ticks) < TICKS; i++) {
		uatomic_inc(&hits);
		uatomic_add(&sum, MAIN_ADD);
		/* A read-modify-write of one's own: a compare-and-swap
		 * loop, retried when the handler got in between. */
		do {
			old = uatomic_read(&hits);
		} while (uatomic_cmpxchg(&hits, old, old + 1) != old);
	}
	systick_stop();
	n = uatomic_read(&ticks);

	sh_puts("NOTE: sample: ");
	sh_put_u64(i);
	sh_puts(" rounds of main, ");
	sh_put_u64(n);
	sh_puts(" SysTick interrupts\n");
	/* Without both sides running the race proves nothing. */
	ok &= check(n >= TICKS && i >= TICKS,
		    "sample: SysTick interrupted the main loop");
	ok &= check(uatomic_read(&hits) == 2 * i + n,
		    "sample: no lost update of the 4-byte counter");
	ok &= check(uatomic_read(&sum) ==
		    (uint64_t) i * MAIN_ADD + n * TICK_ADD,
		    "sample: no lost update of the 8-byte counter");
	return ok ? 0 : 1;
}

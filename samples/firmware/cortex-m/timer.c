// SPDX-License-Identifier: MIT
/*
 * timer.c (Cortex-M) - the sample's timer interrupt: SysTick every
 * TICK_US, counting the core clock CPU_HZ.  What changes when you copy
 * it: CPU_HZ (CPPFLAGS=-DCPU_HZ=...).
 */
#include <stdint.h>
#include "sample.h"

#ifndef CPU_HZ
# define CPU_HZ		25000000	/* QEMU's MPS2 boards */
#endif

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

/* Exception 15: startup.c's vector table names it. */
void SysTick_Handler(void);
void SysTick_Handler(void)
{
	sample_tick();
}

void timer_start(void)
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
 * lands between the reads of the results. */
void timer_stop(void)
{
	SYST_CSR = 0;
	SCB_ICSR = ICSR_PENDSTCLR;
	__asm__ __volatile__ ("dsb\n\tisb" : : : "memory");
}

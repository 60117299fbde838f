// SPDX-License-Identifier: MIT
/*
 * startup.c - what runs before main() on a Cortex-M: the vector table,
 * the reset handler (FPU access, .data copied from flash, .bss and .tbss
 * cleared, .tdata copied by the firmware kit's cortex-m-tls.c) and a handler that reports any fault instead of hanging.  The linker
 * script (firmware.ld) puts .vectors first in flash and provides the
 * __data_*, __bss_* and __stack_top symbols used here.
 *
 * The handlers are plain C functions: on exception entry the core itself
 * saves r0-r3, r12, lr, pc and xPSR and puts an EXC_RETURN value in lr,
 * so a function that follows the AAPCS returns from the exception (ARMv7-M
 * ARM B1.5.6 "Exception entry behavior", B1.5.8 "Exception return
 * behavior"; the ARMv6-M ARM's B1.5 likewise).
 */
#include <stdint.h>
#include "semihosting.h"

int main(void);
void uatomic_tls_init(void);

extern uint32_t __stack_top[];
extern uint32_t __data_start[], __data_end[], __data_load[];
extern uint32_t __bss_start[], __bss_end[];

/*
 * Reset: the core has loaded sp from word 0 of the vector table and
 * branched to word 1 (ARMv7-M ARM B1.5.5 "Reset behavior").  Naked, so
 * that nothing touches the FPU before it is enabled: a hard-float build
 * may use FP registers in any function, and the first FP instruction
 * with CP10/CP11 denied is a UsageFault (NOCP), a lockup this early.
 */
void reset_handler(void) __attribute__((naked, noreturn));
static void c_start(void) __attribute__((used, noreturn));

void reset_handler(void)
{
#ifdef __ARM_FP
	/* CPACR.CP10 and CP11 = full access (ARMv7-M ARM B3.2.20). */
	__asm__ __volatile__ (
		"ldr	r0, =0xe000ed88\n"
		"	ldr	r1, [r0]\n"
		"	orr	r1, r1, #(0xf << 20)\n"
		"	str	r1, [r0]\n"
		"	dsb\n"		/* the write completes, */
		"	isb");		/* and the next instruction sees it */
#endif
	/* bl, not b: an ARMv6-M b reaches 2 KiB only.  Never returns. */
	__asm__ __volatile__ ("bl	c_start");
}

static void c_start(void)
{
	uint32_t *from = __data_load, *to = __data_start;

	while (to < __data_end)
		*to++ = *from++;
	for (to = __bss_start; to < __bss_end; to++)
		*to = 0;
	/* __thread's initial values (the kit's cortex-m-tls.c). */
	uatomic_tls_init();
	sh_exit(main());
}

/* Any exception without a handler of its own: report and stop. */
static void fault_handler(void)
{
	uint32_t ipsr;

	__asm__ __volatile__ ("mrs	%0, ipsr" : "=r" (ipsr));
	sh_puts("FAIL: unexpected exception ");
	sh_put_u64(ipsr & 0x1ff);	/* the exception number */
	sh_puts("\n");
	sh_exit(70);
}

/* timer.c defines the ones it uses; the names are CMSIS's. */
void NMI_Handler(void) __attribute__((weak, alias("fault_handler")));
void HardFault_Handler(void) __attribute__((weak, alias("fault_handler")));
void SVC_Handler(void) __attribute__((weak, alias("fault_handler")));
void PendSV_Handler(void) __attribute__((weak, alias("fault_handler")));
void SysTick_Handler(void) __attribute__((weak, alias("fault_handler")));

/*
 * Word 0 is the initial main stack pointer, word n the handler of
 * exception n (ARMv7-M ARM B1.5.2 "Exception number definition", B1.5.3
 * "The vector table").  Exceptions 4-6 and 12 (MemManage, BusFault,
 * UsageFault, DebugMonitor) exist on ARMv7-M only; left at the fault
 * handler they escalate to HardFault anyway until enabled.  A part's
 * device interrupts follow from word 16: add them here from its
 * datasheet (its CMSIS start-up file lists them).
 */
__attribute__((section(".vectors"), used))
static void (*const vector_table[16])(void) = {
	(void (*)(void)) __stack_top,
	reset_handler,
	NMI_Handler,
	HardFault_Handler,
	fault_handler,		/* MemManage */
	fault_handler,		/* BusFault */
	fault_handler,		/* UsageFault */
	[11] = SVC_Handler,
	[12] = fault_handler,	/* DebugMonitor */
	[14] = PendSV_Handler,
	[15] = SysTick_Handler,
};

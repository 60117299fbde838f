// SPDX-License-Identifier: MIT
/*
 * boards/runtime/arm64/smp.c - the cores of an AArch64 SMP board for the
 * firmware test images (boards/include/firmware.h): how a secondary core
 * is started and where it enters the image, its wait for work, and the
 * start/join primitive that the threaded tests (tests/include/stress.h)
 * run their threads with.
 *
 * Only core 0 starts at the image's entry (mmu.c); the others are off
 * until core 0 asks the PSCI firmware to start them (PSCI CPU_ON, Arm
 * DEN 0022, 5.6).  QEMU virt is its own PSCI firmware: without EL2 and
 * EL3 (no virtualization=on, no secure=on) it takes the calls from EL1
 * through hvc (its device tree says method = "hvc"), and keeps every
 * core but the first powered off until CPU_ON.  The board gives the
 * conduit (FIRMWARE_PSCI_CONDUIT, hvc or smc).  CPU_ON starts the core at
 * the caller's exception level with its MMU and caches off and x0 the
 * context id, here the core's number; the core turns its MMU on
 * (mmu.c: the exclusives need Normal memory) before it touches any
 * memory, takes its own stack outside the image
 * (__firmware_hart_stacks in the board's board.ld) and waits there for
 * core 0 to hand it a function.  Its control block lies at the bottom
 * of its stack.  Core n's MPIDR_EL1 affinity is n (Aff0; QEMU virt puts
 * up to 8 cores, the GICv2's limit, in one cluster).
 *
 * The board gives FIRMWARE_NR_HARTS and FIRMWARE_HART_STACK_SIZE in
 * BOARD_CFLAGS.
 */
#include <sched.h>
#include <stdint.h>
#include <urcu/uatomic.h>
#include "firmware.h"
#include "sysreg.h"

#ifndef FIRMWARE_NR_HARTS
# error "board.mk: an SMP board's BOARD_CFLAGS lacks FIRMWARE_NR_HARTS"
#endif
#ifndef FIRMWARE_HART_STACK_SIZE
# error "board.mk: an SMP board's BOARD_CFLAGS lacks FIRMWARE_HART_STACK_SIZE"
#endif
#ifndef FIRMWARE_PSCI_CONDUIT
# error "board.mk: an SMP board's BOARD_CFLAGS lacks FIRMWARE_PSCI_CONDUIT"
#endif

#define __str(x)	#x
#define str(x)		__str(x)

/*
 * A secondary core's entry, given to CPU_ON: the MMU and caches on
 * (mmu.c), FP/SIMD access at EL1 and EL0 (CPACR_EL1.FPEN, as picolibc's
 * crt0 does on core 0: GCC's code uses the SIMD registers), the exception
 * vectors (timer.c), its stack, then the wait for work.
 */
__asm__ (
	"	.section .text.firmware_secondary_entry, \"ax\", %progbits\n"
	"	.globl	firmware_secondary_entry\n"
	"	.type	firmware_secondary_entry, %function\n"
	"firmware_secondary_entry:\n"
	"	mov	x19, x0\n"
	"	bl	firmware_mmu_on\n"
	"	mov	x0, #(3 << 20)\n"
	"	msr	cpacr_el1, x0\n"
	"	adrp	x0, firmware_vectors\n"
	"	add	x0, x0, :lo12:firmware_vectors\n"
	"	msr	vbar_el1, x0\n"
	"	isb\n"
	"	adrp	x0, __firmware_hart_stacks\n"
	"	add	x0, x0, :lo12:__firmware_hart_stacks\n"
	"	ldr	x1, =" str(FIRMWARE_HART_STACK_SIZE) "\n"
	"	madd	x0, x1, x19, x0\n"
	"	mov	sp, x0\n"
	"	mov	x0, x19\n"
	"	b	firmware_hart_park\n"
	"	.ltorg\n"
	"	.size	firmware_secondary_entry, .-firmware_secondary_entry\n"
	"	.text\n");

void firmware_secondary_entry(unsigned long core);

/*
 * A secondary core's control block.  The states are not small numbers:
 * on a real board the block is uninitialised RAM until core 0 clears it
 * before CPU_ON, and the core must not take garbage for "parked".
 */
struct hart_ctl {
	unsigned long state;
	void *(*fn)(void *);
	void *arg;
};

#define HART_OFF	0UL		/* CPU_ON not yet returned */
#define HART_PARKED	0x5041524bUL	/* waiting, for work */
#define HART_START	0x53544152UL	/* fn and arg set: to run */

extern char __firmware_hart_stacks[];

/* Core @hart's block: the bottom of its stack, whose top is its sp. */
static struct hart_ctl *hart_ctl(unsigned int hart)
{
	uintptr_t offset = (hart - 1) * (uintptr_t) FIRMWARE_HART_STACK_SIZE;

	return (struct hart_ctl *) (__firmware_hart_stacks + offset);
}

/* Which cores CPU_ON has started (core 0's data only). */
static unsigned char hart_on[FIRMWARE_NR_HARTS];

/* PSCI 0.2 and later, SMC64 function IDs and return codes (DEN 0022, 5.2). */
#define PSCI_CPU_ON		0xc4000003UL
#define PSCI_SUCCESS		0
#define PSCI_ALREADY_ON		(-4)

/* An SMC Calling Convention call (Arm DEN 0028): x0 the function, x1-x3
 * its arguments, the result in x0; x4-x17 may be clobbered (SMCCC 1.0). */
static long psci_call(unsigned long fn, unsigned long a1, unsigned long a2,
		      unsigned long a3)
{
	register unsigned long x0 __asm__("x0") = fn;
	register unsigned long x1 __asm__("x1") = a1;
	register unsigned long x2 __asm__("x2") = a2;
	register unsigned long x3 __asm__("x3") = a3;

	__asm__ __volatile__ (str(FIRMWARE_PSCI_CONDUIT) "	#0"
			      : "+r" (x0), "+r" (x1), "+r" (x2), "+r" (x3)
			      :
			      : "x4", "x5", "x6", "x7", "x8", "x9", "x10",
				"x11", "x12", "x13", "x14", "x15", "x16",
				"x17", "memory");
	return (long) x0;
}

void firmware_hart_park(unsigned long hart) __attribute__((noreturn));

/*
 * The secondary core's loop, on its own stack, IRQs masked (PSTATE.I set
 * since CPU_ON): between its reads of the state it sleeps in
 * sched_yield(), so that an emulator's host core is free meanwhile for
 * the cores that work.  Core 0's start is then seen within one sleep.
 */
void firmware_hart_park(unsigned long hart)
{
	struct hart_ctl *ctl = hart_ctl(hart);

	gic_cpu_init();
	event_stream_on();
	ctl->fn = NULL;
	uatomic_store(&ctl->state, HART_PARKED, CMM_RELEASE);
	for (;;) {
		if (uatomic_load(&ctl->state, CMM_ACQUIRE) == HART_START) {
			ctl->fn(ctl->arg);
			uatomic_store(&ctl->state, HART_PARKED, CMM_RELEASE);
			continue;
		}
		sched_yield();
	}
}

int firmware_hart_start(unsigned int hart, void *(*fn)(void *), void *arg)
{
	struct hart_ctl *ctl;
	uint64_t deadline;
	long ret;

	if (hart == 0 || hart >= FIRMWARE_NR_HARTS)
		return -1;
	ctl = hart_ctl(hart);
	if (!hart_on[hart]) {
		uatomic_store(&ctl->state, HART_OFF, CMM_RELAXED);
		ret = psci_call(PSCI_CPU_ON, hart,
				(uintptr_t) firmware_secondary_entry, hart);
		if (ret != PSCI_SUCCESS && ret != PSCI_ALREADY_ON)
			return -1;
		hart_on[hart] = 1;
	}
	/*
	 * It parks after CPU_ON, or after its last call: microseconds on a
	 * part, but an emulator's host may leave the core's thread
	 * unscheduled for seconds when it is loaded: 10 s at most.
	 */
	deadline = read_sysreg(cntvct_el0) + 10 * read_sysreg(cntfrq_el0);
	while (uatomic_load(&ctl->state, CMM_ACQUIRE) != HART_PARKED) {
		if ((int64_t) (read_sysreg(cntvct_el0) - deadline) > 0)
			return -1;
		sched_yield();
	}
	ctl->fn = fn;
	ctl->arg = arg;
	uatomic_store(&ctl->state, HART_START, CMM_RELEASE);
	return 0;
}

void firmware_hart_join(unsigned int hart)
{
	struct hart_ctl *ctl = hart_ctl(hart);

	/* Sleeping: the core waited for may need this host core. */
	while (uatomic_load(&ctl->state, CMM_ACQUIRE) != HART_PARKED)
		sched_yield();
}

/* Core 0's GIC CPU interface and its banked PPI registers, for the
 * sleeps below; the secondary cores set up theirs in the park (and their
 * event stream, which core 0 has from timer.c). */
__attribute__((constructor))
static void firmware_smp_init(void)
{
	gic_cpu_init();
}

/*
 * The threaded tests yield while they wait for another thread, and give
 * up after a number of rounds (tests/include/stress.h): on a hosted
 * system the yield lets the thread waited for run if it shares the CPU,
 * and the rounds then last seconds.  Here each thread has a core of its
 * own, but an emulator may be short of host cores for its cores (QEMU
 * runs each in a host thread): a core that spins takes the host core
 * from the core it waits for.  So the yield is a sleep: wfi until this
 * core's EL1 virtual timer fires, YIELD_US later, with IRQs masked in
 * PSTATE (no exception: a pending IRQ ends wfi whatever PSTATE.I says,
 * Arm ARM, "WFI wakeup events").  QEMU's wfi sleeps the core's
 * thread until then, and the bound of a wait is time, as on a host.
 * Not while firmware_timer_start() runs: it owns core 0's virtual timer.
 */
#define YIELD_US	50

int sched_yield(void)
{
	uint64_t daif = read_sysreg(daif), until;

	__asm__ __volatile__ ("msr	daifset, #2" : : : "memory");
	until = read_sysreg(cntvct_el0) +
		read_sysreg(cntfrq_el0) * YIELD_US / 1000000;
	write_sysreg(cntv_cval_el0, until);
	write_sysreg(cntv_ctl_el0, CNTV_CTL_ENABLE);
	isb();
	while ((int64_t) (read_sysreg(cntvct_el0) - until) < 0)
		__asm__ __volatile__ ("wfi" : : : "memory");
	write_sysreg(cntv_ctl_el0, 0);
	isb();
	write_sysreg(daif, daif);
	return 0;
}

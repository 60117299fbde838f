// SPDX-License-Identifier: MIT
/*
 * boards/runtime/riscv/smp.c - the harts of an SMP board for the firmware
 * test images (boards/include/firmware.h): where every hart enters the
 * image, the secondary harts' wait for work, and the start/join primitive
 * that the threaded tests (tests/include/stress.h) run their threads with.
 *
 * Every hart of the board starts at the image's first instruction, the
 * entry below (QEMU virt with -bios none: 0x80000000, in machine mode).
 * Hart 0 goes on to picolibc's crt0 (.data, .bss, TLS, main); each other
 * hart takes its own stack from mhartid, outside the image
 * (__firmware_hart_stacks in the board's board.ld), and parks in wfi
 * until hart 0 hands it a function and sends it a software interrupt
 * through the CLINT's msip register (SiFive CLINT layout: hart h's at
 * +4 * h).  A secondary hart never touches the image's data before hart
 * 0's crt0 has set it up: its control block lies at the bottom of its
 * own stack.
 *
 * The board gives FIRMWARE_NR_HARTS, FIRMWARE_HART_STACK_SIZE and the
 * CLINT (FIRMWARE_CLINT_BASE, FIRMWARE_TIMEBASE_HZ) in BOARD_CFLAGS.
 */
#include <sched.h>
#include <stdint.h>
#include <urcu/uatomic.h>
#include "firmware.h"
#include "csr.h"
#include "clint.h"

#if !defined(FIRMWARE_NR_HARTS) || !defined(FIRMWARE_HART_STACK_SIZE)
# error "an SMP board's board.mk must define FIRMWARE_NR_HARTS and FIRMWARE_HART_STACK_SIZE in BOARD_CFLAGS"
#endif

#define __str(x)	#x
#define str(x)		__str(x)

/*
 * The entry of every hart, first in the image: linked before the crt0,
 * in the section picolibc.ld places first (.text.init.enter), and the
 * linker's entry point (-Wl,--entry, arch/riscv/Makefile).  gp before
 * any C code (the linker relaxes accesses near __global_pointer$ to
 * gp-relative ones); mtvec to picolibc's trap handler, which prints the
 * cause and exits, as on hart 0; harts beyond FIRMWARE_NR_HARTS stay in
 * wfi for good, with no interrupt enabled.
 */
__asm__ (
	"	.section .text.init.enter, \"ax\", @progbits\n"
	"	.globl	firmware_smp_entry\n"
	"	.type	firmware_smp_entry, @function\n"
	"firmware_smp_entry:\n"
	"	.option push\n"
	"	.option arch, +zicsr\n"
	"	.option norelax\n"
	"	csrr	a0, mhartid\n"
	"	bnez	a0, 1f\n"
	"	tail	_start\n"
	"1:	la	gp, __global_pointer$\n"
	"	la	t0, _trap\n"
	"	csrw	mtvec, t0\n"
	"	li	t0, " str(FIRMWARE_NR_HARTS) "\n"
	"	bgeu	a0, t0, 2f\n"
	"	la	sp, __firmware_hart_stacks\n"
	"	li	t0, " str(FIRMWARE_HART_STACK_SIZE) "\n"
	"	mul	t0, t0, a0\n"
	"	add	sp, sp, t0\n"
	"	tail	firmware_hart_park\n"
	"2:	csrw	mie, zero\n"
	"3:	wfi\n"
	"	j	3b\n"
	"	.option pop\n"
	"	.size	firmware_smp_entry, . - firmware_smp_entry\n"
	"	.text\n");

/*
 * A secondary hart's control block.  The states are not small numbers:
 * on a real board the block is uninitialised RAM until the hart's first
 * store, and hart 0 must not take garbage for "parked".
 */
struct hart_ctl {
	unsigned long state;
	void *(*fn)(void *);
	void *arg;
};

#define HART_PARKED	0x5041524bUL	/* waiting in wfi, for work */
#define HART_START	0x53544152UL	/* fn and arg set: to run */

extern char __firmware_hart_stacks[];

/* Hart @hart's block: the bottom of its stack, whose top is its sp. */
static struct hart_ctl *hart_ctl(unsigned int hart)
{
	return (struct hart_ctl *) (__firmware_hart_stacks +
				    (hart - 1) * (uintptr_t) FIRMWARE_HART_STACK_SIZE);
}

void firmware_hart_park(unsigned long hart) __attribute__((noreturn));

/*
 * The secondary hart's loop, on its own stack, interrupts disabled
 * (mstatus.MIE clear since reset).  wfi resumes when an interrupt enabled
 * in mie is pending, whatever mstatus.MIE says (RISC-V Privileged ISA,
 * "Wait for Interrupt"), and may resume for no reason: the state decides.
 * The pending software interrupt is cleared before the state is read
 * again (the fence orders the device store before the load), so a start
 * that comes between the two is seen by the next read, not lost.
 */
void firmware_hart_park(unsigned long hart)
{
	struct hart_ctl *ctl = hart_ctl(hart);

	ctl->fn = NULL;
	uatomic_store(&ctl->state, HART_PARKED, CMM_RELEASE);
	csr_op("csrs", mie, MIP_MSIP);
	for (;;) {
		if (uatomic_load(&ctl->state, CMM_ACQUIRE) == HART_START) {
			ctl->fn(ctl->arg);
			uatomic_store(&ctl->state, HART_PARKED, CMM_RELEASE);
			continue;
		}
		__asm__ __volatile__ ("wfi" : : : "memory");
		CLINT_MSIP[hart] = 0;
		cmm_mb();
	}
}

int firmware_hart_start(unsigned int hart, void *(*fn)(void *), void *arg)
{
	struct hart_ctl *ctl;
	uint64_t deadline;

	if (hart == 0 || hart >= FIRMWARE_NR_HARTS)
		return -1;
	ctl = hart_ctl(hart);
	/*
	 * It parked at boot, or after its last call: microseconds on a
	 * part, but an emulator's host may leave the hart's thread
	 * unscheduled for seconds when it is loaded: 10 s at most.
	 */
	deadline = clint_mtime_read() + 10ULL * FIRMWARE_TIMEBASE_HZ;
	while (uatomic_load(&ctl->state, CMM_ACQUIRE) != HART_PARKED) {
		if ((int64_t) (clint_mtime_read() - deadline) > 0)
			return -1;
		caa_cpu_relax();
	}
	ctl->fn = fn;
	ctl->arg = arg;
	uatomic_store(&ctl->state, HART_START, CMM_RELEASE);
	/* The state in memory before the interrupt: fence w,o at least. */
	cmm_mb();
	CLINT_MSIP[hart] = 1;
	return 0;
}

void firmware_hart_join(unsigned int hart)
{
	struct hart_ctl *ctl = hart_ctl(hart);

	/* Sleeping: the hart waited for may need this host core. */
	while (uatomic_load(&ctl->state, CMM_ACQUIRE) != HART_PARKED)
		sched_yield();
}

/*
 * The threaded tests yield while they wait for another thread, and give
 * up after a number of rounds (tests/include/stress.h): on a hosted
 * system the yield lets the thread waited for run if it shares the CPU,
 * and the rounds then last seconds.  Here each thread has a hart of its
 * own, but an emulator may be short of host cores for its harts (QEMU
 * runs each in a host thread): a hart that spins takes the host core
 * from the hart it waits for.  So the yield is a sleep: wfi until this
 * hart's own mtimecmp (the CLINT's, at +0x4000 + 8 * hart) passes,
 * YIELD_TICKS of the timebase later, with the timer enabled in mie and
 * mstatus.MIE clear (no trap: wfi resumes anyway).  QEMU then runs
 * another hart on the host core, and the bound of a wait is time, as on
 * a host.  Not while firmware_timer_start() runs: it owns hart 0's
 * mtimecmp.
 */
#define YIELD_TICKS	(FIRMWARE_TIMEBASE_HZ / 20000)	/* 50 us */

int sched_yield(void)
{
	unsigned long hart = csr_read(mhartid), mstatus, mie;
	uint64_t until = clint_mtime_read() + YIELD_TICKS;

	mstatus = csr_read(mstatus);
	csr_op("csrc", mstatus, MSTATUS_MIE);
	mie = csr_read(mie);
	clint_mtimecmp_write(hart, until);
	csr_op("csrs", mie, MIP_MTIP);
	while ((int64_t) (clint_mtime_read() - until) < 0)
		__asm__ __volatile__ ("wfi" : : : "memory");
	clint_mtimecmp_write(hart, UINT64_MAX);
	csr_op("csrw", mie, mie);
	csr_op("csrs", mstatus, mstatus & MSTATUS_MIE);
	return 0;
}

// SPDX-License-Identifier: MIT
/*
 * boards/runtime/loongarch/smp.c - the "harts" of the Linux system-call
 * board (boards/include/firmware.h): hart n is a thread made by clone(2)
 * that shares the image's memory, runs one function on its own stack and
 * exits.  qemu-user runs each such thread on a host thread of its own,
 * so the threaded tests (tests/include/stress.h) race across the host's
 * CPUs as on an SMP board.
 *
 * The thread clears its id word when it exits (CLONE_CHILD_CLEARTID; the
 * parent's copy is written before clone returns, CLONE_PARENT_SETTID):
 * firmware_hart_join() waits for that, so that a later start may reuse
 * the stack, and reads with acquire order what the thread wrote before
 * its done flag (a release store).  The thread blocks SIGALRM, the
 * timer "interrupt" of timer.c, which belongs to the first thread.  It
 * shares the first thread's thread pointer: the threads' functions use
 * no TLS and no C library.
 *
 * The board gives FIRMWARE_NR_HARTS and FIRMWARE_HART_STACK_SIZE in
 * BOARD_CFLAGS.
 */
#include <sched.h>
#include <stdint.h>
#include <urcu/uatomic.h>
#include "firmware.h"
#include "syscall.h"

#ifndef FIRMWARE_NR_HARTS
# error "board.mk: BOARD_CFLAGS lacks FIRMWARE_NR_HARTS"
#endif
#ifndef FIRMWARE_HART_STACK_SIZE
# error "board.mk: BOARD_CFLAGS lacks FIRMWARE_HART_STACK_SIZE"
#endif

#define CLONE_VM		0x00000100
#define CLONE_FS		0x00000200
#define CLONE_FILES		0x00000400
#define CLONE_SIGHAND		0x00000800
#define CLONE_THREAD		0x00010000
#define CLONE_SYSVSEM		0x00040000
#define CLONE_PARENT_SETTID	0x00100000
#define CLONE_CHILD_CLEARTID	0x00200000

#define SIGALRM			14
#define SIG_BLOCK		0

struct hart {
	void *(*fn)(void *);
	void *arg;
	int tid;		/* nonzero while the thread lives */
	int done;		/* fn has returned */
};

static struct hart harts[FIRMWARE_NR_HARTS];
static char hart_stacks[FIRMWARE_NR_HARTS][FIRMWARE_HART_STACK_SIZE]
	__attribute__((aligned(16)));

/* The thread's C code: its signal mask, the function, the done flag. */
static void hart_main(struct hart *h) __attribute__((used));
static void hart_main(struct hart *h)
{
	unsigned long mask = 1ul << (SIGALRM - 1);

	firmware_syscall4(NR_rt_sigprocmask, SIG_BLOCK, &mask, 0,
			  sizeof(mask));
	h->fn(h->arg);
	uatomic_store(&h->done, 1, CMM_RELEASE);
}

/*
 * clone() itself, its arguments in the generic order (flags, stack,
 * parent_tid, child_tid, tls: LoongArch has no CLONE_BACKWARDS*).  The
 * new thread starts after the syscall with the parent's registers but
 * a0 = 0 and sp = the stack given; s0 carries its struct hart.  It calls
 * hart_main() and exits the thread alone.
 */
static long hart_clone(struct hart *h, void *stack_top)
{
	register long a0 __asm__ ("$a0") = CLONE_VM | CLONE_FS | CLONE_FILES |
		CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM |
		CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID;
	register long a1 __asm__ ("$a1") = (long) stack_top;
	register long a2 __asm__ ("$a2") = (long) &h->tid;	/* ptid */
	register long a3 __asm__ ("$a3") = (long) &h->tid;	/* ctid */
	register long a4 __asm__ ("$a4") = 0;			/* tls */
	register long a7 __asm__ ("$a7") = NR_clone;
	register long s0 __asm__ ("$s0") = (long) h;

	__asm__ __volatile__ (
		"	syscall	0\n"
		"	bnez	$a0, 1f\n"
		"	move	$fp, $zero\n"
		"	move	$a0, $s0\n"
		"	bl	hart_main\n"
		"	addi.w	$a7, $zero, %[nr_exit]\n"
		"	move	$a0, $zero\n"
		"	syscall	0\n"
		"1:\n"
		: "+r" (a0)
		: "r" (a1), "r" (a2), "r" (a3), "r" (a4), "r" (a7), "r" (s0),
		  [nr_exit] "i" (NR_exit)
		: "$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6", "$t7",
		  "$t8", "$ra", "memory");
	return a0;
}

int firmware_hart_start(unsigned int hart, void *(*fn)(void *), void *arg)
{
	struct hart *h;

	if (hart == 0 || hart >= FIRMWARE_NR_HARTS)
		return -1;
	h = &harts[hart];
	if (uatomic_load(&h->tid, CMM_ACQUIRE))
		return -1;	/* still running: not joined */
	h->fn = fn;
	h->arg = arg;
	h->done = 0;
	return hart_clone(h, hart_stacks[hart] +
			  FIRMWARE_HART_STACK_SIZE) > 0 ? 0 : -1;
}

void firmware_hart_join(unsigned int hart)
{
	struct hart *h = &harts[hart];

	while (!uatomic_load(&h->done, CMM_ACQUIRE) ||
	       uatomic_load(&h->tid, CMM_ACQUIRE))
		sched_yield();
}

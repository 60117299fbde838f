/* SPDX-License-Identifier: MIT */
/*
 * tests/include/litmus.h - the harness of the litmus tests: two threads meet
 * at a barrier before each iteration, then each runs its side of it.
 * Included by the programs of tests/litmus.
 */
#ifndef _UATOMIC_TEST_LITMUS_H
#define _UATOMIC_TEST_LITMUS_H

/*
 * The barrier's waits spin only a few microseconds (the other thread, if it
 * runs, is that close) before they yield.
 */
#define WAIT_SPINS	200UL

#include "stress.h"

/*
 * A program's iterations are divided by LITMUS_ITERS_DIV: on a board
 * whose threads are the harts of an emulator, each meeting at the barrier
 * can wait for the host to schedule the other hart (tests/firmware/Makefile
 * sets it there).
 */
#ifndef LITMUS_ITERS_DIV
# define LITMUS_ITERS_DIV	1
#endif

/*
 * The thread that completes the barrier leaves at once, the other one only
 * when it sees the count change, a cache miss later: the first waits a
 * varying 0..JITTER-1 rounds of a compiler barrier, so that the two threads
 * meet at varying points of their accesses.
 */
#define JITTER		256UL

/* A variable on a cache line of its own. */
struct line {
	unsigned long v;
} __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

struct side;		/* each program's own: what one thread does */
struct litmus;

struct litmus_thread {
	struct litmus *l;
	struct side *side;
	unsigned long rounds;	/* iterations completed */
};

/* A run of @iters iterations of @step on two threads. */
struct litmus {
	/* The barrier: a count that only grows; round r ends at 2 * r. */
	struct line bar_count;
	int bar_abort;
	unsigned long iters;
	void (*step)(struct side *s, unsigned long i);
	struct litmus_thread th[2];
};

static inline int barrier_wait(struct litmus *l, unsigned long round)
{
	unsigned long n, target = 2 * round;

	if (uatomic_add_return(&l->bar_count.v, 1) == target) {
		for (n = (round * 2654435761UL >> 7) % JITTER; n; n--)
			cmm_barrier();
		return 0;
	}
	for (n = 0; uatomic_load(&l->bar_count.v, CMM_ACQUIRE) < target; n++) {
		if (n == WAIT_CAP || uatomic_read(&l->bar_abort)) {
			uatomic_set(&l->bar_abort, 1);
			return -1;
		}
		wait_round(n);
	}
	return 0;
}

static inline void *litmus_thread_fn(void *arg)
{
	struct litmus_thread *th = arg;
	struct litmus *l = th->l;
	unsigned long i;

	for (i = 1; i <= l->iters; i++) {
		if (barrier_wait(l, i))
			break;
		l->step(th->side, i);
	}
	th->rounds = i - 1;
	return NULL;
}

/*
 * Runs @step(side, i) for i = 1..@iters, on one thread with @s0 and on
 * another with @s1, the two meeting at the barrier before each iteration;
 * returns -1 when a thread could not be created, 1 when the barrier timed
 * out, 0 when both threads ran every iteration.
 */
static inline int litmus_run(void (*step)(struct side *s, unsigned long i),
			     struct side *s0, struct side *s1,
			     unsigned long iters)
{
	struct litmus l;
	unsigned int t;

	memset(&l, 0, sizeof(l));
	l.iters = iters;
	l.step = step;
	l.th[0].side = s0;
	l.th[1].side = s1;
	for (t = 0; t < 2; t++)
		l.th[t].l = &l;
	if (run_threads(litmus_thread_fn, l.th, sizeof(l.th[0]), 2) < 2)
		return -1;
	return l.th[0].rounds != iters || l.th[1].rounds != iters;
}

#endif /* _UATOMIC_TEST_LITMUS_H */

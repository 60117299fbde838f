/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/cmpxchg-dword.c - three threads update a 16-byte head
 * together with uatomic_try_cmpxchg_dword() loops: each step adds one to
 * the first word and subtracts one from the second, so every value ever
 * stored sums to zero.  Every value a compare-and-swap finds must sum to zero
 * too (a torn read of the two words would not), and so must every value
 * a fourth thread reads with uatomic_load_dword(); the final count is
 * exact.  A target without the operation has nothing to run.
 */
#include <stdlib.h>

#include "stress.h"

#ifndef UATOMIC_HAS_ATOMIC_DWORD
int main(void)
{
	note("no UATOMIC_HAS_ATOMIC_DWORD: nothing to stress");
	return test_exit();
}
#else

#define NR_THREADS	4
#define NR_WRITERS	(NR_THREADS - 1)
#define ITERS		(250000UL * STRESS_SCALE)
/* A compare-and-swap loop that retries this often is stuck. */
#define CAS_CAP		1000000UL

struct head {
	uint64_t up;
	uint64_t down;
} __attribute__((aligned(16)));

static struct head shared;
static unsigned int gate;

struct worker {
	int reader;		/* reads with uatomic_load_dword, no update */
	unsigned long torn;	/* values found whose words do not sum to 0 */
	unsigned long changes;	/* the reader: values that differed */
	unsigned long reads;	/* the reader: uatomic_load_dword calls */
	unsigned long stuck;	/* loops that hit CAS_CAP */
	int timeout;
};

static unsigned int writers_done;

/* The reader: the head read as one atomic access until the writers are
 * done; two plain loads of its words would now and then take them from
 * two values. */
static void read_head(struct worker *w)
{
	struct head seen, last = { 0, 0 };

	do {
		seen = uatomic_load_dword(&shared);
		if (seen.up + seen.down != 0)
			w->torn++;
		if (seen.up != last.up)
			w->changes++;
		last = seen;
		w->reads++;
	} while (uatomic_load(&writers_done) < NR_WRITERS);
}

static void *work(void *arg)
{
	struct worker *w = arg;
	struct head old = { 0, 0 }, new_val;
	unsigned long i, n;

	if (start_gate(&gate, NR_THREADS)) {
		w->timeout = 1;
		return NULL;
	}
	if (w->reader) {
		read_head(w);
		return NULL;
	}
	for (i = 0; i < ITERS; i++) {
		for (n = 0;; n++) {
			new_val.up = old.up + 1;
			new_val.down = old.down - 1;
			if (uatomic_try_cmpxchg_dword(&shared, &old, new_val,
						      CMM_RELAXED, CMM_RELAXED))
				break;
			if (old.up + old.down != 0)
				w->torn++;
			if (n == CAS_CAP) {
				w->stuck++;
				break;
			}
		}
		old = new_val;
		if (i % 1024 == 0)
			sched_yield();
	}
	uatomic_inc(&writers_done);
	return NULL;
}

int main(void)
{
	struct worker w[NR_THREADS];
	unsigned long torn = 0, stuck = 0;
	const char *runner = getenv("TEST_RUNNER");
	unsigned int t;
	int timeout = 0;

	/* The emulator's defect of tests/unit/dword.c: nothing can store. */
	if (runner && strstr(runner, "qemu-ppc64")) {
		skip("qemu-ppc64le: stqcx. never succeeds there: not run");
		return test_exit();
	}
	memset(w, 0, sizeof(w));
	w[0].reader = 1;
	note("%u threads, %lu compare-and-swaps each, 1 reading while they "
	     "run (STRESS_SCALE=%d)", NR_WRITERS, ITERS, STRESS_SCALE);
	check(run_threads(work, w, sizeof(w[0]), NR_THREADS) == NR_THREADS,
	      "all %u threads started", NR_THREADS);
	for (t = 1; t < NR_THREADS; t++)
		torn += w[t].torn;
	for (t = 0; t < NR_THREADS; t++) {
		stuck += w[t].stuck;
		timeout |= w[t].timeout;
	}
	check(!timeout, "no thread gave up at the start gate");
	check(!stuck, "no compare-and-swap loop ran %lu times (%lu did)",
	      CAS_CAP, stuck);
	check(!torn, "uatomic_try_cmpxchg_dword: every value found is one "
	      "that was stored (%lu were torn)", torn);
	if (w[0].changes)
		check(!w[0].torn, "uatomic_load_dword: every value read is "
		      "one that was stored (%lu of %lu were torn; %lu "
		      "changes seen)", w[0].torn, w[0].reads, w[0].changes);
	else
		skip("uatomic_load_dword: the reader saw no update (the "
		     "writers ran before or after it): tearing not tried");
	check(shared.up == NR_WRITERS * ITERS &&
	      shared.up + shared.down == 0,
	      "uatomic_try_cmpxchg_dword: the head counts every update "
	      "(%llu of %lu)", (unsigned long long) shared.up,
	      NR_WRITERS * ITERS);
	return test_exit();
}
#endif

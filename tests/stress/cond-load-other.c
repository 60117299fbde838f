// SPDX-License-Identifier: MIT
/*
 * tests/stress/cond-load-other.c - a uatomic_cond_load() whose condition
 * also reads another variable, which another thread sets while the
 * location waited on is never written: the wait must end when that one
 * changes.  On arm64 the wait sleeps in WFE, which the write of another
 * location does not wake; only the event stream does (Linux turns it on,
 * the bare-metal images too: boards/runtime/arm64/sysreg.h).  The setter
 * gives each round a bounded time, then writes the location itself, which
 * wakes any WFE: a round that ends so is a failure, and the last round,
 * not a hang.  On an
 * AArch64 board each core's CNTKCTL_EL1 is read too: the event stream on,
 * at most a millisecond apart (Arm ARM D11, "Event streams").  That is
 * the check QEMU can fail: its TCG runs WFE as a yield, never a sleep,
 * so there the wait itself ends without the stream; on a part it would
 * not.
 */
#include "stress.h"

#define ROUNDS		(200UL * STRESS_SCALE)
#define NR_THREADS	2

#if defined(__aarch64__) && defined(UATOMIC_CONFIG_PLATFORM_BAREMETAL)
# define HAS_CNTKCTL	1
#endif

static struct {
	unsigned long word;	/* waited on: written only to end a stuck round */
	unsigned long other;	/* what the condition also reads */
	unsigned long done;	/* rounds the waiter has finished */
	unsigned long stuck;	/* a round had to be ended so: stop */
	unsigned int gate;
} shared __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

/* The ways a waiter's round ended. */
struct side {
	unsigned long by_other, by_word, timeouts;
	int gate_failed;
#ifdef HAS_CNTKCTL
	unsigned long cntkctl, cntfrq;
#endif
};

static struct side sides[NR_THREADS];

/* Thread 0 waits; thread 1 sets the other variable, then waits a while. */
static void *thread_fn(void *arg)
{
	struct side *s = arg;
	unsigned long r, n, v;

#ifdef HAS_CNTKCTL
	__asm__ __volatile__ ("mrs %0, cntkctl_el1" : "=r" (s->cntkctl));
	__asm__ __volatile__ ("mrs %0, cntfrq_el0" : "=r" (s->cntfrq));
#endif
	if (start_gate(&shared.gate, NR_THREADS)) {
		s->gate_failed = 1;
		return NULL;
	}
	for (r = 1; r <= ROUNDS; r++) {
		if (s == &sides[0]) {
			v = uatomic_cond_load(&shared.word, VAL,
				VAL != 0 ||
				uatomic_load(&shared.other, CMM_ACQUIRE) == r);
			if (v)
				s->by_word++;
			else
				s->by_other++;
			uatomic_store(&shared.word, 0, CMM_RELAXED);
			uatomic_store(&shared.done, r, CMM_RELEASE);
			if (uatomic_load(&shared.stuck, CMM_ACQUIRE))
				break;
			continue;
		}
		/* A few pauses first: the waiter is in its wait by then. */
		for (n = 0; n < 100; n++)
			caa_cpu_relax();
		uatomic_store(&shared.other, r, CMM_RELEASE);
		for (n = 0; uatomic_load(&shared.done, CMM_ACQUIRE) != r; n++) {
			if (n == WAIT_CAP) {
				/* Stuck: the write wakes it (its monitor). */
				s->timeouts++;
				uatomic_store(&shared.stuck, 1, CMM_RELAXED);
				uatomic_store(&shared.word, 1, CMM_RELEASE);
				n = 0;
			}
			wait_round(n);
		}
		if (s->timeouts)
			break;
	}
	return NULL;
}

int main(void)
{
	unsigned int started;

	memset(sides, 0, sizeof(sides));
	started = run_threads(thread_fn, sides, sizeof(sides[0]), NR_THREADS);
	check(started == NR_THREADS && !sides[0].gate_failed &&
	      !sides[1].gate_failed, "%u threads start together", NR_THREADS);
	if (started != NR_THREADS)
		return test_exit();
	check(sides[0].by_other == ROUNDS && sides[0].by_word == 0,
	      "a uatomic_cond_load whose condition reads another variable "
	      "ends when another thread sets it: %lu of %lu rounds (%lu "
	      "ended only when the location waited on was written)",
	      sides[0].by_other, ROUNDS, sides[0].by_word);
#ifdef HAS_CNTKCTL
	{
		unsigned int t;

		for (t = 0; t < NR_THREADS; t++) {
			unsigned long ctl = sides[t].cntkctl;
			unsigned long period = 2UL << ((ctl >> 4) & 0xf);

			check((ctl & 4) &&
			      period <= sides[t].cntfrq / 1000,
			      "core %u: the event stream is on (CNTKCTL_EL1 "
			      "%#lx: EVNTEN %lu, an event every %lu counts of "
			      "%lu a second)", t, ctl, (ctl >> 2) & 1, period,
			      sides[t].cntfrq);
		}
	}
#endif
	return test_exit();
}

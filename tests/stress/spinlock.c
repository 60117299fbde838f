/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/spinlock.c - spinlocks built from uatomic_cmpxchg and
 * uatomic_xchg, and a ticket lock whose waits are uatomic_cond_load's,
 * at every lock size the target does, guard plain (non-atomic) data: a
 * counter must come out exact and a two-field invariant must never be
 * seen broken.  Beside the lock, in the same word for locks narrower than
 * 8 bytes, a plain counter changed only under the lock must not be
 * clobbered by the lock's own operations.  Then two threads hand a turn
 * back and forth through the lock word, each waiting for its turn with
 * uatomic_cond_load(CMM_ACQUIRE), and find the plain data the other left.
 */
#include <string.h>

#include "stress.h"

#define NR_THREADS	4
#define ITERS		(50000UL * STRESS_SCALE)

enum lock_kind {
	CMPXCHG_RELEASE, CMPXCHG_MB_SET, XCHG_RELEASE, TICKET, HANDOFF,
	NR_KINDS
};

static const char *const kind_names[NR_KINDS] = {
	[CMPXCHG_RELEASE] =
		"uatomic_cmpxchg lock, uatomic_store(CMM_RELEASE) unlock",
	[CMPXCHG_MB_SET] =
		"uatomic_cmpxchg lock, cmm_smp_mb() + uatomic_set unlock",
	[XCHG_RELEASE] =
		"uatomic_xchg lock, uatomic_store(CMM_RELEASE) unlock",
	[TICKET] =
		"ticket lock, uatomic_cond_load_timeout(CMM_ACQUIRE) wait",
	[HANDOFF] =
		"two threads' turns, uatomic_cond_load(CMM_ACQUIRE) wait",
};

/*
 * A ticket lock hands the lock to one thread, which the scheduler may
 * not be running: each round of its wait is a uatomic_cond_load_timeout()
 * of ROUND_CYCLES caa_get_cycles() units (a microsecond to tens of them
 * on these targets' clocks; 2000 reads without one), then a yield.  A
 * fiftieth of the other locks' acquisitions: with more threads than
 * cores, a hand-off often waits for the scheduler.  The turns run two
 * threads.
 */
#define ROUND_CYCLES		2000
#define TICKET_ITERS		(ITERS / 50)
#define HANDOFF_THREADS		2
#define HANDOFF_TURNS		(1000UL * STRESS_SCALE)
static unsigned long tickets;

static unsigned long iters_of(enum lock_kind kind)
{
	return kind == TICKET ? TICKET_ITERS :
	       kind == HANDOFF ? HANDOFF_TURNS : ITERS;
}

/* The lock word: the lock, and beside it a plain counter it guards. */
static union {
	uint8_t b[16];
	uint64_t align;
} lockword __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

/* What the lock guards, on a line of its own: plain, non-atomic data. */
static struct {
	unsigned long counter;
	unsigned long a, b;	/* invariant: a == b outside the lock */
} data __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

struct worker {
	enum lock_kind kind;
	unsigned int id;	/* HANDOFF: whose turns, 0 or 1 */
	unsigned long done;	/* critical sections run */
	unsigned long broken;	/* invariant seen broken */
	unsigned long waits;	/* acquisitions that had to wait */
	int timeout;		/* a lock wait gave up */
};

/* A wait that gave up stops the other threads. */
static int stop;

/* The critical section: plain accesses only. */
static void critical_section(struct worker *w)
{
	if (data.a != data.b)
		w->broken++;
	data.counter++;
	data.a++;
	cmm_barrier();		/* two stores, the invariant broken between */
	data.b = data.a;
	w->done++;
}

/*
 * Waits, in at most WAIT_CAP rounds of ROUND_CYCLES then a yield, until
 * the T at @lock is @want, with uatomic_cond_load_timeout at CMM_ACQUIRE:
 * returns 0 then, 1 when the wait gave up or another thread's did.
 */
#define DEFINE_WAIT_TURN(sfx, T)					\
static int wait_turn_##sfx(T *lock, T want, struct worker *w)		\
{									\
	unsigned long n;						\
									\
	for (n = 0; uatomic_cond_load_timeout(lock, VAL, VAL == want,	\
				ROUND_CYCLES, CMM_ACQUIRE) != want; n++) { \
		if (n == WAIT_CAP || uatomic_read(&stop)) {		\
			w->timeout = n == WAIT_CAP;			\
			uatomic_set(&stop, 1);				\
			return 1;					\
		}							\
		wait_round(WAIT_SPINS);					\
	}								\
	if (n)								\
		w->waits++;						\
	return 0;							\
}

/*
 * Turns for two threads: thread id waits for the T at @lock to be 2i +
 * id, its i-th turn, with the unbounded uatomic_cond_load(CMM_ACQUIRE)
 * (both threads have started: the first turn's bounded wait saw to it),
 * checks that the plain counter is where the other thread's release left
 * it, and passes the turn on.
 */
#define DEFINE_HANDOFF(sfx, T)						\
static void handoff_##sfx(struct worker *w, T *lock, T *inside)	\
{									\
	unsigned long i;						\
	T want;								\
									\
	for (i = 0; i < HANDOFF_TURNS; i++) {				\
		want = (T) (2 * i + w->id);				\
		if (i == 0) {						\
			if (wait_turn_##sfx(lock, want, w))		\
				return;					\
		} else if (uatomic_cond_load(lock, VAL, VAL == want,	\
					     CMM_ACQUIRE) != want) {	\
			w->broken++;					\
		}							\
		if (data.counter != 2 * i + w->id)			\
			w->broken++;					\
		data.counter++;						\
		data.a++;						\
		data.b = data.a;					\
		(*inside)++;						\
		w->done++;						\
		uatomic_store(lock, (T) (want + 1), CMM_RELEASE);	\
	}								\
}

/*
 * One thread's loop for a lock of type T: test and test-and-set, each
 * acquisition bounded by WAIT_CAP rounds of wait_round(); or the ticket
 * lock, or the turns.
 */
#define DEFINE_WORKER(sfx, T)						\
DEFINE_WAIT_TURN(sfx, T)						\
DEFINE_HANDOFF(sfx, T)							\
static void work_##sfx(struct worker *w)				\
{									\
	T *lock = (T *) &lockword.b[0];					\
	T *inside = (T *) &lockword.b[sizeof(T)];			\
	unsigned long i, n;						\
	int got;							\
									\
	if (w->kind == HANDOFF) {					\
		handoff_##sfx(w, lock, inside);				\
		return;							\
	}								\
	for (i = 0; i < iters_of(w->kind) && !uatomic_read(&stop); i++) { \
		if (w->kind == TICKET) {				\
			T my = (T) uatomic_fetch_add(&tickets, 1,	\
						     CMM_RELAXED);	\
									\
			if (wait_turn_##sfx(lock, my, w))		\
				return;					\
			critical_section(w);				\
			(*inside)++;					\
			uatomic_store(lock, (T) (my + 1), CMM_RELEASE);	\
			continue;					\
		}							\
		for (n = 0; ; n++) {					\
			if (uatomic_read(lock) == 0) {			\
				if (w->kind == XCHG_RELEASE)		\
					got = uatomic_xchg(lock, 1) == 0; \
				else					\
					got = uatomic_cmpxchg(lock, 0, 1) == 0; \
				if (got)				\
					break;				\
			}						\
			if (n == WAIT_CAP || uatomic_read(&stop)) {	\
				w->timeout = n == WAIT_CAP;		\
				uatomic_set(&stop, 1);			\
				return;					\
			}						\
			wait_round(n);					\
		}							\
		if (n)							\
			w->waits++;					\
		critical_section(w);					\
		(*inside)++;						\
		if (w->kind == CMPXCHG_MB_SET) {			\
			cmm_smp_mb();					\
			uatomic_set(lock, 0);				\
		} else {						\
			uatomic_store(lock, 0, CMM_RELEASE);		\
		}							\
	}								\
}

DEFINE_SIZES(DEFINE_WORKER);

/* How much the threads really contended. */
static unsigned long total_waits, total_acquisitions;

/* Returns non-zero when a wait timed out: the runs after it would too. */
static int run(const struct size_desc *sd, int kind)
{
	struct worker w[NR_THREADS];
	unsigned long done = 0, broken = 0, waits = 0;
	unsigned int nr = kind == HANDOFF ? HANDOFF_THREADS : NR_THREADS;
	unsigned long total = nr * iters_of(kind);
	/* The ticket lock and the turns end with the count of hand-offs. */
	uint64_t lock_end = kind == TICKET || kind == HANDOFF ?
		total & width_mask(sd->size) : 0;
	unsigned int t;
	int timeout;

	memset(&lockword, 0, sizeof(lockword));
	memset(&data, 0, sizeof(data));
	memset(w, 0, sizeof(w));
	for (t = 0; t < nr; t++) {
		w[t].kind = kind;
		w[t].id = t;
	}

	uatomic_set(&stop, 0);
	uatomic_set(&tickets, 0);
	timeout = stress_run_workers(sd, w, sizeof(w[0]), nr);
	if (timeout < 0) {
		check(0, "%s, %s lock: %u threads created", kind_names[kind],
		      sd->name, nr);
		return 1;
	}
	for (t = 0; t < nr; t++) {
		done += w[t].done;
		broken += w[t].broken;
		waits += w[t].waits;
		timeout |= w[t].timeout;
	}

	check(!timeout, "%s, %s lock: every wait ended (bounded)",
	      kind_names[kind], sd->name);
	check(broken == 0,
	      "%s, %s lock: invariant never seen broken inside the lock",
	      kind_names[kind], sd->name);
	if (broken)
		note("invariant broken %lu times", broken);
	check(done == total && data.counter == total &&
	      data.a == total && data.b == total,
	      "%s, %s lock: %u threads x %lu, plain counter exact",
	      kind_names[kind], sd->name, nr, iters_of(kind));
	if (data.counter != total)
		note("counter %lu, want %lu (%lu critical sections)",
		     data.counter, total, done);
	check(plain_get(&lockword.b[0], sd->size) == lock_end &&
	      plain_get(&lockword.b[sd->size], sd->size) ==
	      (total & width_mask(sd->size)),
	      "%s, %s lock: lock free at the end, plain neighbour in its "
	      "word exact", kind_names[kind], sd->name);
	total_waits += waits;
	total_acquisitions += total;
	return timeout;
}

int main(void)
{
	note("%u threads, %lu critical sections each (STRESS_SCALE=%d)",
	     NR_THREADS, ITERS, STRESS_SCALE);
	if (run_every_size(sizes, CAA_ARRAY_SIZE(sizes), NR_KINDS, run))
		return test_exit();
	note("%lu of %lu acquisitions found the lock taken",
	     total_waits, total_acquisitions);
	return test_exit();
}

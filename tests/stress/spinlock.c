/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/spinlock.c - spinlocks built from uatomic_cmpxchg and
 * uatomic_xchg, at every lock size the target does, guard plain
 * (non-atomic) data: a counter must come out exact and a two-field
 * invariant must never be seen broken.  Beside the lock, in the same word
 * for locks narrower than 8 bytes, a plain counter changed only under the
 * lock must not be clobbered by the lock's own operations.
 */
#include <string.h>

#include "stress.h"

#define NR_THREADS	4
#define ITERS		(50000UL * STRESS_SCALE)

enum lock_kind { CMPXCHG_RELEASE, CMPXCHG_MB_SET, XCHG_RELEASE, NR_KINDS };

static const char *const kind_names[NR_KINDS] = {
	[CMPXCHG_RELEASE] =
		"uatomic_cmpxchg lock, uatomic_store(CMM_RELEASE) unlock",
	[CMPXCHG_MB_SET] =
		"uatomic_cmpxchg lock, cmm_smp_mb() + uatomic_set unlock",
	[XCHG_RELEASE] =
		"uatomic_xchg lock, uatomic_store(CMM_RELEASE) unlock",
};

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
 * One thread's loop for a lock of type T: test and test-and-set, each
 * acquisition bounded by WAIT_CAP rounds of wait_round().
 */
#define DEFINE_WORKER(sfx, T)						\
static void work_##sfx(struct worker *w)				\
{									\
	T *lock = (T *) &lockword.b[0];					\
	T *inside = (T *) &lockword.b[sizeof(T)];			\
	unsigned long i, n;						\
	int got;							\
									\
	for (i = 0; i < ITERS && !uatomic_read(&stop); i++) {		\
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
	unsigned long total = NR_THREADS * ITERS;
	unsigned int t;
	int timeout;

	memset(&lockword, 0, sizeof(lockword));
	memset(&data, 0, sizeof(data));
	memset(w, 0, sizeof(w));
	for (t = 0; t < NR_THREADS; t++)
		w[t].kind = kind;

	uatomic_set(&stop, 0);
	timeout = run_workers(sd, w);
	if (timeout < 0) {
		check(0, "%s, %s lock: %u threads created", kind_names[kind],
		      sd->name, NR_THREADS);
		return 1;
	}
	for (t = 0; t < NR_THREADS; t++) {
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
	      kind_names[kind], sd->name, NR_THREADS, ITERS);
	if (data.counter != total)
		note("counter %lu, want %lu (%lu critical sections)",
		     data.counter, total, done);
	check(plain_get(&lockword.b[0], sd->size) == 0 &&
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

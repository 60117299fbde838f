/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/spinlock.c - spinlocks built from uatomic_cmpxchg and
 * uatomic_xchg, at every lock size the target does, guard plain
 * (non-atomic) data: a counter must come out exact and a two-field
 * invariant must never be seen broken.  Beside the lock, in the same word
 * for locks narrower than 8 bytes, a plain counter changed only under the
 * lock must not be clobbered by the lock's own operations.
 */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <urcu/config.h>
#include <urcu/uatomic.h>

#include "test.h"

#ifndef STRESS_SCALE
# define STRESS_SCALE	1
#endif

#define NR_THREADS	4
#define ITERS		(50000UL * STRESS_SCALE)

/*
 * Every wait is bounded: spin a little, then yield, then give up (a few
 * seconds natively on a loaded machine) and stop the other threads.
 */
#define WAIT_SPINS	1000UL
#define WAIT_CAP	200000UL

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
	pthread_t tid;
	enum lock_kind kind;
	unsigned long done;	/* critical sections run */
	unsigned long broken;	/* invariant seen broken */
	unsigned long waits;	/* acquisitions that had to wait */
	int timeout;
};

static unsigned int gate;
static int stop;

static int start_gate(void)
{
	unsigned long n;

	uatomic_inc(&gate);
	for (n = 0; uatomic_read(&gate) != NR_THREADS; n++) {
		if (n == WAIT_CAP)
			return -1;
		if (n < WAIT_SPINS)
			caa_cpu_relax();
		else
			sched_yield();
	}
	return 0;
}

static void pause_round(unsigned long n)
{
	if (n < WAIT_SPINS)
		caa_cpu_relax();
	else
		sched_yield();
}

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
 * acquisition bounded by WAIT_CAP rounds.
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
			pause_round(n);					\
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

struct size_desc {
	const char *name;
	size_t size;
	void (*work)(struct worker *w);
};

#ifdef UATOMIC_HAS_ATOMIC_BYTE
DEFINE_WORKER(u8, uint8_t)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
DEFINE_WORKER(u16, uint16_t)
#endif
DEFINE_WORKER(u32, uint32_t)
#ifdef UATOMIC_HAS_ATOMIC_LLONG
DEFINE_WORKER(u64, uint64_t)
#endif
DEFINE_WORKER(ulong, unsigned long)

static const struct size_desc sizes[] = {
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	{ "uint8_t", 1, work_u8 },
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
	{ "uint16_t", 2, work_u16 },
#endif
	{ "uint32_t", 4, work_u32 },
#ifdef UATOMIC_HAS_ATOMIC_LLONG
	{ "uint64_t", 8, work_u64 },
#endif
	{ "unsigned long", sizeof(long), work_ulong },
};

static const struct size_desc *cur_size;

static void *worker_fn(void *arg)
{
	struct worker *w = arg;

	if (start_gate())
		w->timeout = 1;
	cur_size->work(w);
	return NULL;
}

/* Plain reads of the lock word, made while no worker runs. */
static uint64_t get(const void *addr, size_t size)
{
	uint8_t v1;
	uint16_t v2;
	uint32_t v4;
	uint64_t v8;

	switch (size) {
	case 1: memcpy(&v1, addr, 1); return v1;
	case 2: memcpy(&v2, addr, 2); return v2;
	case 4: memcpy(&v4, addr, 4); return v4;
	default: memcpy(&v8, addr, 8); return v8;
	}
}

static uint64_t width_mask(size_t size)
{
	return size == 8 ? ~(uint64_t) 0 : ((uint64_t) 1 << (8 * size)) - 1;
}

/* How much the threads really contended. */
static unsigned long total_waits, total_acquisitions;

/* Returns non-zero when a wait timed out: the runs after it would too. */
static int run(const struct size_desc *sd, enum lock_kind kind)
{
	struct worker w[NR_THREADS];
	unsigned long done = 0, broken = 0, waits = 0;
	unsigned long total = NR_THREADS * ITERS;
	unsigned int t, started = 0;
	int timeout = 0;

	memset(&lockword, 0, sizeof(lockword));
	memset(&data, 0, sizeof(data));
	memset(w, 0, sizeof(w));
	for (t = 0; t < NR_THREADS; t++)
		w[t].kind = kind;

	cur_size = sd;
	uatomic_set(&gate, 0);
	uatomic_set(&stop, 0);
	for (t = 0; t < NR_THREADS; t++) {
		if (pthread_create(&w[t].tid, NULL, worker_fn, &w[t]))
			break;
		started++;
	}
	for (t = 0; t < started; t++)
		pthread_join(w[t].tid, NULL);
	if (started < NR_THREADS) {
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
	check(get(&lockword.b[0], sd->size) == 0 &&
	      get(&lockword.b[sd->size], sd->size) ==
	      (total & width_mask(sd->size)),
	      "%s, %s lock: lock free at the end, plain neighbour in its "
	      "word exact", kind_names[kind], sd->name);
	total_waits += waits;
	total_acquisitions += total;
	return timeout;
}

int main(void)
{
	unsigned int s;
	int kind;

	note("%u threads, %lu critical sections each (STRESS_SCALE=%d)",
	     NR_THREADS, ITERS, STRESS_SCALE);
	for (s = 0; s < CAA_ARRAY_SIZE(sizes); s++)
		for (kind = 0; kind < NR_KINDS; kind++)
			if (run(&sizes[s], kind)) {
				check(0, "no wait timed out: the other runs "
				      "are skipped");
				return test_exit();
			}
	note("%lu of %lu acquisitions found the lock taken",
	     total_waits, total_acquisitions);
	return test_exit();
}

/* SPDX-License-Identifier: MIT */
/*
 * tests/include/stress.h - the harness of the multi-threaded tests: bounded
 * waits, the start gate, the per-size worker table and plain accesses.
 * Included by the programs of tests/stress, and through litmus.h by those
 * of tests/litmus.
 */
#ifndef _UATOMIC_TEST_STRESS_H
#define _UATOMIC_TEST_STRESS_H

#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <urcu/uatomic-config.h>
#include <urcu/uatomic.h>

#include "test.h"
#include "types.h"

/* Bare metal (an SMP board): a thread is a hart (boards/include/firmware.h) */
#ifdef UATOMIC_CONFIG_PLATFORM_BAREMETAL
# include "firmware.h"
#else
# include <pthread.h>
#endif

#ifndef STRESS_SCALE
# define STRESS_SCALE	1
#endif

/*
 * Every wait is bounded: spin WAIT_SPINS rounds, then yield (the thread
 * waited for may share this CPU), then give up after WAIT_CAP rounds (a few
 * seconds natively on a loaded machine).  A program may define its own
 * WAIT_SPINS before including this.
 */
#ifndef WAIT_SPINS
# define WAIT_SPINS	1000UL
#endif
#define WAIT_CAP	200000UL

/* Round @n (from 0) of a bounded wait. */
static inline void wait_round(unsigned long n)
{
	if (n < WAIT_SPINS)
		caa_cpu_relax();
	else
		sched_yield();
}

/*
 * The start gate waits for threads still being created, and one
 * pthread_create() under ThreadSanitizer on a loaded 2-core machine has
 * outlasted WAIT_CAP rounds of sched_yield() (a fraction of a second): a
 * hosted gate gives up only when WAIT_CAP rounds and WAIT_GATE_SECONDS of
 * the clock have both passed.  On bare metal the harts run already
 * (firmware_hart_start()) and there is no clock: WAIT_CAP rounds.
 */
#ifdef UATOMIC_CONFIG_PLATFORM_BAREMETAL
typedef int gate_clock_t;
# define gate_clock()			0
# define gate_expired(n, since)		((void) (since), (n) >= WAIT_CAP)
#else
# include <time.h>
# define WAIT_GATE_SECONDS	60
typedef time_t gate_clock_t;
# define gate_clock()			time(NULL)
# define gate_expired(n, since)						\
	((n) >= WAIT_CAP && time(NULL) - (since) > WAIT_GATE_SECONDS)
#endif

/* All @nr threads start together, so that they really contend. */
static inline int start_gate(unsigned int *gate, unsigned int nr)
{
	gate_clock_t since = gate_clock();
	unsigned long n;

	uatomic_inc(gate);
	for (n = 0; uatomic_read(gate) != nr; n++) {
		if (gate_expired(n, since))
			return -1;
		wait_round(n);
	}
	return 0;
}

#define STRESS_MAX_THREADS	8

/*
 * Runs @fn in @nr threads, thread t on @args + t * @size, and waits for
 * them; returns how many were started.
 */
#ifdef UATOMIC_CONFIG_PLATFORM_BAREMETAL
/*
 * Bare metal: thread t on hart t, thread 0 on this hart (hart 0, which
 * runs main()) once the others are started.
 */
static inline unsigned int run_threads(void *(*fn)(void *), void *args,
				       size_t size, unsigned int nr)
{
	unsigned int t, started = 1;

	for (t = 1; t < nr && t < STRESS_MAX_THREADS; t++) {
		if (firmware_hart_start(t, fn, (char *) args + t * size))
			break;
		started++;
	}
	/* If one did not start, the others give up at their first wait. */
	fn(args);
	for (t = 1; t < started; t++)
		firmware_hart_join(t);
	return started;
}
#else
static inline unsigned int run_threads(void *(*fn)(void *), void *args,
				       size_t size, unsigned int nr)
{
	pthread_t tid[STRESS_MAX_THREADS];
	unsigned int t, started = 0;

	for (t = 0; t < nr && t < STRESS_MAX_THREADS; t++) {
		if (pthread_create(&tid[t], NULL, fn, (char *) args + t * size))
			break;
		started++;
	}
	/* If one did not start, the others give up at their first wait. */
	for (t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
	return started;
}
#endif

/* The operand sizes the target does atomically: X(sfx, T) for each. */
#define FOR_EACH_SIZE(X)						\
	IF_BYTE(X(u8, uint8_t))						\
	IF_SHORT(X(u16, uint16_t))					\
	X(u32, uint32_t)						\
	IF_LLONG(X(u64, uint64_t))					\
	X(ulong, unsigned long)

struct worker;		/* each program's own: what one thread does */

struct size_desc {
	const char *name;
	size_t size;
	void (*work)(struct worker *w);
};

#define SIZE_DESC(sfx, T)	{ #T, sizeof(T), work_##sfx },

/*
 * DEFINE_SIZES(DEFINE_WORKER): work_<sfx>() for every size, stamped out by
 * the program's DEFINE_WORKER(sfx, T), and sizes[], the table of them.
 */
#define DEFINE_SIZES(define_worker)					\
	FOR_EACH_SIZE(define_worker)					\
	static const struct size_desc sizes[] = {			\
		FOR_EACH_SIZE(SIZE_DESC)				\
	}

/* One worker thread of a run. */
struct stress_thread {
	const struct size_desc *sd;
	struct worker *w;
	unsigned int *gate;
	unsigned int nr;
	int timeout;		/* the start gate gave up */
};

static inline void *stress_thread_fn(void *arg)
{
	struct stress_thread *th = arg;

	if (start_gate(th->gate, th->nr))
		th->timeout = 1;
	th->sd->work(th->w);
	return NULL;
}

/*
 * Runs @sd->work on each of the @nr workers at @workers (@size bytes each),
 * all started together; returns -1 when not every thread could be created,
 * 1 when the start gate timed out, 0 when all went well.
 */
static inline int stress_run_workers(const struct size_desc *sd,
				     void *workers, size_t size,
				     unsigned int nr)
{
	struct stress_thread th[STRESS_MAX_THREADS];
	unsigned int gate = 0, t;
	int timeout = 0;

	if (nr > STRESS_MAX_THREADS)
		return -1;
	for (t = 0; t < nr; t++) {
		th[t].sd = sd;
		th[t].w = (struct worker *) ((char *) workers + t * size);
		th[t].gate = &gate;
		th[t].nr = nr;
		th[t].timeout = 0;
	}
	if (run_threads(stress_thread_fn, th, sizeof(th[0]), nr) < nr)
		return -1;
	for (t = 0; t < nr; t++)
		timeout |= th[t].timeout;
	return timeout;
}

/* run_workers(sd, w): every worker of the array w[]. */
#define run_workers(sd, w)						\
	stress_run_workers(sd, w, sizeof((w)[0]), CAA_ARRAY_SIZE(w))

/*
 * Calls run(sd, kind) for every size and each of @nr_kinds kinds; a run
 * that returns non-zero (a wait timed out) ends them all, as the runs after
 * it would time out too: returns non-zero then.
 */
static inline int run_every_size(const struct size_desc *sizes,
				 unsigned int nr_sizes, int nr_kinds,
				 int (*run)(const struct size_desc *sd,
					    int kind))
{
	unsigned int s;
	int kind;

	for (s = 0; s < nr_sizes; s++)
		for (kind = 0; kind < nr_kinds; kind++)
			if (run(&sizes[s], kind)) {
				check(0, "no wait timed out: the other runs "
				      "are skipped");
				return 1;
			}
	return 0;
}

/* Plain accesses to operands of @size bytes, made while no worker runs. */
static inline uint64_t width_mask(size_t size)
{
	return size == 8 ? ~(uint64_t) 0 : ((uint64_t) 1 << (8 * size)) - 1;
}

static inline uint64_t plain_get(const void *addr, size_t size)
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

static inline void plain_put(void *addr, size_t size, uint64_t v)
{
	uint8_t v1 = v;
	uint16_t v2 = v;
	uint32_t v4 = v;

	switch (size) {
	case 1: memcpy(addr, &v1, 1); break;
	case 2: memcpy(addr, &v2, 2); break;
	case 4: memcpy(addr, &v4, 4); break;
	default: memcpy(addr, &v, 8); break;
	}
}

#endif /* _UATOMIC_TEST_STRESS_H */

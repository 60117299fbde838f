// SPDX-License-Identifier: MIT
/*
 * tests/bench/bench.c - "make bench": times every uatomic operation at
 * every operand size the target supports, alone and with two threads
 * contending for one cache line, the barriers and TLS access, against the
 * same work written with the compiler's __atomic builtins at the
 * equivalent order (and, where built with them, on the peer libraries:
 * tests/bench/peer-loops.c), and prints ns/op for each and the ratio of
 * ours to the builtins'.  Each figure is the median of several
 * repetitions in which the versions alternate (ours and the builtins'
 * swapping which goes first, the peers between them), so that a noisy
 * machine slows all alike; threads are pinned where the system lets us.
 * A measurement, not a test: it never fails.
 *
 * Usage: bench [-l] [-r REPS] [-n ITERATIONS]
 *   -l  long run: ten times the iterations, 11 repetitions
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include "peer-loops.h"

/*
 * The builtin equivalent of CMM_SEQ_CST_FENCE, the default order of
 * cmpxchg, xchg and add/sub_return: a seq_cst operation, then a seq_cst
 * fence, except where the seq_cst RMW is a full barrier already (every
 * x86 locked instruction).
 */
#if defined(__x86_64__) || defined(__i386__)
# define BI_FULL_FENCE()	do { } while (0)
#else
# define BI_FULL_FENCE()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
#endif

#define MAX_REPS	31

static long iterations = 100000;
static int reps = 5;
static int pin_cpu[2] = { -1, -1 };
static int pinned;

/* Keeps loaded values alive. */
static volatile unsigned long sink;

/* The contended object: alone on its cache line. */
static union {
	uint64_t u64;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;
	char line[CAA_CACHE_LINE_SIZE];
} target __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

/*
 * Every loop reaches the target through this pointer, read once: the same
 * addressing for uatomic and builtin loops (a register), whatever the
 * compiler would make of the symbol.
 */
static void *volatile target_ptr = &target;

/* Each on a cache line of its own, so that placement does not differ. */
struct tls_counter {
	long v;
} __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

static DEFINE_URCU_TLS(struct tls_counter, bench_tls);
static __thread struct tls_counter bench_tls_plain;

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* ---- The timed loops: one function per implementation, op and size ---- */

typedef void (*loop_fn)(long n);

#define UAT_LOOPS(type, n)						\
static void uat_load_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		acc += uatomic_read(p);					\
	sink = acc;							\
}									\
static void bi_load_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		acc += __atomic_load_n(p, __ATOMIC_RELAXED);		\
	sink = acc;							\
}									\
static void uat_store_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		uatomic_set(p, (type) i);				\
}									\
static void bi_store_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		__atomic_store_n(p, (type) i, __ATOMIC_RELAXED);	\
}									\
static void uat_cmpxchg_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	type seen = uatomic_read(p), prev;				\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		prev = uatomic_cmpxchg(p, seen, (type) (seen + 1));	\
		seen = prev == seen ? (type) (seen + 1) : prev;		\
	}								\
}									\
static void bi_cmpxchg_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	type seen = __atomic_load_n(p, __ATOMIC_RELAXED);		\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		type exp = seen;					\
									\
		/* The same work as uat_cmpxchg: exp is the previous	\
		 * value whether the exchange happened or not. */	\
		__atomic_compare_exchange_n(p, &exp,			\
				(type) (seen + 1), 0, __ATOMIC_SEQ_CST,	\
				__ATOMIC_SEQ_CST);			\
		seen = exp == seen ? (type) (seen + 1) : exp;		\
		BI_FULL_FENCE();					\
	}								\
}									\
/* A compare-and-swap loop's step: the value found is the next guess. */ \
static void uat_try_cmpxchg_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	type seen = uatomic_read(p);					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		if (uatomic_try_cmpxchg(p, &seen, (type) (seen + 1)))	\
			seen = (type) (seen + 1);			\
}									\
static void bi_try_cmpxchg_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	type seen = __atomic_load_n(p, __ATOMIC_RELAXED);		\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		if (__atomic_compare_exchange_n(p, &seen,		\
				(type) (seen + 1), 0, __ATOMIC_SEQ_CST,	\
				__ATOMIC_SEQ_CST))			\
			seen = (type) (seen + 1);			\
		BI_FULL_FENCE();					\
	}								\
}									\
static void uat_try_cmpxchg_weak_##n(long iters)			\
{									\
	type *p = (type *) target_ptr;					\
	type seen = uatomic_read(p);					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		if (uatomic_try_cmpxchg_weak(p, &seen, (type) (seen + 1), \
					     CMM_RELAXED))		\
			seen = (type) (seen + 1);			\
}									\
static void bi_try_cmpxchg_weak_##n(long iters)			\
{									\
	type *p = (type *) target_ptr;					\
	type seen = __atomic_load_n(p, __ATOMIC_RELAXED);		\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		if (__atomic_compare_exchange_n(p, &seen,		\
				(type) (seen + 1), 1, __ATOMIC_RELAXED,	\
				__ATOMIC_RELAXED))			\
			seen = (type) (seen + 1);			\
}									\
UAT_VALUE_LOOP(type, n, xchg, uatomic_xchg(p, (type) i),		\
	       __atomic_exchange_n(p, (type) i, __ATOMIC_SEQ_CST), 1)	\
UAT_VALUE_LOOP(type, n, add_return, uatomic_add_return(p, 1),		\
	       __atomic_add_fetch(p, 1, __ATOMIC_SEQ_CST), 1)		\
UAT_VALUE_LOOP(type, n, sub_return, uatomic_sub_return(p, 1),		\
	       __atomic_sub_fetch(p, 1, __ATOMIC_SEQ_CST), 1)		\
UAT_VOID_LOOP(type, n, add, uatomic_add(p, 3),				\
	      __atomic_fetch_add(p, 3, __ATOMIC_RELAXED))		\
UAT_VOID_LOOP(type, n, sub, uatomic_sub(p, 3),				\
	      __atomic_fetch_sub(p, 3, __ATOMIC_RELAXED))		\
UAT_VOID_LOOP(type, n, inc, uatomic_inc(p),				\
	      __atomic_fetch_add(p, 1, __ATOMIC_RELAXED))		\
UAT_VOID_LOOP(type, n, dec, uatomic_dec(p),				\
	      __atomic_fetch_sub(p, 1, __ATOMIC_RELAXED))		\
UAT_VOID_LOOP(type, n, and, uatomic_and(p, (type) ~(type) 4),		\
	      __atomic_fetch_and(p, (type) ~(type) 4, __ATOMIC_RELAXED)) \
UAT_VOID_LOOP(type, n, or, uatomic_or(p, 2),				\
	      __atomic_fetch_or(p, 2, __ATOMIC_RELAXED))		\
UAT_VOID_LOOP(type, n, xor, uatomic_xor(p, 6),				\
	      __atomic_fetch_xor(p, 6, __ATOMIC_RELAXED))		\
UAT_VALUE_LOOP(type, n, fetch_add, uatomic_fetch_add(p, 1),		\
	       __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST), 1)		\
UAT_VALUE_LOOP(type, n, fetch_sub, uatomic_fetch_sub(p, 1),		\
	       __atomic_fetch_sub(p, 1, __ATOMIC_SEQ_CST), 1)		\
UAT_VALUE_LOOP(type, n, fetch_and, uatomic_fetch_and(p, (type) ~(type) 4), \
	       __atomic_fetch_and(p, (type) ~(type) 4, __ATOMIC_SEQ_CST), 1) \
UAT_VALUE_LOOP(type, n, fetch_or, uatomic_fetch_or(p, 2),		\
	       __atomic_fetch_or(p, 2, __ATOMIC_SEQ_CST), 1)		\
UAT_VALUE_LOOP(type, n, fetch_xor, uatomic_fetch_xor(p, 6),		\
	       __atomic_fetch_xor(p, 6, __ATOMIC_SEQ_CST), 1)		\
UAT_VALUE_LOOP(type, n, fetch_max, uatomic_fetch_max(p, (type) i),	\
	       BI_FETCH_MINMAX(p, (type) i, >), 1)			\
UAT_VALUE_LOOP(type, n, fetch_min, uatomic_fetch_min(p, (type) -i),	\
	       BI_FETCH_MINMAX(p, (type) -i, <), 1)			\
UAT_VALUE_LOOP(type, n, test_and_change_bit,				\
	       uatomic_test_and_change_bit(p, (int) (i & 7)),		\
	       (__atomic_fetch_xor(p, (type) (1u << (i & 7)),		\
				   __ATOMIC_SEQ_CST) >> (i & 7)) & 1, 1)	\
UAT_VALUE_LOOP(type, n, add_unless, uatomic_add_unless(p, 2, 0),	\
	       BI_ADD_UNLESS(p, 2, 0), 1)				\
/* A wait that its first read ends (no thread writes during the row). */ \
static void uat_cond_load_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	type stop = (type) (*(volatile type *) p + 1);			\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		acc += uatomic_cond_load(p, VAL, VAL != stop, CMM_ACQUIRE); \
	sink = acc;							\
}									\
static void bi_cond_load_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	type stop = (type) (*(volatile type *) p + 1), c;		\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		while ((c = __atomic_load_n(p, __ATOMIC_ACQUIRE)) == stop) \
			caa_cpu_relax();				\
		acc += c;						\
	}								\
	sink = acc;							\
}

/*
 * add_unless beside the builtins: the compare-exchange loop of Linux's
 * generic atomic_add_unless(), relaxed when it does not add.
 */
#define BI_ADD_UNLESS(p, v, u)						\
	__extension__ ({						\
		__typeof__(*(p)) o = __atomic_load_n(p, __ATOMIC_RELAXED); \
		int added = 0;						\
									\
		while (o != (u))					\
			if (__atomic_compare_exchange_n(p, &o,		\
					(__typeof__(o)) (o + (v)), 0,	\
					__ATOMIC_SEQ_CST,		\
					__ATOMIC_RELAXED)) {		\
				added = 1;				\
				break;					\
			}						\
		added;							\
	})

/*
 * fetch_max and fetch_min beside the builtins: clang's own, or (GCC has
 * none) the compare-exchange loop of its C++26 library.
 */
#ifndef __has_builtin
# define __has_builtin(x)	0
#endif
#if __has_builtin(__atomic_fetch_max)
# define BI_FETCH_MINMAX(p, v, cmp)					\
	(0 cmp 1 ? __atomic_fetch_min(p, v, __ATOMIC_SEQ_CST) :		\
	 __atomic_fetch_max(p, v, __ATOMIC_SEQ_CST))
#else
# define BI_FETCH_MINMAX(p, v, cmp)					\
	__extension__ ({						\
		__typeof__(*(p)) o = __atomic_load_n(p, __ATOMIC_RELAXED); \
									\
		while (!__atomic_compare_exchange_n(p, &o,		\
				(v) cmp o ? (v) : o, 1, __ATOMIC_SEQ_CST, \
				__ATOMIC_RELAXED))			\
			;						\
		o;							\
	})
#endif

/* An operation whose result is used (and ordered as CMM_SEQ_CST_FENCE). */
#define UAT_VALUE_LOOP(type, n, name, ours, builtin, fenced)		\
static void uat_##name##_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		acc += ours;						\
	sink = acc;							\
}									\
static void bi_##name##_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		acc += builtin;						\
		if (fenced)						\
			BI_FULL_FENCE();				\
	}								\
	sink = acc;							\
}

/* A relaxed no-return operation. */
#define UAT_VOID_LOOP(type, n, name, ours, builtin)			\
static void uat_##name##_##n(long iters)				\
{									\
	type *p = (type *) target_ptr;					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		ours;							\
}									\
static void bi_##name##_##n(long iters)					\
{									\
	type *p = (type *) target_ptr;					\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		(void) builtin;						\
}

#ifdef UATOMIC_HAS_ATOMIC_BYTE
UAT_LOOPS(uint8_t, 1)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
UAT_LOOPS(uint16_t, 2)
#endif
UAT_LOOPS(uint32_t, 4)
#ifdef UATOMIC_HAS_ATOMIC_LLONG
UAT_LOOPS(uint64_t, 8)
#endif

/*
 * The double-width compare-and-swap, as a CAS loop steps: against GCC's
 * __sync_val_compare_and_swap on 16 bytes (a full barrier, as ours is by
 * default), which it inlines on x86-64 (cmpxchg16b, here enabled for this
 * function alone) and POWER8 (lqarx/stqcx.) and calls libgcc's
 * __aarch64_cas16_sync for on arm64.  Its __atomic form would call
 * libatomic, which the bench does not link; on s390x even __sync does,
 * and there is no row.
 */
#if defined(UATOMIC_HAS_ATOMIC_DWORD) && !defined(__s390x__)
typedef unsigned __int128 bench_dword __attribute__((aligned(16)));

static void uat_try_cmpxchg_dword(long iters)
{
	bench_dword *p = (bench_dword *) target_ptr;
	bench_dword seen = *(volatile bench_dword *) p;
	long i;

	for (i = 0; i < iters; i++)
		if (uatomic_try_cmpxchg_dword(p, &seen, seen + 1))
			seen = seen + 1;
}

# ifdef __x86_64__
__attribute__((target("cx16")))
# endif
static void bi_try_cmpxchg_dword(long iters)
{
	bench_dword *p = (bench_dword *) target_ptr;
	bench_dword seen = *(volatile bench_dword *) p, found;
	long i;

	for (i = 0; i < iters; i++) {
		found = __sync_val_compare_and_swap(p, seen, seen + 1);
		seen = found == seen ? seen + 1 : found;
	}
}
# define DWORD_ROWS(t)							\
	{ "uatomic_try_cmpxchg_dword", 16, t, uat_try_cmpxchg_dword,	\
	  bi_try_cmpxchg_dword, "__sync (full barrier)" },
#else
# define DWORD_ROWS(t)
#endif

/* Barriers: a store, then the barrier (as a barrier is used). */
#define BARRIER_LOOP(name, expr)					\
static void name(long iters)						\
{									\
	void *p = target_ptr;						\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		CMM_STORE_SHARED(*(uint32_t *) p, (uint32_t) i);		\
		expr;							\
	}								\
}
BARRIER_LOOP(uat_smp_mb, cmm_smp_mb())
BARRIER_LOOP(bi_smp_mb, __atomic_thread_fence(__ATOMIC_SEQ_CST))
BARRIER_LOOP(uat_mb, cmm_mb())
BARRIER_LOOP(bi_mb, __atomic_thread_fence(__ATOMIC_SEQ_CST))
BARRIER_LOOP(uat_smp_rmb, cmm_smp_rmb())
BARRIER_LOOP(bi_smp_rmb, __atomic_thread_fence(__ATOMIC_ACQUIRE))
BARRIER_LOOP(uat_smp_wmb, cmm_smp_wmb())
BARRIER_LOOP(bi_smp_wmb, __atomic_thread_fence(__ATOMIC_RELEASE))

/* TLS: an increment of this thread's variable, against a plain __thread
 * one. */
static void uat_tls(long iters)
{
	long i;

	for (i = 0; i < iters; i++) {
		URCU_TLS(bench_tls).v++;
		cmm_barrier();
	}
}

static void bi_tls(long iters)
{
	long i;

	for (i = 0; i < iters; i++) {
		bench_tls_plain.v++;
		cmm_barrier();
	}
}

/* ---- Running and timing ---- */

struct row {
	const char *name;
	int size;		/* 0: not an operand size */
	int threads;		/* 1 or 2 (contending) */
	loop_fn ours, builtin;
	const char *order;	/* the builtin order compared with */
};

/*
 * The peer libraries timed beside ours where the bench is built with
 * them (BENCH_PEERS: tests/bench/bench.mk): each row of liburcu's API
 * runs its loop on each peer (tests/bench/peer-loops.c) too, interleaved
 * with ours and the builtins'.
 */
#ifdef BENCH_PEERS
static const struct bench_peer *const peers[] = {
	&bench_peer_liburcu, &bench_peer_ck, &bench_peer_ao,
};
#define NPEERS		((int) CAA_ARRAY_SIZE(peers))
#else
static const struct bench_peer *const *const peers;
#define NPEERS		0
#endif
volatile unsigned long bench_peer_sink;

/* The operations the peers' loops time, by row name. */
static const char *const peer_cells[BENCH_CELLS] = {
	[BENCH_READ] = "uatomic_read",
	[BENCH_SET] = "uatomic_set",
	[BENCH_CMPXCHG] = "uatomic_cmpxchg",
	[BENCH_XCHG] = "uatomic_xchg",
	[BENCH_ADD_RETURN] = "uatomic_add_return",
	[BENCH_ADD] = "uatomic_add",
	[BENCH_INC] = "uatomic_inc",
	[BENCH_DEC] = "uatomic_dec",
	[BENCH_AND] = "uatomic_and",
	[BENCH_OR] = "uatomic_or",
};

/* The loop time_once() runs through run_peer_loop(). */
static bench_peer_fn peer_loop;

static void run_peer_loop(long iters)
{
	peer_loop(iters, target_ptr);
}

/* Peer @peer's loop of row @r, or NULL: none, or not at this size. */
static bench_peer_fn peer_fn(const struct row *r, int peer)
{
	int size = r->size == 1 ? 0 : r->size == 4 ? 1 : r->size == 8 ? 2 : -1;
	int cell;

	for (cell = 0; size >= 0 && cell < BENCH_CELLS; cell++)
		if (!strcmp(r->name, peer_cells[cell]))
			return peers[peer]->fn[cell][size];
	return NULL;
}

static void pin_to(int cpu)
{
	cpu_set_t set;

	if (cpu < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

static int go, ready, running;

struct worker {
	loop_fn fn;
	long iters;
	double start, end;
	int cpu;
};

/* How much of the two threads' runs overlapped (0 to 1), for the row. */
static double last_overlap;

static void *worker_main(void *arg)
{
	struct worker *w = arg;

	pin_to(w->cpu);
	uatomic_store(&ready, 1, CMM_RELEASE);
	while (!uatomic_load(&go, CMM_ACQUIRE))
		caa_cpu_relax();
	uatomic_store(&running, 1, CMM_RELEASE);
	w->start = now_ns();
	w->fn(w->iters);
	w->end = now_ns();
	return NULL;
}

/* ns per operation of @fn, run by @threads threads at once. */
static double time_once(loop_fn fn, int threads)
{
	struct worker w[2];
	pthread_t tid;
	double t0, ns;

	/* Every byte 1: each row starts from the same value, odd at every
	 * size and byte order, so that add_unless(p, 2, 0) always adds
	 * (the value stays odd, never 0, even as it wraps; a row after
	 * fetch_min would otherwise leave 0, and time the path that only
	 * reads). */
	memset(&target, 1, sizeof(target));
	if (threads == 1) {
		t0 = now_ns();
		fn(iterations);
		return (now_ns() - t0) / iterations;
	}
	uatomic_store(&go, 0, CMM_RELEASE);
	uatomic_store(&ready, 0, CMM_RELEASE);
	uatomic_store(&running, 0, CMM_RELEASE);
	w[1].fn = fn;
	w[1].iters = iterations / 2;
	w[1].cpu = pin_cpu[1];
	if (pthread_create(&tid, NULL, worker_main, &w[1]) != 0) {
		perror("bench: pthread_create");
		exit(1);
	}
	/* This thread is the other contender: both start together, once the
	 * worker is running on its CPU. */
	while (!uatomic_load(&ready, CMM_ACQUIRE))
		caa_cpu_relax();
	uatomic_store(&go, 1, CMM_RELEASE);
	while (!uatomic_load(&running, CMM_ACQUIRE))
		caa_cpu_relax();
	w[0].start = now_ns();
	fn(iterations / 2);
	w[0].end = now_ns();
	pthread_join(tid, NULL);
	/* The slower thread's time per operation; how long both ran at
	 * once, against the longer run (a busy machine may run them one
	 * after the other, and then they do not contend). */
	ns = w[0].end - w[0].start;
	if (w[1].end - w[1].start > ns)
		ns = w[1].end - w[1].start;
	t0 = (w[0].end < w[1].end ? w[0].end : w[1].end) -
	     (w[0].start > w[1].start ? w[0].start : w[1].start);
	last_overlap = t0 > 0 ? t0 / ns : 0;
	return ns / (iterations / 2);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *) a, y = *(const double *) b;

	return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
	qsort(v, n, sizeof(*v), cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void run_row(const struct row *r)
{
	double ours[MAX_REPS], bi[MAX_REPS], ratio[MAX_REPS];
	double peer_ns[NPEERS + 1][MAX_REPS];
	double overlap[2 * MAX_REPS];
	double mo, mb;
	char ov[16] = "-";
	int i, k;

	/* Warm up each (caches, page faults, frequency). */
	time_once(r->ours, r->threads);
	time_once(r->builtin, r->threads);
	for (k = 0; k < NPEERS; k++) {
		peer_loop = peer_fn(r, k);
		if (peer_loop)
			time_once(run_peer_loop, r->threads);
	}
	for (i = 0; i < reps; i++) {
		/* Alternate which goes first, so neither always follows
		 * the other's cache state; the peers run between them. */
		if (i % 2)
			bi[i] = time_once(r->builtin, r->threads);
		else
			ours[i] = time_once(r->ours, r->threads);
		overlap[2 * i] = last_overlap;
		for (k = 0; k < NPEERS; k++) {
			peer_loop = peer_fn(r, k);
			if (peer_loop)
				peer_ns[k][i] = time_once(run_peer_loop,
							  r->threads);
		}
		if (i % 2)
			ours[i] = time_once(r->ours, r->threads);
		else
			bi[i] = time_once(r->builtin, r->threads);
		overlap[2 * i + 1] = last_overlap;
		ratio[i] = bi[i] > 0 ? ours[i] / bi[i] : 1;
	}
	mo = median(ours, reps);
	mb = median(bi, reps);
	if (r->threads == 2)
		snprintf(ov, sizeof(ov), "%.0f%%",
			 100 * median(overlap, 2 * reps));
	if (r->size)
		printf("%-28s %4d %7d %11.2f %11.2f %7.2f", r->name,
		       r->size, r->threads, mo, mb, median(ratio, reps));
	else
		printf("%-28s %4s %7d %11.2f %11.2f %7.2f", r->name,
		       "-", r->threads, mo, mb, median(ratio, reps));
	for (k = 0; k < NPEERS; k++) {
		if (peer_fn(r, k))
			printf(" %10.2f", median(peer_ns[k], reps));
		else
			printf(" %10s", "-");
	}
	printf(" %8s  %s\n", ov, r->order);
	fflush(stdout);
}

/* The CPU as /proc/cpuinfo names it (the first line that does). */
static void print_cpu(void)
{
	static const char *const keys[] = {
		"model name", "cpu model", "cpu", "Processor", "uarch",
		"machine",
	};
	char line[256], model[256] = "";
	FILE *f = fopen("/proc/cpuinfo", "r");
	unsigned int k;
	struct utsname u;

	if (f) {
		while (!model[0] && fgets(line, sizeof(line), f)) {
			for (k = 0; k < CAA_ARRAY_SIZE(keys); k++) {
				size_t len = strlen(keys[k]);
				char *colon = strchr(line, ':');

				/* the key, then only blanks up to the colon */
				if (colon && !strncmp(line, keys[k], len) &&
				    strspn(line + len, " \t") ==
				    (size_t) (colon - line - len)) {
					snprintf(model, sizeof(model), "%s",
						 colon + 2);
					model[strcspn(model, "\n")] = 0;
					break;
				}
			}
		}
		fclose(f);
	}
	uname(&u);
	printf("CPU: %s (%s, %ld online CPUs; /proc/cpuinfo is the host's "
	       "under qemu-user)\n", model[0] ? model : "unknown", u.machine,
	       sysconf(_SC_NPROCESSORS_ONLN));
}

/* The first two CPUs this process may run on. */
static void choose_cpus(void)
{
	cpu_set_t set;
	int cpu, found = 0;

	if (sched_getaffinity(0, sizeof(set), &set) != 0)
		return;
	for (cpu = 0; cpu < CPU_SETSIZE && found < 2; cpu++)
		if (CPU_ISSET(cpu, &set))
			pin_cpu[found++] = cpu;
	if (found < 2) {
		pin_cpu[0] = pin_cpu[1] = -1;
		return;
	}
	pin_to(pin_cpu[0]);
	pinned = 1;
}

/*
 * An emulator's defect, not the library's: under qemu-ppc64le 7.2 a
 * stqcx. never succeeds, so a 16-byte compare-and-swap that matches
 * (ours or GCC's) loops for ever.  make bench passes its runner.
 */
static int dword_stores_work(void)
{
	const char *runner = getenv("TEST_RUNNER");

	return !(runner && strstr(runner, "qemu-ppc64"));
}

static void usage(void)
{
	fprintf(stderr, "usage: bench [-l] [-r REPS (1-%d)] [-n ITERATIONS]\n"
		"  -l  long run: ten times the iterations, 11 repetitions\n",
		MAX_REPS);
	exit(2);
}

#define OP_ROWS(n, threads)						\
	{ "uatomic_read", n, threads, uat_load_##n, bi_load_##n,	\
	  "load relaxed" },						\
	{ "uatomic_set", n, threads, uat_store_##n, bi_store_##n,	\
	  "store relaxed" },						\
	{ "uatomic_cmpxchg", n, threads, uat_cmpxchg_##n, bi_cmpxchg_##n, \
	  "seq_cst" FULL_NOTE },					\
	{ "uatomic_try_cmpxchg", n, threads, uat_try_cmpxchg_##n,	\
	  bi_try_cmpxchg_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_try_cmpxchg_weak", n, threads,			\
	  uat_try_cmpxchg_weak_##n, bi_try_cmpxchg_weak_##n, "relaxed" }, \
	{ "uatomic_xchg", n, threads, uat_xchg_##n, bi_xchg_##n,	\
	  "seq_cst" FULL_NOTE },					\
	{ "uatomic_add_return", n, threads, uat_add_return_##n,		\
	  bi_add_return_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_sub_return", n, threads, uat_sub_return_##n,		\
	  bi_sub_return_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_add", n, threads, uat_add_##n, bi_add_##n, "relaxed" }, \
	{ "uatomic_sub", n, threads, uat_sub_##n, bi_sub_##n, "relaxed" }, \
	{ "uatomic_inc", n, threads, uat_inc_##n, bi_inc_##n, "relaxed" }, \
	{ "uatomic_dec", n, threads, uat_dec_##n, bi_dec_##n, "relaxed" }, \
	{ "uatomic_and", n, threads, uat_and_##n, bi_and_##n, "relaxed" }, \
	{ "uatomic_or", n, threads, uat_or_##n, bi_or_##n, "relaxed" }, \
	{ "uatomic_xor", n, threads, uat_xor_##n, bi_xor_##n, "relaxed" }, \
	{ "uatomic_fetch_add", n, threads, uat_fetch_add_##n,		\
	  bi_fetch_add_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_sub", n, threads, uat_fetch_sub_##n,		\
	  bi_fetch_sub_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_and", n, threads, uat_fetch_and_##n,		\
	  bi_fetch_and_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_or", n, threads, uat_fetch_or_##n,		\
	  bi_fetch_or_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_xor", n, threads, uat_fetch_xor_##n,		\
	  bi_fetch_xor_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_max", n, threads, uat_fetch_max_##n,		\
	  bi_fetch_max_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_fetch_min", n, threads, uat_fetch_min_##n,		\
	  bi_fetch_min_##n, "seq_cst" FULL_NOTE },			\
	{ "uatomic_test_and_change_bit", n, threads,			\
	  uat_test_and_change_bit_##n, bi_test_and_change_bit_##n,	\
	  "seq_cst" FULL_NOTE },					\
	{ "uatomic_add_unless", n, threads, uat_add_unless_##n,		\
	  bi_add_unless_##n, "seq_cst" FULL_NOTE " (adds 2 to odd)" },			\
	{ "uatomic_cond_load", n, threads, uat_cond_load_##n,		\
	  bi_cond_load_##n, "acquire, satisfied at once" },

#if defined(__x86_64__) || defined(__i386__)
# define FULL_NOTE	""
#else
# define FULL_NOTE	" + seq_cst fence"
#endif

#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define ROWS_1(t)	OP_ROWS(1, t)
#else
# define ROWS_1(t)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define ROWS_2(t)	OP_ROWS(2, t)
#else
# define ROWS_2(t)
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define ROWS_8(t)	OP_ROWS(8, t)
#else
# define ROWS_8(t)
#endif
#define ROWS(t)	ROWS_1(t) ROWS_2(t) OP_ROWS(4, t) ROWS_8(t) DWORD_ROWS(t)

static const struct row rows[] = {
	ROWS(1)
	{ "cmm_smp_mb", 0, 1, uat_smp_mb, bi_smp_mb, "fence seq_cst" },
	{ "cmm_mb", 0, 1, uat_mb, bi_mb,
	  "fence seq_cst (orders less: not device memory)" },
	{ "cmm_smp_rmb", 0, 1, uat_smp_rmb, bi_smp_rmb, "fence acquire" },
	{ "cmm_smp_wmb", 0, 1, uat_smp_wmb, bi_smp_wmb, "fence release" },
	{ "URCU_TLS", 0, 1, uat_tls, bi_tls, "__thread" },
	ROWS(2)
};

int main(int argc, char **argv)
{
	unsigned int i;
	int opt, k, long_run = 0;
	double t0 = now_ns();

	while ((opt = getopt(argc, argv, "lr:n:")) != -1) {
		switch (opt) {
		case 'l':
			long_run = 1;
			break;
		case 'r':
			reps = atoi(optarg);
			if (reps < 1 || reps > MAX_REPS)
				usage();
			break;
		case 'n':
			iterations = atol(optarg);
			if (iterations < 2)
				usage();
			break;
		default:
			usage();
		}
	}
	if (long_run) {
		iterations *= 10;
		if (reps < 11)
			reps = 11;
	}

	printf("uatomic bench: %s\n", uatomic_build_config());
	print_cpu();
	choose_cpus();
	printf("%ld iterations, median of %d alternating repetitions; "
	       "threads %s; ratio = median of uatomic/builtin per repetition\n",
	       iterations, reps, pinned ? "pinned to CPUs" : "not pinned");
	if (pinned)
		printf("CPUs used: %d and %d\n", pin_cpu[0], pin_cpu[1]);
	printf("overlap: how much of the two threads' runs coincided (median);\n"
	       "a busy machine may run them one after the other, uncontended\n");
	printf("\n%-28s %4s %7s %11s %11s %7s", "operation", "size",
	       "threads", "uatomic ns", "builtin ns", "ratio");
	for (k = 0; k < NPEERS; k++)
		printf(" %7s ns", peers[k]->name);
	printf(" %8s  %s\n", "overlap", "builtin order");
	for (i = 0; i < CAA_ARRAY_SIZE(rows); i++) {
		if (rows[i].size == 16 && !dword_stores_work()) {
			printf("%-28s %4d %7d  not run: qemu-ppc64's stqcx. "
			       "never succeeds (an emulator's defect)\n",
			       rows[i].name, rows[i].size, rows[i].threads);
			continue;
		}
		run_row(&rows[i]);
	}
	printf("\n(%.1f s)\n", (now_ns() - t0) / 1e9);
	return 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/has-atomic.c - UATOMIC_HAS_ATOMIC_BYTE, _SHORT and _LLONG
 * tell the truth on this target, both ways:
 *
 * - a size the target announces is really single-copy atomic: while one
 *   thread stores, exchanges and compare-exchanges two patterns whose every
 *   byte differs, readers (uatomic_load, uatomic_read, uatomic_add_return
 *   of 0, uatomic_cmpxchg of a value never present) never see a mix of the
 *   two.  (The exact counts and the untouched neighbours of every announced
 *   size are the business of tests/stress/rmw.c.)
 * - a size the target leaves out is one the compiler cannot do inline
 *   either (__GCC_ATOMIC_*_LOCK_FREE below 2): a port that forgets to
 *   announce what its CPU does fails here instead of silently refusing
 *   code that would work.  An announced size the compiler does only
 *   through libatomic (the port does better, e.g. masked LL/SC bytes) is
 *   fine and reported.
 *
 * That a left-out size is a compile-time error is checked by
 * tests/compile-fail (the size-* cases).
 */
#include <stdint.h>
#include <stdio.h>

#include "stress.h"

#define NR_READERS	2
/*
 * Each reader reads at least READS times and until it has seen the value
 * change MIN_CHANGES times (a run without overlap proves nothing), giving
 * up at READ_CAP reads; the writer writes until the readers are done.
 */
#define READS		(20000UL * STRESS_SCALE)
#define MIN_CHANGES	200UL
#define READ_CAP	(20000000UL * STRESS_SCALE)
/* Let a writer sharing the reader's CPU run now and then. */
#define YIELD_EVERY	4096UL

struct size_fact {
	const char *flag;
	size_t size;
	int announced;
	int compiler_lock_free;		/* __GCC_ATOMIC_*_LOCK_FREE */
};

#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define HAS_BYTE	1
#else
# define HAS_BYTE	0
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define HAS_SHORT	1
#else
# define HAS_SHORT	0
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define HAS_LLONG	1
#else
# define HAS_LLONG	0
#endif

/* What the compiler says (sparse says nothing: "unknown", 0). */
#if defined(__GCC_ATOMIC_CHAR_LOCK_FREE) && \
	defined(__GCC_ATOMIC_SHORT_LOCK_FREE) && \
	defined(__GCC_ATOMIC_LLONG_LOCK_FREE)
# define CC_LOCK_FREE_1	__GCC_ATOMIC_CHAR_LOCK_FREE
# define CC_LOCK_FREE_2	__GCC_ATOMIC_SHORT_LOCK_FREE
# define CC_LOCK_FREE_8	__GCC_ATOMIC_LLONG_LOCK_FREE
#else
# define CC_LOCK_FREE_1	0
# define CC_LOCK_FREE_2	0
# define CC_LOCK_FREE_8	0
#endif

static const struct size_fact facts[] = {
	{ "UATOMIC_HAS_ATOMIC_BYTE", 1, HAS_BYTE, CC_LOCK_FREE_1 },
	{ "UATOMIC_HAS_ATOMIC_SHORT", 2, HAS_SHORT, CC_LOCK_FREE_2 },
	{ "UATOMIC_HAS_ATOMIC_LLONG", 8, HAS_LLONG, CC_LOCK_FREE_8 },
};

static void check_announcements(void)
{
	unsigned int i;

	for (i = 0; i < CAA_ARRAY_SIZE(facts); i++) {
		const struct size_fact *f = &facts[i];

		note("%s %s; the compiler's %zu-byte atomics: %s", f->flag,
		     f->announced ? "announced" : "not announced", f->size,
		     f->compiler_lock_free == 2 ? "always inline" :
		     f->compiler_lock_free == 1 ? "through library calls" :
		     "never or unknown");
		check(f->announced || f->compiler_lock_free != 2,
		      "%s: not announced only where the CPU cannot do %zu-byte "
		      "atomics inline", f->flag, f->size);
	}
}

/*
 * One size's tearing run: the writer flips the operand between LOW (every
 * byte 0x5a) and HIGH (every byte 0xa5) with each writing operation in
 * turn; each reader checks every value it sees is one of the two.
 */
struct tear_state {
	unsigned int gate;
	unsigned int readers_done;
	unsigned long writes;
	unsigned long changes[NR_READERS];	/* reads that saw a new value */
	unsigned long torn[NR_READERS];
	uint64_t bad[NR_READERS];
};

struct tear_thread {
	struct tear_state *st;
	unsigned int id;	/* 0: the writer; 1..: readers */
};

#define DEFINE_TEAR(sfx, T)						\
static T tear_var_##sfx __attribute__((aligned(16)));			\
									\
static void *tear_fn_##sfx(void *arg)					\
{									\
	struct tear_thread *th = arg;					\
	struct tear_state *st = th->st;					\
	const T low = (T) bits64(0x5a5a5a5a5a5a5a5aULL);		\
	const T high = (T) bits64(0xa5a5a5a5a5a5a5a5ULL);		\
	unsigned long i;						\
	T last = low;							\
									\
	if (start_gate(&st->gate, NR_READERS + 1)) {			\
		/* Timed out: a writer waiting for it must not hang. */	\
		if (th->id)						\
			uatomic_inc(&st->readers_done);			\
		return NULL;						\
	}								\
	if (th->id == 0) {						\
		for (i = 0; uatomic_read(&st->readers_done) < NR_READERS; \
		     i++) {						\
			T next = i & 1 ? low : high;			\
			T prev = i & 1 ? high : low;			\
									\
			switch (i % 3) {				\
			case 0:						\
				uatomic_store(&tear_var_##sfx, next);	\
				break;					\
			case 1:						\
				(void) uatomic_xchg(&tear_var_##sfx, next); \
				break;					\
			default:					\
				(void) uatomic_cmpxchg(&tear_var_##sfx,	\
						       prev, next);	\
				break;					\
			}						\
		}							\
		st->writes = i;						\
		return NULL;						\
	}								\
	for (i = 0; i < READS || (st->changes[th->id - 1] < MIN_CHANGES \
				  && i < READ_CAP); i++) {		\
		unsigned int r = th->id - 1;				\
		T v;							\
									\
		if (i % YIELD_EVERY == YIELD_EVERY - 1)			\
			sched_yield();					\
									\
		switch (i % 4) {					\
		case 0:							\
			v = uatomic_load(&tear_var_##sfx);		\
			break;						\
		case 1:							\
			v = uatomic_read(&tear_var_##sfx);		\
			break;						\
		case 2:							\
			v = uatomic_add_return(&tear_var_##sfx, 0);	\
			break;						\
		default:						\
			/* Never equal: fails and returns the value. */	\
			v = uatomic_cmpxchg(&tear_var_##sfx, (T) 0,	\
					    (T) 0);			\
			break;						\
		}							\
		if (v != last)						\
			st->changes[r]++;				\
		last = v;						\
		if (v != low && v != high) {				\
			st->torn[r]++;					\
			st->bad[r] = (uint64_t) v;			\
		}							\
	}								\
	uatomic_inc(&st->readers_done);					\
	return NULL;							\
}									\
									\
static void tear_run_##sfx(void)					\
{									\
	struct tear_state st = { 0 };					\
	struct tear_thread th[NR_READERS + 1];				\
	unsigned long torn = 0, changes = 0, overlap = 1;		\
	uint64_t bad = 0;						\
	unsigned int t;							\
									\
	tear_var_##sfx = (T) bits64(0x5a5a5a5a5a5a5a5aULL);		\
	for (t = 0; t <= NR_READERS; t++) {				\
		th[t].st = &st;						\
		th[t].id = t;						\
	}								\
	if (run_threads(tear_fn_##sfx, th, sizeof(th[0]),		\
			NR_READERS + 1) < NR_READERS + 1) {		\
		check(0, "%s: every thread started", #T);		\
		return;							\
	}								\
	for (t = 0; t < NR_READERS; t++) {				\
		torn += st.torn[t];					\
		changes += st.changes[t];				\
		if (st.changes[t] < MIN_CHANGES)			\
			overlap = 0;					\
		if (st.torn[t])						\
			bad = st.bad[t];				\
	}								\
	check(overlap, "%s: each reader saw the value change at least "	\
	      "%lu times (%lu changes seen, %lu writes)", #T,		\
	      MIN_CHANGES, changes, st.writes);				\
	check(torn == 0, "%s: no torn value seen (last torn: %#llx)",	\
	      #T, (unsigned long long) bad);				\
}

FOR_EACH_SIZE(DEFINE_TEAR)

int main(void)
{
	check_announcements();
#define RUN_TEAR(sfx, T)	tear_run_##sfx();
	FOR_EACH_SIZE(RUN_TEAR)
	return test_exit();
}

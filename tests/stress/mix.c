/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/mix.c - four threads run a random mix of every operation
 * and memory order on the same few operands, at every operand size the
 * target does, and the final state must be exactly what the operations
 * promise: each counter its initial value plus every thread's net
 * addition (add, sub, inc, dec, their _return, fetch_ and _mo forms, a
 * cmpxchg loop), each bit word the bits its owners left set (or, and,
 * xor and their fetch forms, which return the owner's bits as it left
 * them), the exchanged tokens all still held once (xchg), the bytes
 * around the operands untouched.  The operands of a size share words, so that
 * neighbours are hit at once.  The mix comes from a seed: a fixed one by
 * default, the time in the long mode (STRESS=long), UATOMIC_STRESS_SEED=n
 * to replay one; the seed is noted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stress.h"

#define NR_THREADS	4
#define ITERS		(50000UL * STRESS_SCALE)
#define YIELD_EVERY	128UL
#define CAS_CAP		1000000UL
#define NR_COUNTERS	3
#define MAX_TOKENS	(1 + NR_THREADS)
#define TOKEN_BASE	0x3c3c3c3c3c3c3c20ULL
#define CANARY		0xa5

/*
 * The operands of one size, as an array of that type in one aligned
 * block: a canary, the counters, the bit word, the token word, a canary.
 */
enum { SLOT_PRE, SLOT_COUNTER, SLOT_BITS = SLOT_COUNTER + NR_COUNTERS,
	SLOT_TOKEN, SLOT_POST, NR_SLOTS };

static union {
	uint8_t b[NR_SLOTS * 8];
	uint64_t align;
} area __attribute__((aligned(64)));

enum mix_op {
	MIX_ADD, MIX_SUB, MIX_INC, MIX_DEC, MIX_ADD_RETURN, MIX_SUB_RETURN,
	MIX_ADD_MO, MIX_SUB_RETURN_MO, MIX_CMPXCHG_ADD, MIX_OR, MIX_AND,
	MIX_XCHG, MIX_FETCH_ADD_MO, MIX_FETCH_SUB, MIX_XOR_MO, MIX_FETCH_OR,
	MIX_FETCH_AND_MO, MIX_FETCH_XOR, MIX_LOAD, NR_MIX_OPS
};

struct worker {
	unsigned int t;
	uint64_t rng;			/* xorshift64 state */
	uint64_t net[NR_COUNTERS];	/* what this thread added, mod 2^64 */
	uint64_t own_mask;		/* the bits this thread owns */
	uint64_t own_bits;		/* their state as this thread left them */
	uint64_t token;			/* the token this thread holds */
	uint64_t token_base;		/* the first token */
	unsigned long done[NR_MIX_OPS];
	unsigned long errors;		/* wrong values the thread saw */
};

static uint64_t rng_next(uint64_t *s)
{
	uint64_t x = *s;

	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return *s = x;
}

/* An RMW with the order picked by @r: a constant in each branch. */
#define WITH_MO(r, call, ...)						\
	do {								\
		switch ((r) % 4) {					\
		case 0: call(__VA_ARGS__, CMM_RELAXED); break;		\
		case 1: call(__VA_ARGS__, CMM_RELEASE); break;		\
		case 2: call(__VA_ARGS__, CMM_ACQ_REL); break;		\
		default: call(__VA_ARGS__, CMM_SEQ_CST); break;		\
		}							\
	} while (0)

#define DISCARD_SUB_RETURN_MO(p, v, mo)					\
	((void) uatomic_sub_return_mo(p, v, mo))
#define DISCARD_FETCH_ADD_MO(p, v, mo)					\
	((void) uatomic_fetch_add_mo(p, v, mo))
/* A fetch form on the bit word: *@r gets the value before. */
#define FETCH_MO(r, fn, p, v, mo)	(*(r) = fn(p, v, mo))

#define DEFINE_WORKER(sfx, T)						\
static void work_##sfx(struct worker *w)				\
{									\
	T *a = (T *) (void *) area.b;					\
	T own = (T) w->own_mask, tok = (T) w->token, old, prev, v;	\
	T base = (T) w->token_base;					\
	unsigned long i, n;						\
	uint64_t r;							\
	unsigned int k;							\
									\
	for (i = 0; i < ITERS; i++) {					\
		if (i % YIELD_EVERY == 0)				\
			sched_yield();					\
		r = rng_next(&w->rng);					\
		k = (unsigned int) (r >> 8) % NR_COUNTERS;		\
		v = (T) (r >> 24);					\
		w->done[r % NR_MIX_OPS]++;				\
		switch ((enum mix_op) (r % NR_MIX_OPS)) {		\
		case MIX_ADD:						\
			uatomic_add(&a[SLOT_COUNTER + k], v);		\
			w->net[k] += v;					\
			break;						\
		case MIX_SUB:						\
			uatomic_sub(&a[SLOT_COUNTER + k], v);		\
			w->net[k] -= v;					\
			break;						\
		case MIX_INC:						\
			uatomic_inc(&a[SLOT_COUNTER + k]);		\
			w->net[k]++;					\
			break;						\
		case MIX_DEC:						\
			uatomic_dec(&a[SLOT_COUNTER + k]);		\
			w->net[k]--;					\
			break;						\
		case MIX_ADD_RETURN:					\
			(void) uatomic_add_return(&a[SLOT_COUNTER + k], v); \
			w->net[k] += v;					\
			break;						\
		case MIX_SUB_RETURN:					\
			(void) uatomic_sub_return(&a[SLOT_COUNTER + k], v); \
			w->net[k] -= v;					\
			break;						\
		case MIX_ADD_MO:					\
			WITH_MO(r >> 4, uatomic_add_mo,			\
				&a[SLOT_COUNTER + k], v);		\
			w->net[k] += v;					\
			break;						\
		case MIX_SUB_RETURN_MO:					\
			WITH_MO(r >> 4, DISCARD_SUB_RETURN_MO,		\
				&a[SLOT_COUNTER + k], v);		\
			w->net[k] -= v;					\
			break;						\
		case MIX_CMPXCHG_ADD:					\
			old = uatomic_load(&a[SLOT_COUNTER + k],	\
					   CMM_RELAXED);		\
			for (n = 0; (prev = uatomic_cmpxchg(		\
					&a[SLOT_COUNTER + k], old,	\
					(T) (old + v))) != old; n++) {	\
				if (n == CAS_CAP) {			\
					w->errors++;			\
					break;				\
				}					\
				old = prev;				\
			}						\
			if (n < CAS_CAP)				\
				w->net[k] += v;				\
			break;						\
		case MIX_OR:						\
			v &= own;					\
			WITH_MO(r >> 4, uatomic_or_mo, &a[SLOT_BITS], v); \
			w->own_bits |= v;				\
			if ((uatomic_read(&a[SLOT_BITS]) & own) !=	\
			    (T) w->own_bits)				\
				w->errors++;				\
			break;						\
		case MIX_AND:						\
			v &= own;					\
			WITH_MO(r >> 4, uatomic_and_mo, &a[SLOT_BITS],	\
				(T) ~v);				\
			w->own_bits &= ~(uint64_t) v;			\
			if ((uatomic_load(&a[SLOT_BITS], CMM_ACQUIRE) &	\
			     own) != (T) w->own_bits)			\
				w->errors++;				\
			break;						\
		case MIX_XCHG:						\
			tok = uatomic_xchg(&a[SLOT_TOKEN], tok);	\
			if ((T) (tok - base) >= MAX_TOKENS)		\
				w->errors++;				\
			break;						\
		case MIX_FETCH_ADD_MO:					\
			WITH_MO(r >> 4, DISCARD_FETCH_ADD_MO,		\
				&a[SLOT_COUNTER + k], v);		\
			w->net[k] += v;					\
			break;						\
		case MIX_FETCH_SUB:					\
			(void) uatomic_fetch_sub(&a[SLOT_COUNTER + k], v); \
			w->net[k] -= v;					\
			break;						\
		case MIX_XOR_MO:					\
			v &= own;					\
			WITH_MO(r >> 4, uatomic_xor_mo, &a[SLOT_BITS], v); \
			w->own_bits ^= v;				\
			if ((uatomic_read(&a[SLOT_BITS]) & own) !=	\
			    (T) w->own_bits)				\
				w->errors++;				\
			break;						\
		/* The fetch forms return the own bits as last left. */	\
		case MIX_FETCH_OR:					\
			v &= own;					\
			prev = uatomic_fetch_or(&a[SLOT_BITS], v);	\
			if ((prev & own) != (T) w->own_bits)		\
				w->errors++;				\
			w->own_bits |= v;				\
			break;						\
		case MIX_FETCH_AND_MO:					\
			v &= own;					\
			WITH_MO(r >> 4, FETCH_MO, &prev, uatomic_fetch_and_mo, \
				&a[SLOT_BITS], (T) ~v);			\
			if ((prev & own) != (T) w->own_bits)		\
				w->errors++;				\
			w->own_bits &= ~(uint64_t) v;			\
			break;						\
		case MIX_FETCH_XOR:					\
			v &= own;					\
			prev = uatomic_fetch_xor(&a[SLOT_BITS], v);	\
			if ((prev & own) != (T) w->own_bits)		\
				w->errors++;				\
			w->own_bits ^= v;				\
			break;						\
		default:						\
			(void) uatomic_load(&a[SLOT_COUNTER + k],	\
					    CMM_SEQ_CST);		\
			break;						\
		}							\
	}								\
	w->token = tok;							\
}

DEFINE_SIZES(DEFINE_WORKER);

static uint64_t seed;

/* Thread t owns the bits b % NR_THREADS == t, but the two top ones, which
 * nobody owns: they stay 1 and 0. */
static uint64_t owned_bits(size_t size, unsigned int t)
{
	uint64_t m = 0;
	unsigned int b;

	for (b = 0; b < 8 * size - 2; b++)
		if (b % NR_THREADS == t)
			m |= (uint64_t) 1 << b;
	return m;
}

static void *slot(size_t size, unsigned int s)
{
	return area.b + s * size;
}

static uint64_t counter_initial(unsigned int k)
{
	return 0x0123456789abcdefULL * (k + 5);
}

/* Returns non-zero when a wait timed out: the runs after it would too. */
static int run(const struct size_desc *sd, int unused)
{
	struct worker w[NR_THREADS];
	size_t size = sd->size;
	uint64_t wm = width_mask(size), want, got, bits;
	unsigned int count[MAX_TOKENS] = { 0 }, t, k;
	unsigned long errors = 0, ops = 0;
	int timeout, ok = 1, tokens_ok = 1, canaries_ok;
	size_t byte;

	(void) unused;
	memset(area.b, CANARY, sizeof(area.b));
	for (k = 0; k < NR_COUNTERS; k++)
		plain_put(slot(size, SLOT_COUNTER + k), size,
			  counter_initial(k));
	plain_put(slot(size, SLOT_BITS), size, (uint64_t) 1 << (8 * size - 1));
	plain_put(slot(size, SLOT_TOKEN), size, TOKEN_BASE);
	memset(w, 0, sizeof(w));
	for (t = 0; t < NR_THREADS; t++) {
		w[t].t = t;
		w[t].rng = (seed + size) * 0x9e3779b97f4a7c15ULL + t + 1;
		w[t].own_mask = owned_bits(size, t);
		w[t].token = TOKEN_BASE + 1 + t;
		w[t].token_base = TOKEN_BASE;
	}

	timeout = run_workers(sd, w);
	if (timeout < 0) {
		check(0, "mix on %s: %u threads created", sd->name,
		      NR_THREADS);
		return 1;
	}

	for (t = 0; t < NR_THREADS; t++) {
		errors += w[t].errors;
		for (k = 0; k < NR_MIX_OPS; k++)
			ops += w[t].done[k];
	}
	for (k = 0; k < NR_COUNTERS; k++) {
		want = counter_initial(k);
		for (t = 0; t < NR_THREADS; t++)
			want += w[t].net[k];
		want &= wm;
		got = plain_get(slot(size, SLOT_COUNTER + k), size);
		if (got != want) {
			note("mix on %s, counter %u: final %#llx, want %#llx",
			     sd->name, k, (unsigned long long) got,
			     (unsigned long long) want);
			ok = 0;
		}
	}
	bits = (uint64_t) 1 << (8 * size - 1);
	for (t = 0; t < NR_THREADS; t++)
		bits |= w[t].own_bits;
	got = plain_get(slot(size, SLOT_BITS), size);
	if (got != (bits & wm)) {
		note("mix on %s, bit word: final %#llx, want %#llx", sd->name,
		     (unsigned long long) got, (unsigned long long) bits);
		ok = 0;
	}
	got = (plain_get(slot(size, SLOT_TOKEN), size) - TOKEN_BASE) & wm;
	if (got < MAX_TOKENS)
		count[got]++;
	for (t = 0; t < NR_THREADS; t++) {
		got = (w[t].token - TOKEN_BASE) & wm;
		if (got < MAX_TOKENS)
			count[got]++;
	}
	for (k = 0; k < MAX_TOKENS; k++)
		tokens_ok &= count[k] == 1;
	canaries_ok = 1;
	for (byte = 0; byte < sizeof(area.b); byte++)
		if ((byte < size * (SLOT_PRE + 1) ||
		     byte >= size * SLOT_POST) && area.b[byte] != CANARY)
			canaries_ok = 0;

	check(!timeout, "mix on %s: %u threads started together", sd->name,
	      NR_THREADS);
	check(ok && errors == 0,
	      "mix on %s: %u threads x %lu random operations (%lu in all), "
	      "counters, bit word and the values seen exact", sd->name,
	      NR_THREADS, ITERS, ops);
	if (errors)
		note("mix on %s: the threads saw %lu wrong values", sd->name,
		     errors);
	check(tokens_ok, "mix on %s: every xchg token held exactly once",
	      sd->name);
	check(canaries_ok, "mix on %s: the bytes around the operands "
	      "untouched", sd->name);
	return timeout;
}

int main(void)
{
	const char *env = getenv("UATOMIC_STRESS_SEED");

	/* The default run is the same every time; a long one varies. */
	if (env)
		seed = strtoull(env, NULL, 0);
	else
		seed = STRESS_SCALE > 1 ? (uint64_t) time(NULL) : 1;
	note("%u threads, %lu random operations each per size "
	     "(STRESS_SCALE=%d), seed %llu (UATOMIC_STRESS_SEED=n replays "
	     "another)", NR_THREADS, ITERS, STRESS_SCALE,
	     (unsigned long long) seed);
	run_every_size(sizes, CAA_ARRAY_SIZE(sizes), 1, run);
	return test_exit();
}

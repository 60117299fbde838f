/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/rmw.c - four threads hammer each read-modify-write operation
 * at every operand size the target does; every final value must be exact.
 * Operands narrower than 8 bytes come in pairs sharing one word, each
 * thread switching between the two at its own rate, so that the same
 * operand and its neighbour are both hit at once; the bytes around them
 * must not change.
 */
#include <stdio.h>
#include <string.h>

#include "stress.h"

#define NR_THREADS	4
/* A multiple of 2^NR_THREADS: see the layout below. */
#define ITERS		(50000UL * STRESS_SCALE)

/*
 * With more threads than CPUs, the threads that run first could finish
 * before the others start: every YIELD_EVERY iterations each thread lets
 * another one run, so that every pair of threads overlaps.
 */
#define YIELD_EVERY	1024UL
#define for_each_iter(i)						\
	for ((i) = 0; (i) < ITERS;					\
	     (i)++, (i) % YIELD_EVERY ? 0 : sched_yield())

/* A cmpxchg loop that retries this often is stuck, not unlucky. */
#define CAS_CAP		1000000UL

#define CANARY		0xa5

enum op {
	OP_ADD, OP_SUB, OP_INC, OP_DEC, OP_ADD_RETURN, OP_SUB_RETURN,
	OP_XCHG, OP_CMPXCHG, OP_AND_OR, OP_FETCH_ADD, OP_FETCH_SUB,
	OP_FETCH_AND_OR, OP_XOR, OP_TRY_CMPXCHG, OP_TRY_CMPXCHG_WEAK,
	OP_FETCH_MAX, OP_FETCH_MIN, OP_BITS, OP_COND, NR_OPS
};

static const char *const op_names[NR_OPS] = {
	[OP_ADD] = "uatomic_add",
	[OP_SUB] = "uatomic_sub",
	[OP_INC] = "uatomic_inc",
	[OP_DEC] = "uatomic_dec",
	[OP_ADD_RETURN] = "uatomic_add_return",
	[OP_SUB_RETURN] = "uatomic_sub_return",
	[OP_XCHG] = "uatomic_xchg",
	[OP_CMPXCHG] = "uatomic_cmpxchg (CAS-loop increment)",
	[OP_AND_OR] = "uatomic_or/uatomic_and (own bits)",
	[OP_FETCH_ADD] = "uatomic_fetch_add",
	[OP_FETCH_SUB] = "uatomic_fetch_sub",
	[OP_FETCH_AND_OR] = "uatomic_fetch_or/uatomic_fetch_and (own bits)",
	[OP_XOR] = "uatomic_fetch_xor/uatomic_xor (own bits)",
	[OP_TRY_CMPXCHG] = "uatomic_try_cmpxchg (CAS-loop increment)",
	[OP_TRY_CMPXCHG_WEAK] =
		"uatomic_try_cmpxchg_weak (relaxed CAS-loop increment)",
	[OP_FETCH_MAX] = "uatomic_fetch_max (a rising mark)",
	[OP_FETCH_MIN] = "uatomic_fetch_min (a falling mark)",
	[OP_BITS] = "uatomic_test_and_set/clear/change_bit (own bits)",
	[OP_COND] = "uatomic_dec_if_positive/add_unless/inc_not_zero "
		    "(a pool of tokens)",
};

/* The operands and their neighbours: 16 bytes, one cache line. */
static union {
	uint8_t b[16];
	uint64_t align;
} block __attribute__((aligned(16)));

/*
 * The layout: operands narrower than 8 bytes come in pairs inside one
 * aligned word (bytes 1 and 2 for 1-byte operands, so that the word's
 * other bytes are canaries too); 8-byte operands alone.  Thread t works on
 * operand ((i >> t) + t) % nr_operands in iteration i: each thread changes
 * operand at its own rate, so any two threads running together hit the
 * same operand at times and the neighbour at others, and every thread
 * does ITERS / nr_operands iterations on each.
 */
#define MAX_OPERANDS	2
#define MAX_TOKENS	(MAX_OPERANDS + NR_THREADS)

static unsigned int nr_operands(size_t size)
{
	return size < 8 ? 2 : 1;
}

static void *operand(size_t size, unsigned int k)
{
	return block.b + size * (size == 1 ? 1 + k : k);
}

struct worker {
	unsigned int t;		/* thread number */
	enum op op;
	void *addr[MAX_OPERANDS];
	unsigned int nr_ops;	/* 1 or 2 */
	uint64_t delta;		/* add/sub: what this thread adds */
	uint64_t token;		/* xchg: the token held */
	uint64_t token_base;	/* xchg: the first token */
	uint64_t mask;		/* and/or: the bits this thread owns */
	uint64_t final_bits;	/* and/or: what it leaves set at the end */
	unsigned long nr_bits;	/* bits: how many it owns */
	uint64_t sum;		/* add/sub_return, fetch_add/sub: sum of the
				 * values returned */
	uint64_t mark[MAX_OPERANDS];	/* fetch_max/min: the last value
					 * this thread put in */
	unsigned long errors;	/* violations seen by the thread itself */
	unsigned long retries;	/* cmpxchg: failed attempts */
};

#define TOKEN_BASE	0x5a5a5a5a5a5a5a10ULL

/* The conditional updates: the tokens in the pool, fewer than threads. */
#define POOL		2
/* The signed type of each size's operand (dec_if_positive takes one). */
#define SIGNED_u8	int8_t
#define SIGNED_u16	int16_t
#define SIGNED_u32	int32_t
#define SIGNED_u64	int64_t
#define SIGNED_ulong	long

/*
 * The one piece that depends on the operand type: the loop of each
 * operation, stamped out per size below.
 */
/* An increment by a compare-and-swap loop on @try_cas, which leaves the
 * value it found in old (uatomic_try_cmpxchg and its weak form). */
#define TRY_CAS_LOOP(try_cas)						\
	for_each_iter(i) {						\
		k = ((i >> w->t) + w->t) & last;			\
		old = uatomic_read(p[k]);				\
		for (n = 0; !(try_cas); n++)				\
			if (n == CAS_CAP) {				\
				w->errors++;				\
				break;					\
			}						\
		w->retries += n;					\
	}

/*
 * fetch_max (@fn, @cmp >=) or fetch_min (<=) of a mark that moves across
 * the operand's range over the run, the same way in every thread (up for
 * max, down for min): the value before is never behind the mark this
 * thread last put in, since nothing moves the operand back.  An update
 * lost to a concurrent one would.
 */
#define MARK_LOOP(T, fn, cmp, mark_of)					\
	for_each_iter(i) {						\
		k = ((i >> w->t) + w->t) & last;			\
		r = (T) (mark_of);					\
		old = fn(p[k], r);					\
		if (!(old cmp (T) w->mark[k]))				\
			w->errors++;					\
		if (r cmp (T) w->mark[k])				\
			w->mark[k] = r;					\
	}
/* The mark of iteration i, rising from 0 toward T's maximum over the run
 * (by whole steps where T has more values than the run iterations). */
#define MARK_STEP(T)	((uint64_t) (T) -1 / (ITERS - 1))
#define MARK(T, i)							\
	(MARK_STEP(T) ? MARK_STEP(T) * (i) :				\
	 (uint64_t) (i) * (T) -1 / (ITERS - 1))

#define DEFINE_WORKER(sfx, T)						\
static void work_##sfx(struct worker *w)				\
{									\
	T *p[MAX_OPERANDS] = { (T *) w->addr[0], (T *) w->addr[1] };	\
	T delta = (T) w->delta, mask = (T) w->mask;			\
	T tok = (T) w->token, base = (T) w->token_base, r, old, prev;	\
	unsigned long i, n, k, last = w->nr_ops - 1;			\
									\
	switch (w->op) {						\
	case OP_ADD:							\
		for_each_iter(i)					\
			uatomic_add(p[((i >> w->t) + w->t) & last], delta); \
		break;							\
	case OP_SUB:							\
		for_each_iter(i)					\
			uatomic_sub(p[((i >> w->t) + w->t) & last], delta); \
		break;							\
	case OP_INC:							\
		for_each_iter(i)					\
			uatomic_inc(p[((i >> w->t) + w->t) & last]);	\
		break;							\
	case OP_DEC:							\
		for_each_iter(i)					\
			uatomic_dec(p[((i >> w->t) + w->t) & last]);	\
		break;							\
	case OP_ADD_RETURN:						\
		for_each_iter(i) {					\
			r = uatomic_add_return(p[((i >> w->t) + w->t) & last], \
					       1);			\
			w->sum += r;					\
		}							\
		break;							\
	case OP_SUB_RETURN:						\
		for_each_iter(i) {					\
			r = uatomic_sub_return(p[((i >> w->t) + w->t) & last], \
					       1);			\
			w->sum += r;					\
		}							\
		break;							\
	case OP_XCHG:							\
		for_each_iter(i) {					\
			tok = uatomic_xchg(p[((i >> w->t) + w->t) & last], \
					   tok);			\
			if ((T) (tok - base) >= MAX_TOKENS)		\
				w->errors++;				\
		}							\
		w->token = tok;						\
		break;							\
	case OP_CMPXCHG:						\
		for_each_iter(i) {					\
			k = ((i >> w->t) + w->t) & last;		\
			old = uatomic_read(p[k]);			\
			for (n = 0; (prev = uatomic_cmpxchg(p[k], old,	\
					(T) (old + 1))) != old; n++) {	\
				if (n == CAS_CAP) {			\
					w->errors++;			\
					break;				\
				}					\
				old = prev;				\
			}						\
			w->retries += n;				\
		}							\
		break;							\
	case OP_TRY_CMPXCHG:						\
		TRY_CAS_LOOP(uatomic_try_cmpxchg(p[k], &old, (T) (old + 1))); \
		break;							\
	case OP_TRY_CMPXCHG_WEAK:					\
		TRY_CAS_LOOP(uatomic_try_cmpxchg_weak(p[k], &old,	\
						      (T) (old + 1),	\
						      CMM_RELAXED));	\
		break;							\
	case OP_FETCH_MAX:						\
		MARK_LOOP(T, uatomic_fetch_max, >=, MARK(T, i));		\
		break;							\
	case OP_FETCH_MIN:						\
		MARK_LOOP(T, uatomic_fetch_min, <=, (T) -1 - MARK(T, i));	\
		break;							\
	case OP_BITS:							\
		/* Each of the thread's own bits in turn: every old value \
		 * returned is exact. */				\
		for_each_iter(i) {					\
			unsigned int b = w->t + NR_THREADS *		\
				(unsigned int) (i % w->nr_bits);	\
									\
			k = ((i >> w->t) + w->t) & last;		\
			if (uatomic_test_and_set_bit(p[k], b) ||	\
			    !uatomic_test_and_change_bit(p[k], b) ||	\
			    uatomic_test_and_change_bit(p[k], b,	\
							CMM_RELAXED) ||	\
			    !uatomic_test_and_clear_bit(p[k], b))	\
				w->errors++;				\
		}							\
		for (k = 0; k <= last; k++)				\
			uatomic_or(p[k], (T) w->final_bits);		\
		break;							\
	case OP_COND:							\
		/* Take a token (the count left is below the pool's size), \
		 * give it back: the count is never the pool's size while \
		 * this thread holds one; by inc_not_zero where the pool \
		 * is not empty, else by add_unless. */			\
		for_each_iter(i) {					\
			SIGNED_##sfx *sp, left;				\
									\
			k = ((i >> w->t) + w->t) & last;		\
			sp = (SIGNED_##sfx *) (void *) p[k];		\
			left = uatomic_dec_if_positive(sp);		\
			if (left < 0)					\
				continue;				\
			if (left >= POOL)				\
				w->errors++;				\
			if (i & 1 ? uatomic_fetch_add_unless(sp, 1, POOL) \
				    >= POOL :				\
			    !uatomic_inc_not_zero(sp) &&		\
			    !uatomic_add_unless(sp, 1, POOL,		\
						CMM_RELEASE))		\
				w->errors++;				\
		}							\
		break;							\
	case OP_AND_OR:							\
		/* Nobody else touches these bits: each read is exact. */ \
		for_each_iter(i) {					\
			k = ((i >> w->t) + w->t) & last;		\
			uatomic_or(p[k], mask);				\
			if ((uatomic_read(p[k]) & mask) != mask)	\
				w->errors++;				\
			uatomic_and(p[k], (T) ~mask);			\
			if (uatomic_read(p[k]) & mask)			\
				w->errors++;				\
		}							\
		for (k = 0; k <= last; k++)				\
			uatomic_or(p[k], (T) w->final_bits);		\
		break;							\
	case OP_FETCH_ADD:						\
		for_each_iter(i) {					\
			r = uatomic_fetch_add(p[((i >> w->t) + w->t) & last], \
					      1);			\
			w->sum += r;					\
		}							\
		break;							\
	case OP_FETCH_SUB:						\
		for_each_iter(i) {					\
			r = uatomic_fetch_sub(p[((i >> w->t) + w->t) & last], \
					      1);			\
			w->sum += r;					\
		}							\
		break;							\
	case OP_FETCH_AND_OR:						\
		/* The value before has the own bits as last left. */	\
		for_each_iter(i) {					\
			k = ((i >> w->t) + w->t) & last;		\
			if (uatomic_fetch_or(p[k], mask) & mask)	\
				w->errors++;				\
			if ((uatomic_fetch_and(p[k], (T) ~mask) & mask) != \
			    mask)					\
				w->errors++;				\
		}							\
		for (k = 0; k <= last; k++)				\
			(void) uatomic_fetch_or(p[k], (T) w->final_bits); \
		break;							\
	case OP_XOR:							\
		for_each_iter(i) {					\
			k = ((i >> w->t) + w->t) & last;		\
			if (uatomic_fetch_xor(p[k], mask) & mask)	\
				w->errors++;				\
			if ((uatomic_fetch_xor(p[k], mask) & mask) != mask) \
				w->errors++;				\
			uatomic_xor(p[k], mask);			\
			if ((uatomic_read(p[k]) & mask) != mask)	\
				w->errors++;				\
			uatomic_xor(p[k], mask);			\
			if (uatomic_read(p[k]) & mask)			\
				w->errors++;				\
		}							\
		for (k = 0; k <= last; k++)				\
			uatomic_xor(p[k], (T) w->final_bits);		\
		break;							\
	default:							\
		w->errors++;						\
	}								\
}

DEFINE_SIZES(DEFINE_WORKER);

static int is_operand(size_t size, size_t byte)
{
	unsigned int k;
	size_t off;

	for (k = 0; k < nr_operands(size); k++) {
		off = (uint8_t *) operand(size, k) - block.b;
		if (byte >= off && byte < off + size)
			return 1;
	}
	return 0;
}

/* The bits of an and/or operand: thread t owns the bits b with
 * b % NR_THREADS == t, except the two top bits, which nobody owns and which
 * stay 1 and 0. */
static uint64_t owned_bits(size_t size, unsigned int t)
{
	uint64_t m = 0;
	unsigned int b;

	for (b = 0; b < 8 * size - 2; b++)
		if (b % NR_THREADS == t)
			m |= (uint64_t) 1 << b;
	return m;
}

static uint64_t initial(enum op op, size_t size, unsigned int k)
{
	if (op == OP_AND_OR || op == OP_FETCH_AND_OR || op == OP_XOR ||
	    op == OP_BITS)
		return (uint64_t) 1 << (8 * size - 1);
	if (op == OP_XCHG)
		return TOKEN_BASE + k;
	if (op == OP_FETCH_MAX)
		return 0;
	if (op == OP_FETCH_MIN)
		return ~0ULL;
	if (op == OP_COND)
		return POOL;
	return 0x0123456789abcdefULL * (k + 3);
}

/* The final value of operand k, and for add/sub_return the sum of all the
 * values returned, as the operation promises them. */
static uint64_t expected(enum op op, size_t size, unsigned int k,
			 const struct worker *w, uint64_t *sum)
{
	uint64_t wm = width_mask(size), v = initial(op, size, k) & wm, i;
	unsigned long per_op = ITERS / nr_operands(size);
	unsigned long total = per_op * NR_THREADS;
	unsigned int t;

	for (t = 0; t < NR_THREADS; t++) {
		switch (op) {
		case OP_ADD:
			v += per_op * w[t].delta;
			break;
		case OP_SUB:
			v -= per_op * w[t].delta;
			break;
		case OP_AND_OR:
		case OP_FETCH_AND_OR:
		case OP_XOR:
		case OP_BITS:
			v |= w[t].final_bits;
			break;
		case OP_FETCH_MAX:
			if ((w[t].mark[k] & wm) > v)
				v = w[t].mark[k] & wm;
			break;
		case OP_FETCH_MIN:
			if ((w[t].mark[k] & wm) < v)
				v = w[t].mark[k] & wm;
			break;
		default:
			break;
		}
	}
	switch (op) {
	case OP_INC:
	case OP_CMPXCHG:
	case OP_TRY_CMPXCHG:
	case OP_TRY_CMPXCHG_WEAK:
		v += total;
		break;
	case OP_DEC:
		v -= total;
		break;
	case OP_ADD_RETURN:
		for (i = 1; i <= total; i++)
			*sum += (v + i) & wm;
		v += total;
		break;
	case OP_SUB_RETURN:
		for (i = 1; i <= total; i++)
			*sum += (v - i) & wm;
		v -= total;
		break;
	case OP_FETCH_ADD:
		for (i = 0; i < total; i++)
			*sum += (v + i) & wm;
		v += total;
		break;
	case OP_FETCH_SUB:
		for (i = 0; i < total; i++)
			*sum += (v - i) & wm;
		v -= total;
		break;
	case OP_COND:
		v = POOL;
		break;
	default:
		break;
	}
	return v & wm;
}

/* xchg: every token is held exactly once, by an operand or a thread. */
static int tokens_conserved(size_t size, const struct worker *w,
			    unsigned int nr_ops)
{
	unsigned int count[MAX_TOKENS] = { 0 }, t, k, i;
	uint64_t wm = width_mask(size), d;
	int ok = 1;

	for (k = 0; k < nr_ops; k++) {
		d = (plain_get(operand(size, k), size) - TOKEN_BASE) & wm;
		if (d < MAX_TOKENS)
			count[d]++;
	}
	for (t = 0; t < NR_THREADS; t++) {
		d = (w[t].token - TOKEN_BASE) & wm;
		if (d < MAX_TOKENS)
			count[d]++;
	}
	for (i = 0; i < nr_ops + NR_THREADS; i++)
		if (count[i] != 1) {
			note("token %#llx held %u times",
			     (unsigned long long) ((TOKEN_BASE + i) & wm),
			     count[i]);
			ok = 0;
		}
	return ok;
}

/* How much the threads really contended: failed cmpxchg, per size. */
static char contention[256];

static void contention_add(const char *name, unsigned long n)
{
	size_t len = strlen(contention);

	snprintf(contention + len, sizeof(contention) - len, "%s%s %lu",
		 len ? ", " : "", name, n);
}

/* Returns non-zero when a wait timed out: the runs after it would too. */
static int run(const struct size_desc *sd, int op)
{
	struct worker w[NR_THREADS];
	size_t size = sd->size, byte;
	unsigned int nr_ops = nr_operands(size), t, k;
	uint64_t got, want, sum = 0, want_sum = 0;
	unsigned long errors = 0, retries = 0, canaries = 0;
	int timeout, ok = 1;

	memset(block.b, CANARY, sizeof(block.b));
	memset(w, 0, sizeof(w));
	for (k = 0; k < nr_ops; k++)
		plain_put(operand(size, k), size, initial(op, size, k));
	for (t = 0; t < NR_THREADS; t++) {
		w[t].t = t;
		w[t].op = op;
		w[t].nr_ops = nr_ops;
		w[t].addr[0] = operand(size, 0);
		w[t].addr[1] = operand(size, nr_ops - 1);
		w[t].delta = 0x9e3779b97f4a7c15ULL >> (9 * t) | 1;
		w[t].token_base = TOKEN_BASE;
		w[t].token = TOKEN_BASE + nr_ops + t;
		w[t].mask = owned_bits(size, t);
		w[t].final_bits = w[t].mask & 0x5555555555555555ULL;
		w[t].nr_bits = (8 * size - 2 - t + NR_THREADS - 1) / NR_THREADS;
		for (k = 0; k < nr_ops; k++)
			w[t].mark[k] = initial(op, size, k);
	}

	timeout = run_workers(sd, w);
	if (timeout < 0) {
		check(0, "%s on %s: %u threads created", op_names[op],
		      sd->name, NR_THREADS);
		return 1;
	}

	for (t = 0; t < NR_THREADS; t++) {
		errors += w[t].errors;
		retries += w[t].retries;
		sum += w[t].sum;
	}
	for (k = 0; k < nr_ops; k++) {
		got = plain_get(operand(size, k), size);
		want = op == OP_XCHG ? got :
			expected(op, size, k, w, &want_sum);
		if (got != want) {
			note("%s on %s, operand %u: final %#llx, want %#llx",
			     op_names[op], sd->name, k,
			     (unsigned long long) got,
			     (unsigned long long) want);
			ok = 0;
		}
	}
	if (sum != want_sum) {
		note("%s on %s: the values returned sum to %#llx, want %#llx",
		     op_names[op], sd->name, (unsigned long long) sum,
		     (unsigned long long) want_sum);
		ok = 0;
	}
	if (op == OP_XCHG && !tokens_conserved(size, w, nr_ops))
		ok = 0;
	if (errors)
		note("%s on %s: the threads saw %lu wrong values%s",
		     op_names[op], sd->name, errors,
		     op == OP_CMPXCHG || op == OP_TRY_CMPXCHG ||
		     op == OP_TRY_CMPXCHG_WEAK ?
		     " (or a stuck cmpxchg loop)" : "");
	for (byte = 0; byte < sizeof(block.b); byte++)
		if (!is_operand(size, byte) && block.b[byte] != CANARY)
			canaries++;

	check(!timeout, "%s on %s: %u threads started together",
	      op_names[op], sd->name, NR_THREADS);
	check(ok && !errors,
	      "%s on %s: %u threads x %lu on %u operand%s, %s exact",
	      op_names[op], sd->name, NR_THREADS, ITERS, nr_ops,
	      nr_ops > 1 ? "s sharing a word" : "",
	      op == OP_XCHG ? "tokens conserved" :
	      op == OP_AND_OR || op == OP_FETCH_AND_OR || op == OP_XOR ||
	      op == OP_BITS ?
	      "own bits always as set, final values" :
	      op == OP_FETCH_MAX || op == OP_FETCH_MIN ?
	      "marks never moved back, final values" :
	      op == OP_COND ? "tokens counted, final values" :
	      op == OP_ADD_RETURN || op == OP_SUB_RETURN ||
	      op == OP_FETCH_ADD || op == OP_FETCH_SUB ?
	      "values returned and final values" : "final values");
	check(canaries == 0, "%s on %s: neighbouring bytes untouched",
	      op_names[op], sd->name);
	if (op == OP_CMPXCHG)
		contention_add(sd->name, retries);
	return timeout;
}

int main(void)
{
	CAA_BUILD_BUG_ON(ITERS % (1UL << NR_THREADS));
	note("%u threads, %lu iterations each (STRESS_SCALE=%d)",
	     NR_THREADS, ITERS, STRESS_SCALE);
	if (run_every_size(sizes, CAA_ARRAY_SIZE(sizes), NR_OPS, run))
		return test_exit();
	note("failed cmpxchg under contention: %s", contention);
	return test_exit();
}

/* SPDX-License-Identifier: MIT */
/*
 * tests/stress/tear.c - no operation decides or returns on a value that
 * was never in memory.  An operand twice a register's width (8 bytes on
 * a 32-bit CPU) is two words: an operation that read them apart would
 * see the low word of one value with the high word of the next (a torn
 * read).  A flipper thread stores the two values of a pair, with the
 * atomic uatomic_store() and uatomic_set(), whose halves mixed make a
 * value that changes the result or the decision of the operations: 0,
 * -1, the least and the greatest integer (the limits of add_unless,
 * inc_not_zero, dec_if_positive and fetch_max/min).  The tested thread
 * calls every operation in turn and checks that each result, and each
 * decision to store or not, is one a stored value could give (contract
 * §2 and §4: every operation is single-copy atomic).  The operand is the
 * target's widest: 8 bytes where it has them (UATOMIC_HAS_ATOMIC_LLONG),
 * else a long.
 *
 * The tested operations leave the value as they found it (adding 0, a
 * maximum with a value below every stored one, ...), or undo what they
 * did (inc_not_zero then uatomic_dec()): the value in memory stays within
 * DRIFT of the last one the flipper stored, and the checks allow that.
 *
 * A torn read is rare on silicon and under qemu-user alike (the two
 * loads are adjacent instructions): tests/tear runs this program again
 * with one guest instruction per translation block, where it shows in
 * a default run, and i686 builds on the x86 host's own CPU.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "stress.h"

#ifdef UATOMIC_HAS_ATOMIC_LLONG
typedef uint64_t tear_u;
typedef int64_t tear_s;
#else
typedef unsigned long tear_u;
typedef long tear_s;
#endif

/* The halves of an operand, and the value of two halves. */
#define HALF_BITS	(4 * sizeof(tear_u))
#define HALF_ONES	((tear_u) -1 >> HALF_BITS)
#define HALF_TOP	((tear_u) 1 << (HALF_BITS - 1))
#define HALVES(hi, lo)	((tear_u) (hi) << HALF_BITS | (tear_u) (lo))

/*
 * The pairs: "a" and "b" stored in turn, whose mixes, b's high half with
 * a's low one and a's high half with b's low one, are the values named.
 */
struct pair {
	const char *name;
	tear_u a, b;
};

static const struct pair pairs[] = {
	{ "mixing to 0", HALVES(0, HALF_ONES), HALVES(1, 0) },
	{ "mixing to 0 and -1", HALVES(HALF_ONES, 0), HALVES(0, HALF_ONES) },
	{ "mixing to the least and the greatest",
	  HALVES(HALF_TOP - 1, 0), HALVES(HALF_TOP, HALF_ONES) },
};
#define NR_PAIRS	CAA_ARRAY_SIZE(pairs)

/* How far the tested operations may move the value (see above). */
#define DRIFT		4

/*
 * A torn read needs the flipper's store to land between the two halves'
 * loads: only a call during which the flipper stored (the value read
 * just before it and just after it differ) can see one.  Each pair runs
 * ROUNDS calls, and on until EXPOSURE of them saw the flipper store,
 * giving up after TIME_CAP seconds, a minute at most (a loaded machine
 * may run the two threads one after the other for long; bare metal,
 * which has no clock here, after ROUND_CAP calls); fewer than MIN_EXPOSED such calls is a
 * failure of the run, which proved nothing.  The tested thread lets the
 * flipper run now and then, should they share a CPU.
 */
#define ROUNDS		(100000UL * STRESS_SCALE)
#define EXPOSURE	(2000UL * STRESS_SCALE)
#define MIN_EXPOSED	20UL
#define TIME_CAP	(STRESS_SCALE < 30 ? 2 * STRESS_SCALE : 60)
#define ROUND_CAP	(1000000UL * STRESS_SCALE)
#define YIELD_EVERY	4096UL

#ifdef UATOMIC_CONFIG_PLATFORM_BAREMETAL
typedef int run_clock;

static run_clock run_start(void)
{
	return 0;
}

static int run_over(run_clock start, unsigned long calls)
{
	(void) start;
	return calls >= ROUND_CAP;
}
#else
typedef struct timespec run_clock;

static run_clock run_start(void)
{
	run_clock t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t;
}

/* Looks at the clock once every YIELD_EVERY calls. */
static int run_over(run_clock start, unsigned long calls)
{
	run_clock t;

	if (calls % YIELD_EVERY)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec - start.tv_sec > TIME_CAP ||
	       (t.tv_sec - start.tv_sec == TIME_CAP &&
		t.tv_nsec >= start.tv_nsec);
}
#endif

enum op {
	OP_LOAD, OP_READ, OP_COND_LOAD, OP_ADD_UNLESS, OP_FETCH_ADD_UNLESS,
	OP_INC_NOT_ZERO, OP_DEC_IF_POSITIVE, OP_FETCH_ADD, OP_ADD_RETURN,
	OP_XCHG, OP_CMPXCHG, OP_TRY_CMPXCHG, OP_FETCH_SMAX, OP_FETCH_SMIN,
	OP_FETCH_UMAX, OP_FETCH_UMIN, OP_TEST_AND_SET_BIT,
	OP_TEST_AND_CLEAR_BIT, OP_TEST_AND_CHANGE_BIT, NR_OPS
};

static const char *const op_names[NR_OPS] = {
	[OP_LOAD] = "uatomic_load",
	[OP_READ] = "uatomic_read",
	[OP_COND_LOAD] = "uatomic_cond_load",
	[OP_ADD_UNLESS] = "uatomic_add_unless (decides it stores)",
	[OP_FETCH_ADD_UNLESS] = "uatomic_fetch_add_unless",
	[OP_INC_NOT_ZERO] = "uatomic_inc_not_zero (decides it stores)",
	[OP_DEC_IF_POSITIVE] = "uatomic_dec_if_positive",
	[OP_FETCH_ADD] = "uatomic_fetch_add",
	[OP_ADD_RETURN] = "uatomic_add_return",
	[OP_XCHG] = "uatomic_xchg",
	[OP_CMPXCHG] = "uatomic_cmpxchg (failing)",
	[OP_TRY_CMPXCHG] = "uatomic_try_cmpxchg (failing)",
	[OP_FETCH_SMAX] = "uatomic_fetch_max (signed)",
	[OP_FETCH_SMIN] = "uatomic_fetch_min (signed)",
	[OP_FETCH_UMAX] = "uatomic_fetch_max (unsigned)",
	[OP_FETCH_UMIN] = "uatomic_fetch_min (unsigned)",
	[OP_TEST_AND_SET_BIT] = "uatomic_test_and_set_bit",
	[OP_TEST_AND_CLEAR_BIT] = "uatomic_test_and_clear_bit",
	[OP_TEST_AND_CHANGE_BIT] = "uatomic_test_and_change_bit",
};

/* The operand, alone on its cache line. */
static tear_u var __attribute__((aligned(CAA_CACHE_LINE_SIZE)));

/* What the checks of one pair know of it. */
struct expect {
	tear_u a, b;
	tear_u torn[2];		/* the two mixes, never stored */
	tear_u smin, smax;	/* the least and greatest stored, signed */
	tear_u umin, umax;	/* unsigned */
	int bit;		/* a bit every near value has alike, or -1 */
	int bit_val;		/* its value there */
};

/* Whether @x is within DRIFT of a stored value. */
static int near(const struct expect *e, tear_u x)
{
	return (tear_u) (x - e->a + DRIFT) <= 2 * DRIFT ||
	       (tear_u) (x - e->b + DRIFT) <= 2 * DRIFT;
}

static void expect_of(const struct pair *p, struct expect *e)
{
	tear_u all_and = (tear_u) -1, all_or = 0, agree;
	int d;

	e->a = p->a;
	e->b = p->b;
	e->torn[0] = (p->b & ~HALF_ONES) | (p->a & HALF_ONES);
	e->torn[1] = (p->a & ~HALF_ONES) | (p->b & HALF_ONES);
	e->smin = (tear_s) p->a < (tear_s) p->b ? p->a : p->b;
	e->smax = (tear_s) p->a < (tear_s) p->b ? p->b : p->a;
	e->umin = p->a < p->b ? p->a : p->b;
	e->umax = p->a < p->b ? p->b : p->a;
	for (d = -DRIFT; d <= DRIFT; d++) {
		all_and &= (p->a + d) & (p->b + d);
		all_or |= (p->a + d) | (p->b + d);
	}
	agree = all_and | ~all_or;
	for (e->bit = 8 * sizeof(tear_u) - 1; e->bit >= 0; e->bit--)
		if ((agree >> e->bit) & 1)
			break;
	e->bit_val = e->bit >= 0 ? (int) ((all_and >> e->bit) & 1) : 0;
}

/*
 * One pair's run: what the tested thread counted (its own, written back
 * at the end), and the flag that stops the flipper, on a line of its
 * own so that the flipper reads it without taking the tested thread's
 * counters from it.
 */
struct tear_state {
	const struct expect *e;
	unsigned int gate;
	unsigned long flips;
	unsigned long rounds;
	unsigned long exposed;		/* calls during which it stored */
	unsigned long calls[NR_OPS];
	unsigned long wrong[NR_OPS];
	tear_u bad[NR_OPS];		/* the last wrong result */
	unsigned int done __attribute__((aligned(CAA_CACHE_LINE_SIZE)));
};

struct tear_thread {
	struct tear_state *st;
	unsigned int id;		/* 0: the flipper, 1: the tested */
};

/* The flipper: a, b, a, ... until the tested thread is done. */
static void flip(struct tear_state *st)
{
	const struct expect *e = st->e;
	unsigned long i;

	for (i = 0; !uatomic_load(&st->done); i++) {
		if (i & 1)
			uatomic_store(&var, e->a);
		else
			uatomic_set(&var, e->b);
	}
	st->flips = i;
}

/*
 * One call of @op: whether its result is one a stored value gives; the
 * result in *@seen (the value a wrong decision read).  @u is a mix (never stored), which the conditional
 * updates compare with and the failing compare-and-swaps expect.
 */
static int tear_op(const struct expect *e, enum op op, tear_u u,
		   tear_u *seen)
{
	tear_s *svar = (tear_s *) &var;
	tear_u r = 0;
	int ok;

	switch (op) {
	case OP_LOAD:
		ok = near(e, r = uatomic_load(&var));
		break;
	case OP_READ:
		ok = near(e, r = uatomic_read(&var));
		break;
	case OP_COND_LOAD:
		r = uatomic_cond_load(&var, v, v != u);
		ok = near(e, r);
		break;
	case OP_ADD_UNLESS:
		/* Adds 0: stores what it read, unless it read u. */
		ok = uatomic_add_unless(&var, 0, u);
		r = ok ? 0 : u;
		break;
	case OP_FETCH_ADD_UNLESS:
		ok = near(e, r = uatomic_fetch_add_unless(&var, 0, u));
		break;
	case OP_INC_NOT_ZERO:
		/* No value near a stored one is 0. */
		ok = uatomic_inc_not_zero(&var);
		if (ok)
			uatomic_dec(&var);
		break;
	case OP_DEC_IF_POSITIVE:
		/* The value before less one (the least for the least). */
		r = (tear_u) uatomic_dec_if_positive(svar);
		ok = near(e, r + 1);
		if ((tear_s) r >= 0)
			uatomic_inc(&var);
		break;
	case OP_FETCH_ADD:
		ok = near(e, r = uatomic_fetch_add(&var, 0));
		break;
	case OP_ADD_RETURN:
		ok = near(e, r = uatomic_add_return(&var, 0));
		break;
	case OP_XCHG:
		/* Stores a: only the flipper stores b. */
		ok = near(e, r = uatomic_xchg(&var, e->a));
		break;
	case OP_CMPXCHG:
		ok = near(e, r = uatomic_cmpxchg(&var, u, e->a));
		break;
	case OP_TRY_CMPXCHG:
		r = u;
		ok = !uatomic_try_cmpxchg(&var, &r, e->b) && near(e, r);
		break;
	/* Each bound is beyond every near value: none is stored. */
	case OP_FETCH_SMAX:
		r = (tear_u) uatomic_fetch_max(svar,
				(tear_s) (e->smin - 2 * DRIFT));
		ok = near(e, r);
		break;
	case OP_FETCH_SMIN:
		r = (tear_u) uatomic_fetch_min(svar,
				(tear_s) (e->smax + 2 * DRIFT));
		ok = near(e, r);
		break;
	case OP_FETCH_UMAX:
		ok = near(e, r = uatomic_fetch_max(&var, e->umin - 2 * DRIFT));
		break;
	case OP_FETCH_UMIN:
		ok = near(e, r = uatomic_fetch_min(&var, e->umax + 2 * DRIFT));
		break;
	/* A bit every near value has alike: its old value is known. */
	case OP_TEST_AND_SET_BIT:
		r = uatomic_test_and_set_bit(&var, e->bit);
		ok = (int) r == e->bit_val;
		if (!r)
			(void) uatomic_test_and_clear_bit(&var, e->bit);
		break;
	case OP_TEST_AND_CLEAR_BIT:
		r = uatomic_test_and_clear_bit(&var, e->bit);
		ok = (int) r == e->bit_val;
		if (r)
			(void) uatomic_test_and_set_bit(&var, e->bit);
		break;
	default:
		r = uatomic_test_and_change_bit(&var, e->bit);
		ok = (int) r == e->bit_val;
		if (r)
			(void) uatomic_test_and_set_bit(&var, e->bit);
		else
			(void) uatomic_test_and_clear_bit(&var, e->bit);
		break;
	}
	*seen = r;
	return ok;
}

/* The tested thread: every operation in turn, each mix in turn. */
static void test_ops(struct tear_state *st)
{
	const struct expect *e = st->e;
	const enum op last = e->bit >= 0 ? NR_OPS : OP_TEST_AND_SET_BIT;
	unsigned long calls[NR_OPS] = { 0 }, wrong[NR_OPS] = { 0 };
	unsigned long i, exposed = 0;
	tear_u before = uatomic_load(&var), after;
	const run_clock start = run_start();

	for (i = 0; (i < ROUNDS || exposed < EXPOSURE) &&
		    !run_over(start, i); i++, before = after) {
		enum op op = (enum op) (i % last);
		tear_u u = e->torn[(i / last) & 1], seen;

		if (i % YIELD_EVERY == YIELD_EVERY - 1)
			sched_yield();
		calls[op]++;
		if (!tear_op(e, op, u, &seen)) {
			wrong[op]++;
			st->bad[op] = seen;
		}
		/* The flipper stored during this call (xchg stores a). */
		after = uatomic_load(&var);
		if ((before == e->a && after == e->b) ||
		    (before == e->b && after == e->a && op != OP_XCHG))
			exposed++;
	}
	uatomic_store(&st->done, 1);
	st->rounds = i;
	st->exposed = exposed;
	memcpy(st->calls, calls, sizeof(calls));
	memcpy(st->wrong, wrong, sizeof(wrong));
}

static void *tear_fn(void *arg)
{
	struct tear_thread *th = arg;

	if (start_gate(&th->st->gate, 2)) {
		/* Timed out: a flipper waiting for it must not spin on. */
		uatomic_store(&th->st->done, 1);
		return NULL;
	}
	if (th->id == 0)
		flip(th->st);
	else
		test_ops(th->st);
	return NULL;
}

static unsigned long total_calls[NR_OPS], total_wrong[NR_OPS];
static tear_u total_bad[NR_OPS];

static void tear_run(const struct pair *p)
{
	struct expect e;
	struct tear_state st = { 0 };
	struct tear_thread th[2];
	unsigned long wrong = 0;
	unsigned int t;

	expect_of(p, &e);
	check(!near(&e, e.torn[0]) && !near(&e, e.torn[1]),
	      "the pair %s: the mixes %#llx and %#llx are not near %#llx or "
	      "%#llx", p->name, (unsigned long long) e.torn[0],
	      (unsigned long long) e.torn[1], (unsigned long long) e.a,
	      (unsigned long long) e.b);
	st.e = &e;
	var = e.a;
	for (t = 0; t < 2; t++) {
		th[t].st = &st;
		th[t].id = t;
	}
	if (run_threads(tear_fn, th, sizeof(th[0]), 2) < 2) {
		check(0, "the pair %s: both threads started", p->name);
		return;
	}
	for (t = 0; t < NR_OPS; t++) {
		total_calls[t] += st.calls[t];
		total_wrong[t] += st.wrong[t];
		if (st.wrong[t])
			total_bad[t] = st.bad[t];
		wrong += st.wrong[t];
	}
	check(st.exposed >= MIN_EXPOSED, "the pair %s: the flipper stored "
	      "during at least %lu calls (%lu of %lu calls, %lu stores)",
	      p->name, MIN_EXPOSED, st.exposed, st.rounds, st.flips);
	note("the pair %s: %lu calls, %lu during a store, %lu wrong%s",
	     p->name, st.rounds, st.exposed, wrong,
	     e.bit >= 0 ? "" : " (no bit alike in both: no bit operations)");
}

int main(void)
{
	unsigned int i;

	note("operand of %u bytes", (unsigned int) sizeof(tear_u));
	for (i = 0; i < NR_PAIRS; i++)
		tear_run(&pairs[i]);
	for (i = 0; i < NR_OPS; i++)
		check(total_wrong[i] == 0, "%s: %lu results, none from a torn "
		      "value (%lu wrong, last %#llx)", op_names[i],
		      total_calls[i], total_wrong[i],
		      (unsigned long long) total_bad[i]);
	return test_exit();
}

/* SPDX-License-Identifier: MIT */
/*
 * tests/litmus/mp.c - message passing: one thread writes data then a
 * flag, the other reads the flag then the data.  With cmm_smp_wmb() /
 * cmm_smp_rmb(), or with a release store / acquire load of the flag, a
 * reader that sees the flag must see the data.  (x86, and qemu-user on an
 * x86 host, never reorder these: here the test can only fail on a weak
 * CPU or through the compiler.)
 */
#include <stdlib.h>
#include <string.h>

#include "litmus.h"

#define ITERS		(50000UL * STRESS_SCALE / LITMUS_ITERS_DIV)

/*
 * The reader polls the flag, yielding after POLL_SPINS polls (the writer
 * may share its CPU), at most POLL_CAP times: a writer that comes later
 * still is an allowed outcome, "flag not seen", not a failure.
 */
#define POLL_SPINS	1000UL
#define POLL_CAP	1100UL

enum mp_kind { MP_WMB_RMB, MP_RELEASE_ACQUIRE, NR_KINDS };

static const char *const kind_names[NR_KINDS] = {
	[MP_WMB_RMB] = "cmm_smp_wmb() / cmm_smp_rmb()",
	[MP_RELEASE_ACQUIRE] =
		"uatomic_store(CMM_RELEASE) / uatomic_load(CMM_ACQUIRE)",
};

static struct line data, flag;

struct outcome {
	unsigned long flag, data;
};

struct side {
	unsigned int id;		/* 0 writes, 1 reads */
	enum mp_kind kind;
	struct outcome *seen;		/* the reader's, per iteration */
};

/* Iteration i (from 1): the writer makes data, then flag, i. */
static void write_side(enum mp_kind kind, unsigned long i)
{
	CMM_STORE_SHARED(data.v, i);
	if (kind == MP_WMB_RMB) {
		cmm_smp_wmb();
		CMM_STORE_SHARED(flag.v, i);
	} else {
		uatomic_store(&flag.v, i, CMM_RELEASE);
	}
}

static void read_side(enum mp_kind kind, unsigned long i,
		      struct outcome *o)
{
	unsigned long n, f = 0;

	for (n = 0; n < POLL_CAP; n++) {
		if (kind == MP_WMB_RMB)
			f = CMM_LOAD_SHARED(flag.v);
		else
			f = uatomic_load(&flag.v, CMM_ACQUIRE);
		if (f == i)
			break;
		if (n >= POLL_SPINS)
			sched_yield();
	}
	if (kind == MP_WMB_RMB)
		cmm_smp_rmb();
	o->data = CMM_LOAD_SHARED(data.v);
	o->flag = f;
}

/* Iteration i of one side, after the barrier. */
static void step(struct side *s, unsigned long i)
{
	if (s->id == 0)
		write_side(s->kind, i);
	else
		read_side(s->kind, i, &s->seen[i]);
}

static void run(enum mp_kind kind)
{
	struct side side[2];
	struct outcome *seen;
	unsigned long i, weak = 0, stale = 0, flag_seen = 0;
	unsigned int t;
	int r;

	seen = calloc(ITERS + 1, sizeof(*seen));
	if (!seen) {
		check(0, "MP, %s: memory for the results", kind_names[kind]);
		return;
	}
	memset(side, 0, sizeof(side));
	data.v = 0;
	flag.v = 0;
	for (t = 0; t < 2; t++) {
		side[t].id = t;
		side[t].kind = kind;
		side[t].seen = seen;
	}
	r = litmus_run(step, &side[0], &side[1], ITERS);

	check(r == 0, "MP, %s: %lu iterations, the barrier never timed out",
	      kind_names[kind], ITERS);
	if (r < 0)
		goto out;
	for (i = 1; i <= ITERS; i++) {
		const struct outcome *o = &seen[i];

		if ((o->flag != i && o->flag != i - 1) ||
		    (o->data != i && o->data != i - 1))
			stale++;
		else if (o->flag == i) {
			flag_seen++;
			if (o->data != i)
				weak++;
		}
	}
	check(stale == 0, "MP, %s: every value read is this or the last "
	      "iteration's", kind_names[kind]);
	check(flag_seen > 0, "MP, %s: the reader saw the flag in %lu of %lu "
	      "iterations", kind_names[kind], flag_seen, ITERS);
#ifdef UATOMIC_CONFIG_SMP
	check(weak == 0, "MP, %s: data missed in %lu of the %lu iterations "
	      "that saw the flag (must be 0)", kind_names[kind], weak,
	      flag_seen);
#else
	skip("MP, %s: data missed in %lu of the %lu iterations that saw "
	     "the flag; not asserted: a uniprocessor build (CONFIG_SMP=n) orders "
	     "nothing between CPUs", kind_names[kind], weak, flag_seen);
#endif
out:
	free(seen);
}

int main(void)
{
	int kind;

	for (kind = 0; kind < NR_KINDS; kind++)
		run(kind);
	return test_exit();
}

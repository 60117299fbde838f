// SPDX-License-Identifier: MIT
/*
 * tests/bench/peer-loops.c - the loops of tests/bench/bench.c written on
 * one peer library, built once per peer (-DPEER_liburcu, -DPEER_ck,
 * -DPEER_ao) against its Debian headers: the same work per iteration as
 * bench.c's loop of the same operation, each operation at the peer's
 * idiom of tests/asm/peers.c (its cheapest that keeps the contract).
 * Never part of the library.
 */
#define PEER_IDIOMS_ONLY
#include "../asm/peers.c"
#include "peer-loops.h"

#if defined(PEER_liburcu)
# define BENCH_PEER	bench_peer_liburcu
# define BENCH_NAME	"liburcu"
#elif defined(PEER_ck)
# define BENCH_PEER	bench_peer_ck
# define BENCH_NAME	"ck"
#elif defined(PEER_ao)
# define BENCH_PEER	bench_peer_ao
# define BENCH_NAME	"ao"
#endif

/* A loop whose operation's value is used, and one without a value
 * (unused where the peer's idiom is not counted). */
#define BENCH_VALUE_LOOP(name, n, expr)					\
static __attribute__((unused)) void name##_##n(long iters, void *target) \
{									\
	PEER_T_##n *p = target;						\
	unsigned long acc = 0;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		acc += (expr);						\
	bench_peer_sink = acc;						\
}
#define BENCH_VOID_LOOP(name, n, stmt)					\
static __attribute__((unused)) void name##_##n(long iters, void *target) \
{									\
	PEER_T_##n *p = target;						\
	long i;								\
									\
	for (i = 0; i < iters; i++)					\
		stmt;							\
}

#define BENCH_LOOPS(n)							\
BENCH_VALUE_LOOP(read, n, PEER_READ(n, p))				\
BENCH_VOID_LOOP(set, n, PEER_SET(n, p, (PEER_T_##n) i))			\
static __attribute__((unused)) void cmpxchg_##n(long iters, void *target) \
{									\
	PEER_T_##n *p = target;						\
	PEER_T_##n seen = PEER_READ(n, p), prev;			\
	long i;								\
									\
	for (i = 0; i < iters; i++) {					\
		prev = PEER_CMPXCHG(n, p, seen, (PEER_T_##n) (seen + 1)); \
		seen = prev == seen ? (PEER_T_##n) (seen + 1) : prev;	\
	}								\
}									\
BENCH_VALUE_LOOP(xchg, n, PEER_XCHG(n, p, (PEER_T_##n) i))		\
BENCH_VALUE_LOOP(add_return, n, PEER_ADD_RETURN(n, p, 1))		\
BENCH_VOID_LOOP(add, n, PEER_ADD(n, p, 3))				\
BENCH_VOID_LOOP(inc, n, PEER_INC(n, p))					\
BENCH_VOID_LOOP(dec, n, PEER_DEC(n, p))					\
BENCH_VOID_LOOP(and, n, PEER_AND(n, p, (PEER_T_##n) ~(PEER_T_##n) 4))	\
BENCH_VOID_LOOP(or, n, PEER_OR(n, p, 2))

#ifndef PEER_SKIP_1
BENCH_LOOPS(1)
# define BENCH_FN_1(cell)	cell##_1
#else
# define BENCH_FN_1(cell)	NULL
#endif
BENCH_LOOPS(4)
#ifndef PEER_SKIP_8
BENCH_LOOPS(8)
# define BENCH_FN_8(cell)	cell##_8
#else
# define BENCH_FN_8(cell)	NULL
#endif

/* A fully ordered operation whose idiom is no full barrier here: none. */
#ifdef PEER_UNFIT_cmpxchg
# define BENCH_CELL_cmpxchg(sz)	NULL
#else
# define BENCH_CELL_cmpxchg(sz)	BENCH_FN_##sz(cmpxchg)
#endif
#ifdef PEER_UNFIT_xchg
# define BENCH_CELL_xchg(sz)	NULL
#else
# define BENCH_CELL_xchg(sz)	BENCH_FN_##sz(xchg)
#endif
#ifdef PEER_UNFIT_add_return
# define BENCH_CELL_add_return(sz)	NULL
#else
# define BENCH_CELL_add_return(sz)	BENCH_FN_##sz(add_return)
#endif
#ifdef PEER_UNFIT_read_8
# define BENCH_READ_8	NULL
#else
# define BENCH_READ_8	BENCH_FN_8(read)
#endif
#ifdef PEER_UNFIT_set_8
# define BENCH_SET_8	NULL
#else
# define BENCH_SET_8	BENCH_FN_8(set)
#endif
#define BENCH_FN_4(cell)	cell##_4

const struct bench_peer BENCH_PEER = {
	.name = BENCH_NAME,
	.fn = {
		[BENCH_READ] = { BENCH_FN_1(read), read_4, BENCH_READ_8 },
		[BENCH_SET] = { BENCH_FN_1(set), set_4, BENCH_SET_8 },
		[BENCH_CMPXCHG] = { BENCH_CELL_cmpxchg(1),
				    BENCH_CELL_cmpxchg(4),
				    BENCH_CELL_cmpxchg(8) },
		[BENCH_XCHG] = { BENCH_CELL_xchg(1), BENCH_CELL_xchg(4),
				 BENCH_CELL_xchg(8) },
		[BENCH_ADD_RETURN] = { BENCH_CELL_add_return(1),
				       BENCH_CELL_add_return(4),
				       BENCH_CELL_add_return(8) },
		[BENCH_ADD] = { BENCH_FN_1(add), add_4, BENCH_FN_8(add) },
		[BENCH_INC] = { BENCH_FN_1(inc), inc_4, BENCH_FN_8(inc) },
		[BENCH_DEC] = { BENCH_FN_1(dec), dec_4, BENCH_FN_8(dec) },
		[BENCH_AND] = { BENCH_FN_1(and), and_4, BENCH_FN_8(and) },
		[BENCH_OR] = { BENCH_FN_1(or), or_4, BENCH_FN_8(or) },
	},
};

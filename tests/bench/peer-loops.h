/* SPDX-License-Identifier: MIT */
/*
 * tests/bench/peer-loops.h - the timed loops of "make bench" written on a
 * peer library (tests/bench/peer-loops.c, one object per peer), as
 * bench.c times them beside ours: one loop per operation of liburcu's
 * API and operand size, NULL where the peer lacks the size or its idiom
 * is no full barrier on this target (tests/asm/peers.c says which).
 */
#ifndef _TESTS_BENCH_PEER_LOOPS_H
#define _TESTS_BENCH_PEER_LOOPS_H

/* A loop of @iters operations on the object at @target. */
typedef void (*bench_peer_fn)(long iters, void *target);

enum bench_cell {
	BENCH_READ, BENCH_SET, BENCH_CMPXCHG, BENCH_XCHG, BENCH_ADD_RETURN,
	BENCH_ADD, BENCH_INC, BENCH_DEC, BENCH_AND, BENCH_OR, BENCH_CELLS
};

/* Operand sizes 1, 4 and 8, in that order. */
#define BENCH_PEER_SIZES	3

struct bench_peer {
	const char *name;
	bench_peer_fn fn[BENCH_CELLS][BENCH_PEER_SIZES];
};

extern const struct bench_peer bench_peer_liburcu, bench_peer_ck,
	bench_peer_ao;
/* Keeps the loops' loaded values alive. */
extern volatile unsigned long bench_peer_sink;

#endif /* _TESTS_BENCH_PEER_LOOPS_H */

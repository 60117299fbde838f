// SPDX-License-Identifier: MIT
/*
 * tests/asm/peers.c - the operations of liburcu's API at its default
 * orders (Documentation/contract.md §3: read, set and the no-return
 * updates relaxed; cmpxchg, xchg and add_return fully ordered, cmpxchg on
 * failure too), written once per peer library at the cheapest idiom of
 * that peer that keeps the contract, one function per operation and
 * operand size: peer_<cell>_<size>.  tests/asm/peers.sh compiles it once
 * per peer (-DPEER_<name>) against that peer's Debian headers for the
 * target, and sets the instruction counts beside ours (tests/asm/ops.c).
 * Never part of the library.
 *
 * A peer lacking a size says so: PEER_SKIP_<size> is the reason; a
 * fully ordered operation whose idiom is no full barrier on this target
 * (its failure, for cmpxchg) is compiled but not counted:
 * PEER_UNFIT_<cell> is the reason (PEER_UNFIT_<cell>_<size> for one size).  "-DPEER_LIST" prints one line per
 * size and per unfit cell (preprocessor output) that peers.sh reads, so
 * that what is skipped is declared here, never a compile failure taken
 * for a skip.
 *
 * The targets' barriers: arm64 LL/SC's ldaxr/stlxr and a failing casal
 * are no barrier before the read (a failing casal is an acquire read,
 * Arm ARM C6.2 CASAL); RISC-V's lr.aqrl; sc.rl is no full barrier
 * (Documentation/ordering.md §7, RISC-V table); POWER's seq_cst
 * read-modify-write (hwsync; loop; isync) orders no store->load after it;
 * s390x's interlocked update (laa) does not serialize, a fully ordered
 * one is laa; bcr 14,0 (ordering.md, s390x table; Linux's).
 */

/* The targets where a seq_cst compare-and-swap is an LR/SC loop that
 * needs a trailing full fence, and where its failure is then still no
 * barrier before its read. */
#if defined(__aarch64__) && !defined(__ARM_FEATURE_ATOMICS)
# define PEER_ARM64_LLSC	1
#endif
#if defined(__aarch64__) && defined(__ARM_FEATURE_ATOMICS)
# define PEER_ARM64_LSE		1
#endif

#if defined(PEER_liburcu)
/*
 * liburcu: its own API, which defines the contract.  On a 32-bit target
 * uatomic_read/set of 8 bytes are CMM_LOAD_SHARED/CMM_STORE_SHARED, two
 * accesses (torn), and the 8-byte updates do not exist.
 */
#include <urcu/uatomic.h>

#define PEER_T_1	uint8_t
#define PEER_T_4	uint32_t
#define PEER_T_8	uint64_t
#ifndef UATOMIC_HAS_ATOMIC_BYTE
# define PEER_SKIP_1	"liburcu has no 1-byte atomics on this target"
#endif
#if CAA_BITS_PER_LONG != 64
# define PEER_SKIP_8	"liburcu on a 32-bit target: 8-byte read and set torn, no 8-byte updates"
#endif
#if defined(PEER_ARM64_LLSC) || defined(PEER_ARM64_LSE)
# define PEER_UNFIT_cmpxchg	"liburcu on arm64: __sync_val_compare_and_swap, no barrier before a failing read"
# if defined(PEER_ARM64_LLSC) && defined(__clang__)
/* GCC follows the __sync loop with dmb ish; clang's is ldaxr; stlxr
 * alone, which lets a later load pass the store (no full barrier). */
#  define PEER_UNFIT_xchg	"liburcu by clang on arm64 LL/SC: __sync loop ldaxr; stlxr, no dmb ish after"
#  define PEER_UNFIT_add_return	PEER_UNFIT_xchg
# endif
#elif defined(__powerpc__)
# define PEER_UNFIT_cmpxchg	"liburcu on POWER: lwsync before the loop orders no store->load, a failure skips the sync after"
# define PEER_UNFIT_xchg	"liburcu on POWER: lwsync before the loop orders no store->load"
# define PEER_UNFIT_add_return	PEER_UNFIT_xchg
#endif
#define PEER_READ(n, p)			uatomic_read(p)
#define PEER_SET(n, p, v)		uatomic_set(p, v)
#define PEER_CMPXCHG(n, p, o, v)	uatomic_cmpxchg(p, o, v)
#define PEER_XCHG(n, p, v)		uatomic_xchg(p, v)
#define PEER_ADD_RETURN(n, p, v)	uatomic_add_return(p, v)
#define PEER_ADD(n, p, v)		uatomic_add(p, v)
#define PEER_INC(n, p)			uatomic_inc(p)
#define PEER_DEC(n, p)			uatomic_dec(p)
#define PEER_AND(n, p, v)		uatomic_and(p, v)
#define PEER_OR(n, p, v)		uatomic_or(p, v)

#elif defined(PEER_ck)
/*
 * Concurrency Kit: ck_pr's operations order nothing; a fully ordered one
 * is fenced on both sides.  On a TSO target (CK_MD_TSO) its atomic
 * operations are serializing and the fences between an atomic and a
 * load or store are no-ops (ck_pr.h), the cheapest form; elsewhere one
 * ck_pr_fence_memory() each side is cheaper than the pair of specific
 * fences each side would be.  The value cas returns is the one found,
 * the fence after it taken on failure too.
 */
/* On arm64 LSE too its LL/SC form: Debian's 0.7.1 builds without
 * CK_MD_LSE_ENABLE, and its ck_pr_lse.h stops at an #error. */
#include <ck_pr.h>

#define PEER_T_1	uint8_t
#define PEER_T_4	uint32_t
#define PEER_T_8	uint64_t
#define PEER_CK_1	8
#define PEER_CK_4	32
#define PEER_CK_8	64
#if !defined(CK_F_PR_FAA_8) || !defined(CK_F_PR_CAS_8_VALUE) || \
    !defined(CK_F_PR_FAS_8) || !defined(CK_F_PR_AND_8)
# define PEER_SKIP_1	"ck_pr has no 8-bit updates on this target (CK_F_PR_FAA_8)"
#endif
#if !defined(CK_F_PR_FAA_64) || !defined(CK_F_PR_CAS_64_VALUE) || \
    !defined(CK_F_PR_FAS_64) || !defined(CK_F_PR_AND_64) || \
    !defined(CK_F_PR_LOAD_64)
# define PEER_SKIP_8	"ck_pr has no 64-bit updates on this target (CK_F_PR_FAA_64)"
#endif
#if defined(__i386__)
# define PEER_UNFIT_read_8	"ck_pr_load_64 on i386 is two 32-bit loads (torn)"
# define PEER_UNFIT_set_8	"ck_pr_store_64 on i386 is two 32-bit stores (torn)"
#endif
#ifdef CK_MD_TSO
# define PEER_CK_BEFORE()	do { ck_pr_fence_store_atomic();	\
				     ck_pr_fence_load_atomic(); } while (0)
# define PEER_CK_AFTER()	do { ck_pr_fence_atomic_load();	\
				     ck_pr_fence_atomic_store(); } while (0)
#else
# define PEER_CK_BEFORE()	ck_pr_fence_memory()
# define PEER_CK_AFTER()	ck_pr_fence_memory()
#endif
#define PEER_CK(op, n)		PEER_CK_(op, PEER_CK_##n)
#define PEER_CK_(op, bits)	PEER_CK__(op, bits)
#define PEER_CK__(op, bits)	ck_pr_##op##_##bits
#define PEER_CK_VALUE(op, n)	PEER_CK_VALUE_(op, PEER_CK_##n)
#define PEER_CK_VALUE_(op, bits) PEER_CK_VALUE__(op, bits)
#define PEER_CK_VALUE__(op, bits) ck_pr_##op##_##bits##_value
#define PEER_CK_FULL(expr)						\
	__extension__ ({						\
		__typeof__(expr) r_;					\
									\
		PEER_CK_BEFORE();					\
		r_ = (expr);						\
		PEER_CK_AFTER();					\
		r_;							\
	})
#define PEER_READ(n, p)			PEER_CK(load, n)(p)
#define PEER_SET(n, p, v)		PEER_CK(store, n)(p, v)
#define PEER_CMPXCHG(n, p, o, v)					\
	__extension__ ({						\
		PEER_T_##n r_;						\
									\
		PEER_CK_BEFORE();					\
		PEER_CK_VALUE(cas, n)(p, o, v, &r_);			\
		PEER_CK_AFTER();					\
		r_;							\
	})
#define PEER_XCHG(n, p, v)		PEER_CK_FULL(PEER_CK(fas, n)(p, v))
#define PEER_ADD_RETURN(n, p, v)					\
	(PEER_T_##n) (PEER_CK_FULL(PEER_CK(faa, n)(p, v)) + (v))
#define PEER_ADD(n, p, v)		PEER_CK(add, n)(p, v)
#define PEER_INC(n, p)			PEER_CK(inc, n)(p)
#define PEER_DEC(n, p)			PEER_CK(dec, n)(p)
#define PEER_AND(n, p, v)		PEER_CK(and, n)(p, v)
#define PEER_OR(n, p, v)		PEER_CK(or, n)(p, v)

#elif defined(PEER_ao)
/*
 * libatomic_ops: the _full forms are full barriers before and after
 * (atomic_ops README), the unsuffixed ones order nothing.  It has no
 * exchange: a loop of the full compare-and-swap.  Operands: those of
 * its AO_char_*, AO_int_* and AO_* operations; AO_t is 8 bytes on a
 * 64-bit target only.
 */
#include <atomic_ops.h>

#define PEER_T_1	unsigned char
#define PEER_T_4	unsigned int
#define PEER_T_8	AO_t
#define PEER_AO_1	char_
#define PEER_AO_4	int_
#define PEER_AO_8
#if __SIZEOF_POINTER__ != 8
# define PEER_SKIP_8	"libatomic_ops: AO_t is 4 bytes on a 32-bit target"
#endif
#if !defined(AO_HAVE_char_fetch_and_add_full) || \
    !defined(AO_HAVE_char_fetch_compare_and_swap_full) || \
    !defined(AO_HAVE_char_and)
# define PEER_SKIP_1	"libatomic_ops has no inline AO_char updates on this target"
#endif
#if defined(PEER_ARM64_LLSC)
# define PEER_UNFIT_cmpxchg	"libatomic_ops on arm64 LL/SC: _full is ldaxr/stlxr, no trailing barrier"
# define PEER_UNFIT_xchg	PEER_UNFIT_cmpxchg
# define PEER_UNFIT_add_return	PEER_UNFIT_cmpxchg
#elif defined(PEER_ARM64_LSE)
# define PEER_UNFIT_cmpxchg	"libatomic_ops on arm64 LSE: a failing casal is no barrier before its read"
#elif defined(__riscv)
# define PEER_UNFIT_cmpxchg	"libatomic_ops on RISC-V: _full compare-and-swap is lr.aqrl; sc.rl, no full barrier"
# define PEER_UNFIT_xchg	PEER_UNFIT_cmpxchg
#elif defined(__powerpc__)
# define PEER_UNFIT_cmpxchg	"libatomic_ops on POWER: _full ends with isync, no store->load order after (lwsync before the compare-and-swap)"
# define PEER_UNFIT_xchg	PEER_UNFIT_cmpxchg
# define PEER_UNFIT_add_return	PEER_UNFIT_cmpxchg
#elif defined(__s390x__)
# define PEER_UNFIT_add_return	"libatomic_ops on s390x: AO_fetch_and_add_full is laa alone, no serialization"
#endif
#define PEER_AO(op, n)		PEER_AO_(PEER_AO_##n, op)
#define PEER_AO_(sz, op)	PEER_AO__(sz, op)
#define PEER_AO__(sz, op)	AO_##sz##op
#define PEER_READ(n, p)			PEER_AO(load, n)(p)
#define PEER_SET(n, p, v)		PEER_AO(store, n)(p, v)
#define PEER_CMPXCHG(n, p, o, v)					\
	PEER_AO(fetch_compare_and_swap_full, n)(p, o, v)
#define PEER_XCHG(n, p, v)						\
	__extension__ ({						\
		PEER_T_##n o_;						\
									\
		do							\
			o_ = PEER_AO(load, n)(p);			\
		while (!PEER_AO(compare_and_swap_full, n)(p, o_, v));	\
		o_;							\
	})
#define PEER_ADD_RETURN(n, p, v)					\
	(PEER_T_##n) (PEER_AO(fetch_and_add_full, n)(p, v) + (v))
#define PEER_ADD(n, p, v)		PEER_AO(fetch_and_add, n)(p, v)
#define PEER_INC(n, p)			PEER_AO(fetch_and_add1, n)(p)
#define PEER_DEC(n, p)			PEER_AO(fetch_and_sub1, n)(p)
#define PEER_AND(n, p, v)		PEER_AO(and, n)(p, v)
#define PEER_OR(n, p, v)		PEER_AO(or, n)(p, v)

#elif defined(PEER_c11)
/*
 * The compiler's __atomic builtins (GCC's or clang's: the compiler
 * peers.sh runs).  A seq_cst read-modify-write is the contract's full
 * barrier where the ISA's seq_cst mapping makes it one; on arm64 LL/SC
 * (ldaxr/stlxr, later accesses may pass the store-release) and POWER
 * (hwsync; loop; isync, no store->load order after it) it needs a
 * trailing seq_cst fence, on failure too for cmpxchg.  PEER_C11_FENCED
 * is the other idiom: a relaxed update between two seq_cst fences (the
 * cheaper one on POWER).
 */
/* The compiler's own types: no C library headers needed. */
#define PEER_T_1	__UINT8_TYPE__
#define PEER_T_4	__UINT32_TYPE__
#define PEER_T_8	__UINT64_TYPE__
#if !defined(__GCC_ATOMIC_CHAR_LOCK_FREE) || __GCC_ATOMIC_CHAR_LOCK_FREE != 2
# define PEER_SKIP_1	"the compiler's 1-byte atomics are not lock-free here (libatomic calls)"
#endif
#if !defined(__GCC_ATOMIC_LLONG_LOCK_FREE) || __GCC_ATOMIC_LLONG_LOCK_FREE != 2
# define PEER_SKIP_8	"the compiler's 8-byte atomics are not lock-free here"
#endif
#if defined(PEER_C11_FENCED)
# define PEER_C11_MO		__ATOMIC_RELAXED
# define PEER_C11_BEFORE()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
# define PEER_C11_AFTER()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
#else
# define PEER_C11_MO		__ATOMIC_SEQ_CST
# define PEER_C11_BEFORE()	do { } while (0)
# if defined(PEER_ARM64_LLSC) || defined(__powerpc__)
#  define PEER_C11_AFTER()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
# else
#  define PEER_C11_AFTER()	do { } while (0)
# endif
# if defined(__riscv)
/* Linux's fully ordered LR/SC form: lr; sc.rl; fence rw,rw. */
#  define PEER_C11_AFTER_CAS()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
# endif
# if defined(__s390x__)
/* laa; bcr 14,0: the interlocked add does not serialize. */
#  define PEER_C11_AFTER_ADD()	__atomic_thread_fence(__ATOMIC_SEQ_CST)
# endif
# if defined(PEER_ARM64_LLSC)
#  define PEER_UNFIT_cmpxchg	"seq_cst on arm64 LL/SC: a failing ldaxr is no barrier before its read"
# elif defined(PEER_ARM64_LSE)
#  define PEER_UNFIT_cmpxchg	"seq_cst on arm64 LSE: a failing casal is no barrier before its read"
# elif defined(__loongarch__)
/* Documentation/ordering.md: LL/SC are not taken as ordered there. */
#  define PEER_UNFIT_cmpxchg	"seq_cst on LoongArch: a bare LL/SC loop, no dbar before it"
#  define PEER_UNFIT_xchg_1	PEER_UNFIT_cmpxchg
#  define PEER_UNFIT_add_return_1	PEER_UNFIT_cmpxchg
# endif
#endif
#ifndef PEER_C11_AFTER_CAS
# define PEER_C11_AFTER_CAS()	PEER_C11_AFTER()
#endif
#ifndef PEER_C11_AFTER_ADD
# define PEER_C11_AFTER_ADD()	PEER_C11_AFTER()
#endif
#define PEER_C11_FULL(expr)						\
	__extension__ ({						\
		__typeof__(expr) r_;					\
									\
		PEER_C11_BEFORE();					\
		r_ = (expr);						\
		PEER_C11_AFTER();					\
		r_;							\
	})
#define PEER_READ(n, p)			__atomic_load_n(p, __ATOMIC_RELAXED)
#define PEER_SET(n, p, v)		__atomic_store_n(p, v, __ATOMIC_RELAXED)
#define PEER_CMPXCHG(n, p, o, v)					\
	__extension__ ({						\
		PEER_T_##n o_ = (o);					\
									\
		PEER_C11_BEFORE();					\
		__atomic_compare_exchange_n(p, &o_, v, 0, PEER_C11_MO,	\
					    PEER_C11_MO);		\
		PEER_C11_AFTER_CAS();					\
		o_;							\
	})
#define PEER_XCHG(n, p, v)						\
	PEER_C11_FULL(__atomic_exchange_n(p, v, PEER_C11_MO))
#define PEER_ADD_RETURN(n, p, v)					\
	__extension__ ({						\
		__typeof__(*(p)) r_;					\
									\
		PEER_C11_BEFORE();					\
		r_ = __atomic_add_fetch(p, v, PEER_C11_MO);		\
		PEER_C11_AFTER_ADD();					\
		r_;							\
	})
#define PEER_ADD(n, p, v)	__atomic_fetch_add(p, v, __ATOMIC_RELAXED)
#define PEER_INC(n, p)		__atomic_fetch_add(p, 1, __ATOMIC_RELAXED)
#define PEER_DEC(n, p)		__atomic_fetch_sub(p, 1, __ATOMIC_RELAXED)
#define PEER_AND(n, p, v)	__atomic_fetch_and(p, v, __ATOMIC_RELAXED)
#define PEER_OR(n, p, v)	__atomic_fetch_or(p, v, __ATOMIC_RELAXED)

#else
# error "peers.c: define one of PEER_liburcu, PEER_ck, PEER_ao, PEER_c11"
#endif

/*
 * s390x, clang's byte compare-and-swap (its seq_cst builtin, and
 * libatomic_ops' _full, which is that builtin): the loop compares the
 * byte and leaves on a mismatch before its CS, so a failure runs no
 * serializing instruction and is no barrier (PoP, chapter 5, CPU
 * Serialization); GCC's loop lets the CS fail instead.
 */
#if defined(__s390x__) && defined(__clang__) && \
	(defined(PEER_ao) || (defined(PEER_c11) && !defined(PEER_C11_FENCED)))
# define PEER_UNFIT_cmpxchg_1	"clang on s390x: a byte mismatch leaves before the CS, no serialization on failure"
#endif

/* The functions of one operand size, named as tests/asm/peers.sh reads
 * them, each the shape of ops.c's function at the same cell. */
#define PEER_SIZE(n)							\
PEER_T_##n peer_read_##n(PEER_T_##n *p);				\
PEER_T_##n peer_read_##n(PEER_T_##n *p)					\
{									\
	return PEER_READ(n, p);						\
}									\
void peer_set_##n(PEER_T_##n *p, PEER_T_##n v);				\
void peer_set_##n(PEER_T_##n *p, PEER_T_##n v)				\
{									\
	PEER_SET(n, p, v);						\
}									\
PEER_T_##n peer_cmpxchg_##n(PEER_T_##n *p, PEER_T_##n o, PEER_T_##n v); \
PEER_T_##n peer_cmpxchg_##n(PEER_T_##n *p, PEER_T_##n o, PEER_T_##n v) \
{									\
	return PEER_CMPXCHG(n, p, o, v);				\
}									\
PEER_T_##n peer_xchg_##n(PEER_T_##n *p, PEER_T_##n v);			\
PEER_T_##n peer_xchg_##n(PEER_T_##n *p, PEER_T_##n v)			\
{									\
	return PEER_XCHG(n, p, v);					\
}									\
PEER_T_##n peer_add_return_##n(PEER_T_##n *p, PEER_T_##n v);		\
PEER_T_##n peer_add_return_##n(PEER_T_##n *p, PEER_T_##n v)		\
{									\
	return PEER_ADD_RETURN(n, p, v);				\
}									\
void peer_add_##n(PEER_T_##n *p, PEER_T_##n v);				\
void peer_add_##n(PEER_T_##n *p, PEER_T_##n v)				\
{									\
	PEER_ADD(n, p, v);						\
}									\
void peer_inc_##n(PEER_T_##n *p);					\
void peer_inc_##n(PEER_T_##n *p)					\
{									\
	PEER_INC(n, p);							\
}									\
void peer_dec_##n(PEER_T_##n *p);					\
void peer_dec_##n(PEER_T_##n *p)					\
{									\
	PEER_DEC(n, p);							\
}									\
void peer_and_##n(PEER_T_##n *p, PEER_T_##n v);				\
void peer_and_##n(PEER_T_##n *p, PEER_T_##n v)				\
{									\
	PEER_AND(n, p, v);						\
}									\
void peer_or_##n(PEER_T_##n *p, PEER_T_##n v);				\
void peer_or_##n(PEER_T_##n *p, PEER_T_##n v)				\
{									\
	PEER_OR(n, p, v);						\
}

#if defined(PEER_IDIOMS_ONLY)
/* Included for its idioms alone (tests/bench/peer-loops.c). */
#elif defined(PEER_LIST)
/* Read by peers.sh: "size <n> ok", or "size <n> skip <reason>", and
 * "unfit <cell> <reason>". */
# ifdef PEER_UNFIT_cmpxchg
unfit cmpxchg PEER_UNFIT_cmpxchg
# endif
# ifdef PEER_UNFIT_xchg
unfit xchg PEER_UNFIT_xchg
# endif
# ifdef PEER_UNFIT_add_return
unfit add_return PEER_UNFIT_add_return
# endif
# ifdef PEER_UNFIT_cmpxchg_1
unfit cmpxchg_1 PEER_UNFIT_cmpxchg_1
# endif
# ifdef PEER_UNFIT_xchg_1
unfit xchg_1 PEER_UNFIT_xchg_1
# endif
# ifdef PEER_UNFIT_add_return_1
unfit add_return_1 PEER_UNFIT_add_return_1
# endif
# ifdef PEER_UNFIT_read_8
unfit read_8 PEER_UNFIT_read_8
# endif
# ifdef PEER_UNFIT_set_8
unfit set_8 PEER_UNFIT_set_8
# endif
# ifdef PEER_SKIP_1
size 1 skip PEER_SKIP_1
# else
size 1 ok
# endif
size 4 ok
# ifdef PEER_SKIP_8
size 8 skip PEER_SKIP_8
# else
size 8 ok
# endif
#else
# ifndef PEER_SKIP_1
PEER_SIZE(1)
# endif
PEER_SIZE(4)
# ifndef PEER_SKIP_8
PEER_SIZE(8)
# endif
#endif

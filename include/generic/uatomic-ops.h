/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-ops.h - the table of atomic operations, and the words
 * an arch uses to say what its instructions order.  Everything else is
 * generated from the table: the primitive <generic/uatomic.h> derives
 * where the arch has no instruction, the ordered function it composes
 * for each size, its declaration for a size the target lacks, the
 * public operation's default order and operand checks in
 * <urcu/uatomic.h>.  Adding an operation is adding a row here, the
 * public name in <urcu/uatomic.h>, and (optionally) the arch's
 * instructions: Documentation/porting.md.
 */
#ifndef _GENERIC_UATOMIC_OPS_H
#define _GENERIC_UATOMIC_OPS_H

/*
 * load, store and cmpxchg are the base every other operation is built
 * on (cmpxchg is the one primitive an arch must give); they have their
 * own composers in <generic/uatomic.h>.  The read-modify-writes, one row
 * each:
 *   #define __uatomic_row_<name>(X, ...)
 *	X(name, params, returns, derive, expr, operand, default order, ...)
 * listed in __uatomic_for_each_rmw():
 * name          arch_uatomic_<name>_N() is the primitive of size N,
 *               __uatomic_<name>_N() the ordered operation
 * params        value: (addr, v, mo); pair: (addr, v, u, mo); unary:
 *               (addr, mo)
 * returns       old: the value before; new: the value after; bit: the
 *               old value of bit v (a bool); none
 * derive, expr  where the arch gives no instruction: "loop, E" is a
 *               cmpxchg loop storing E computed from the current value
 *               "old" (and v); "call, (op, value)" calls the
 *               primitive of @op with that value; "from, (op, E)"
 *               calls the primitive of @op with v and returns E
 *               computed from its result "ret" (and v); "bit, (op,
 *               M)" calls the primitive of @op with M computed from the
 *               bit's mask "mask" (1 << v) and returns that bit of its
 *               result; "while, (C, E, F)" is the loop storing E
 *               while the condition C of "old" (and v, u) holds; when
 *               C fails it returns F without storing
 * operand       the operand types it takes (<urcu/uatomic.h>): any,
 *               arith (integers but bool), bitwise (integers, pointers),
 *               minmax (integers but bool; the row is the s or u one of
 *               a pair, picked by the operand type's signedness), bitnr
 *               (integers but bool, v a bit number below their width),
 *               signed (signed integers)
 * default order the order of uatomic_<name>() called without one
 *               (Documentation/contract.md §3)
 * The extra arguments are passed on to X.
 */
#define __uatomic_row_xchg(X, ...)					\
	X(xchg,		value,	old,	loop,	v,			\
	  any,		CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_add_return(X, ...)				\
	X(add_return,	value,	new,	loop,	old + v,		\
	  arith,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_add(X, ...)					\
	X(add,		value,	none,	call,	(add_return, v),	\
	  arith,	CMM_RELAXED, __VA_ARGS__)
#define __uatomic_row_and(X, ...)					\
	X(and,		value,	none,	loop,	old & v,		\
	  bitwise,	__UATOMIC_AND_DEFAULT_MO, __VA_ARGS__)
#define __uatomic_row_or(X, ...)					\
	X(or,		value,	none,	loop,	old | v,		\
	  bitwise,	CMM_RELAXED, __VA_ARGS__)
#define __uatomic_row_xor(X, ...)					\
	X(xor,		value,	none,	loop,	old ^ v,		\
	  bitwise,	CMM_RELAXED, __VA_ARGS__)
/*
 * The fetch forms return the value before.  fetch_add is add_return's
 * result less v where the arch has no instruction returning the old
 * value: one subtraction after the arch's add_return (nothing where the
 * compiler sees that add_return added v), where a loop of its own would
 * cost a compare-and-swap.
 */
#define __uatomic_row_fetch_add(X, ...)					\
	X(fetch_add,	value,	old,	from,	(add_return, ret - v),	\
	  arith,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_and(X, ...)					\
	X(fetch_and,	value,	old,	loop,	old & v,		\
	  bitwise,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_or(X, ...)					\
	X(fetch_or,	value,	old,	loop,	old | v,		\
	  bitwise,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_xor(X, ...)					\
	X(fetch_xor,	value,	old,	loop,	old ^ v,		\
	  bitwise,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
/*
 * fetch_max and fetch_min store the greater or the lesser of the value
 * and v, compared as signed (smax, smin) or unsigned (umax, umin)
 * integers of the operand's size, and return the value before; the
 * public uatomic_fetch_max() and uatomic_fetch_min() pick the row by the
 * operand type's signedness.  The loop's "old" is the operand's unsigned
 * integer and v its bits zero-extended.
 */
#define __uatomic_row_fetch_smax(X, ...)				\
	X(fetch_smax,	value,	old,	loop,				\
	  (uint64_t) __uatomic_greater(__uatomic_signed_as(old, v),	\
				       __uatomic_signed_as(old, old)),	\
	  minmax,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_umax(X, ...)				\
	X(fetch_umax,	value,	old,	loop,				\
	  __uatomic_greater(__uatomic_unsigned_as(old, v),		\
			    (uint64_t) old),				\
	  minmax,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_smin(X, ...)				\
	X(fetch_smin,	value,	old,	loop,				\
	  (uint64_t) __uatomic_lesser(__uatomic_signed_as(old, v),	\
				      __uatomic_signed_as(old, old)),	\
	  minmax,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_fetch_umin(X, ...)				\
	X(fetch_umin,	value,	old,	loop,				\
	  __uatomic_lesser(__uatomic_unsigned_as(old, v),		\
			   (uint64_t) old),				\
	  minmax,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_greater(a, b)		((a) > (b) ? (a) : (b))
#define __uatomic_lesser(a, b)		((a) < (b) ? (a) : (b))
/*
 * @v read as the signed or unsigned integer of the size of @x: compared
 * and chosen at that width (casts the compiler narrows the comparison
 * by), it needs no extension of its own.  Widest first, so that no two
 * arms of a conditional are the same expression once folded, when @v is
 * @x (gcc's -Wduplicated-branches).
 */
#define __uatomic_signed_as(x, v)					\
	(sizeof(x) == 8 ? (int64_t) (v) :				\
	 sizeof(x) == 4 ? (int64_t) (int32_t) (v) :			\
	 sizeof(x) == 2 ? (int64_t) (int16_t) (v) : (int64_t) (int8_t) (v))
#define __uatomic_unsigned_as(x, v)					\
	(sizeof(x) == 8 ? (uint64_t) (v) :				\
	 sizeof(x) == 4 ? (uint64_t) (uint32_t) (v) :			\
	 sizeof(x) == 2 ? (uint64_t) (uint16_t) (v) : (uint64_t) (uint8_t) (v))

/*
 * The bit operations return the bit's old value, as the kernel's
 * test_and_set_bit(), test_and_clear_bit() and test_and_change_bit() (fully
 * ordered, as they are); v is the bit's number, below the operand's width.
 */
#define __uatomic_row_test_and_set_bit(X, ...)				\
	X(test_and_set_bit,	value,	bit,	bit,	(fetch_or, mask), \
	  bitnr,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_test_and_clear_bit(X, ...)			\
	X(test_and_clear_bit,	value,	bit,	bit,	(fetch_and, ~mask), \
	  bitnr,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_test_and_change_bit(X, ...)			\
	X(test_and_change_bit,	value,	bit,	bit,	(fetch_xor, mask), \
	  bitnr,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
/*
 * The conditional updates, Linux's atomic_fetch_add_unless(),
 * atomic_add_unless() and atomic_dec_if_positive(): they store only
 * when the value is not u, or is above zero (compared as the operand's
 * signed integer).  fetch_add_unless returns the value before,
 * add_unless whether it stored, dec_if_positive the value before less
 * one: the value it stored, or a negative one when it did not (the
 * type's least value where that was the value before, which Linux's
 * would turn into its greatest: a false "stored").  Ordered as @mo asks
 * when they store; when they do not, the read is relaxed, as Linux's
 * (contract §3).  Each exit of the loop returns its own result, so that
 * no compare is made again after it.
 */
#define __uatomic_row_fetch_add_unless(X, ...)				\
	X(fetch_add_unless,	pair,	old,	while,			\
	  ((uint64_t) old != __uatomic_unsigned_as(old, u), old + v,	\
	   old),							\
	  arith,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_add_unless(X, ...)				\
	X(add_unless,	pair,	bit,	while,				\
	  ((uint64_t) old != __uatomic_unsigned_as(old, u), old + v, 0), \
	  arith,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
#define __uatomic_row_dec_if_positive(X, ...)				\
	X(dec_if_positive,	unary,	new,	while,			\
	  (__uatomic_signed_as(old, old) > 0,				\
	   (__typeof__(old)) (old - 1),					\
	   (__typeof__(old)) (old - (old != __uatomic_least(old)))),	\
	  signed,	CMM_SEQ_CST_FENCE, __VA_ARGS__)
/* The bits of the least signed integer of the size of @x. */
#define __uatomic_least(x)	((uint64_t) 1 << (8 * sizeof(x) - 1))
#define __uatomic_row_inc(X, ...)					\
	X(inc,		unary,	none,	call,	(add, 1),		\
	  arith,	CMM_RELAXED, __VA_ARGS__)
#define __uatomic_row_dec(X, ...)					\
	X(dec,		unary,	none,	call,	(add, (uint64_t) -1),	\
	  arith,	CMM_RELAXED, __VA_ARGS__)

/* X(row..., ...) for every row, in this order (a row may be derived from
 * the rows before it). */
#define __uatomic_for_each_rmw(X, ...)					\
	__uatomic_row_xchg(X, __VA_ARGS__)				\
	__uatomic_row_add_return(X, __VA_ARGS__)			\
	__uatomic_row_add(X, __VA_ARGS__)				\
	__uatomic_row_and(X, __VA_ARGS__)				\
	__uatomic_row_or(X, __VA_ARGS__)				\
	__uatomic_row_xor(X, __VA_ARGS__)				\
	__uatomic_row_fetch_add(X, __VA_ARGS__)				\
	__uatomic_row_fetch_and(X, __VA_ARGS__)				\
	__uatomic_row_fetch_or(X, __VA_ARGS__)				\
	__uatomic_row_fetch_xor(X, __VA_ARGS__)				\
	__uatomic_row_fetch_smax(X, __VA_ARGS__)			\
	__uatomic_row_fetch_umax(X, __VA_ARGS__)			\
	__uatomic_row_fetch_smin(X, __VA_ARGS__)			\
	__uatomic_row_fetch_umin(X, __VA_ARGS__)			\
	__uatomic_row_test_and_set_bit(X, __VA_ARGS__)			\
	__uatomic_row_test_and_clear_bit(X, __VA_ARGS__)		\
	__uatomic_row_test_and_change_bit(X, __VA_ARGS__)		\
	__uatomic_row_fetch_add_unless(X, __VA_ARGS__)			\
	__uatomic_row_add_unless(X, __VA_ARGS__)			\
	__uatomic_row_dec_if_positive(X, __VA_ARGS__)			\
	__uatomic_row_inc(X, __VA_ARGS__)				\
	__uatomic_row_dec(X, __VA_ARGS__)

/*
 * The public names that are a row with other arguments, X(name, row,
 * how): "neg" the row's value negated (sub is add of -v), "minmax" the
 * signed row beside its unsigned twin (fetch_s<op>, fetch_u<op>: by the
 * operand type's signedness), "not_zero" add_unless(addr, 1, 0).  Every
 * other row but the twins is a public name of its own
 * (<urcu/uatomic-faces.h>, generated from both lists).
 */
#define __uatomic_for_each_alias(X)					\
	X(sub_return,	add_return,	neg)				\
	X(sub,		add,		neg)				\
	X(fetch_sub,	fetch_add,	neg)				\
	X(fetch_max,	fetch_smax,	minmax)				\
	X(fetch_min,	fetch_smin,	minmax)				\
	X(inc_not_zero,	add_unless,	not_zero)

/* Column @col (returns, operand, dflt) of the row of @op. */
#define __uatomic_col(col, op)	__uatomic_row_##op(__uatomic_col_##col, ~)
#define __uatomic_col_returns(name, params, returns, ...)	returns
#define __uatomic_col_operand(name, params, returns, derive, expr,	\
			      operand, ...)			operand
#define __uatomic_col_dflt(name, params, returns, derive, expr,	\
			   operand, dflt, ...)			dflt

/*
 * uatomic_and() without an order is CMM_SEQ_CST, as in liburcu 0.15, whose
 * own code relies on it; CONFIG_UATOMIC_AND_RELAXED makes it relaxed.
 */
#ifdef UATOMIC_CONFIG_UATOMIC_AND_RELAXED
# define __UATOMIC_AND_DEFAULT_MO	CMM_RELAXED
#else
# define __UATOMIC_AND_DEFAULT_MO	CMM_SEQ_CST
#endif

/* The parameters and arguments of each kind of row. */
#define __uatomic_params_value	(volatile void *addr, uint64_t v, int mo)
#define __uatomic_args_value	(addr, v, mo)
#define __uatomic_params_pair	(volatile void *addr, uint64_t v, uint64_t u, int mo)
#define __uatomic_args_pair	(addr, v, u, mo)
#define __uatomic_params_unary	(volatile void *addr, int mo)
#define __uatomic_args_unary	(addr, mo)
/* The parameters of arch_uatomic_try_cmpxchg_N() and its weak form
 * (<generic/uatomic-cas-loop.h>): @n the operand size. */
#define __uatomic_params_try(n)						\
	(volatile void *addr, __uatomic_uint_##n *expected,		\
	 uint64_t new_val, int mo_success, int mo_failure)
/* The C type of each kind of result. */
#define __uatomic_ret_old	uint64_t
#define __uatomic_ret_new	uint64_t
#define __uatomic_ret_bit	__uatomic_bool
#define __uatomic_ret_none	void
/* The elements of a parenthesised column, (op, value) or (C, E, F). */
#define __uatomic_unparen(...)		__VA_ARGS__
/* What a conditional update ("while" derive) returns when it stored:
 * the value before, the value after, or true. */
#define __uatomic_while_stored_old(expr)	old
#define __uatomic_while_stored_new(expr)	(expr)
#define __uatomic_while_stored_bit(expr)	1

/*
 * Whether the arch gives the primitive @op: it says so, for every size
 * at once, with an empty "#define arch_uatomic_<op>", or for the size N
 * alone with "#define arch_uatomic_<op>_N_given" (an instruction for
 * words only: the other sizes are derived); "#define
 * arch_uatomic_rmw_N_given" says it for every row of size N (an arch that
 * instantiated the table's loops for that size itself:
 * __uatomic_cas_loop_rmw(type, N), <generic/uatomic-cas-loop.h>).  A constant 1 or 0
 * usable in a macro (Linux's IS_ENABLED() shape): the macro, defined
 * empty, turns the pasted placeholder into "0," and the second argument
 * picked is then 1.
 */
#define __uatomic_placeholder_		0,
#define __uatomic_second(a, b, ...)	b
#define __uatomic_given(op)		__uatomic_given_(arch_uatomic_##op)
#define __uatomic_given_(m)		__uatomic_given__(m)
#define __uatomic_given__(m)						\
	__uatomic_given___(__uatomic_placeholder_##m)
#define __uatomic_given___(ph)		__uatomic_second(ph 1, 0, 0)
/* @... unless the arch gives @op. */
#define __uatomic_unless_given(op, ...)					\
	__uatomic_unless_given_(__uatomic_given(op), __VA_ARGS__)
#define __uatomic_unless_given_(g, ...)	__uatomic_unless__(g, __VA_ARGS__)
#define __uatomic_unless__(g, ...)	__uatomic_unless_##g(__VA_ARGS__)
#define __uatomic_unless_0(...)		__VA_ARGS__
#define __uatomic_unless_1(...)

/*
 * What an arch's primitive orders by itself, which it says with one
 * hook, a constant expression for each operation @op (load, store,
 * cmpxchg, cmpxchg_failure: the read of a cmpxchg that fails,
 * cmpxchg_relaxed_failure: a cmpxchg at @mo whose failure order is
 * relaxed, or a row above), operand size @n and memory order @mo:
 *   arch_uatomic_orders(op, n, mo)
 * one of
 *   UATOMIC_ARCH_ORDERS_NOTHING  relaxed: <generic/uatomic.h> puts the fences
 *                           @mo needs around it (the default)
 *   UATOMIC_ARCH_ORDERS_C11      it orders itself as C11 asks for @mo; only
 *                           CMM_SEQ_CST_FENCE's extra barriers are added
 *   UATOMIC_ARCH_ORDERS_FULL     it is a full barrier: nothing is added
 * <generic/uatomic.h> composes every order from that answer, once for
 * every arch (Documentation/ordering.md).  An arch that answers
 * cmpxchg_relaxed_failure otherwise than cmpxchg says so with
 * UATOMIC_ARCH_CMPXCHG_RELAXED_FAILURE (else that answer is not asked of
 * a compare-and-swap taking both orders).
 */
#define UATOMIC_ARCH_ORDERS_NOTHING		0
#define UATOMIC_ARCH_ORDERS_C11		1
#define UATOMIC_ARCH_ORDERS_FULL		2

/*
 * What kind of access @op is, as constants for the hook's answers: a
 * load, a store, a read-modify-write, the read of a failing cmpxchg, or a
 * bitwise read-modify-write (a row whose operand column is "bitwise":
 * each bit of the result depends on that bit alone, so that one
 * instruction on the containing word does a byte or a halfword, the
 * other bits the operation's identity).  And which operation it is:
 * __uatomic_is_op(op, xchg).
 */
#define __UATOMIC_KIND_LOAD		0
#define __UATOMIC_KIND_STORE		1
#define __UATOMIC_KIND_RMW		2
#define __UATOMIC_KIND_FAILURE		3
#define __UATOMIC_KIND_BITWISE		4
#define __uatomic_kind_of_any		__UATOMIC_KIND_RMW
#define __uatomic_kind_of_arith		__UATOMIC_KIND_RMW
#define __uatomic_kind_of_bitwise	__UATOMIC_KIND_BITWISE
#define __uatomic_kind_of_minmax	__UATOMIC_KIND_RMW
#define __uatomic_kind_of_bitnr		__UATOMIC_KIND_RMW
#define __uatomic_kind_of_signed	__UATOMIC_KIND_RMW
#define __uatomic_kind_row(name, params, returns, derive, expr,	\
			   operand, ...)				\
	__uatomic_kind_##name = __uatomic_kind_of_##operand,
#define __uatomic_op_row(name, ...)	__uatomic_op_##name,
enum {
	__uatomic_kind_load = __UATOMIC_KIND_LOAD,
	__uatomic_kind_store = __UATOMIC_KIND_STORE,
	__uatomic_kind_cmpxchg = __UATOMIC_KIND_RMW,
	__uatomic_kind_cmpxchg_failure = __UATOMIC_KIND_FAILURE,
	__uatomic_kind_cmpxchg_relaxed_failure = __UATOMIC_KIND_RMW,
	__uatomic_for_each_rmw(__uatomic_kind_row, ~)
};
enum {
	__uatomic_op_load,
	__uatomic_op_store,
	__uatomic_op_cmpxchg,
	__uatomic_op_cmpxchg_failure,
	__uatomic_op_cmpxchg_relaxed_failure,
	__uatomic_for_each_rmw(__uatomic_op_row, ~)
};
/* Whether @op is a read-modify-write (the failure read of one counts). */
#define __uatomic_is_rmw(op)	(__uatomic_kind_##op >= __UATOMIC_KIND_RMW)
#define __uatomic_is_store(op)	(__uatomic_kind_##op == __UATOMIC_KIND_STORE)
#define __uatomic_is_failure(op)					\
	(__uatomic_kind_##op == __UATOMIC_KIND_FAILURE)
#define __uatomic_is_bitwise(op)					\
	(__uatomic_kind_##op == __UATOMIC_KIND_BITWISE)
/* A difference, not ==: `make expand`'s output (no macros left to hide it
 * in) compares a row with itself, which clang's -Wtautological-compare
 * rejects. */
#define __uatomic_is_op(op, name)					\
	(__uatomic_op_##op - __uatomic_op_##name == 0)
/* cmpxchg (of either kind) or the read of one that fails. */
#define __uatomic_is_cmpxchg(op)					\
	(__uatomic_is_op(op, cmpxchg) ||				\
	 __uatomic_is_op(op, cmpxchg_relaxed_failure) ||		\
	 __uatomic_is_failure(op))

/* @orders for a read-modify-write, UATOMIC_ARCH_ORDERS_NOTHING for a load or
 * store: the hook of an arch whose loads and stores are plain. */
#define __uatomic_rmw_orders(op, orders)				\
	(__uatomic_is_rmw(op) ? (orders) : UATOMIC_ARCH_ORDERS_NOTHING)

/*
 * What the primitive @op of size @n orders at @mo (a constant expression
 * where @mo is one): the arch's answer where it gives the primitive,
 * else the answer for the row it is derived from, the base of its
 * "derive" column: cmpxchg for a loop, the row it calls otherwise
 * (inc: add, then add_return, then cmpxchg where each is derived).  The
 * arch is asked about load, store, cmpxchg, cmpxchg_failure and the
 * primitives it gives, never about a row it left to the table, so a new
 * row needs nothing of an arch.  One macro per step of the chain (a
 * macro cannot expand itself); the table's longest chain is four.
 */
#define __uatomic_orders(op, n, mo)	__uatomic_orders_1(op, n, mo)
#define __uatomic_orders_1(op, n, mo)					\
	__uatomic_choose(__uatomic_asks_arch(op, n),			\
		arch_uatomic_orders(op, n, mo),				\
		__uatomic_orders_2(__uatomic_base_of(op), n, mo))
/* The same inside the table's expansion, where the row of @name cannot
 * be expanded again: from its columns @derive and @expr. */
#define __uatomic_row_orders(name, derive, expr, n, mo)		\
	__uatomic_choose(__uatomic_asks_arch(name, n),			\
		arch_uatomic_orders(name, n, mo),			\
		__uatomic_orders_2(__uatomic_ordered_by_##derive(expr), \
				   n, mo))
#define __uatomic_orders_2(op, n, mo)					\
	__uatomic_choose(__uatomic_asks_arch(op, n),			\
		arch_uatomic_orders(op, n, mo),				\
		__uatomic_orders_3(__uatomic_base_of(op), n, mo))
#define __uatomic_orders_3(op, n, mo)					\
	__uatomic_choose(__uatomic_asks_arch(op, n),			\
		arch_uatomic_orders(op, n, mo),				\
		__uatomic_orders_4(__uatomic_base_of(op), n, mo))
#define __uatomic_orders_4(op, n, mo)					\
	__uatomic_choose(__uatomic_asks_arch(op, n),			\
		arch_uatomic_orders(op, n, mo),				\
		__uatomic_orders_5(__uatomic_base_of(op), n, mo))
#define __uatomic_orders_5(op, n, mo)	arch_uatomic_orders(op, n, mo)
/* 1 where the arch answers for @op of size @n: a primitive of the base
 * (load, store, cmpxchg, cmpxchg_failure: __uatomic_base_op_<op>) or one
 * the arch gives. */
#define __uatomic_base_op_load
#define __uatomic_base_op_store
#define __uatomic_base_op_cmpxchg
#define __uatomic_base_op_cmpxchg_failure
#define __uatomic_base_op_cmpxchg_relaxed_failure
#define __uatomic_asks_arch(op, n)					\
	__uatomic_or(__uatomic_given_(__uatomic_base_op_##op),		\
	__uatomic_or(__uatomic_given(op),				\
	__uatomic_or(__uatomic_given(op##_##n##_given),		\
		     __uatomic_given(rmw_##n##_given))))
/* The row @op is derived from; a base primitive is its own. */
#define __uatomic_base_of(op)						\
	__uatomic_choose(__uatomic_given_(__uatomic_base_op_##op), op,	\
			 __uatomic_row_##op(__uatomic_col_base, ~))
#define __uatomic_col_base(name, params, returns, derive, expr, ...)	\
	__uatomic_ordered_by_##derive(expr)
#define __uatomic_derived_from_loop(expr)	cmpxchg
#define __uatomic_derived_from_while(expr)	cmpxchg
#define __uatomic_derived_from_call(call)				\
	__uatomic_first(__uatomic_unparen call)
#define __uatomic_derived_from_from	__uatomic_derived_from_call
#define __uatomic_derived_from_bit	__uatomic_derived_from_call
/*
 * The primitive whose answer orders a derived row: the row it is
 * derived from, but a loop's compare-and-swap, whose failure is relaxed
 * (tried again, or a conditional update's read that does not store:
 * <generic/uatomic-cas-loop.h>), is asked as cmpxchg_relaxed_failure.
 */
#define __uatomic_ordered_by_loop(expr)	cmpxchg_relaxed_failure
#define __uatomic_ordered_by_while(expr)	cmpxchg_relaxed_failure
#define __uatomic_ordered_by_call	__uatomic_derived_from_call
#define __uatomic_ordered_by_from	__uatomic_derived_from_call
#define __uatomic_ordered_by_bit	__uatomic_derived_from_call
#define __uatomic_first(...)		__uatomic_first_(__VA_ARGS__)
#define __uatomic_first_(a, ...)	a
/* @a if the constant 1 or 0 @c (as __uatomic_given() makes) is 1, else
 * @b; 1 if either of @a and @b is. */
#define __uatomic_choose(c, a, b)	__uatomic_choose_(c, a, b)
#define __uatomic_choose_(c, a, b)	__uatomic_choose_##c(a, b)
#define __uatomic_choose_1(a, b)	a
#define __uatomic_choose_0(a, b)	b
#define __uatomic_or(a, b)		__uatomic_or_(a, b)
#define __uatomic_or_(a, b)		__uatomic_or_##a##b
#define __uatomic_or_00			0
#define __uatomic_or_01			1
#define __uatomic_or_10			1
#define __uatomic_or_11			1

#endif /* _GENERIC_UATOMIC_OPS_H */

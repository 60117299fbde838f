// SPDX-License-Identifier: MIT
/*
 * tests/unit/ops.c - every uatomic operation on every operand type the
 * target supports (contract §2, §4): the value each operation stores and
 * returns, on the boundary values 0, 1, -1, MIN, MAX and their wrap-around,
 * signed operands keeping their sign, the type of each returned value, and
 * value arguments converted as an assignment would convert them.
 *
 * The per-type tests are stamped out by DEFINE_INT_TESTS() for each
 * integer type and DEFINE_PTR_TESTS() for pointers.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"

#define SAME_TYPE(expr, type)						\
	__builtin_types_compatible_p(__typeof__(expr), type)

/*
 * A fetch form @fn on every pair of boundary values vals[i], vals[j] (in
 * DEFINE_INT_TESTS' scope): it returns the value before and stores
 * @expect, described by @what.
 */
#define CHECK_FETCH_E(fn, expect, what)					\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			e = (expect);					\
			v = vals[i];					\
			r = fn(&v, vals[j]);				\
			ok &= r == vals[i] && v == e;			\
		}							\
	check(ok, "%s: " #fn " returns the previous value and stores " \
	      what, tn)
/* The bitwise and arithmetic forms: the value @op v, in @utype. */
#define CHECK_FETCH(fn, op, what, type, utype)				\
	CHECK_FETCH_E(fn, (type) ((utype) vals[i] op (utype) vals[j]), what)
/* fetch_max (@cmp >) and fetch_min (@cmp <): the greater or lesser, as
 * the operand's type compares (signed or unsigned). */
#define CHECK_MINMAX(fn, cmp, what)					\
	CHECK_FETCH_E(fn, vals[j] cmp vals[i] ? vals[j] : vals[i], what)

/*
 * The expected results are computed in the unsigned type, where
 * wrap-around is defined, and converted back (modulo 2^N with gcc).
 */
#define DEFINE_INT_TESTS(name, type, utype, tmin, tmax)			\
static void test_##name(void)						\
{									\
	static type v;							\
	const type vals[] = { 0, 1, (type) -1, tmin, tmax,		\
			      (type) ((tmin) + 1), (type) ((tmax) - 1),	\
			      (type) bits64(0x5ac3a55a3cc3a55aULL) };	\
	const size_t n = sizeof(vals) / sizeof(vals[0]);		\
	const char *tn = #name;						\
	size_t i, j;							\
	int ok;								\
	type r, e;							\
	intmax_t wr, we;						\
	uintmax_t uwr, uwe;						\
									\
	/* uatomic_set / uatomic_read */				\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		uatomic_set(&v, vals[i]);				\
		ok &= v == vals[i] && uatomic_read(&v) == vals[i];	\
	}								\
	check(ok, "%s: uatomic_set stores and uatomic_read returns "	\
	      "0, 1, -1, MIN, MAX and neighbours", tn);			\
									\
	/* uatomic_store(addr, v) / uatomic_load(addr) */		\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		uatomic_store(&v, vals[i]);				\
		ok &= v == vals[i] && uatomic_load(&v) == vals[i];	\
	}								\
	check(ok, "%s: uatomic_store(addr, v) stores and "		\
	      "uatomic_load(addr) returns every boundary value", tn);	\
									\
	/* uatomic_store(addr, v, mo) / uatomic_load(addr, mo) */	\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		uatomic_store(&v, vals[i], CMM_RELEASE);		\
		ok &= uatomic_load(&v, CMM_ACQUIRE) == vals[i];		\
		e = (type) ~vals[i];					\
		uatomic_store(&v, e, CMM_SEQ_CST);			\
		ok &= uatomic_load(&v, CMM_SEQ_CST) == e;		\
	}								\
	check(ok, "%s: uatomic_store(addr, v, mo) stores and "		\
	      "uatomic_load(addr, mo) returns every boundary value", tn); \
									\
	/* uatomic_cmpxchg, success: returns the old value, swaps */	\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			r = uatomic_cmpxchg(&v, vals[i], vals[j]);	\
			ok &= r == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_cmpxchg with the current value as old "	\
	      "stores new and returns the previous value", tn);		\
									\
	/* uatomic_cmpxchg, failure: returns the current value, keeps it */ \
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			type other = (type) ((utype) vals[i] ^ 1);	\
									\
			v = vals[i];					\
			r = uatomic_cmpxchg(&v, other, vals[j]);	\
			ok &= r == vals[i] && v == vals[i];		\
		}							\
	check(ok, "%s: uatomic_cmpxchg with another old value stores "	\
	      "nothing and returns the current value", tn);		\
									\
	/* uatomic_try_cmpxchg and _weak, success: true, swaps, leaves	\
	 * expected (a weak one may fail spuriously: it is retried, and	\
	 * a failure must then leave expected as it was) */		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			type exp = vals[i];				\
			int tries = 0;					\
									\
			v = vals[i];					\
			ok &= uatomic_try_cmpxchg(&v, &exp, vals[j]) == 1; \
			ok &= exp == vals[i] && v == vals[j];		\
			v = vals[i];					\
			while (!uatomic_try_cmpxchg_weak(&v, &exp,	\
					vals[j], CMM_ACQ_REL) &&	\
			       ++tries < 100)				\
				ok &= exp == vals[i];			\
			ok &= exp == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_try_cmpxchg(_weak) with the current value " \
	      "as expected stores new and returns true", tn);		\
									\
	/* uatomic_try_cmpxchg and _weak, failure: false, keeps the	\
	 * value, writes it to expected */				\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			type exp = (type) ((utype) vals[i] ^ 1);	\
									\
			v = vals[i];					\
			ok &= uatomic_try_cmpxchg_mo(&v, &exp, vals[j],	\
					CMM_SEQ_CST, CMM_RELAXED) == 0;	\
			ok &= exp == vals[i] && v == vals[i];		\
			exp = (type) ((utype) vals[i] ^ 1);		\
			ok &= uatomic_try_cmpxchg_weak(&v, &exp,	\
						       vals[j]) == 0;	\
			ok &= exp == vals[i] && v == vals[i];		\
		}							\
	check(ok, "%s: uatomic_try_cmpxchg(_weak) with another expected " \
	      "value stores nothing, returns false and writes the "	\
	      "current value to expected", tn);				\
									\
	/* uatomic_xchg */						\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			r = uatomic_xchg(&v, vals[j]);			\
			ok &= r == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_xchg stores the new value and returns "	\
	      "the previous one", tn);					\
									\
	/* uatomic_add_return / uatomic_sub_return */			\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			e = (type) ((utype) vals[i] + (utype) vals[j]);	\
			v = vals[i];					\
			r = uatomic_add_return(&v, vals[j]);		\
			ok &= r == e && v == e;				\
		}							\
	check(ok, "%s: uatomic_add_return stores and returns the sum, "	\
	      "wrapping modulo 2^%zu", tn, 8 * sizeof(type));		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			e = (type) ((utype) vals[i] - (utype) vals[j]);	\
			v = vals[i];					\
			r = uatomic_sub_return(&v, vals[j]);		\
			ok &= r == e && v == e;				\
		}							\
	check(ok, "%s: uatomic_sub_return stores and returns the "	\
	      "difference, wrapping modulo 2^%zu", tn, 8 * sizeof(type)); \
									\
	/* uatomic_add / uatomic_sub / uatomic_and / uatomic_or */	\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			uatomic_add(&v, vals[j]);			\
			ok &= v == (type) ((utype) vals[i] + (utype) vals[j]); \
		}							\
	check(ok, "%s: uatomic_add stores the sum", tn);		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			uatomic_sub(&v, vals[j]);			\
			ok &= v == (type) ((utype) vals[i] - (utype) vals[j]); \
		}							\
	check(ok, "%s: uatomic_sub stores the difference", tn);		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			uatomic_and(&v, vals[j]);			\
			ok &= v == (type) ((utype) vals[i] & (utype) vals[j]); \
		}							\
	check(ok, "%s: uatomic_and stores the bitwise and", tn);	\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			uatomic_or(&v, vals[j]);			\
			ok &= v == (type) ((utype) vals[i] | (utype) vals[j]); \
		}							\
	check(ok, "%s: uatomic_or stores the bitwise or", tn);		\
									\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			uatomic_xor(&v, vals[j]);			\
			ok &= v == (type) ((utype) vals[i] ^ (utype) vals[j]); \
		}							\
	check(ok, "%s: uatomic_xor stores the bitwise exclusive or", tn); \
									\
	/* The fetch forms: the value before, and the result stored */	\
	CHECK_FETCH(uatomic_fetch_add, +, "the sum", type, utype);	\
	CHECK_FETCH(uatomic_fetch_sub, -, "the difference", type,	\
		    utype);						\
	CHECK_FETCH(uatomic_fetch_and, &, "the bitwise and", type,	\
		    utype);						\
	CHECK_FETCH(uatomic_fetch_or, |, "the bitwise or", type, utype); \
	CHECK_FETCH(uatomic_fetch_xor, ^, "the bitwise exclusive or",	\
		    type, utype);					\
	CHECK_MINMAX(uatomic_fetch_max, >, "the greater");		\
	/* The bit operations, on every bit of every value */		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < 8 * sizeof(type); j++) {		\
			const utype m = (utype) ((utype) 1 << j);	\
			const int was = ((utype) vals[i] & m) != 0;	\
									\
			v = vals[i];					\
			ok &= uatomic_test_and_set_bit(&v, j) == was &&	\
			      v == (type) ((utype) vals[i] | m);	\
			v = vals[i];					\
			ok &= uatomic_test_and_clear_bit(&v, j,		\
					CMM_RELAXED) == was &&		\
			      v == (type) ((utype) vals[i] & (utype) ~m); \
			v = vals[i];					\
			ok &= uatomic_test_and_change_bit_mo(&v, j,	\
					CMM_ACQ_REL) == was &&		\
			      v == (type) ((utype) vals[i] ^ m);	\
		}							\
	check(ok, "%s: uatomic_test_and_set/clear/change_bit return the " \
	      "bit's old value and set, clear or flip it alone", tn);	\
	CHECK_MINMAX(uatomic_fetch_min, <, "the lesser");		\
	/* The conditional updates, on every pair of boundary values,	\
	 * with u the value (nothing stored) and another value */	\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			const type other = (type) ((utype) vals[i] ^ 1); \
			const type sum = (type) ((utype) vals[i] +	\
						 (utype) vals[j]);	\
									\
			v = vals[i];					\
			ok &= uatomic_fetch_add_unless(&v, vals[j],	\
					vals[i]) == vals[i] &&		\
			      v == vals[i];				\
			ok &= !uatomic_add_unless(&v, vals[j], vals[i],	\
					CMM_RELAXED) && v == vals[i];	\
			ok &= uatomic_fetch_add_unless_mo(&v, vals[j],	\
					other, CMM_ACQUIRE) == vals[i] && \
			      v == sum;					\
			v = vals[i];					\
			ok &= uatomic_add_unless(&v, vals[j], other) &&	\
			      v == sum;					\
		}							\
	check(ok, "%s: uatomic_fetch_add_unless and uatomic_add_unless " \
	      "add v unless the value is u, and return the value "	\
	      "before or whether they added", tn);			\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		v = vals[i];						\
		ok &= uatomic_inc_not_zero(&v) == (vals[i] != 0) &&	\
		      v == (vals[i] ? (type) ((utype) vals[i] + 1) : 0); \
		v = vals[i];						\
		ok &= uatomic_inc_not_zero_mo(&v, CMM_RELEASE) ==	\
			(vals[i] != 0);					\
	}								\
	check(ok, "%s: uatomic_inc_not_zero adds one unless the value " \
	      "is zero, and returns whether it added", tn);		\
	/* uatomic_cond_load: the condition, at each order, on VAL */	\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		v = vals[i];						\
		ok &= uatomic_cond_load(&v, VAL, VAL == vals[i]) ==	\
			vals[i];					\
		ok &= uatomic_cond_load(&v, VAL, VAL != vals[(i + 1) % n], \
					CMM_ACQUIRE) == vals[i];	\
		ok &= uatomic_cond_load_mo(&v, x, x == vals[i] && x == v, \
					   CMM_SEQ_CST_FENCE) == vals[i]; \
		ok &= uatomic_cond_load_timeout(&v, VAL, 1, 0,		\
						CMM_CONSUME) == vals[i]; \
		ok &= uatomic_cond_load_timeout(&v, VAL,		\
				VAL != vals[i], 100) == vals[i];	\
		ok &= uatomic_cond_load_timeout_mo(&v, VAL,		\
				VAL == vals[(i + 1) % n], 1,		\
				CMM_SEQ_CST) == vals[i];		\
		ok &= v == vals[i];					\
	}								\
	check(ok, "%s: uatomic_cond_load returns the value its "	\
	      "condition holds of; uatomic_cond_load_timeout gives up " \
	      "on one that never holds, returning the value", tn);	\
	v = 0;								\
	r = uatomic_fetch_max_mo(&v, (type) -1, CMM_RELAXED);		\
	check(r == 0 &&							\
	      v == ((type) -1 < (type) 1 ? 0 : (type) -1),		\
	      "%s: uatomic_fetch_max of 0 and -1 keeps 0 if signed, "	\
	      "stores -1 (MAX) if not", tn);				\
	v = (tmin);							\
	r = uatomic_fetch_min(&v, tmax, CMM_ACQ_REL);			\
	check(r == (tmin) && v == (tmin),				\
	      "%s: uatomic_fetch_min(MIN, MAX) keeps MIN", tn);		\
	v = tmax;							\
	r = uatomic_fetch_add(&v, 1);					\
	check(r == (tmax) && v == (tmin),				\
	      "%s: uatomic_fetch_add(MAX, 1) returns MAX, wraps to MIN", \
	      tn);							\
	v = tmin;							\
	r = uatomic_fetch_sub(&v, 1);					\
	check(r == (tmin) && v == (tmax),				\
	      "%s: uatomic_fetch_sub(MIN, 1) returns MIN, wraps to MAX", \
	      tn);							\
									\
	/* uatomic_inc / uatomic_dec */					\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		v = vals[i];						\
		uatomic_inc(&v);					\
		ok &= v == (type) ((utype) vals[i] + 1);		\
	}								\
	check(ok, "%s: uatomic_inc adds one", tn);			\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		v = vals[i];						\
		uatomic_dec(&v);					\
		ok &= v == (type) ((utype) vals[i] - 1);		\
	}								\
	check(ok, "%s: uatomic_dec subtracts one", tn);			\
									\
	/* Wrap-around at the ends of the range */			\
	v = tmax;							\
	uatomic_inc(&v);						\
	check(v == (tmin), "%s: uatomic_inc on MAX wraps to MIN", tn);	\
	v = tmin;							\
	uatomic_dec(&v);						\
	check(v == (tmax), "%s: uatomic_dec on MIN wraps to MAX", tn);	\
	v = tmax;							\
	r = uatomic_add_return(&v, 1);					\
	check(r == (tmin) && v == (tmin),				\
	      "%s: uatomic_add_return(MAX, 1) wraps to MIN", tn);	\
	v = tmin;							\
	r = uatomic_sub_return(&v, 1);					\
	check(r == (tmax) && v == (tmax),				\
	      "%s: uatomic_sub_return(MIN, 1) wraps to MAX", tn);	\
	v = tmax;							\
	uatomic_add(&v, 1);						\
	check(v == (tmin), "%s: uatomic_add(MAX, 1) wraps to MIN", tn);	\
	v = tmin;							\
	uatomic_sub(&v, 1);						\
	check(v == (tmax), "%s: uatomic_sub(MIN, 1) wraps to MAX", tn);	\
	v = (type) -1;							\
	uatomic_inc(&v);						\
	check(v == 0, "%s: uatomic_inc on -1 gives 0", tn);		\
	v = 0;								\
	uatomic_dec(&v);						\
	check(v == (type) -1, "%s: uatomic_dec on 0 gives -1", tn);	\
									\
	/* Signed operands keep their sign (contract §4) */			\
	v = (type) -5;							\
	r = uatomic_add_return(&v, 3);					\
	check(r == (type) -2 && v == (type) -2,				\
	      "%s: uatomic_add_return on -5 adding 3 gives -2", tn);	\
	v = (type) -1;							\
	r = uatomic_cmpxchg(&v, -1, 0);					\
	check(r == (type) -1 && v == 0,					\
	      "%s: a value of -1 compares equal to -1 in uatomic_cmpxchg " \
	      "(the swap happens)", tn);				\
	v = (type) -1;							\
	r = uatomic_read(&v);						\
	e = uatomic_xchg(&v, 0);					\
	wr = r;								\
	we = e;								\
	uwr = r;							\
	uwe = e;							\
	if (caa_is_signed_type(type))					\
		check(wr == -1 && we == -1,				\
		      "%s: -1 returned by read and xchg widens to -1 "	\
		      "(sign kept)", tn);				\
	else								\
		check(uwr == (uintmax_t) (tmax) &&			\
		      uwe == (uintmax_t) (tmax),			\
		      "%s: -1 returned by read and xchg widens to MAX "	\
		      "(no sign extension)", tn);			\
									\
	/* The returned values have the operand's type */		\
	check(SAME_TYPE(uatomic_read(&v), type) &&			\
	      SAME_TYPE(uatomic_load(&v), type) &&			\
	      SAME_TYPE(uatomic_load(&v, CMM_ACQUIRE), type) &&		\
	      SAME_TYPE(uatomic_load_mo(&v, CMM_ACQUIRE), type) &&	\
	      SAME_TYPE(uatomic_cmpxchg(&v, 0, 1), type) &&		\
	      SAME_TYPE(uatomic_xchg(&v, 0), type) &&			\
	      SAME_TYPE(uatomic_add_return(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_sub_return(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_add(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_sub(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_and(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_or(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_xor(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_max(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_fetch_min(&v, 1), type) &&		\
	      SAME_TYPE(uatomic_test_and_set_bit(&v, 1), _Bool) &&	\
	      SAME_TYPE(uatomic_fetch_add_unless(&v, 1, 2), type) &&	\
	      SAME_TYPE(uatomic_add_unless(&v, 1, 2), _Bool) &&		\
	      SAME_TYPE(uatomic_inc_not_zero(&v), _Bool) &&		\
	      SAME_TYPE(uatomic_cond_load(&v, VAL, 1), type) &&		\
	      SAME_TYPE(uatomic_cond_load_timeout(&v, VAL, 1, 1), type), \
	      "%s: read, load, cmpxchg, xchg, add_return, sub_return, " \
	      "the fetch forms and cond_load return the operand's type", \
	      tn);							\
}

FOR_EACH_INT_TYPE(DEFINE_INT_TESTS)

/*
 * uatomic_dec_if_positive, which takes signed operands: on every boundary
 * value it stores one less where the value is above zero, and returns
 * the value before less one, the least value itself where that was the
 * value before (negative: nothing stored).
 */
#define DEFINE_SIGNED_TESTS(name, type, utype, tmin, tmax)		\
static void test_signed_##name(void)					\
{									\
	static type v;							\
	const type vals[] = { 0, 1, -1, tmin, tmax,			\
			      (type) ((tmin) + 1), (type) ((tmax) - 1), 2 }; \
	const size_t n = sizeof(vals) / sizeof(vals[0]);		\
	size_t i;							\
	int ok = 1;							\
									\
	for (i = 0; i < n; i++) {					\
		const type x = vals[i];					\
		const type e = x > 0 ? (type) (x - 1) : x;		\
		const type r = x == (tmin) ? x : (type) (x - 1);	\
									\
		v = x;							\
		ok &= uatomic_dec_if_positive(&v) == r && v == e;	\
		v = x;							\
		ok &= uatomic_dec_if_positive(&v, CMM_ACQUIRE) == r &&	\
		      v == e;						\
		v = x;							\
		ok &= uatomic_dec_if_positive_mo(&v, CMM_RELAXED) == r && \
		      v == e;						\
	}								\
	check(ok && SAME_TYPE(uatomic_dec_if_positive(&v), type),	\
	      "%s: uatomic_dec_if_positive stores one less above zero "	\
	      "and returns the value before less one (MIN: MIN), of "	\
	      "the operand's type", #name);				\
}
FOR_EACH_SIGNED_TYPE(DEFINE_SIGNED_TESTS)

/* Pointers: read/set/load/store/xchg/cmpxchg. */
struct foo {
	int a;
	long b;
};

static struct foo foos[3];

#define DEFINE_PTR_TESTS(name, type)					\
static void test_##name(void)						\
{									\
	static type v;							\
	type const vals[] = { NULL, &foos[0], &foos[1], &foos[2] };	\
	const size_t n = sizeof(vals) / sizeof(vals[0]);		\
	const char *tn = #name;						\
	size_t i, j;							\
	int ok;								\
	type r;								\
									\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		uatomic_set(&v, vals[i]);				\
		ok &= v == vals[i] && uatomic_read(&v) == vals[i];	\
	}								\
	check(ok, "%s: uatomic_set stores and uatomic_read returns "	\
	      "NULL and object pointers", tn);				\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		uatomic_store(&v, vals[i]);				\
		ok &= v == vals[i] && uatomic_load(&v) == vals[i];	\
		uatomic_store(&v, vals[(i + 1) % n], CMM_RELEASE);	\
		ok &= uatomic_load(&v, CMM_CONSUME) == vals[(i + 1) % n]; \
	}								\
	check(ok, "%s: uatomic_store stores and uatomic_load returns "	\
	      "pointers, with and without a memory order", tn);		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			r = uatomic_xchg(&v, vals[j]);			\
			ok &= r == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_xchg stores the new pointer and returns " \
	      "the previous one", tn);					\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			r = uatomic_cmpxchg(&v, vals[i], vals[j]);	\
			ok &= r == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_cmpxchg with the current pointer as old " \
	      "swaps and returns the previous one", tn);		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			v = vals[i];					\
			r = uatomic_cmpxchg(&v, vals[(i + 1) % n], vals[j]); \
			ok &= r == vals[i] && v == vals[i];		\
		}							\
	check(ok, "%s: uatomic_cmpxchg with another old pointer stores " \
	      "nothing and returns the current one", tn);		\
	ok = 1;								\
	for (i = 0; i < n; i++)						\
		for (j = 0; j < n; j++) {				\
			type exp = vals[(i + 1) % n];			\
									\
			v = vals[i];					\
			ok &= !uatomic_try_cmpxchg(&v, &exp, vals[j]);	\
			ok &= exp == vals[i] && v == vals[i];		\
			ok &= uatomic_try_cmpxchg(&v, &exp, vals[j],	\
						  CMM_RELEASE);		\
			ok &= exp == vals[i] && v == vals[j];		\
		}							\
	check(ok, "%s: uatomic_try_cmpxchg on a pointer: false and the " \
	      "current one in expected, then true and swaps", tn);	\
	ok = 1;								\
	for (i = 0; i < n; i++) {					\
		v = vals[i];						\
		ok &= uatomic_cond_load(&v, p, p == vals[i],		\
					CMM_ACQUIRE) == vals[i];	\
		ok &= uatomic_cond_load_timeout(&v, p, !p && vals[i],	\
						100) == vals[i];	\
	}								\
	check(ok, "%s: uatomic_cond_load and _timeout on a pointer", tn); \
	check(SAME_TYPE(uatomic_read(&v), type) &&			\
	      SAME_TYPE(uatomic_load(&v, CMM_ACQUIRE), type) &&		\
	      SAME_TYPE(uatomic_cond_load(&v, p, p), type) &&		\
	      SAME_TYPE(uatomic_xchg(&v, NULL), type) &&		\
	      SAME_TYPE(uatomic_cmpxchg(&v, NULL, NULL), type),		\
	      "%s: read, load, xchg and cmpxchg return the pointer type", \
	      tn);							\
}

typedef struct foo *foo_ptr;
typedef const struct foo *const_foo_ptr;
typedef void *void_ptr;

#define FOR_EACH_PTR_TYPE(X)						\
	IF_PTR(X(struct_foo_ptr, foo_ptr))				\
	IF_PTR(X(const_struct_foo_ptr, const_foo_ptr))			\
	IF_PTR(X(void_ptr, void_ptr))

FOR_EACH_PTR_TYPE(DEFINE_PTR_TESTS)

/*
 * Value arguments are converted as an assignment converts them (contract §4):
 * each line below must compile without a warning under -Wall -Wextra.
 */
static void test_assignment_types(void)
{
#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
	static struct foo *fp;
	static const struct foo *cfp;
	struct foo *a = &foos[0], *b = &foos[1];
	void *vp = &foos[2];
	int ok = 1;

	uatomic_set(&fp, a);
	ok &= fp == a;
	uatomic_store(&fp, b, CMM_RELEASE);
	ok &= fp == b;
	ok &= uatomic_xchg(&fp, a) == b;
	ok &= uatomic_cmpxchg(&fp, a, b) == a && fp == b;
	check(ok, "a struct foo * stores into a struct foo * location "
	      "(set, store, xchg, cmpxchg)");

	uatomic_set(&fp, vp);
	ok = fp == vp;
	ok &= uatomic_cmpxchg(&fp, vp, NULL) == vp && fp == NULL;
	check(ok, "a void * and NULL store into a struct foo * location, "
	      "as in an assignment");

	uatomic_set(&cfp, a);
	ok = cfp == a;
	ok &= uatomic_xchg(&cfp, b) == a && cfp == b;
	check(ok, "a struct foo * stores into a const struct foo * "
	      "location, as in an assignment");
#endif
	{
		static long l;
		static unsigned int u;
		int i = -7;

		uatomic_set(&l, i);
		check(l == -7L, "an int value stored into a long is "
		      "sign-extended, as in an assignment");
		uatomic_set(&u, 2.75);
		check(u == 2u, "a double value stored into an unsigned int is "
		      "converted, as in an assignment");
		long r;

		l = 10;
		r = uatomic_add_return(&l, i);
		check(r == 3L && l == 3L,
		      "a negative int added to a long subtracts");
	}
}

#define RUN_TESTS(name, ...)	test_##name();
#define RUN_SIGNED_TESTS(name, ...)	test_signed_##name();

/*
 * uatomic_cond_load_timeout waits @timeout caa_get_cycles() units from
 * its first failed read, reading again until then; without a clock it
 * reads @timeout times more.
 */
static void test_cond_load_timeout(void)
{
	static unsigned int v;
	const caa_cycles_t timeout = 200000;
	caa_cycles_t start, elapsed;
	unsigned long reads = 0;

	start = caa_get_cycles();
	(void) uatomic_cond_load_timeout(&v, VAL, (reads++, VAL == 1),
					 timeout, CMM_ACQUIRE);
	elapsed = caa_get_cycles() - start;
#ifdef UATOMIC_HAS_CYCLES
	check(elapsed >= timeout && reads >= 2,
	      "uatomic_cond_load_timeout waits its timeout (%llu of %llu "
	      "caa_get_cycles() units), reading again (%lu reads)",
	      (unsigned long long) elapsed, (unsigned long long) timeout,
	      reads);
#else
	check(reads == timeout + 1,
	      "uatomic_cond_load_timeout without a clock reads its timeout "
	      "more times (%lu reads for %llu)", reads,
	      (unsigned long long) timeout);
#endif
}

#ifdef UATOMIC_HAS_ATOMIC_BYTE
/*
 * A bool operand of and, or, xor (contract §4): 0 and 1 act as C's &=,
 * |=, ^=; a value known only at run time is converted to bool first, so
 * that the operand keeps a bool's representation.
 */
static void test_bool_bitwise(void)
{
	_Bool b = 1;
	int ok;

	uatomic_and(&b, 0);
	ok = b == 0;
	uatomic_or(&b, 1);
	ok &= b == 1;
	ok &= uatomic_fetch_xor(&b, 1) == 1 && b == 0;
	check(ok, "bool: uatomic_and, uatomic_or, uatomic_xor with 0 and 1 "
	      "act as &=, |=, ^=");
	uatomic_and(&b, run_time(2));
	ok = b == 0;
	b = 1;
	uatomic_and(&b, run_time(2));
	ok &= b == 1;
	ok &= uatomic_fetch_xor(&b, run_time(2)) == 1 && b == 0;
	uatomic_or(&b, run_time(-4));
	ok &= b == 1 && *(unsigned char *) &b == 1;
	check(ok, "bool: a run-time value is converted to bool first (2 is "
	      "true), and the operand holds 0 or 1");
}
#endif

int main(void)
{
	note("configuration: %s", uatomic_build_config());
	FOR_EACH_INT_TYPE(RUN_TESTS)
	FOR_EACH_SIGNED_TYPE(RUN_SIGNED_TESTS)
	FOR_EACH_PTR_TYPE(RUN_TESTS)
	test_assignment_types();
	test_cond_load_timeout();
#ifdef UATOMIC_HAS_ATOMIC_BYTE
	test_bool_bitwise();
#endif
	return test_exit();
}

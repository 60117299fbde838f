// SPDX-License-Identifier: MIT
/*
 * tests/unit/ordering-api.c - the memory-order API (contract §2, §3): every
 * uatomic_*_mo form accepts every memory order that makes sense for it,
 * as a constant and as a value known only at run time, and computes the
 * same result as the default form; the cmm_smp_mb__before/after_uatomic_*
 * helpers compile and run around their operations.  (That the orders
 * really order is the business of tests/litmus and tests/stress; that the
 * senseless orders are rejected, of tests/compile-fail.)
 */
#include <limits.h>
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"

#define FOR_EACH_MO_TYPE(X)						\
	IF_BYTE(X(int8_t, int8_t, uint8_t))				\
	IF_BYTE(X(uint8_t, uint8_t, uint8_t))				\
	IF_SHORT(X(int16_t, int16_t, uint16_t))				\
	IF_SHORT(X(uint16_t, uint16_t, uint16_t))			\
	X(int32_t, int32_t, uint32_t)					\
	X(uint32_t, uint32_t, uint32_t)					\
	IF_LLONG(X(int64_t, int64_t, uint64_t))				\
	IF_LLONG(X(uint64_t, uint64_t, uint64_t))			\
	X(long, long, unsigned long)					\
	X(unsigned_long, unsigned long, unsigned long)

/* The orders that make sense for each kind of operation. */
#define LOAD_MOS(X)							\
	X(CMM_RELAXED) X(CMM_CONSUME) X(CMM_ACQUIRE) X(CMM_SEQ_CST)	\
	X(CMM_SEQ_CST_FENCE)
#define STORE_MOS(X)							\
	X(CMM_RELAXED) X(CMM_RELEASE) X(CMM_SEQ_CST) X(CMM_SEQ_CST_FENCE)
#define RMW_MOS(X)							\
	X(CMM_RELAXED) X(CMM_CONSUME) X(CMM_ACQUIRE) X(CMM_RELEASE)	\
	X(CMM_ACQ_REL) X(CMM_SEQ_CST) X(CMM_SEQ_CST_FENCE)
/* cmpxchg: (success, failure), the failure order a valid load order no
 * stronger than the success order. */
#define CMPXCHG_MOS(X)							\
	X(CMM_RELAXED, CMM_RELAXED)					\
	X(CMM_CONSUME, CMM_RELAXED) X(CMM_CONSUME, CMM_CONSUME)		\
	X(CMM_ACQUIRE, CMM_RELAXED) X(CMM_ACQUIRE, CMM_CONSUME)		\
	X(CMM_ACQUIRE, CMM_ACQUIRE)					\
	X(CMM_RELEASE, CMM_RELAXED)					\
	X(CMM_ACQ_REL, CMM_RELAXED) X(CMM_ACQ_REL, CMM_ACQUIRE)		\
	X(CMM_SEQ_CST, CMM_RELAXED) X(CMM_SEQ_CST, CMM_ACQUIRE)		\
	X(CMM_SEQ_CST, CMM_SEQ_CST)					\
	X(CMM_SEQ_CST_FENCE, CMM_RELAXED)				\
	X(CMM_SEQ_CST_FENCE, CMM_SEQ_CST)				\
	X(CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)

static const char *const mo_names[] = {
	[CMM_RELAXED] = "CMM_RELAXED",
	[CMM_CONSUME] = "CMM_CONSUME",
	[CMM_ACQUIRE] = "CMM_ACQUIRE",
	[CMM_RELEASE] = "CMM_RELEASE",
	[CMM_ACQ_REL] = "CMM_ACQ_REL",
	[CMM_SEQ_CST] = "CMM_SEQ_CST",
	[CMM_SEQ_CST_FENCE] = "CMM_SEQ_CST_FENCE",
};

/* The same orders as run-time values the compiler cannot see through. */
static volatile enum cmm_memorder rt_load_mos[] = {
	CMM_RELAXED, CMM_CONSUME, CMM_ACQUIRE, CMM_SEQ_CST, CMM_SEQ_CST_FENCE
};
static volatile enum cmm_memorder rt_store_mos[] = {
	CMM_RELAXED, CMM_RELEASE, CMM_SEQ_CST, CMM_SEQ_CST_FENCE
};
static volatile enum cmm_memorder rt_rmw_mos[] = {
	CMM_RELAXED, CMM_CONSUME, CMM_ACQUIRE, CMM_RELEASE, CMM_ACQ_REL,
	CMM_SEQ_CST, CMM_SEQ_CST_FENCE
};
static volatile enum cmm_memorder rt_cmpxchg_mos[][2] = {
#define RT_PAIR(s, f)	{ s, f },
	CMPXCHG_MOS(RT_PAIR)
#undef RT_PAIR
};

#define ARRAY_LEN(a)	(sizeof(a) / sizeof((a)[0]))

/* Within a per-type test: the first order that gave a wrong result. */
#define BAD(mo_name)							\
	do {								\
		if (!bad)						\
			bad = (mo_name);				\
	} while (0)
#define REPORT(what)							\
	do {								\
		check(!bad, "%s: %s gives the default form's result "	\
		      "under every valid memory order%s%s", tn, what,	\
		      bad ? ", wrong with " : "", bad ? bad : "");	\
		bad = NULL;						\
	} while (0)

/* One operation under one constant order; a, b, v, r of type T. */
#define LOAD_MO(mo)							\
	v = a;								\
	if (uatomic_load_mo(&v, mo) != a)				\
		BAD(#mo);
#define LOAD2(mo)							\
	v = a;								\
	if (uatomic_load(&v, mo) != a)					\
		BAD(#mo);
#define STORE_MO(mo)							\
	v = a;								\
	uatomic_store_mo(&v, b, mo);					\
	if (v != b)							\
		BAD(#mo);
#define STORE3(mo)							\
	v = a;								\
	uatomic_store(&v, b, mo);					\
	if (v != b)							\
		BAD(#mo);
#define CMPXCHG_OK(s, f)						\
	v = a;								\
	r = uatomic_cmpxchg_mo(&v, a, b, s, f);				\
	if (r != a || v != b)						\
		BAD(#s ", " #f);
#define CMPXCHG_FAIL(s, f)						\
	v = a;								\
	r = uatomic_cmpxchg_mo(&v, b, b, s, f);				\
	if (r != a || v != a)						\
		BAD(#s ", " #f);
/* try_cmpxchg and _weak (retried: it may fail spuriously), e of type T */
#define TRY_CMPXCHG_OK(s, f)						\
	v = a;								\
	e = a;								\
	if (!uatomic_try_cmpxchg_mo(&v, &e, b, s, f) || e != a || v != b) \
		BAD(#s ", " #f);					\
	v = a;								\
	for (i = 0; i < 1000 &&						\
	     !uatomic_try_cmpxchg_weak_mo(&v, &e, b, s, f); i++)	\
		;							\
	if (e != a || v != b)						\
		BAD(#s ", " #f);
#define TRY_CMPXCHG_FAIL(s, f)						\
	v = a;								\
	e = b;								\
	if (uatomic_try_cmpxchg_mo(&v, &e, b, s, f) || e != a || v != a) \
		BAD(#s ", " #f);					\
	e = b;								\
	if (uatomic_try_cmpxchg_weak_mo(&v, &e, b, s, f) || e != a ||	\
	    v != a)							\
		BAD(#s ", " #f);
#define TRY_CMPXCHG4(s, f)						\
	v = a;								\
	e = a;								\
	if (!uatomic_try_cmpxchg(&v, &e, b, s) || v != b)		\
		BAD(#s);						\
	if (uatomic_try_cmpxchg(&v, &e, b, s, f) || e != b)		\
		BAD(#s ", " #f);
#define XCHG_MO(mo)							\
	v = a;								\
	r = uatomic_xchg_mo(&v, b, mo);					\
	if (r != a || v != b)						\
		BAD(#mo);
#define ADD_RETURN_MO(mo)						\
	v = a;								\
	r = uatomic_add_return_mo(&v, b, mo);				\
	if (r != sum || v != sum)					\
		BAD(#mo);
#define SUB_RETURN_MO(mo)						\
	v = a;								\
	r = uatomic_sub_return_mo(&v, b, mo);				\
	if (r != diff || v != diff)					\
		BAD(#mo);
#define ADD_MO(mo)							\
	v = a;								\
	uatomic_add_mo(&v, b, mo);					\
	if (v != sum)							\
		BAD(#mo);
#define SUB_MO(mo)							\
	v = a;								\
	uatomic_sub_mo(&v, b, mo);					\
	if (v != diff)							\
		BAD(#mo);
#define INC_MO(mo)							\
	v = a;								\
	uatomic_inc_mo(&v, mo);						\
	if (v != inc)							\
		BAD(#mo);
#define DEC_MO(mo)							\
	v = a;								\
	uatomic_dec_mo(&v, mo);						\
	if (v != dec)							\
		BAD(#mo);
#define AND_MO(mo)							\
	v = a;								\
	uatomic_and_mo(&v, b, mo);					\
	if (v != and)							\
		BAD(#mo);
#define OR_MO(mo)							\
	v = a;								\
	uatomic_or_mo(&v, b, mo);					\
	if (v != or)							\
		BAD(#mo);
#define XOR_MO(mo)							\
	v = a;								\
	uatomic_xor_mo(&v, b, mo);					\
	if (v != xor)							\
		BAD(#mo);
/* A fetch form: returns a, stores @res. */
#define FETCH(fn, res, mo)						\
	v = a;								\
	r = fn(&v, b, mo);						\
	if (r != a || v != (res))					\
		BAD(#mo);
#define FETCH_ADD_MO(mo)	FETCH(uatomic_fetch_add_mo, sum, mo)
#define FETCH_SUB_MO(mo)	FETCH(uatomic_fetch_sub_mo, diff, mo)
#define FETCH_AND_MO(mo)	FETCH(uatomic_fetch_and_mo, and, mo)
#define FETCH_OR_MO(mo)		FETCH(uatomic_fetch_or_mo, or, mo)
#define FETCH_XOR_MO(mo)	FETCH(uatomic_fetch_xor_mo, xor, mo)
#define FETCH3(mo)		FETCH(uatomic_fetch_add, sum, mo)
#define FETCH_MAX_MO(mo)	FETCH(uatomic_fetch_max_mo, b > a ? b : a, mo)
#define FETCH_MIN_MO(mo)	FETCH(uatomic_fetch_min_mo, b < a ? b : a, mo)
/* The top bit of a flipped, its old value returned (U: a's unsigned
 * type). */
#define TOP_BIT			(8 * sizeof(T) - 1)
#define TEST_AND_CHANGE_BIT_MO(mo)					\
	v = a;								\
	if (uatomic_test_and_change_bit_mo(&v, TOP_BIT, mo) !=		\
	    (int) (((U) a >> TOP_BIT) & 1) ||				\
	    v != (T) ((U) a ^ ((U) 1 << TOP_BIT)))			\
		BAD(#mo);
/* The conditional updates: nothing added when the value is u, v added
 * when it is not; one stored less from 1, nothing from 0. */
#define ADD_UNLESS_MO(mo)						\
	v = a;								\
	if (uatomic_add_unless_mo(&v, b, a, mo) || v != a)		\
		BAD(#mo);						\
	r = uatomic_fetch_add_unless_mo(&v, b, (T) ~a, mo);		\
	if (r != a || v != (T) ((U) a + (U) b))				\
		BAD(#mo);						\
	if (!uatomic_inc_not_zero_mo(&v, mo) ||				\
	    v != (T) ((U) a + (U) b + 1))				\
		BAD(#mo);
/* A wait that ends at once, and a bounded one that gives up: a each. */
#define COND_LOAD_MO(mo)						\
	v = a;								\
	if (uatomic_cond_load_mo(&v, VAL, VAL == a, mo) != a ||		\
	    uatomic_cond_load(&v, VAL, VAL != b, mo) != a ||		\
	    uatomic_cond_load_timeout_mo(&v, VAL, VAL == b, 10, mo) != a || \
	    uatomic_cond_load_timeout(&v, VAL, VAL == a, 10, mo) != a)	\
		BAD(#mo);
#define DEC_IF_POSITIVE_MO(mo)						\
	v = 1;								\
	if (uatomic_dec_if_positive_mo(&v, mo) != 0 || v != 0 ||	\
	    uatomic_dec_if_positive_mo(&v, mo) != -1 || v != 0)		\
		BAD(#mo);

#define DEFINE_MO_TESTS(name, type, utype)				\
static void test_##name(void)						\
{									\
	typedef type T;							\
	static T v;							\
	const T a = (T) bits64(0x5ac3a55a3cc3a5f0ULL);			\
	const T b = (T) bits64(0xa53c5aa5c33c5a1fULL);			\
	const T sum = (T) ((utype) a + (utype) b);			\
	const T diff = (T) ((utype) a - (utype) b);			\
	const T inc = (T) ((utype) a + 1);				\
	const T dec = (T) ((utype) a - 1);				\
	const T and = (T) ((utype) a & (utype) b);			\
	const T or = (T) ((utype) a | (utype) b);			\
	const T xor = (T) ((utype) a ^ (utype) b);			\
	const char *tn = #name;						\
	const char *bad = NULL;						\
	size_t i;							\
	T r;								\
									\
	LOAD_MOS(LOAD_MO)						\
	REPORT("uatomic_load_mo");					\
	LOAD_MOS(LOAD2)							\
	REPORT("uatomic_load(addr, mo)");				\
	STORE_MOS(STORE_MO)						\
	REPORT("uatomic_store_mo");					\
	STORE_MOS(STORE3)						\
	REPORT("uatomic_store(addr, v, mo)");				\
	CMPXCHG_MOS(CMPXCHG_OK)						\
	REPORT("uatomic_cmpxchg_mo (success)");				\
	CMPXCHG_MOS(CMPXCHG_FAIL)					\
	REPORT("uatomic_cmpxchg_mo (failure)");				\
	RMW_MOS(XCHG_MO)						\
	REPORT("uatomic_xchg_mo");					\
	RMW_MOS(ADD_RETURN_MO)						\
	REPORT("uatomic_add_return_mo");				\
	RMW_MOS(SUB_RETURN_MO)						\
	REPORT("uatomic_sub_return_mo");				\
	RMW_MOS(ADD_MO)							\
	REPORT("uatomic_add_mo");					\
	RMW_MOS(SUB_MO)							\
	REPORT("uatomic_sub_mo");					\
	RMW_MOS(INC_MO)							\
	REPORT("uatomic_inc_mo");					\
	RMW_MOS(DEC_MO)							\
	REPORT("uatomic_dec_mo");					\
	RMW_MOS(AND_MO)							\
	REPORT("uatomic_and_mo");					\
	RMW_MOS(OR_MO)							\
	REPORT("uatomic_or_mo");					\
	RMW_MOS(XOR_MO)							\
	REPORT("uatomic_xor_mo");					\
	RMW_MOS(FETCH_ADD_MO)						\
	REPORT("uatomic_fetch_add_mo");					\
	RMW_MOS(FETCH_SUB_MO)						\
	REPORT("uatomic_fetch_sub_mo");					\
	RMW_MOS(FETCH_AND_MO)						\
	REPORT("uatomic_fetch_and_mo");					\
	RMW_MOS(FETCH_OR_MO)						\
	REPORT("uatomic_fetch_or_mo");					\
	RMW_MOS(FETCH_XOR_MO)						\
	REPORT("uatomic_fetch_xor_mo");					\
	RMW_MOS(FETCH3)							\
	REPORT("uatomic_fetch_add(addr, v, mo)");			\
									\
	/*								\
	 * The same, with orders known only at run time, held in plain	\
	 * variables as a wrapper function would hold them.		\
	 */								\
	for (i = 0; i < ARRAY_LEN(rt_load_mos); i++) {			\
		enum cmm_memorder mo = rt_load_mos[i];			\
									\
		v = a;							\
		if (uatomic_load_mo(&v, mo) != a ||			\
		    uatomic_load(&v, mo) != a)				\
			BAD(mo_names[mo]);				\
	}								\
	REPORT("uatomic_load_mo and uatomic_load(addr, mo) "		\
	       "(order known at run time)");				\
	for (i = 0; i < ARRAY_LEN(rt_store_mos); i++) {			\
		enum cmm_memorder mo = rt_store_mos[i];			\
									\
		v = a;							\
		uatomic_store_mo(&v, b, mo);				\
		if (v != b)						\
			BAD(mo_names[mo]);				\
		uatomic_store(&v, a, mo);				\
		if (v != a)						\
			BAD(mo_names[mo]);				\
	}								\
	REPORT("uatomic_store_mo and uatomic_store(addr, v, mo) "	\
	       "(order known at run time)");				\
	for (i = 0; i < ARRAY_LEN(rt_cmpxchg_mos); i++) {		\
		enum cmm_memorder s = rt_cmpxchg_mos[i][0];		\
		enum cmm_memorder f = rt_cmpxchg_mos[i][1];		\
									\
		v = a;							\
		r = uatomic_cmpxchg_mo(&v, a, b, s, f);			\
		if (r != a || v != b)					\
			BAD(mo_names[s]);				\
		r = uatomic_cmpxchg_mo(&v, a, a, s, f);			\
		if (r != b || v != b)					\
			BAD(mo_names[f]);				\
	}								\
	REPORT("uatomic_cmpxchg_mo (orders known at run time)");	\
	for (i = 0; i < ARRAY_LEN(rt_rmw_mos); i++) {			\
		enum cmm_memorder mo = rt_rmw_mos[i];			\
		int ok = 1;						\
									\
		v = a;							\
		ok &= uatomic_xchg_mo(&v, b, mo) == a && v == b;	\
		v = a;							\
		ok &= uatomic_add_return_mo(&v, b, mo) == sum;		\
		v = a;							\
		ok &= uatomic_sub_return_mo(&v, b, mo) == diff;		\
		v = a;							\
		uatomic_add_mo(&v, b, mo);				\
		ok &= v == sum;						\
		v = a;							\
		uatomic_sub_mo(&v, b, mo);				\
		ok &= v == diff;					\
		v = a;							\
		uatomic_inc_mo(&v, mo);					\
		ok &= v == inc;						\
		v = a;							\
		uatomic_dec_mo(&v, mo);					\
		ok &= v == dec;						\
		v = a;							\
		uatomic_and_mo(&v, b, mo);				\
		ok &= v == and;						\
		v = a;							\
		uatomic_or_mo(&v, b, mo);				\
		ok &= v == or;						\
		v = a;							\
		uatomic_xor_mo(&v, b, mo);				\
		ok &= v == xor;						\
		v = a;							\
		ok &= uatomic_fetch_add_mo(&v, b, mo) == a && v == sum; \
		v = a;							\
		ok &= uatomic_fetch_sub_mo(&v, b, mo) == a && v == diff; \
		v = a;							\
		ok &= uatomic_fetch_and_mo(&v, b, mo) == a && v == and; \
		v = a;							\
		ok &= uatomic_fetch_or_mo(&v, b, mo) == a && v == or;	\
		v = a;							\
		ok &= uatomic_fetch_xor_mo(&v, b, mo) == a && v == xor; \
		if (!ok)						\
			BAD(mo_names[mo]);				\
	}								\
	REPORT("every read-modify-write _mo form (order known at run time)"); \
}

FOR_EACH_MO_TYPE(DEFINE_MO_TESTS)

/*
 * try_cmpxchg and its weak form, on a byte (where the target has them) and
 * a long: every order pair as constants and at run time, and the
 * 4-argument form; fetch_max, fetch_min, the bit and the conditional
 * updates at every order, signed.  Two types, not every one: its code, inlined at each
 * order, would not fit a 256 KiB firmware image (qemu_microbit) ten times.
 */
#define FOR_EACH_TRY_MO_TYPE(X)						\
	IF_BYTE(X(try_int8_t, int8_t, uint8_t))				\
	X(try_long, long, unsigned long)
#define DEFINE_TRY_MO_TESTS(name, type, utype)				\
static void test_##name(void)						\
{									\
	typedef type T;							\
	typedef utype U;						\
	static T v;							\
	const T a = (T) bits64(0x5ac3a55a3cc3a5f0ULL);			\
	const T b = (T) (utype) bits64(0xa53c5aa5c33c5a1fULL);		\
	const char *tn = #type;						\
	const char *bad = NULL;						\
	size_t i;							\
	T e, r;								\
									\
	RMW_MOS(FETCH_MAX_MO)						\
	REPORT("uatomic_fetch_max_mo");					\
	RMW_MOS(FETCH_MIN_MO)						\
	REPORT("uatomic_fetch_min_mo");					\
	RMW_MOS(TEST_AND_CHANGE_BIT_MO)					\
	REPORT("uatomic_test_and_change_bit_mo");			\
	RMW_MOS(ADD_UNLESS_MO)						\
	REPORT("uatomic_add_unless_mo, _fetch_add_unless_mo, "		\
	       "_inc_not_zero_mo");					\
	RMW_MOS(DEC_IF_POSITIVE_MO)					\
	REPORT("uatomic_dec_if_positive_mo");				\
	LOAD_MOS(COND_LOAD_MO)						\
	REPORT("uatomic_cond_load(_timeout)(_mo)");			\
	CMPXCHG_MOS(TRY_CMPXCHG_OK)					\
	REPORT("uatomic_try_cmpxchg(_weak)_mo (success)");		\
	CMPXCHG_MOS(TRY_CMPXCHG_FAIL)					\
	REPORT("uatomic_try_cmpxchg(_weak)_mo (failure)");		\
	CMPXCHG_MOS(TRY_CMPXCHG4)					\
	REPORT("uatomic_try_cmpxchg(addr, expected, new, mo[, mof])");	\
	for (i = 0; i < ARRAY_LEN(rt_cmpxchg_mos); i++) {		\
		enum cmm_memorder s = rt_cmpxchg_mos[i][0];		\
		enum cmm_memorder f = rt_cmpxchg_mos[i][1];		\
									\
		v = a;							\
		e = a;							\
		if (!uatomic_try_cmpxchg_mo(&v, &e, b, s, f) || v != b)	\
			BAD(mo_names[s]);				\
		if (uatomic_try_cmpxchg_mo(&v, &e, a, s, f) || e != b)	\
			BAD(mo_names[f]);				\
	}								\
	REPORT("uatomic_try_cmpxchg_mo (orders known at run time)");	\
}
FOR_EACH_TRY_MO_TYPE(DEFINE_TRY_MO_TESTS)

#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
static void test_pointer(void)
{
	typedef int *T;
	static int objs[2];
	static T v;
	const T a = &objs[0], b = &objs[1];
	const char *tn = "int *";
	const char *bad = NULL;
	T r;

	LOAD_MOS(LOAD_MO)
	REPORT("uatomic_load_mo");
	STORE_MOS(STORE_MO)
	REPORT("uatomic_store_mo");
	CMPXCHG_MOS(CMPXCHG_OK)
	REPORT("uatomic_cmpxchg_mo (success)");
	CMPXCHG_MOS(CMPXCHG_FAIL)
	REPORT("uatomic_cmpxchg_mo (failure)");
	RMW_MOS(XCHG_MO)
	REPORT("uatomic_xchg_mo");
	v = a;		/* the xchg cases leave b there */
	check(uatomic_fetch_or(&v, 1) == a && uatomic_load(&v) ==
	      (T) ((uintptr_t) a | 1) &&
	      uatomic_fetch_xor_mo(&v, 3, CMM_ACQ_REL) ==
	      (T) ((uintptr_t) a | 1) && uatomic_load(&v) ==
	      (T) ((uintptr_t) a ^ 2) &&
	      uatomic_fetch_and(&v, ~(uintptr_t) 3) == (T) ((uintptr_t) a ^ 2) &&
	      v == a, "%s: fetch_or, fetch_xor, fetch_and tag a pointer's "
	      "low bits and return the pointer before", tn);
	uatomic_xor(&v, 1);
	check(v == (T) ((uintptr_t) a | 1),
	      "%s: uatomic_xor flips a pointer's low bit", tn);
}
#endif

/*
 * Wrappers that take the order as a parameter, out of line so that it is
 * not a constant even after inlining (contract §3: only constant orders are
 * checked at compile time).
 */
static __attribute__((__noinline__)) int
load_with(int *p, enum cmm_memorder mo)
{
	return uatomic_load_mo(p, mo);
}

static __attribute__((__noinline__)) void
store_with(int *p, int v, enum cmm_memorder mo)
{
	uatomic_store(p, v, mo);
}

static __attribute__((__noinline__)) int
cmpxchg_with(int *p, int old, int new_val, enum cmm_memorder mos,
	     enum cmm_memorder mof)
{
	return uatomic_cmpxchg_mo(p, old, new_val, mos, mof);
}

static __attribute__((__noinline__)) int
add_return_with(int *p, int v, enum cmm_memorder mo)
{
	return uatomic_add_return_mo(p, v, mo);
}

static __attribute__((__noinline__)) void
inc_with(int *p, enum cmm_memorder mo)
{
	uatomic_inc_mo(p, mo);
}

static void test_order_parameters(void)
{
	static int x;
	int r1, r2, r3;

	store_with(&x, 10, CMM_RELEASE);
	r1 = load_with(&x, CMM_ACQUIRE);
	r2 = cmpxchg_with(&x, 10, 20, CMM_ACQ_REL, CMM_ACQUIRE);
	r3 = add_return_with(&x, 5, CMM_SEQ_CST_FENCE);
	inc_with(&x, CMM_RELAXED);
	check(r1 == 10 && r2 == 10 && r3 == 25 && x == 26,
	      "an order passed as a function parameter is accepted by "
	      "load, store, cmpxchg, add_return and inc");
}

/* cmm_smp_mb__before/after_uatomic_*() around their relaxed operation. */
static void test_mb_around_rmw(void)
{
	static int x;

	x = 5;
	cmm_smp_mb__before_uatomic_add();
	uatomic_add(&x, 3);
	cmm_smp_mb__after_uatomic_add();
	check(x == 8, "cmm_smp_mb__before/after_uatomic_add() compile and "
	      "run around uatomic_add");
	cmm_smp_mb__before_uatomic_sub();
	uatomic_sub(&x, 10);
	cmm_smp_mb__after_uatomic_sub();
	check(x == -2, "cmm_smp_mb__before/after_uatomic_sub() compile and "
	      "run around uatomic_sub");
	cmm_smp_mb__before_uatomic_inc();
	uatomic_inc(&x);
	cmm_smp_mb__after_uatomic_inc();
	check(x == -1, "cmm_smp_mb__before/after_uatomic_inc() compile and "
	      "run around uatomic_inc");
	cmm_smp_mb__before_uatomic_dec();
	uatomic_dec(&x);
	cmm_smp_mb__after_uatomic_dec();
	check(x == -2, "cmm_smp_mb__before/after_uatomic_dec() compile and "
	      "run around uatomic_dec");
	cmm_smp_mb__before_uatomic_and();
	uatomic_and(&x, 0xff);
	cmm_smp_mb__after_uatomic_and();
	check(x == 0xfe, "cmm_smp_mb__before/after_uatomic_and() compile and "
	      "run around uatomic_and");
	cmm_smp_mb__before_uatomic_or();
	uatomic_or(&x, 0x101);
	cmm_smp_mb__after_uatomic_or();
	check(x == 0x1ff, "cmm_smp_mb__before/after_uatomic_or() compile and "
	      "run around uatomic_or");
	cmm_smp_mb__before_uatomic_xor();
	uatomic_xor(&x, 0x10f);
	cmm_smp_mb__after_uatomic_xor();
	check(x == 0xf0, "cmm_smp_mb__before/after_uatomic_xor() compile and "
	      "run around uatomic_xor");
}

static void test_memorder_enum(void)
{
	enum cmm_memorder all[] = {
		CMM_RELAXED, CMM_CONSUME, CMM_ACQUIRE, CMM_RELEASE,
		CMM_ACQ_REL, CMM_SEQ_CST, CMM_SEQ_CST_FENCE,
	};
	size_t i, j;
	int ok = 1;

	for (i = 0; i < ARRAY_LEN(all); i++)
		for (j = i + 1; j < ARRAY_LEN(all); j++)
			ok &= all[i] != all[j];
	check(ok, "enum cmm_memorder has seven distinct orders, "
	      "CMM_RELAXED to CMM_SEQ_CST_FENCE");
}

/*
 * The default order of each operation beyond liburcu's: the value-
 * returning fetch forms CMM_SEQ_CST_FENCE, as every value-returning
 * read-modify-write; xor CMM_RELAXED, as or.  Redefined here, the
 * read-modify-writes' bodies give back the order they are called with,
 * or -1 where it is not marked the library's own (@given 0), and the
 * _mo forms of cond_load the order they are called with (as
 * tests/unit/liburcu-015.c does for liburcu's names).
 */
#define DEFAULT_ORDER(given, addr, mo)					\
	((void) (addr), (given) ? -1 : (int) (mo))
#undef __uatomic_rmw_value
#undef __uatomic_rmw_minmax
#undef __uatomic_rmw_bit
#undef __uatomic_rmw_pair
#undef __uatomic_rmw_not_zero
#undef __uatomic_rmw_unary
#undef uatomic_cond_load_mo
#undef uatomic_cond_load_timeout_mo
#define __uatomic_rmw_value(id, name, row, x, kind, returns, given, addr, \
			    v, mo)					\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_minmax(id, name, srow, urow, kind, returns, given, \
			     addr, v, mo)				\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_bit(id, name, row, x, kind, returns, given, addr, \
			  nr, mo)					\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_pair(id, name, row, x, kind, returns, given, addr, \
			   v, u, mo)					\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_not_zero(id, name, row, x, kind, returns, given,	\
			       addr, mo)				\
	DEFAULT_ORDER(given, addr, mo)
#define __uatomic_rmw_unary(id, name, row, x, kind, returns, given, addr, \
			    mo)						\
	DEFAULT_ORDER(given, addr, mo)
#define uatomic_cond_load_mo(addr, val, cond, mo) ((void) (addr), (int) (mo))
#define uatomic_cond_load_timeout_mo(addr, val, cond, t, mo)		\
	((void) (addr), (void) (t), (int) (mo))

static void test_default_orders(void)
{
	int x = 0;

	check(uatomic_fetch_add(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_sub(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_and(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_or(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_xor(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_max(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_min(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_test_and_set_bit(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_test_and_clear_bit(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_test_and_change_bit(&x, 1) == CMM_SEQ_CST_FENCE &&
	      uatomic_fetch_add_unless(&x, 1, 2) == CMM_SEQ_CST_FENCE &&
	      uatomic_add_unless(&x, 1, 2) == CMM_SEQ_CST_FENCE &&
	      uatomic_inc_not_zero(&x) == CMM_SEQ_CST_FENCE &&
	      uatomic_dec_if_positive(&x) == CMM_SEQ_CST_FENCE,
	      "fetch_add, fetch_sub, fetch_and, fetch_or, fetch_xor, "
	      "fetch_max, fetch_min, test_and_set/clear/change_bit, "
	      "fetch_add_unless, add_unless, inc_not_zero, dec_if_positive "
	      "default to CMM_SEQ_CST_FENCE");
	check(uatomic_xor(&x, 1) == CMM_RELAXED,
	      "xor defaults to CMM_RELAXED");
	check(uatomic_cond_load(&x, VAL, VAL) == CMM_RELAXED &&
	      uatomic_cond_load_timeout(&x, VAL, VAL, 1) == CMM_RELAXED,
	      "cond_load and cond_load_timeout default to CMM_RELAXED, as "
	      "load");
}

#define RUN_TESTS(name, ...)	test_##name();

int main(void)
{
	test_memorder_enum();
	FOR_EACH_MO_TYPE(RUN_TESTS)
	FOR_EACH_TRY_MO_TYPE(RUN_TESTS)
	IF_PTR(test_pointer();)
	test_order_parameters();
	test_mb_around_rmw();
	test_default_orders();
	return test_exit();
}

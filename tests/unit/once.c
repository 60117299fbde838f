// SPDX-License-Identifier: MIT
/*
 * tests/unit/once.c - each argument of every uatomic operation is
 * evaluated exactly once (contract §2 and <urcu/uatomic.h>): the address, the
 * value(s) and the memory order(s) are passed as p++, vals[iv++] and
 * mos[im++], and each counter must have moved by exactly one, the
 * operation having acted on the first element only.
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"

/* One type per operand size, and long. */
#define FOR_EACH_TYPE(X)						\
	IF_BYTE(X(int8_t, int8_t, uint8_t))				\
	IF_SHORT(X(uint16_t, uint16_t, uint16_t))			\
	X(int32_t, int32_t, uint32_t)					\
	IF_LLONG(X(uint64_t, uint64_t, uint64_t))			\
	X(long, long, unsigned long)

/* Memory orders read with side effects: never compile-time constants. */
static volatile enum cmm_memorder load_mos[4] = {
	CMM_ACQUIRE, CMM_ACQUIRE, CMM_ACQUIRE, CMM_ACQUIRE
};
static volatile enum cmm_memorder store_mos[4] = {
	CMM_RELEASE, CMM_RELEASE, CMM_RELEASE, CMM_RELEASE
};
static volatile enum cmm_memorder rmw_mos[4] = {
	CMM_ACQ_REL, CMM_ACQ_REL, CMM_ACQ_REL, CMM_ACQ_REL
};
static volatile enum cmm_memorder fail_mos[4] = {
	CMM_ACQUIRE, CMM_ACQUIRE, CMM_ACQUIRE, CMM_ACQUIRE
};

/*
 * Runs @stmt with fresh counters on arr = { a, a }, p = arr; then checks
 * that p moved by one, that each of V (value), O (old), N (new), M (order)
 * and F (failure order) was evaluated @nv, @no, @nn, @nm, @nf times, that
 * arr[0] holds @expect and @rcond holds, and that arr[1] is untouched.
 */
#define V	vals[iv++]
#define O	olds[io++]
#define N	news[in++]
#define M_LOAD	load_mos[im++]
#define M_STORE	store_mos[im++]
#define M_RMW	rmw_mos[im++]
#define F	fail_mos[iff++]

#define ONCE(desc, stmt, nv, no, nn, nm, nf, expect, rcond)		\
	do {								\
		T arr[2] = { a, a };					\
		T *p = arr;						\
		T r = a;						\
		size_t iv = 0, io = 0, in = 0, im = 0, iff = 0;		\
									\
		stmt;							\
		(void) r;						\
		check(p == arr + 1 && iv == (nv) && io == (no) &&	\
		      in == (nn) && im == (nm) && iff == (nf) &&	\
		      arr[0] == (expect) && arr[1] == a && (rcond),	\
		      "%s: %s evaluates each argument once", tn, desc);	\
	} while (0)

#define DEFINE_ONCE_TESTS(name, type, utype)				\
static void test_##name(void)						\
{									\
	typedef type T;							\
	const T a = (T) bits64(0x1234567876543210ULL);			\
	const T b = (T) bits64(0x0fedcba987654321ULL);			\
	const T vals[4] = { b, b, b, b };				\
	const T olds[4] = { a, a, a, a };				\
	const T news[4] = { b, b, b, b };				\
	const T sum = (T) ((utype) a + (utype) b);			\
	const T diff = (T) ((utype) a - (utype) b);			\
	const char *tn = #name;						\
									\
	ONCE("uatomic_read(addr)", r = uatomic_read(p++),		\
	     0, 0, 0, 0, 0, a, r == a);					\
	ONCE("uatomic_set(addr, v)", uatomic_set(p++, V),		\
	     1, 0, 0, 0, 0, b, 1);					\
	ONCE("uatomic_load(addr)", r = uatomic_load(p++),		\
	     0, 0, 0, 0, 0, a, r == a);					\
	ONCE("uatomic_load(addr, mo)", r = uatomic_load(p++, M_LOAD),	\
	     0, 0, 0, 1, 0, a, r == a);					\
	ONCE("uatomic_load_mo(addr, mo)",				\
	     r = uatomic_load_mo(p++, M_LOAD),				\
	     0, 0, 0, 1, 0, a, r == a);					\
	ONCE("uatomic_store(addr, v)", uatomic_store(p++, V),		\
	     1, 0, 0, 0, 0, b, 1);					\
	ONCE("uatomic_store(addr, v, mo)",				\
	     uatomic_store(p++, V, M_STORE),				\
	     1, 0, 0, 1, 0, b, 1);					\
	ONCE("uatomic_store_mo(addr, v, mo)",				\
	     uatomic_store_mo(p++, V, M_STORE),				\
	     1, 0, 0, 1, 0, b, 1);					\
	ONCE("uatomic_cmpxchg(addr, old, new)",				\
	     r = uatomic_cmpxchg(p++, O, N),				\
	     0, 1, 1, 0, 0, b, r == a);					\
	ONCE("uatomic_cmpxchg_mo(addr, old, new, mos, mof)",		\
	     r = uatomic_cmpxchg_mo(p++, O, N, M_RMW, F),		\
	     0, 1, 1, 1, 1, b, r == a);					\
	/* One order: the failure order is derived from it, not from	\
	 * a second reading of the argument. */				\
	ONCE("uatomic_cmpxchg(addr, old, new, mo)",			\
	     r = uatomic_cmpxchg(p++, O, N, M_RMW),			\
	     0, 1, 1, 1, 0, b, r == a);					\
	ONCE("uatomic_cmpxchg(addr, old, new, mos, mof)",		\
	     r = uatomic_cmpxchg(p++, O, N, M_RMW, F),			\
	     0, 1, 1, 1, 1, b, r == a);					\
	ONCE("uatomic_read(addr, mo)", r = uatomic_read(p++, M_LOAD),	\
	     0, 0, 0, 1, 0, a, r == a);					\
	ONCE("uatomic_set(addr, v, mo)", uatomic_set(p++, V, M_STORE),	\
	     1, 0, 0, 1, 0, b, 1);					\
	ONCE("uatomic_xchg(addr, v, mo)", r = uatomic_xchg(p++, V, M_RMW), \
	     1, 0, 0, 1, 0, b, r == a);					\
	ONCE("uatomic_add_return(addr, v, mo)",				\
	     r = uatomic_add_return(p++, V, M_RMW),			\
	     1, 0, 0, 1, 0, sum, r == sum);				\
	ONCE("uatomic_sub(addr, v, mo)", uatomic_sub(p++, V, M_RMW),	\
	     1, 0, 0, 1, 0, diff, 1);					\
	ONCE("uatomic_and(addr, v, mo)", uatomic_and(p++, V, M_RMW),	\
	     1, 0, 0, 1, 0, (T) ((utype) a & (utype) b), 1);		\
	ONCE("uatomic_dec(addr, mo)", uatomic_dec(p++, M_RMW),		\
	     0, 0, 0, 1, 0, (T) ((utype) a - 1), 1);			\
	ONCE("uatomic_xchg(addr, v)", r = uatomic_xchg(p++, V),		\
	     1, 0, 0, 0, 0, b, r == a);					\
	ONCE("uatomic_xchg_mo(addr, v, mo)",				\
	     r = uatomic_xchg_mo(p++, V, M_RMW),			\
	     1, 0, 0, 1, 0, b, r == a);					\
	ONCE("uatomic_add_return(addr, v)",				\
	     r = uatomic_add_return(p++, V),				\
	     1, 0, 0, 0, 0, sum, r == sum);				\
	ONCE("uatomic_add_return_mo(addr, v, mo)",			\
	     r = uatomic_add_return_mo(p++, V, M_RMW),			\
	     1, 0, 0, 1, 0, sum, r == sum);				\
	ONCE("uatomic_sub_return(addr, v)",				\
	     r = uatomic_sub_return(p++, V),				\
	     1, 0, 0, 0, 0, diff, r == diff);				\
	ONCE("uatomic_sub_return_mo(addr, v, mo)",			\
	     r = uatomic_sub_return_mo(p++, V, M_RMW),			\
	     1, 0, 0, 1, 0, diff, r == diff);				\
	ONCE("uatomic_add(addr, v)", uatomic_add(p++, V),		\
	     1, 0, 0, 0, 0, sum, 1);					\
	ONCE("uatomic_add_mo(addr, v, mo)",				\
	     uatomic_add_mo(p++, V, M_RMW),				\
	     1, 0, 0, 1, 0, sum, 1);					\
	ONCE("uatomic_sub(addr, v)", uatomic_sub(p++, V),		\
	     1, 0, 0, 0, 0, diff, 1);					\
	ONCE("uatomic_sub_mo(addr, v, mo)",				\
	     uatomic_sub_mo(p++, V, M_RMW),				\
	     1, 0, 0, 1, 0, diff, 1);					\
	ONCE("uatomic_inc(addr)", uatomic_inc(p++),			\
	     0, 0, 0, 0, 0, (T) ((utype) a + 1), 1);			\
	ONCE("uatomic_inc_mo(addr, mo)", uatomic_inc_mo(p++, M_RMW),	\
	     0, 0, 0, 1, 0, (T) ((utype) a + 1), 1);			\
	ONCE("uatomic_dec(addr)", uatomic_dec(p++),			\
	     0, 0, 0, 0, 0, (T) ((utype) a - 1), 1);			\
	ONCE("uatomic_dec_mo(addr, mo)", uatomic_dec_mo(p++, M_RMW),	\
	     0, 0, 0, 1, 0, (T) ((utype) a - 1), 1);			\
	ONCE("uatomic_and(addr, v)", uatomic_and(p++, V),		\
	     1, 0, 0, 0, 0, (T) ((utype) a & (utype) b), 1);		\
	ONCE("uatomic_and_mo(addr, v, mo)",				\
	     uatomic_and_mo(p++, V, M_RMW),				\
	     1, 0, 0, 1, 0, (T) ((utype) a & (utype) b), 1);		\
	ONCE("uatomic_or(addr, v)", uatomic_or(p++, V),			\
	     1, 0, 0, 0, 0, (T) ((utype) a | (utype) b), 1);		\
	ONCE("uatomic_or_mo(addr, v, mo)",				\
	     uatomic_or_mo(p++, V, M_RMW),				\
	     1, 0, 0, 1, 0, (T) ((utype) a | (utype) b), 1);		\
}

FOR_EACH_TYPE(DEFINE_ONCE_TESTS)

#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
struct foo {
	int x;
};

static void test_pointer(void)
{
	typedef struct foo *T;
	static struct foo objs[2];
	const T a = &objs[0], b = &objs[1];
	const T vals[4] = { b, b, b, b };
	const T olds[4] = { a, a, a, a };
	const T news[4] = { b, b, b, b };
	const char *tn = "struct foo *";

	ONCE("uatomic_read(addr)", r = uatomic_read(p++),
	     0, 0, 0, 0, 0, a, r == a);
	ONCE("uatomic_set(addr, v)", uatomic_set(p++, V),
	     1, 0, 0, 0, 0, b, 1);
	ONCE("uatomic_load(addr, mo)", r = uatomic_load(p++, M_LOAD),
	     0, 0, 0, 1, 0, a, r == a);
	ONCE("uatomic_store(addr, v, mo)", uatomic_store(p++, V, M_STORE),
	     1, 0, 0, 1, 0, b, 1);
	ONCE("uatomic_cmpxchg_mo(addr, old, new, mos, mof)",
	     r = uatomic_cmpxchg_mo(p++, O, N, M_RMW, F),
	     0, 1, 1, 1, 1, b, r == a);
	ONCE("uatomic_xchg_mo(addr, v, mo)", r = uatomic_xchg_mo(p++, V, M_RMW),
	     1, 0, 0, 1, 0, b, r == a);
}
#endif

/* Arguments that are function calls: each call made once. */
static int calls_addr, calls_val, calls_mo;
static int counted_int;

static int *count_addr(int *p)
{
	calls_addr++;
	return p;
}

static int count_val(int v)
{
	calls_val++;
	return v;
}

static enum cmm_memorder count_mo(enum cmm_memorder mo)
{
	calls_mo++;
	return mo;
}

static void test_function_call_args(void)
{
	int r;

	counted_int = 40;
	r = uatomic_add_return_mo(count_addr(&counted_int), count_val(2),
				  count_mo(CMM_SEQ_CST));
	check(calls_addr == 1 && calls_val == 1 && calls_mo == 1 &&
	      r == 42 && counted_int == 42,
	      "uatomic_add_return_mo calls each function argument once");
	calls_addr = calls_val = calls_mo = 0;
	uatomic_store(count_addr(&counted_int), count_val(7),
		      count_mo(CMM_RELEASE));
	r = uatomic_load(count_addr(&counted_int), count_mo(CMM_ACQUIRE));
	check(calls_addr == 2 && calls_val == 1 && calls_mo == 2 && r == 7,
	      "uatomic_store(addr, v, mo) and uatomic_load(addr, mo) call "
	      "each function argument once");

	/* Nested: each level evaluates its own arguments once. */
	{
		int x = 7, y = 7, z = 3;

		calls_addr = calls_val = calls_mo = 0;
		r = uatomic_cmpxchg(count_addr(&x),
				    uatomic_read(count_addr(&y)),
				    uatomic_xchg(count_addr(&z), count_val(9)),
				    count_mo(CMM_ACQ_REL));
		check(calls_addr == 3 && calls_val == 1 && calls_mo == 1 &&
		      r == 7 && x == 3 && y == 7 && z == 9,
		      "uatomic_cmpxchg(a, uatomic_read(b), uatomic_xchg(c, "
		      "v), mo) calls each function argument once");
		calls_addr = calls_val = calls_mo = 0;
		uatomic_add(count_addr(&x),
			    uatomic_add_return(count_addr(&y), count_val(1),
					       count_mo(CMM_RELAXED)),
			    count_mo(CMM_RELEASE));
		check(calls_addr == 2 && calls_val == 1 && calls_mo == 2 &&
		      x == 11 && y == 8,
		      "uatomic_add(a, uatomic_add_return(b, v, mo), mo) calls "
		      "each function argument once");
	}
}

#define RUN_TESTS(name, ...)	test_##name();

int main(void)
{
	FOR_EACH_TYPE(RUN_TESTS)
#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
	test_pointer();
#endif
	test_function_call_args();
	return test_exit();
}

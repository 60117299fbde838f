// SPDX-License-Identifier: MIT
/*
 * tests/firmware/all-ops.c - every operation of the API, once per operand
 * size the configuration supports, each in a function of its own
 * (op_<operation>_<bytes>), for "make size": the image shows what
 * linking uatomic costs, the functions what each operation costs.  Run
 * as a test too: the operations in sequence leave known values.
 * Firmware images only (tests/firmware/Makefile).
 */
#include <stdint.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"

#define FOR_EACH_SIZE(X)						\
	IF_BYTE(X(1, uint8_t, int8_t))					\
	IF_SHORT(X(2, uint16_t, int16_t))				\
	X(4, uint32_t, int32_t)						\
	IF_LLONG(X(8, uint64_t, int64_t))

/* op_<name>_<n>: one operation in a function of its own. */
#define OP(name, n, ret, params, body)					\
static __attribute__((noinline, used)) ret op_##name##_##n params	\
{ body; }

/* The API's default (fully ordered where it says so) forms. */
#define OPS(n, type, stype)						\
static type var_##n;							\
static stype svar_##n;							\
OP(load, n, type, (void), return uatomic_load(&var_##n, CMM_RELAXED))	\
OP(read, n, type, (void), return uatomic_read(&var_##n))		\
OP(set, n, void, (type v), uatomic_set(&var_##n, v))			\
OP(store, n, void, (type v), uatomic_store(&var_##n, v, CMM_RELEASE))	\
OP(cmpxchg, n, type, (type o, type v),					\
   return uatomic_cmpxchg(&var_##n, o, v))				\
OP(xchg, n, type, (type v), return uatomic_xchg(&var_##n, v))		\
OP(add_return, n, type, (type v),					\
   return uatomic_add_return(&var_##n, v))				\
OP(sub_return, n, type, (type v),					\
   return uatomic_sub_return(&var_##n, v))				\
OP(add, n, void, (type v), uatomic_add(&var_##n, v))			\
OP(sub, n, void, (type v), uatomic_sub(&var_##n, v))			\
OP(and, n, void, (type v), uatomic_and(&var_##n, v))			\
OP(or, n, void, (type v), uatomic_or(&var_##n, v))			\
OP(inc, n, void, (void), uatomic_inc(&var_##n))				\
OP(dec, n, void, (void), uatomic_dec(&var_##n))				\
OP(xor, n, void, (type v), uatomic_xor(&var_##n, v))			\
OP(fetch_add, n, type, (type v), return uatomic_fetch_add(&var_##n, v))	\
OP(fetch_sub, n, type, (type v), return uatomic_fetch_sub(&var_##n, v))	\
OP(fetch_and, n, type, (type v), return uatomic_fetch_and(&var_##n, v))	\
OP(fetch_or, n, type, (type v), return uatomic_fetch_or(&var_##n, v))	\
OP(fetch_xor, n, type, (type v), return uatomic_fetch_xor(&var_##n, v))	\
OP(try_cmpxchg, n, int, (type *e, type v),				\
   return uatomic_try_cmpxchg(&var_##n, e, v))				\
OP(fetch_max, n, type, (type v), return uatomic_fetch_max(&var_##n, v))	\
OP(fetch_min, n, type, (type v), return uatomic_fetch_min(&var_##n, v))	\
OP(test_and_set_bit, n, int, (int nr),					\
   return uatomic_test_and_set_bit(&var_##n, nr))			\
OP(test_and_clear_bit, n, int, (int nr),				\
   return uatomic_test_and_clear_bit(&var_##n, nr))			\
OP(test_and_change_bit, n, int, (int nr),				\
   return uatomic_test_and_change_bit(&var_##n, nr))			\
OP(fetch_add_unless, n, type, (type v, type u),				\
   return uatomic_fetch_add_unless(&var_##n, v, u))			\
OP(add_unless, n, int, (type v, type u),				\
   return uatomic_add_unless(&var_##n, v, u))				\
OP(inc_not_zero, n, int, (void), return uatomic_inc_not_zero(&var_##n))	\
OP(dec_if_positive, n, stype, (void),					\
   return uatomic_dec_if_positive(&svar_##n))				\
OP(cond_load, n, type, (type v),					\
   return uatomic_cond_load(&var_##n, VAL, VAL == v, CMM_ACQUIRE))	\
OP(cond_load_timeout, n, type, (type v),				\
   return uatomic_cond_load_timeout(&var_##n, VAL, VAL == v, 10))	\
static void run_##n(void)						\
{									\
	int ok = 1;							\
									\
	op_set_##n(10);							\
	op_store_##n(20);						\
	ok &= op_read_##n() == 20;					\
	ok &= op_cmpxchg_##n(20, 30) == 20;				\
	ok &= op_xchg_##n(40) == 30;					\
	ok &= op_add_return_##n(5) == 45;				\
	ok &= op_sub_return_##n(3) == 42;				\
	op_add_##n(8);							\
	op_sub_##n(2);							\
	op_inc_##n();							\
	op_dec_##n();							\
	op_and_##n(0x3c);						\
	op_or_##n(0x41);						\
	ok &= op_load_##n() == ((48 & 0x3c) | 0x41);			\
	check(ok, "all-ops: every operation of liburcu's on %d-byte "	\
	      "operands, in sequence", n);				\
	ok = 1;								\
	op_xor_##n(0x0f);			/* 0x7e */		\
	ok &= op_fetch_add_##n(2) == 0x7e;	/* 0x80 */		\
	ok &= op_fetch_sub_##n(1) == 0x80;	/* 0x7f */		\
	ok &= op_fetch_and_##n(0x3f) == 0x7f;	/* 0x3f */		\
	ok &= op_fetch_or_##n(0x40) == 0x3f;	/* 0x7f */		\
	ok &= op_fetch_xor_##n(0x01) == 0x7f;	/* 0x7e = 126 */	\
	{								\
		type e = 1;						\
									\
		ok &= !op_try_cmpxchg_##n(&e, 5) && e == 126;		\
		ok &= op_try_cmpxchg_##n(&e, 100);	/* 100 */	\
	}								\
	ok &= op_fetch_max_##n(120) == 100;	/* 120 */		\
	ok &= op_fetch_min_##n(110) == 120;	/* 110 */		\
	ok &= !op_test_and_set_bit_##n(0);	/* 111 */		\
	ok &= op_test_and_clear_bit_##n(1);	/* 109 */		\
	ok &= !op_test_and_change_bit_##n(4);	/* 125 */		\
	ok &= op_fetch_add_unless_##n(5, 125) == 125;			\
	ok &= op_add_unless_##n(5, 0);		/* 130 */		\
	ok &= op_inc_not_zero_##n();		/* 131 */		\
	ok &= op_cond_load_##n(131) == 131;				\
	ok &= op_cond_load_timeout_##n(0) == 131;			\
	uatomic_set(&svar_##n, 1);					\
	ok &= op_dec_if_positive_##n() == 0;				\
	ok &= op_dec_if_positive_##n() == -1 && svar_##n == 0;		\
	check(ok, "all-ops: the operations beyond liburcu's on %d-byte " \
	      "operands, in sequence", n);				\
}
FOR_EACH_SIZE(OPS)

#define RUN(n, type, stype)	run_##n();

int main(void)
{
	FOR_EACH_SIZE(RUN)
	return test_exit();
}

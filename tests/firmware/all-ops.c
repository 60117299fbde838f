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
	IF_BYTE(X(1, uint8_t))						\
	IF_SHORT(X(2, uint16_t))					\
	X(4, uint32_t)							\
	IF_LLONG(X(8, uint64_t))

/* The API's default (fully ordered where it says so) forms. */
#define OPS(n, type)							\
static type var_##n;							\
static __attribute__((noinline, used)) type op_load_##n(void)			\
{ return uatomic_load(&var_##n, CMM_RELAXED); }				\
static __attribute__((noinline, used)) type op_read_##n(void)			\
{ return uatomic_read(&var_##n); }					\
static __attribute__((noinline, used)) void op_set_##n(type v)			\
{ uatomic_set(&var_##n, v); }						\
static __attribute__((noinline, used)) void op_store_##n(type v)			\
{ uatomic_store(&var_##n, v, CMM_RELEASE); }				\
static __attribute__((noinline, used)) type op_cmpxchg_##n(type o, type v)		\
{ return uatomic_cmpxchg(&var_##n, o, v); }				\
static __attribute__((noinline, used)) type op_xchg_##n(type v)			\
{ return uatomic_xchg(&var_##n, v); }					\
static __attribute__((noinline, used)) type op_add_return_##n(type v)		\
{ return uatomic_add_return(&var_##n, v); }				\
static __attribute__((noinline, used)) type op_sub_return_##n(type v)		\
{ return uatomic_sub_return(&var_##n, v); }				\
static __attribute__((noinline, used)) void op_add_##n(type v)			\
{ uatomic_add(&var_##n, v); }						\
static __attribute__((noinline, used)) void op_sub_##n(type v)			\
{ uatomic_sub(&var_##n, v); }						\
static __attribute__((noinline, used)) void op_and_##n(type v)			\
{ uatomic_and(&var_##n, v); }						\
static __attribute__((noinline, used)) void op_or_##n(type v)			\
{ uatomic_or(&var_##n, v); }						\
static __attribute__((noinline, used)) void op_inc_##n(void)				\
{ uatomic_inc(&var_##n); }						\
static __attribute__((noinline, used)) void op_dec_##n(void)				\
{ uatomic_dec(&var_##n); }						\
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
	check(ok, "all-ops: every operation on %d-byte operands, in "	\
	      "sequence", n);						\
}
FOR_EACH_SIZE(OPS)

#define RUN(n, type)	run_##n();

int main(void)
{
	FOR_EACH_SIZE(RUN)
	return test_exit();
}

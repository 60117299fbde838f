/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-faces.h - the public names of the read-modify-writes,
 * uatomic_<name>(addr, ...[, mo]) and uatomic_<name>_mo(addr, ..., mo),
 * one pair for each row and alias of the operation table
 * (<generic/uatomic-ops.h>).  Generated from it by
 * "scripts/uatomic-faces.sh include/urcu/uatomic-faces.h": do not edit.
 * Included by <urcu/uatomic.h>, whose
 * __uatomic_rmw_<shape>() bodies take the arguments: (a unique number,
 * the public name, the row, the negation or the unsigned twin, the
 * operand kind, what it returns, whether the caller gave the order,
 * the user's arguments).  Without an order, a name is the body with
 * the row's default order, as liburcu 0.15 writes it, which is the
 * library's constant and so is neither checked nor asked about:
 * uatomic_<name>() appends the default four times,
 * __uatomic_<name>_args() takes the arguments from the front, and how
 * many defaults are left over says how many arguments were given: 1
 * (the order was) or 0 for the body's column, and where the count fits
 * neither form, the error that says what the name takes, in place of
 * the body.  The body is written in __uatomic_<name>_args() itself, not
 * called through another macro: three macros from the public name.
 */
#ifndef _URCU_UATOMIC_FACES_H
#define _URCU_UATOMIC_FACES_H

#define uatomic_xchg_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, xchg, xchg, 0, any, old, 1, \
		addr, v, mo)
#define uatomic_xchg(...) \
	__uatomic_xchg_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_xchg_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_xchg_bad, __uatomic_xchg_bad, __uatomic_xchg_bad, \
			__uatomic_xchg_bad, , , __uatomic_xchg_bad, __uatomic_xchg_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, xchg, xchg, 0, any, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_xchg_bad(...) \
	__uatomic_args_error(xchg, "(addr, v) or (addr, v, mo)")

#define uatomic_add_return_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, add_return, add_return, 0, arith, new, 1, \
		addr, v, mo)
#define uatomic_add_return(...) \
	__uatomic_add_return_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_add_return_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_add_return_bad, __uatomic_add_return_bad, __uatomic_add_return_bad, \
			__uatomic_add_return_bad, , , __uatomic_add_return_bad, __uatomic_add_return_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, add_return, add_return, 0, arith, new, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_add_return_bad(...) \
	__uatomic_args_error(add_return, "(addr, v) or (addr, v, mo)")

#define uatomic_sub_return_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, sub_return, add_return, 1, arith, new, 1, \
		addr, v, mo)
#define uatomic_sub_return(...) \
	__uatomic_sub_return_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_sub_return_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_sub_return_bad, __uatomic_sub_return_bad, __uatomic_sub_return_bad, \
			__uatomic_sub_return_bad, , , __uatomic_sub_return_bad, __uatomic_sub_return_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, sub_return, add_return, 1, arith, new, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_sub_return_bad(...) \
	__uatomic_args_error(sub_return, "(addr, v) or (addr, v, mo)")

#define uatomic_add_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, add, add, 0, arith, none, 1, \
		addr, v, mo)
#define uatomic_add(...) \
	__uatomic_add_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_add_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_add_bad, __uatomic_add_bad, __uatomic_add_bad, \
			__uatomic_add_bad, , , __uatomic_add_bad, __uatomic_add_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, add, add, 0, arith, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_add_bad(...) \
	__uatomic_args_error(add, "(addr, v) or (addr, v, mo)")

#define uatomic_sub_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, sub, add, 1, arith, none, 1, \
		addr, v, mo)
#define uatomic_sub(...) \
	__uatomic_sub_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_sub_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_sub_bad, __uatomic_sub_bad, __uatomic_sub_bad, \
			__uatomic_sub_bad, , , __uatomic_sub_bad, __uatomic_sub_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, sub, add, 1, arith, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_sub_bad(...) \
	__uatomic_args_error(sub, "(addr, v) or (addr, v, mo)")

#define uatomic_and_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, and, and, 0, bitwise, none, 1, \
		addr, v, mo)
#define uatomic_and(...) \
	__uatomic_and_args(__VA_ARGS__, __UATOMIC_AND_DEFAULT_MO, __UATOMIC_AND_DEFAULT_MO, \
				__UATOMIC_AND_DEFAULT_MO, __UATOMIC_AND_DEFAULT_MO)
#define __uatomic_and_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_and_bad, __uatomic_and_bad, __uatomic_and_bad, \
			__uatomic_and_bad, , , __uatomic_and_bad, __uatomic_and_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, and, and, 0, bitwise, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_and_bad(...) \
	__uatomic_args_error(and, "(addr, v) or (addr, v, mo)")

#define uatomic_or_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, or, or, 0, bitwise, none, 1, \
		addr, v, mo)
#define uatomic_or(...) \
	__uatomic_or_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_or_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_or_bad, __uatomic_or_bad, __uatomic_or_bad, \
			__uatomic_or_bad, , , __uatomic_or_bad, __uatomic_or_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, or, or, 0, bitwise, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_or_bad(...) \
	__uatomic_args_error(or, "(addr, v) or (addr, v, mo)")

#define uatomic_xor_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, xor, xor, 0, bitwise, none, 1, \
		addr, v, mo)
#define uatomic_xor(...) \
	__uatomic_xor_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_xor_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_xor_bad, __uatomic_xor_bad, __uatomic_xor_bad, \
			__uatomic_xor_bad, , , __uatomic_xor_bad, __uatomic_xor_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, xor, xor, 0, bitwise, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_xor_bad(...) \
	__uatomic_args_error(xor, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_add_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, fetch_add, fetch_add, 0, arith, old, 1, \
		addr, v, mo)
#define uatomic_fetch_add(...) \
	__uatomic_fetch_add_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_add_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_add_bad, __uatomic_fetch_add_bad, __uatomic_fetch_add_bad, \
			__uatomic_fetch_add_bad, , , __uatomic_fetch_add_bad, __uatomic_fetch_add_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, fetch_add, fetch_add, 0, arith, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_add_bad(...) \
	__uatomic_args_error(fetch_add, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_sub_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, fetch_sub, fetch_add, 1, arith, old, 1, \
		addr, v, mo)
#define uatomic_fetch_sub(...) \
	__uatomic_fetch_sub_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_sub_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_sub_bad, __uatomic_fetch_sub_bad, __uatomic_fetch_sub_bad, \
			__uatomic_fetch_sub_bad, , , __uatomic_fetch_sub_bad, __uatomic_fetch_sub_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, fetch_sub, fetch_add, 1, arith, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_sub_bad(...) \
	__uatomic_args_error(fetch_sub, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_and_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, fetch_and, fetch_and, 0, bitwise, old, 1, \
		addr, v, mo)
#define uatomic_fetch_and(...) \
	__uatomic_fetch_and_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_and_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_and_bad, __uatomic_fetch_and_bad, __uatomic_fetch_and_bad, \
			__uatomic_fetch_and_bad, , , __uatomic_fetch_and_bad, __uatomic_fetch_and_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, fetch_and, fetch_and, 0, bitwise, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_and_bad(...) \
	__uatomic_args_error(fetch_and, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_or_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, fetch_or, fetch_or, 0, bitwise, old, 1, \
		addr, v, mo)
#define uatomic_fetch_or(...) \
	__uatomic_fetch_or_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_or_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_or_bad, __uatomic_fetch_or_bad, __uatomic_fetch_or_bad, \
			__uatomic_fetch_or_bad, , , __uatomic_fetch_or_bad, __uatomic_fetch_or_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, fetch_or, fetch_or, 0, bitwise, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_or_bad(...) \
	__uatomic_args_error(fetch_or, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_xor_mo(addr, v, mo) \
	__uatomic_rmw_value(__COUNTER__, fetch_xor, fetch_xor, 0, bitwise, old, 1, \
		addr, v, mo)
#define uatomic_fetch_xor(...) \
	__uatomic_fetch_xor_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_xor_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_xor_bad, __uatomic_fetch_xor_bad, __uatomic_fetch_xor_bad, \
			__uatomic_fetch_xor_bad, , , __uatomic_fetch_xor_bad, __uatomic_fetch_xor_bad, 0) \
		(__uatomic_rmw_value(__COUNTER__, fetch_xor, fetch_xor, 0, bitwise, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_xor_bad(...) \
	__uatomic_args_error(fetch_xor, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_max_mo(addr, v, mo) \
	__uatomic_rmw_minmax(__COUNTER__, fetch_max, fetch_smax, fetch_umax, minmax, old, 1, \
		addr, v, mo)
#define uatomic_fetch_max(...) \
	__uatomic_fetch_max_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_max_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_max_bad, __uatomic_fetch_max_bad, __uatomic_fetch_max_bad, \
			__uatomic_fetch_max_bad, , , __uatomic_fetch_max_bad, __uatomic_fetch_max_bad, 0) \
		(__uatomic_rmw_minmax(__COUNTER__, fetch_max, fetch_smax, fetch_umax, minmax, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_max_bad(...) \
	__uatomic_args_error(fetch_max, "(addr, v) or (addr, v, mo)")

#define uatomic_fetch_min_mo(addr, v, mo) \
	__uatomic_rmw_minmax(__COUNTER__, fetch_min, fetch_smin, fetch_umin, minmax, old, 1, \
		addr, v, mo)
#define uatomic_fetch_min(...) \
	__uatomic_fetch_min_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_min_args(addr, v, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_min_bad, __uatomic_fetch_min_bad, __uatomic_fetch_min_bad, \
			__uatomic_fetch_min_bad, , , __uatomic_fetch_min_bad, __uatomic_fetch_min_bad, 0) \
		(__uatomic_rmw_minmax(__COUNTER__, fetch_min, fetch_smin, fetch_umin, minmax, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, mo))
#define __uatomic_fetch_min_bad(...) \
	__uatomic_args_error(fetch_min, "(addr, v) or (addr, v, mo)")

#define uatomic_test_and_set_bit_mo(addr, nr, mo) \
	__uatomic_rmw_bit(__COUNTER__, test_and_set_bit, test_and_set_bit, 0, bitnr, bit, 1, \
		addr, nr, mo)
#define uatomic_test_and_set_bit(...) \
	__uatomic_test_and_set_bit_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_test_and_set_bit_args(addr, nr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_test_and_set_bit_bad, __uatomic_test_and_set_bit_bad, __uatomic_test_and_set_bit_bad, \
			__uatomic_test_and_set_bit_bad, , , __uatomic_test_and_set_bit_bad, __uatomic_test_and_set_bit_bad, 0) \
		(__uatomic_rmw_bit(__COUNTER__, test_and_set_bit, test_and_set_bit, 0, bitnr, bit, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, nr, mo))
#define __uatomic_test_and_set_bit_bad(...) \
	__uatomic_args_error(test_and_set_bit, "(addr, nr) or (addr, nr, mo)")

#define uatomic_test_and_clear_bit_mo(addr, nr, mo) \
	__uatomic_rmw_bit(__COUNTER__, test_and_clear_bit, test_and_clear_bit, 0, bitnr, bit, 1, \
		addr, nr, mo)
#define uatomic_test_and_clear_bit(...) \
	__uatomic_test_and_clear_bit_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_test_and_clear_bit_args(addr, nr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_test_and_clear_bit_bad, __uatomic_test_and_clear_bit_bad, __uatomic_test_and_clear_bit_bad, \
			__uatomic_test_and_clear_bit_bad, , , __uatomic_test_and_clear_bit_bad, __uatomic_test_and_clear_bit_bad, 0) \
		(__uatomic_rmw_bit(__COUNTER__, test_and_clear_bit, test_and_clear_bit, 0, bitnr, bit, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, nr, mo))
#define __uatomic_test_and_clear_bit_bad(...) \
	__uatomic_args_error(test_and_clear_bit, "(addr, nr) or (addr, nr, mo)")

#define uatomic_test_and_change_bit_mo(addr, nr, mo) \
	__uatomic_rmw_bit(__COUNTER__, test_and_change_bit, test_and_change_bit, 0, bitnr, bit, 1, \
		addr, nr, mo)
#define uatomic_test_and_change_bit(...) \
	__uatomic_test_and_change_bit_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_test_and_change_bit_args(addr, nr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_test_and_change_bit_bad, __uatomic_test_and_change_bit_bad, __uatomic_test_and_change_bit_bad, \
			__uatomic_test_and_change_bit_bad, , , __uatomic_test_and_change_bit_bad, __uatomic_test_and_change_bit_bad, 0) \
		(__uatomic_rmw_bit(__COUNTER__, test_and_change_bit, test_and_change_bit, 0, bitnr, bit, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, nr, mo))
#define __uatomic_test_and_change_bit_bad(...) \
	__uatomic_args_error(test_and_change_bit, "(addr, nr) or (addr, nr, mo)")

#define uatomic_fetch_add_unless_mo(addr, v, u, mo) \
	__uatomic_rmw_pair(__COUNTER__, fetch_add_unless, fetch_add_unless, 0, arith, old, 1, \
		addr, v, u, mo)
#define uatomic_fetch_add_unless(...) \
	__uatomic_fetch_add_unless_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_fetch_add_unless_args(addr, v, u, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_fetch_add_unless_bad, __uatomic_fetch_add_unless_bad, __uatomic_fetch_add_unless_bad, \
			__uatomic_fetch_add_unless_bad, , , __uatomic_fetch_add_unless_bad, __uatomic_fetch_add_unless_bad, 0) \
		(__uatomic_rmw_pair(__COUNTER__, fetch_add_unless, fetch_add_unless, 0, arith, old, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, u, mo))
#define __uatomic_fetch_add_unless_bad(...) \
	__uatomic_args_error(fetch_add_unless, "(addr, v, u) or (addr, v, u, mo)")

#define uatomic_add_unless_mo(addr, v, u, mo) \
	__uatomic_rmw_pair(__COUNTER__, add_unless, add_unless, 0, arith, bit, 1, \
		addr, v, u, mo)
#define uatomic_add_unless(...) \
	__uatomic_add_unless_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_add_unless_args(addr, v, u, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_add_unless_bad, __uatomic_add_unless_bad, __uatomic_add_unless_bad, \
			__uatomic_add_unless_bad, , , __uatomic_add_unless_bad, __uatomic_add_unless_bad, 0) \
		(__uatomic_rmw_pair(__COUNTER__, add_unless, add_unless, 0, arith, bit, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, v, u, mo))
#define __uatomic_add_unless_bad(...) \
	__uatomic_args_error(add_unless, "(addr, v, u) or (addr, v, u, mo)")

#define uatomic_inc_not_zero_mo(addr, mo) \
	__uatomic_rmw_not_zero(__COUNTER__, inc_not_zero, add_unless, 0, arith, bit, 1, \
		addr, mo)
#define uatomic_inc_not_zero(...) \
	__uatomic_inc_not_zero_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_inc_not_zero_args(addr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_inc_not_zero_bad, __uatomic_inc_not_zero_bad, __uatomic_inc_not_zero_bad, \
			__uatomic_inc_not_zero_bad, , , __uatomic_inc_not_zero_bad, __uatomic_inc_not_zero_bad, 0) \
		(__uatomic_rmw_not_zero(__COUNTER__, inc_not_zero, add_unless, 0, arith, bit, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, mo))
#define __uatomic_inc_not_zero_bad(...) \
	__uatomic_args_error(inc_not_zero, "(addr) or (addr, mo)")

#define uatomic_dec_if_positive_mo(addr, mo) \
	__uatomic_rmw_unary(__COUNTER__, dec_if_positive, dec_if_positive, 0, signed, new, 1, \
		addr, mo)
#define uatomic_dec_if_positive(...) \
	__uatomic_dec_if_positive_args(__VA_ARGS__, CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, \
				CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE)
#define __uatomic_dec_if_positive_args(addr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_dec_if_positive_bad, __uatomic_dec_if_positive_bad, __uatomic_dec_if_positive_bad, \
			__uatomic_dec_if_positive_bad, , , __uatomic_dec_if_positive_bad, __uatomic_dec_if_positive_bad, 0) \
		(__uatomic_rmw_unary(__COUNTER__, dec_if_positive, dec_if_positive, 0, signed, new, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, mo))
#define __uatomic_dec_if_positive_bad(...) \
	__uatomic_args_error(dec_if_positive, "(addr) or (addr, mo)")

#define uatomic_inc_mo(addr, mo) \
	__uatomic_rmw_unary(__COUNTER__, inc, inc, 0, arith, none, 1, \
		addr, mo)
#define uatomic_inc(...) \
	__uatomic_inc_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_inc_args(addr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_inc_bad, __uatomic_inc_bad, __uatomic_inc_bad, \
			__uatomic_inc_bad, , , __uatomic_inc_bad, __uatomic_inc_bad, 0) \
		(__uatomic_rmw_unary(__COUNTER__, inc, inc, 0, arith, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, mo))
#define __uatomic_inc_bad(...) \
	__uatomic_args_error(inc, "(addr) or (addr, mo)")

#define uatomic_dec_mo(addr, mo) \
	__uatomic_rmw_unary(__COUNTER__, dec, dec, 0, arith, none, 1, \
		addr, mo)
#define uatomic_dec(...) \
	__uatomic_dec_args(__VA_ARGS__, CMM_RELAXED, CMM_RELAXED, \
				CMM_RELAXED, CMM_RELAXED)
#define __uatomic_dec_args(addr, mo, ...) \
	__uatomic_pick9(__VA_ARGS__, __uatomic_dec_bad, __uatomic_dec_bad, __uatomic_dec_bad, \
			__uatomic_dec_bad, , , __uatomic_dec_bad, __uatomic_dec_bad, 0) \
		(__uatomic_rmw_unary(__COUNTER__, dec, dec, 0, arith, none, \
			__uatomic_pick9(__VA_ARGS__, 1, 1, 1, 1, 1, 0, 1, 1, 0), addr, mo))
#define __uatomic_dec_bad(...) \
	__uatomic_args_error(dec, "(addr) or (addr, mo)")

#endif /* _URCU_UATOMIC_FACES_H */

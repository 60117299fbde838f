/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-rmw.h - the bodies of the read-modify-writes of
 * <urcu/uatomic.h>, which includes it, one for each shape of row of the
 * operation table: their public names (<urcu/uatomic-faces.h>, generated
 * from the table) call them.
 */
#ifndef _URCU_UATOMIC_RMW_H
#define _URCU_UATOMIC_RMW_H

/*
 * The read-modify-writes, the rows of <generic/uatomic-ops.h>.  Their
 * public names are generated from the table into <urcu/uatomic-faces.h>
 * (scripts/uatomic-faces.sh): uatomic_<name>() and uatomic_<name>_mo()
 * call the body of their shape below (a value, fetch_max and fetch_min,
 * a bit, a pair, none) with a unique number @id (the locals' names), the
 * public @name (for messages), the row @row, @x (whether the value is
 * negated, sub being add of -v; for fetch_max and fetch_min the unsigned
 * row beside the signed @row), the row's operand column @kind (which
 * operands it takes and how its value is converted:
 * __uatomic_check_value_##kind, __uatomic_value_##kind), its returns
 * column and @given, whether the caller gave the order (1: checked) or
 * it is the row's default (0: the library's constant, as liburcu 0.15
 * writes uatomic_<name>() without one; __uatomic_mo_1()), then the
 * user's arguments.  The body calls the sized function itself, its four
 * names written here (__uatomic_call_sized()): a public name is at most
 * three macros from it (uatomic_<name>, __uatomic_<name>_args, the
 * body; uatomic_<name>_mo, the body).  The size is checked first and
 * directly, so that its error comes with a short "in expansion of
 * macro" chain.  The operands are evaluated once, in order (addr, the
 * values, mo).
 */
/*
 * The local @name of the operation numbered @id, __12val: in the bodies
 * the public names call directly, whose @id is still __COUNTER__ where a
 * ## would paste it (an argument is expanded where it is not pasted).
 * The operand's address is __12, whose facts are named after it with one
 * letter (__uatomic_t()): the names of the locals have more.
 */
#define __ua_local(name, id)	__##id##name
#define __ua_operand(id)	__##id

/*
 * By the row's returns column: a result of the operand's type, a bool, or
 * none.  The bool is cast inside the statement expression: gcc takes a
 * cast of the whole to a type other than void for a value computed, and
 * warns where a caller discards it (-Wunused-value).
 */
#define __uatomic_rmw_cast_old
#define __uatomic_rmw_cast_new
#define __uatomic_rmw_cast_bit
#define __uatomic_rmw_cast_none		(void)
#define __uatomic_rmw_decl_old(r)	, r
#define __uatomic_rmw_decl_new(r)	, r
#define __uatomic_rmw_decl_bit(r)
#define __uatomic_rmw_decl_none(r)
#define __uatomic_rmw_result_old(p, r, call)	__uatomic_value(p, r, call)
#define __uatomic_rmw_result_new(p, r, call)	__uatomic_value(p, r, call)
#define __uatomic_rmw_result_bit(p, r, call)	((__uatomic_bool) (call))
#define __uatomic_rmw_result_none(p, r, call)	call

/* The order, checked and passed on where the caller @given it
 * (__uatomic_mo_1()); whether it is an integer constant expression
 * asked once: the enum __ua_ice. */
#define __uatomic_rmw_mo_locals(given, id, name, mo)			\
		__uatomic_mo_##given(__##id##ice, mo,			\
				     __uatomic_check_mo_any, name)
#define __uatomic_rmw_mo(given, id, mo)					\
	__uatomic_mo_arg_##given(mo, __ua_local(ice, id))
/*
 * The operand and the value of a read-modify-write with a value,
 * checked: the value in the union __12val, as the operand's type.
 */
#define __uatomic_rmw_value_locals(id, name, kind, returns, given,	\
				   addr, v, mo)				\
		__uatomic_address(name, __##id, addr);			\
		__uatomic_check_size(name, __##id);			\
		__uatomic_union(__##id) __##id##val			\
			__uatomic_rmw_decl_##returns(__##id##r);	\
									\
		__##id##val.__t = __uatomic_value_##kind(__##id, v);	\
		__uatomic_clear_padding_##kind(__##id##val)		\
		__uatomic_check_write(name, __##id);			\
		__uatomic_check_value_##kind(name, __##id, v);		\
		__uatomic_rmw_mo_locals(given, id, name, mo)
/* The value's bits, negated where @neg (0 or 1). */
#define __uatomic_rmw_bits_0(p, u)	__uatomic_bits(p, u)
#define __uatomic_rmw_bits_1(p, u)	(-(uint64_t) __uatomic_bits(p, u))
#define __uatomic_rmw_value(id, name, row, neg, kind, returns, given, addr, v, \
			    mo)						\
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__uatomic_rmw_value_locals(id, name, kind, returns,	\
					   given, addr, v, mo)		\
		__uatomic_rmw_result_##returns(__ua_operand(id),	\
			__ua_local(r, id),				\
			__uatomic_call_sized(__ua_operand(id),		\
				__uatomic_##row##_1, __uatomic_##row##_2, \
				__uatomic_##row##_4, __uatomic_##row##_8, \
				__uatomic_writable(__ua_operand(id)),	\
				__uatomic_rmw_bits_##neg(__ua_operand(id), \
							 __ua_local(val, id)), \
				__uatomic_rmw_mo(given, id, mo)));	\
	}))
/*
 * fetch_max and fetch_min call the signed row @srow or the unsigned one
 * @urow by the operand type's signedness, Linux's is_signed_type() test
 * ("< 1": no -Wtype-limits for an unsigned type).
 */
#define __uatomic_is_signed(p)						\
	((__uatomic_t(p)) -1 < (__uatomic_t(p)) 1)
#define __uatomic_rmw_minmax(id, name, srow, urow, kind, returns,	\
			     given, addr, v, mo)			\
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__uatomic_rmw_value_locals(id, name, kind, returns,	\
					   given, addr, v, mo)		\
		volatile void *__ua_local(w, id) =			\
			__uatomic_writable(__ua_operand(id));		\
		uint64_t __ua_local(bits, id) = __uatomic_bits(		\
			__ua_operand(id), __ua_local(val, id));		\
		int __ua_local(m, id) = __uatomic_rmw_mo(given, id, mo); \
									\
		__uatomic_rmw_result_##returns(__ua_operand(id),	\
			__ua_local(r, id),				\
			(__uatomic_is_signed(__ua_operand(id)) ?	\
			 __uatomic_call_sized(__ua_operand(id),		\
				__uatomic_##srow##_1, __uatomic_##srow##_2, \
				__uatomic_##srow##_4, __uatomic_##srow##_8, \
				__ua_local(w, id),			\
				__ua_local(bits, id), __ua_local(m, id)) :	\
			 __uatomic_call_sized(__ua_operand(id),		\
				__uatomic_##urow##_1, __uatomic_##urow##_2, \
				__uatomic_##urow##_4, __uatomic_##urow##_8, \
				__ua_local(w, id),			\
				__ua_local(bits, id), __ua_local(m, id)))); \
	}))
/*
 * The bit operations: @nr is a bit number of *addr, not a value of its
 * type (9 is no bit of a uint8_t, not 9 converted to the byte).  One
 * outside [0, width) is a compile-time error where it is a constant; one
 * known only at run time is taken modulo the width, nr & (width - 1)
 * (contract §4), so that no operation touches memory outside *addr,
 * whatever its instruction makes of a larger offset: x86's bts, btr, btc
 * with a register offset and a memory bit base address any bit from
 * -2^31 to 2^31 - 1 around it (Intel SDM vol. 2A, BTS), and GCC makes the
 * same instructions of a fetch_or and a test of the builtins build.
 * With CONFIG_DEBUG_ALIGNMENT such a number is reported, and the program
 * stopped, as a misaligned operand is.
 */
#if defined(__CHECKER__)
# define __uatomic_bit_number(nr)	((uint64_t) (nr))
# define __uatomic_check_bit_integer(op, nr)	((void) 0)
#elif defined(__cplusplus)
# define __uatomic_bit_number(nr)	__uatomic_cxx_bit_number(nr)
# define __uatomic_check_bit_integer(op, nr)	((void) 0)
#else
/* Through uintptr_t: a pointer, rejected below, makes no second
 * diagnostic about its size. */
# define __uatomic_bit_number(nr)	((uint64_t) (uintptr_t) (nr))
# define __uatomic_check_bit_integer(op, nr)				\
	__caa_static_assert(__uatomic_is_integer_value(nr),		\
		__uatomic_msg(uatomic_##op: the bit number is not an	\
			      integer))
#endif
#define __uatomic_width(p)	(8 * sizeof(*(p)))
#define __uatomic_is_bit_of(x, p)					\
	(!((unsigned long long) (x) / __uatomic_width(p)))
#define __uatomic_check_bit(op, p, nr)					\
	__uatomic_check_bit_integer(op, nr);				\
	__caa_static_assert(!__uatomic_constant_fails(nr,		\
						      __uatomic_is_bit_of, p), \
		__uatomic_msg(uatomic_##op: the bit number is outside the \
			      operand (0 to its width in bits less one)))
#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
# define __uatomic_check_bit_run(op, p, nr)				\
	(caa_unlikely((nr) >= __uatomic_width(p)) ?			\
	 __uatomic_bit_outside(__uatomic_msg(uatomic_##op), (p),	\
			       (int64_t) (nr), __uatomic_width(p)) : (void) 0)
#else
# define __uatomic_check_bit_run(op, p, nr)	((void) 0)
#endif
#define __uatomic_rmw_bit(id, name, row, x, kind, returns, given,	\
			  addr, nr, mo)					\
	__extension__ ({						\
		__uatomic_address(name, __ua_operand(id), addr);	\
		const uint64_t __ua_local(bitnr, id) =			\
			__uatomic_bit_number(nr);			\
									\
		__uatomic_check_size(name, __ua_operand(id));		\
		__uatomic_check_write(name, __ua_operand(id));		\
		__uatomic_check_arith(name, __ua_operand(id));		\
		__uatomic_check_bit(name, __ua_operand(id), nr);	\
		__uatomic_rmw_mo_locals(given, id, name, mo)		\
		__uatomic_check_bit_run(name, __ua_operand(id),		\
					__ua_local(bitnr, id));		\
		(__uatomic_bool) __uatomic_call_sized(__ua_operand(id), \
			__uatomic_##row##_1, __uatomic_##row##_2,	\
			__uatomic_##row##_4, __uatomic_##row##_8,	\
			__uatomic_writable(__ua_operand(id)),		\
			__ua_local(bitnr, id) &				\
				(__uatomic_width(__ua_operand(id)) - 1), \
			__uatomic_rmw_mo(given, id, mo));		\
	})
/*
 * The conditional updates: the rows of kind pair (@v added unless the
 * value is @u: fetch_add_unless, add_unless), whose result is of the
 * operand's type (a bool for add_unless); inc_not_zero is add_unless
 * of 1 unless 0.
 */
#define __uatomic_rmw_pair(id, name, row, x, kind, returns, given, addr, v, u, \
			   mo)						\
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__uatomic_address(name, __ua_operand(id), addr);	\
		__uatomic_check_size(name, __ua_operand(id));		\
		__uatomic_union(__ua_operand(id)) __ua_local(val, id),	\
			__ua_local(unl, id)				\
			__uatomic_rmw_decl_##returns(__ua_local(r, id)); \
									\
		__ua_local(val, id).__t =				\
			__uatomic_value_arith(__ua_operand(id), v);	\
		__ua_local(unl, id).__t =				\
			__uatomic_value_arith(__ua_operand(id), u);	\
		__uatomic_check_write(name, __ua_operand(id));		\
		__uatomic_check_arith(name, __ua_operand(id));		\
		__uatomic_rmw_mo_locals(given, id, name, mo)		\
		__uatomic_rmw_result_##returns(__ua_operand(id),	\
			__ua_local(r, id),				\
			__uatomic_call_sized(__ua_operand(id),		\
				__uatomic_##row##_1, __uatomic_##row##_2, \
				__uatomic_##row##_4, __uatomic_##row##_8, \
				__uatomic_writable(__ua_operand(id)),	\
				__uatomic_bits(__ua_operand(id),	\
					       __ua_local(val, id)),	\
				__uatomic_bits(__ua_operand(id),	\
					       __ua_local(unl, id)),	\
				__uatomic_rmw_mo(given, id, mo)));	\
	}))
#define __uatomic_rmw_not_zero(id, name, row, x, kind, returns, given, addr, \
			       mo)					\
	__uatomic_rmw_pair(id, name, row, x, kind, returns, given, addr, \
			   1, 0, mo)
/*
 * The rows without a value: inc and dec (no result), dec_if_positive (the
 * value stored, of the operand's type: the operand check of its kind,
 * signed, says it takes signed integers only).
 */
#define __uatomic_rmw_unary(id, name, row, x, kind, returns, given, addr, mo) \
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__uatomic_address(name, __ua_operand(id), addr);	\
		__uatomic_check_size(name, __ua_operand(id));		\
		__uatomic_rmw_unary_decl_##returns(__ua_operand(id),	\
						   __ua_local(r, id))	\
									\
		__uatomic_check_write(name, __ua_operand(id));		\
		__uatomic_check_##kind(name, __ua_operand(id));		\
		__uatomic_rmw_mo_locals(given, id, name, mo)		\
		__uatomic_rmw_result_##returns(__ua_operand(id),	\
			__ua_local(r, id),				\
			__uatomic_call_sized(__ua_operand(id),		\
				__uatomic_##row##_1, __uatomic_##row##_2, \
				__uatomic_##row##_4, __uatomic_##row##_8, \
				__uatomic_writable(__ua_operand(id)),	\
				__uatomic_rmw_mo(given, id, mo)));	\
	}))
#define __uatomic_rmw_unary_decl_new(p, r)	__uatomic_union(p) r;
#define __uatomic_rmw_unary_decl_none(p, r)

#endif /* _URCU_UATOMIC_RMW_H */

/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic.h - the type-generic atomic operations (uatomic_*), their
 * memory orders (enum cmm_memorder) and the cmm_smp_mb__before/after
 * helpers.  This is the one place that checks operands for every target
 * (<urcu/uatomic-checks.h>, and <urcu/uatomic-cxx.h> for C++): the size
 * (at compile time, naming the operation), the value type (as an
 * assignment), the memory order (at compile time when it is a constant),
 * and, with CONFIG_DEBUG_ALIGNMENT, the alignment at run time.  Each
 * argument is evaluated once.  The read-modify-writes are the rows of
 * the operation table: their names are generated from it
 * (<urcu/uatomic-faces.h>), their bodies are <urcu/uatomic-rmw.h>; the
 * double-width compare-and-swap is <urcu/uatomic-dword.h>.  The
 * instructions come from <asm/uatomic.h> (or the compiler builtins), the
 * ordering from <generic/uatomic.h>.
 */
#ifndef _URCU_UATOMIC_H
#define _URCU_UATOMIC_H

#include <stddef.h>
#include <stdint.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Memory orders; mapped to instructions by code, never by value. */
enum cmm_memorder {
	CMM_RELAXED = 0,
	CMM_CONSUME = 1,
	CMM_ACQUIRE = 2,
	CMM_RELEASE = 3,
	CMM_ACQ_REL = 4,
	CMM_SEQ_CST = 5,
	CMM_SEQ_CST_FENCE = 6,	/* seq_cst, then a full barrier */
};

#ifdef UATOMIC_CONFIG_IMPL_BUILTINS
# include <generic/uatomic-builtins.h>
#else
# include <asm/uatomic.h>
#endif
#include <generic/uatomic.h>

/* 4-byte operands: every target has them. */
#define UATOMIC_HAS_ATOMIC_INT	1

/*
 * liburcu 0.15's helpers for building operations on the __atomic builtins:
 * cmm_to_c11() is the C11 order (__ATOMIC_*) of a CMM order, with
 * CMM_SEQ_CST_FENCE as __ATOMIC_SEQ_CST; cmm_seq_cst_fence_after_atomic()
 * is the full barrier that CMM_SEQ_CST_FENCE adds after the operation.
 * cmm_to_c11() is the mapping of <generic/uatomic-arch.h>.
 */
static inline int cmm_to_c11(int mo)
{
	return __uatomic_c11(mo);
}

static inline void cmm_seq_cst_fence_after_atomic(enum cmm_memorder mo)
{
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
}

/* The configuration the library was built with, as one line of text. */
const char *uatomic_build_config(void);

#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
void __uatomic_misaligned(const char *op, const volatile void *addr,
			  size_t size) __attribute__((__noreturn__, __cold__));
void __uatomic_bit_outside(const char *op, const volatile void *addr,
			   int64_t nr, size_t width)
	__attribute__((__noreturn__, __cold__));
#endif

#ifdef __cplusplus
}
# include <urcu/uatomic-cxx.h>
#endif

#include <urcu/uatomic-checks.h>

/* ---- The operations ---- */

/*
 * Each operation is a statement expression whose locals are named after
 * a number unique to the expansion (__12, __ua_r12): the arguments
 * are evaluated where the locals of the operation they are nested in
 * (uatomic_add(&a, uatomic_load(&b))) are in scope, and the same names
 * would shadow them (-Wshadow); __caa_with_id() of <urcu/compiler.h>
 * gives the number.  The arguments are evaluated once each, in order:
 * addr, the values, the memory orders.
 */

#define __uatomic_load_id(id, name, given, addr, mo)			\
	__extension__ ({						\
		__uatomic_address(name, __##id, addr);			\
		__uatomic_check_size(name, __##id);			\
		__uatomic_union(__##id) __ua_r##id;			\
		__uatomic_mo_##given(__ua_ice##id, mo,			\
				     __uatomic_check_mo_load, name)	\
									\
		__uatomic_check(name, __##id);				\
		__uatomic_value(__##id, __ua_r##id,			\
			__uatomic_sized(__##id, __uatomic_load,		\
				__##id,					\
				__uatomic_mo_arg_##given(mo, __ua_ice##id))); \
	})
/* @given: whether the caller gave the order @mo (__uatomic_mo_1()). */
#define __uatomic_load(name, given, addr, mo)				\
	__caa_with_id(__uatomic_load_id, name, given, addr, mo)

#define __uatomic_store_id(id, name, given, addr, v, mo)		\
	__extension__ ({						\
		__uatomic_address(name, __##id, addr);			\
		__uatomic_check_size(name, __##id);			\
		__uatomic_union(__##id) __ua_v##id;			\
		__uatomic_mo_##given(__ua_ice##id, mo,			\
				     __uatomic_check_mo_store, name)	\
									\
		__ua_v##id.__t = __uatomic_value_any(__##id, v);	\
		__uatomic_clear_padding(__ua_v##id);			\
		__uatomic_check_write(name, __##id);			\
		__uatomic_sized(__##id, __uatomic_store,		\
				__uatomic_writable(__##id),		\
				__uatomic_bits(__##id, __ua_v##id),	\
				__uatomic_mo_arg_##given(mo, __ua_ice##id)); \
	})
#define __uatomic_store(name, given, addr, v, mo)			\
	__caa_with_id(__uatomic_store_id, name, given, addr, v, mo)

#define uatomic_load_mo(addr, mo)	__uatomic_load(load, 1, addr, mo)
#define uatomic_store_mo(addr, v, mo)	__uatomic_store(store, 1, addr, v, mo)

/* uatomic_load(addr[, mo]) and uatomic_store(addr, v[, mo]): relaxed
 * unless an order is given; any other argument count is an error. */
#define __uatomic_pick6(_1, _2, _3, _4, _5, name, ...)	name
#define __uatomic_load_relaxed(addr)					\
	__uatomic_load(load, 0, addr, CMM_RELAXED)
#define __uatomic_store_relaxed(addr, v)				\
	__uatomic_store(store, 0, addr, v, CMM_RELAXED)
#define __uatomic_bad_args(...)						\
	__extension__ ({						\
		__caa_static_assert(0, __VA_ARGS__);			\
		0;							\
	})
#define __uatomic_load_bad_args(...)					\
	__uatomic_bad_args("uatomic_load takes (addr) or (addr, mo)")
#define __uatomic_store_bad_args(...)					\
	__uatomic_bad_args("uatomic_store takes (addr, v) or (addr, v, mo)")
#define uatomic_load(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_load_bad_args,		\
			__uatomic_load_bad_args, __uatomic_load_bad_args, \
			uatomic_load_mo, __uatomic_load_relaxed,	\
			0)(__VA_ARGS__)
#define uatomic_store(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_store_bad_args,		\
			__uatomic_store_bad_args, uatomic_store_mo,	\
			__uatomic_store_relaxed,			\
			__uatomic_store_bad_args, 0)(__VA_ARGS__)

/*
 * uatomic_cond_load(addr, VAL, cond[, mo]) - waits until @cond holds of
 * *addr and returns the value it held of: reads *addr (a uatomic_load at
 * @mo, relaxed unless given) into VAL, an identifier the caller names and
 * @cond refers to, until @cond is true, pausing between reads as the CPU
 * asks a spin-wait to (__uatomic_wait_N: arm64 sleeps in WFE until the
 * location is written; elsewhere caa_cpu_relax()).  The read that ends
 * the wait is ordered as uatomic_load(addr, mo) is (contract §2):
 * CMM_ACQUIRE for the kernel's smp_cond_load_acquire().  As that one,
 * the reads that fail order nothing: the barrier a load at @mo takes
 * before it is taken once before the first read (every read follows it
 * in program order), the one after it once after the read that ends the
 * wait, and each read between is relaxed (or the arch's load at @mo
 * where that orders itself, an arm64 ldar).
 *
 * uatomic_cond_load_timeout(addr, VAL, cond, timeout[, mo]) - the same,
 * giving up once @timeout caa_get_cycles() units have passed since its
 * first read that failed @cond (where caa_get_cycles() reads no clock,
 * bare metal without a counter, @timeout counts reads instead; the clock
 * is read only once a read has failed): returns the last value read,
 * of which the caller tests @cond again to learn which it was.  It pauses
 * with caa_cpu_relax() only: a WFE need not wake up before the timeout
 * (no event stream on bare metal).
 *
 * The loop is a while whose condition reads, as Linux's generic
 * smp_cond_load_relaxed() is: from a for (;;) that breaks, GCC copies
 * the read and the compare ahead of the loop where the pause is no
 * instruction (the builtins' target), two instructions more for nothing.
 */
#define __uatomic_cond_load_id(id, name, addr, val, cond, mo, timed,	\
			       timeout)					\
	__extension__ ({						\
		__uatomic_address(name, __##id, addr);			\
		__uatomic_check_size(name, __##id);			\
		__uatomic_union(__##id) __ua_r##id;			\
		__uatomic_t(__##id) val;				\
		const caa_cycles_t __ua_limit##id = (timeout);		\
		__uatomic_mo_ice(__ua_ice##id, mo);			\
		const int __ua_mo##id = __uatomic_load_order(		\
			__uatomic_mo_arg_ice(mo, __ua_ice##id));	\
		caa_cycles_t __ua_polls##id = 0, __ua_now##id,		\
			__ua_start##id = 0;				\
									\
		__uatomic_check(name, __##id);				\
		__uatomic_check_mo_load(name, mo, __ua_ice##id);	\
		__uatomic_sized(__##id, __uatomic_load_before,		\
				__ua_mo##id);				\
		while (val = __uatomic_value(__##id, __ua_r##id,	\
				__uatomic_sized(__##id,			\
					__uatomic_load_read, __##id,	\
					__ua_mo##id)),			\
		       !(cond)) {					\
			if (!(timed)) {					\
				__uatomic_sized(__##id,			\
					__uatomic_wait, __##id,		\
					__uatomic_bits(__##id,		\
						       __ua_r##id));	\
				continue;				\
			}						\
			__ua_now##id = __uatomic_wait_clock(timed,	\
							__ua_polls##id); \
			if (__ua_polls##id++ == 0)			\
				__ua_start##id = __ua_now##id;		\
			else if (__ua_now##id - __ua_start##id >=	\
				 __ua_limit##id)			\
				break;					\
			caa_cpu_relax();				\
		}							\
		__uatomic_sized(__##id, __uatomic_load_after,		\
				__ua_mo##id);				\
		val;							\
	})
#define __uatomic_cond_load(name, addr, val, cond, mo, timed, timeout)	\
	__caa_with_id(__uatomic_cond_load_id, name, addr, val, cond, mo, \
		      timed, timeout)

#define uatomic_cond_load_mo(addr, val, cond, mo)			\
	__uatomic_cond_load(cond_load, addr, val, cond, mo, 0, 0)
#define uatomic_cond_load_timeout_mo(addr, val, cond, timeout, mo)	\
	__uatomic_cond_load(cond_load_timeout, addr, val, cond, mo, 1,	\
			    timeout)
#define __uatomic_cond_load_relaxed(addr, val, cond)			\
	uatomic_cond_load_mo(addr, val, cond, CMM_RELAXED)
#define __uatomic_cond_load_timeout_relaxed(addr, val, cond, timeout)	\
	uatomic_cond_load_timeout_mo(addr, val, cond, timeout, CMM_RELAXED)
#define __uatomic_cond_load_bad_args(...)				\
	__uatomic_bad_args("uatomic_cond_load takes (addr, VAL, cond) or " \
			   "(addr, VAL, cond, mo)")
#define __uatomic_cond_load_timeout_bad_args(...)			\
	__uatomic_bad_args("uatomic_cond_load_timeout takes (addr, VAL, " \
			   "cond, timeout) or (addr, VAL, cond, timeout, mo)")
#define uatomic_cond_load(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_cond_load_bad_args,	\
			uatomic_cond_load_mo,				\
			__uatomic_cond_load_relaxed,			\
			__uatomic_cond_load_bad_args,			\
			__uatomic_cond_load_bad_args, 0)(__VA_ARGS__)
#define uatomic_cond_load_timeout(...)					\
	__uatomic_pick6(__VA_ARGS__, uatomic_cond_load_timeout_mo,	\
			__uatomic_cond_load_timeout_relaxed,		\
			__uatomic_cond_load_timeout_bad_args,		\
			__uatomic_cond_load_timeout_bad_args,		\
			__uatomic_cond_load_timeout_bad_args, 0)(__VA_ARGS__)

/*
 * @given: how many orders the caller gave.  2: both; 1: the failure
 * order is not an argument but follows from the success order
 * (__uatomic_mo_failure_of(), for uatomic_cmpxchg(addr, old, new, mo)):
 * the order is then read once into __ua_mo##id, and @mof is only
 * checked, never evaluated; 0: both are the library's constants
 * (uatomic_cmpxchg(addr, old, new)), neither checked nor asked about
 * (__uatomic_mo_0()).
 */
#define __uatomic_cmpxchg_mo_2(op, id, mos, mof)			\
	__uatomic_mo_ice(__ua_ices##id, mos);				\
	__uatomic_mo_ice(__ua_icef##id, mof);				\
	__uatomic_check_mo_cmpxchg(op, mos, mof, __ua_ices##id,		\
				   __ua_icef##id);
#define __uatomic_cmpxchg_mo_1(op, id, mos, mof)			\
	__uatomic_cmpxchg_mo_2(op, id, mos, mof)
#define __uatomic_cmpxchg_mo_0(op, id, mos, mof)
#define __uatomic_cmpxchg_id(id, addr, old, _new, mos, mof, given)	\
	__extension__ ({						\
		__uatomic_address(cmpxchg, __##id, addr);		\
		__uatomic_check_size(cmpxchg, __##id);			\
		__uatomic_union(__##id) __ua_old##id, __ua_new##id,	\
			__ua_r##id;					\
									\
		__ua_old##id.__t = __uatomic_value_any(__##id, old);	\
		__ua_new##id.__t = __uatomic_value_any(__##id, _new);	\
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_write(cmpxchg, __##id);			\
		__uatomic_check_compare(cmpxchg, __##id,		\
				__uatomic_size_ok(__##id));		\
		__uatomic_cmpxchg_mo_##given(cmpxchg, id, mos, mof)	\
		__uatomic_value(__##id, __ua_r##id,			\
			__uatomic_cmpxchg_call##given(id, __##id,	\
				__ua_old##id, __ua_new##id, mos, mof));	\
	})
#define __uatomic_cmpxchg_call(p, old, _new, mos, mof)			\
	__uatomic_sized(p, __uatomic_cmpxchg, __uatomic_writable(p),	\
			__uatomic_bits(p, old), __uatomic_bits(p, _new), \
			mos, mof)
#define __uatomic_cmpxchg_call2(id, p, old, _new, mos, mof)		\
	__uatomic_cmpxchg_call(p, old, _new,				\
			       __uatomic_mo_arg_ice(mos, __ua_ices##id), \
			       __uatomic_mo_arg_ice(mof, __ua_icef##id))
#define __uatomic_cmpxchg_call0(id, p, old, _new, mos, mof)		\
	__uatomic_cmpxchg_call(p, old, _new, mos, mof)
#define __uatomic_cmpxchg_call1(id, p, old, _new, mos, mof)		\
	__extension__ ({						\
		const int __ua_mo##id =					\
			__uatomic_mo_arg_ice(mos, __ua_ices##id);	\
									\
		__uatomic_cmpxchg_call(p, old, _new, __ua_mo##id,	\
				__uatomic_mo_failure_of(__ua_mo##id));	\
	})
#define uatomic_cmpxchg_mo(addr, old, _new, mos, mof)			\
	__caa_with_id(__uatomic_cmpxchg_id, addr, old, _new, mos,	\
		      mof, 2)

/*
 * uatomic_try_cmpxchg(addr, expected, new[, mos[, mof]]) and its _weak
 * form: @expected points to an object of the operand's type (not const)
 * holding the value compared with *addr.  True when the new value was
 * stored; else false, and the value found is written to *expected, the
 * next guess of a compare-and-swap loop, which then needs no compare of
 * its own (the kernel's try_cmpxchg, C11's
 * atomic_compare_exchange_strong and _weak).  The weak form may fail
 * while *addr holds the expected value (an LL/SC pair tried once).
 */
#if defined(__CHECKER__)
# define __uatomic_same_type(p, e)	1
# define __uatomic_is_pointer_value(e)	1
#elif defined(__cplusplus)
# define __uatomic_same_type(p, e)					\
	std::is_same<__uatomic_type(p), __uatomic_type(e)>::value
# define __uatomic_is_pointer_value(e)					\
	decltype(__uatomic_cxx_is_pointer_value(e))::value
#else
# define __uatomic_same_type(p, e)					\
	__builtin_types_compatible_p(__uatomic_type(p), __uatomic_type(e))
# define __uatomic_is_pointer_value(e)	(__builtin_classify_type(e) == 5)
#endif
#define __uatomic_check_expected(op, p, e)				\
	__caa_static_assert(__uatomic_is_pointer_value(e),		\
		__uatomic_msg(uatomic_##op: expected is not a pointer	\
			      (pass &expected)));			\
	__caa_static_assert(__uatomic_is_void(p) ||			\
			    __uatomic_same_type(p,			\
				__uatomic_expected_or_null(p, e)),	\
		__uatomic_msg(uatomic_##op: expected points to another	\
			      type than the operand));			\
	__caa_static_assert(!__uatomic_test_const(			\
			__uatomic_expected_or_null(p, e)),		\
		__uatomic_msg(uatomic_##op: expected points to const))
/*
 * @e as the pointer the operation writes through: itself, or, once an
 * assertion above has rejected it, a null pointer to the operand's type,
 * so that the assertion's message is the one error.
 */
#if defined(__CHECKER__)
# define __uatomic_expected_or_null(p, e)	(e)
# define __uatomic_expected(p, e)		(e)
#elif defined(__cplusplus)
# define __uatomic_expected_or_null(p, e)	(e)
# define __uatomic_expected(p, e)	__uatomic_cxx_unconst(e)
#else
# define __uatomic_expected_or_null(p, e)				\
	__builtin_choose_expr(__uatomic_is_pointer_value(e), (e),	\
			      (__uatomic_type(p) *) 0)
# define __uatomic_expected(p, e)					\
	__builtin_choose_expr(__uatomic_is_pointer_value(e) &&		\
		__uatomic_same_type(p, __uatomic_expected_or_null(p, e)) && \
		!__uatomic_test_const(__uatomic_expected_or_null(p, e)), \
		(e), (__uatomic_type(p) *) 0)
#endif
/* The value *@e holds, as the operand's type (in C++ also the stand-in
 * type of an address __uatomic_address() rejected: no second error). */
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_expected_value(p, e)	__uatomic_value_any(p, *(e))
#else
# define __uatomic_expected_value(p, e)	(*(e))
#endif

#define __uatomic_try_cmpxchg_id(id, name, weak, addr, expected, _new,	\
				 mos, mof, given)			\
	__extension__ ({						\
		__uatomic_address(name, __##id, addr);			\
		__typeof__(&*__uatomic_expected(addr, expected)) __ua_e##id = \
			__uatomic_expected(addr, expected);		\
		__uatomic_check_size(name, __##id);			\
		__uatomic_union(__##id) __ua_old##id, __ua_new##id,	\
			__ua_r##id;					\
		uint64_t __ua_x##id;					\
		__uatomic_bool __ua_ok##id;				\
									\
		__uatomic_check_write(name, __##id);			\
		__uatomic_check_expected(name, __##id, expected);	\
		__uatomic_check_compare(name, __##id,			\
				__uatomic_size_ok(__##id));		\
		__ua_old##id.__t = __uatomic_expected_value(__##id,	\
							    __ua_e##id); \
		__ua_new##id.__t = __uatomic_value_any(__##id, _new);	\
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_cmpxchg_mo_##given(name, id, mos, mof)	\
		__ua_x##id = __uatomic_bits(__##id, __ua_old##id);	\
		__ua_ok##id = __uatomic_try_cmpxchg_call##given(id,	\
			weak, __##id, &__ua_x##id, __ua_new##id,	\
			mos, mof);					\
		if (!__ua_ok##id)					\
			*__ua_e##id = __uatomic_value(__##id,		\
						      __ua_r##id,	\
						      __ua_x##id);	\
		__ua_ok##id;						\
	})
/* The conditional of __uatomic_sized() promotes the bool to int: the
 * cast keeps it a bool, and the compiler in the flag's byte register. */
#define __uatomic_try_cmpxchg_call(weak, p, x, _new, mos, mof)		\
	((__uatomic_bool) __uatomic_sized(p, __uatomic_try_cmpxchg##weak, \
			__uatomic_writable(p), x,			\
			__uatomic_bits(p, _new), mos, mof))
#define __uatomic_try_cmpxchg_call2(id, weak, p, x, _new, mos, mof)	\
	__uatomic_try_cmpxchg_call(weak, p, x, _new,			\
			__uatomic_mo_arg_ice(mos, __ua_ices##id),	\
			__uatomic_mo_arg_ice(mof, __ua_icef##id))
#define __uatomic_try_cmpxchg_call0(id, weak, p, x, _new, mos, mof)	\
	__uatomic_try_cmpxchg_call(weak, p, x, _new, mos, mof)
#define __uatomic_try_cmpxchg_call1(id, weak, p, x, _new, mos, mof)	\
	__extension__ ({						\
		const int __ua_mo##id =					\
			__uatomic_mo_arg_ice(mos, __ua_ices##id);	\
									\
		__uatomic_try_cmpxchg_call(weak, p, x, _new, __ua_mo##id, \
				__uatomic_mo_failure_of(__ua_mo##id));	\
	})
#define uatomic_try_cmpxchg_mo(addr, expected, _new, mos, mof)		\
	__caa_with_id(__uatomic_try_cmpxchg_id, try_cmpxchg, ,		\
		      addr, expected, _new, mos, mof, 2)
#define uatomic_try_cmpxchg_weak_mo(addr, expected, _new, mos, mof)	\
	__caa_with_id(__uatomic_try_cmpxchg_id, try_cmpxchg_weak, _weak, \
		      addr, expected, _new, mos, mof, 2)

#include <urcu/uatomic-rmw.h>

#include <urcu/uatomic-faces.h>

/*
 * The default orders of contract §3 (the read-modify-writes' are a
 * column of their table).  As in liburcu 0.15, every operation also
 * takes its memory order as an optional last argument; uatomic_cmpxchg()
 * takes the success order and, optionally, the failure order, which
 * otherwise is the success order without its release part (C++'s rule
 * for compare_exchange with one order).  A wrong argument count is an
 * error that says what the operation takes.
 */
#define __uatomic_pick7(_1, _2, _3, _4, _5, _6, name, ...)	name
#define __uatomic_pick9(_1, _2, _3, _4, _5, _6, _7, _8, name, ...)	name
#define __uatomic_args_error(op, args)					\
	__uatomic_bad_args("uatomic_" #op " takes " args)

#define __uatomic_read_1arg(addr)					\
	__uatomic_load(read, 0, addr, CMM_RELAXED)
#define __uatomic_read_2args(addr, mo)	__uatomic_load(read, 1, addr, mo)
#define __uatomic_read_bad(...)						\
	__uatomic_args_error(read, "(addr) or (addr, mo)")
#define uatomic_read(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_read_bad, __uatomic_read_bad, \
			__uatomic_read_bad, __uatomic_read_bad,		\
			__uatomic_read_2args, __uatomic_read_1arg,	\
			0)(__VA_ARGS__)

#define __uatomic_set_2args(addr, v)					\
	((void) __uatomic_store(set, 0, addr, v, CMM_RELAXED))
#define __uatomic_set_3args(addr, v, mo)				\
	((void) __uatomic_store(set, 1, addr, v, mo))
#define __uatomic_set_bad(...)						\
	__uatomic_args_error(set, "(addr, v) or (addr, v, mo)")
#define uatomic_set(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_set_bad, __uatomic_set_bad, \
			__uatomic_set_bad, __uatomic_set_3args,		\
			__uatomic_set_2args, __uatomic_set_bad, 0)(__VA_ARGS__)

/*
 * The failure order that goes with a lone success order: CMM_RELEASE's is
 * CMM_RELAXED, CMM_ACQ_REL's CMM_ACQUIRE, any other its own.  Arithmetic,
 * not ?: : for a constant order both arms of a conditional would fold to
 * one value and gcc's -Wduplicated-branches (liburcu's build) would fire.
 */
#define __uatomic_mo_failure_of(mo)					\
	((int) (mo) -							\
	 ((mo) == CMM_RELEASE) * (int) (CMM_RELEASE - CMM_RELAXED) -	\
	 ((mo) == CMM_ACQ_REL) * (int) (CMM_ACQ_REL - CMM_ACQUIRE))
#define __uatomic_cmpxchg_3args(addr, old, _new)			\
	__caa_with_id(__uatomic_cmpxchg_id, addr, old, _new,		\
		      CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, 0)
#define __uatomic_cmpxchg_4args(addr, old, _new, mo)			\
	__caa_with_id(__uatomic_cmpxchg_id, addr, old, _new, mo,	\
			  __uatomic_mo_failure_of(mo), 1)
#define __uatomic_cmpxchg_bad(...)					\
	__uatomic_args_error(cmpxchg, "(addr, old, new), "		\
			     "(addr, old, new, mo) or "			\
			     "(addr, old, new, mo_success, mo_failure)")
#define uatomic_cmpxchg(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_cmpxchg_bad,		\
			uatomic_cmpxchg_mo, __uatomic_cmpxchg_4args,	\
			__uatomic_cmpxchg_3args, __uatomic_cmpxchg_bad,	\
			__uatomic_cmpxchg_bad, 0)(__VA_ARGS__)

/* uatomic_try_cmpxchg() and _weak(): the orders as uatomic_cmpxchg(). */
#define __uatomic_try_cmpxchg_3args(name, addr, expected, _new)		\
	__caa_with_id(__uatomic_try_cmpxchg_id, name,			\
		      __uatomic_try_weak_##name, addr, expected, _new,	\
		      CMM_SEQ_CST_FENCE, CMM_SEQ_CST_FENCE, 0)
#define __uatomic_try_cmpxchg_4args(name, addr, expected, _new, mo)	\
	__caa_with_id(__uatomic_try_cmpxchg_id, name,			\
		      __uatomic_try_weak_##name, addr, expected, _new,	\
		      mo, __uatomic_mo_failure_of(mo), 1)
#define __uatomic_try_cmpxchg_5args(name, addr, expected, _new, mos, mof) \
	uatomic_##name##_mo(addr, expected, _new, mos, mof)
#define __uatomic_try_weak_try_cmpxchg
#define __uatomic_try_weak_try_cmpxchg_weak	_weak
#define __uatomic_try_cmpxchg_bad(name, ...)				\
	__uatomic_args_error(name, "(addr, expected, new), "		\
			     "(addr, expected, new, mo) or "		\
			     "(addr, expected, new, mo_success, mo_failure)")
#define uatomic_try_cmpxchg(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_try_cmpxchg_bad,		\
			__uatomic_try_cmpxchg_5args,			\
			__uatomic_try_cmpxchg_4args,			\
			__uatomic_try_cmpxchg_3args,			\
			__uatomic_try_cmpxchg_bad,			\
			__uatomic_try_cmpxchg_bad, 0)(try_cmpxchg,	\
						      __VA_ARGS__)
#define uatomic_try_cmpxchg_weak(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_try_cmpxchg_bad,		\
			__uatomic_try_cmpxchg_5args,			\
			__uatomic_try_cmpxchg_4args,			\
			__uatomic_try_cmpxchg_3args,			\
			__uatomic_try_cmpxchg_bad,			\
			__uatomic_try_cmpxchg_bad, 0)(try_cmpxchg_weak,	\
						      __VA_ARGS__)

#include <urcu/uatomic-dword.h>

#define cmm_smp_mb__before_uatomic_add()	__uatomic_mb_around(add)
#define cmm_smp_mb__after_uatomic_add()		__uatomic_mb_around(add)
#define cmm_smp_mb__before_uatomic_sub()	__uatomic_mb_around(add)
#define cmm_smp_mb__after_uatomic_sub()		__uatomic_mb_around(add)
#define cmm_smp_mb__before_uatomic_inc()	__uatomic_mb_around(inc)
#define cmm_smp_mb__after_uatomic_inc()		__uatomic_mb_around(inc)
#define cmm_smp_mb__before_uatomic_dec()	__uatomic_mb_around(dec)
#define cmm_smp_mb__after_uatomic_dec()		__uatomic_mb_around(dec)
#define cmm_smp_mb__before_uatomic_and()	__uatomic_mb_around(and)
#define cmm_smp_mb__after_uatomic_and()		__uatomic_mb_around(and)
#define cmm_smp_mb__before_uatomic_or()		__uatomic_mb_around(or)
#define cmm_smp_mb__after_uatomic_or()		__uatomic_mb_around(or)
#define cmm_smp_mb__before_uatomic_xor()	__uatomic_mb_around(xor)
#define cmm_smp_mb__after_uatomic_xor()		__uatomic_mb_around(xor)

#endif /* _URCU_UATOMIC_H */

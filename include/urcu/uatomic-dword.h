/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-dword.h - uatomic_cmpxchg_dword() and
 * uatomic_try_cmpxchg_dword(), the double-width compare-and-swap of
 * <urcu/uatomic.h>, which includes it, and uatomic_load_dword(), the
 * double-width read made of it.
 */
#ifndef _URCU_UATOMIC_DWORD_H
#define _URCU_UATOMIC_DWORD_H

/*
 * uatomic_cmpxchg_dword(addr, old, new[, mos[, mof]]) and
 * uatomic_try_cmpxchg_dword(addr, expected, new[, mos[, mof]]) - the
 * compare-and-swap of a 16-byte operand, a struct of two words or an
 * unsigned __int128 (a pointer and its generation count: an ABA-safe
 * list head), where the target announces UATOMIC_HAS_ATOMIC_DWORD
 * (x86-64 cmpxchg16b, arm64 casp or ldxp/stxp, POWER8 lqarx/stqcx.,
 * s390x cdsg); elsewhere a compile-time error naming the operation.  The
 * values, results and orders are those of uatomic_cmpxchg() and
 * uatomic_try_cmpxchg() (contract §2, §3).  The operand's type must be
 * 16-byte aligned, which a struct of two words is not by itself
 * (declare it __attribute__((aligned(16)))): the instructions fault, or
 * are not atomic, on a misaligned quadword.  A failing one may write the
 * value it found back (cmpxchg16b does; arm64's ldxp/stxp stores it back
 * to make the read atomic): no operand in read-only memory.
 */
#ifdef UATOMIC_HAS_ATOMIC_DWORD
# define __UATOMIC_SIZE_OK_16	1
#else
# define __UATOMIC_SIZE_OK_16	0
#endif
/* An arch may say why it has no 16-byte operands (": reason"). */
#ifndef UATOMIC_ARCH_NO_DWORD_REASON
# define UATOMIC_ARCH_NO_DWORD_REASON	""
#endif

/*
 * The operand's alignment, from its type: sparse applies no aligned
 * attribute of a typedef to __alignof__.  In C++ the address local @p
 * has the type template deduction gave it (__uatomic_address()), and
 * deduction drops the aligned attribute of a typedef: where the ABI
 * aligns no type to 16 (__BIGGEST_ALIGNMENT__ 8 on s390x, whose
 * unsigned __int128 is 8-aligned), that attribute is what makes a
 * 16-byte integer an operand, so its type is read from the address
 * argument @addr itself, unevaluated, beside @p in a conditional
 * expression (an address that is no object's then draws a second
 * error after the one naming the operation: there is no type to read).
 */
#if defined(__CHECKER__)
# define __uatomic_is_dword_aligned(p, addr)	1
#elif defined(__cplusplus) && defined(UATOMIC_HAS_ATOMIC_DWORD) &&	\
	defined(__BIGGEST_ALIGNMENT__) && __BIGGEST_ALIGNMENT__ < 16
# define __uatomic_is_dword_aligned(p, addr)				\
	(__alignof__(*(true ? (addr) : (p))) >= 16)
#else
# define __uatomic_is_dword_aligned(p, addr)	(__alignof__(*(p)) >= 16)
#endif

/* The size first, as for the read-modify-writes; one error per mistake:
 * each size assertion holds once an earlier one fails. */
#define __uatomic_check_dword(op, p, addr)				\
	__caa_static_assert(sizeof(*(p)) == 16 || __uatomic_is_void(p),	\
		__uatomic_msg(uatomic_##op: the operand is not 16 bytes	\
			      (a struct of two words or an unsigned	\
			      __int128)));				\
	__caa_static_assert(sizeof(*(p)) != 16 || __UATOMIC_SIZE_OK_16,	\
		"uatomic_" #op ": 16-byte operands are not atomic on this " \
		"target (no UATOMIC_HAS_ATOMIC_DWORD)"			\
		UATOMIC_ARCH_NO_DWORD_REASON);				\
	__caa_static_assert(sizeof(*(p)) != 16 || !__UATOMIC_SIZE_OK_16 || \
			    __uatomic_is_dword_aligned(p, addr),	\
		__uatomic_msg(uatomic_##op: the type of the operand is not \
			      16-byte aligned (declare it		\
			      __attribute__((aligned(16))))));		\
	__uatomic_check_compare(op, p, sizeof(*(p)) == 16);		\
	__uatomic_check_write(op, p)

#define __uatomic_dword_union(p)					\
	union {								\
		__uatomic_t(p) __t;					\
		__uatomic_dword __q;					\
	}

/* @derived: as for uatomic_cmpxchg(), the failure order follows. */
#define __uatomic_dword_call0(id, op, p, x, _new, mos, mof)		\
	__uatomic_##op##_16(__uatomic_writable(p), x, _new,		\
			    __uatomic_mo_arg_ice(mos, __ua_ices##id),	\
			    __uatomic_mo_arg_ice(mof, __ua_icef##id))
#define __uatomic_dword_call1(id, op, p, x, _new, mos, mof)		\
	__extension__ ({						\
		const int __ua_mo##id =					\
			__uatomic_mo_arg_ice(mos, __ua_ices##id);	\
									\
		__uatomic_##op##_16(__uatomic_writable(p), x, _new,	\
				    __ua_mo##id,			\
				    __uatomic_mo_failure_of(__ua_mo##id)); \
	})

#define __uatomic_cmpxchg_dword_id(id, addr, old, _new, mos, mof,	\
				   derived)				\
	__extension__ ({						\
		__uatomic_address(cmpxchg_dword, __##id, addr);		\
		__uatomic_dword_union(__##id) __ua_old##id,		\
			__ua_new##id, __ua_r##id;			\
		__uatomic_mo_ice(__ua_ices##id, mos);			\
		__uatomic_mo_ice(__ua_icef##id, mof);			\
									\
		__ua_old##id.__t = __uatomic_value_any(__##id, old);	\
		__ua_new##id.__t = __uatomic_value_any(__##id, _new);	\
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_dword(cmpxchg_dword, __##id, addr);	\
		__uatomic_check_mo_cmpxchg(cmpxchg_dword, mos, mof,	\
					   __ua_ices##id, __ua_icef##id); \
		__ua_r##id.__q = __uatomic_dword_call##derived(id,	\
			cmpxchg, __##id, __ua_old##id.__q,		\
			__ua_new##id.__q, mos, mof);			\
		__ua_r##id.__t;						\
	})

#define __uatomic_try_cmpxchg_dword_id(id, addr, expected, _new, mos,	\
				       mof, derived)			\
	__extension__ ({						\
		__uatomic_address(try_cmpxchg_dword, __##id, addr);	\
		__typeof__(&*__uatomic_expected(addr, expected)) __ua_e##id = \
			__uatomic_expected(addr, expected);		\
		__uatomic_dword_union(__##id) __ua_x##id, __ua_new##id; \
		__uatomic_bool __ua_ok##id;				\
		__uatomic_mo_ice(__ua_ices##id, mos);			\
		__uatomic_mo_ice(__ua_icef##id, mof);			\
									\
		__uatomic_check_dword(try_cmpxchg_dword, __##id, addr); \
		__uatomic_check_expected(try_cmpxchg_dword, __##id,	\
					 expected);			\
		__ua_x##id.__t = __uatomic_expected_value(__##id,	\
							  __ua_e##id);	\
		__ua_new##id.__t = __uatomic_value_any(__##id, _new);	\
		__uatomic_clear_padding(__ua_x##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_mo_cmpxchg(try_cmpxchg_dword, mos, mof,	\
					   __ua_ices##id, __ua_icef##id); \
		__ua_ok##id = __uatomic_dword_call##derived(id, try_cmpxchg, \
			__##id, &__ua_x##id.__q, __ua_new##id.__q,	\
			mos, mof);					\
		if (!__ua_ok##id)					\
			*__ua_e##id = __ua_x##id.__t;			\
		__ua_ok##id;						\
	})

#define uatomic_cmpxchg_dword_mo(addr, old, _new, mos, mof)		\
	__caa_with_id(__uatomic_cmpxchg_dword_id, addr, old, _new, mos,	\
		      mof, 0)
#define uatomic_try_cmpxchg_dword_mo(addr, expected, _new, mos, mof)	\
	__caa_with_id(__uatomic_try_cmpxchg_dword_id, addr, expected,	\
		      _new, mos, mof, 0)

/*
 * uatomic_load_dword(addr[, mo]) - the 16 bytes at @addr read as one
 * single-copy atomic access, relaxed unless @mo gives a load's order
 * (contract §2).  Two plain loads of the halves may see halves of two
 * different values (a compare-and-swap loop's first guess among them),
 * and 16-byte loads that are single-copy atomic are an extension of few
 * CPUs: where the target has one it is that load (POWER8 lq, s390x lpq,
 * arm64_v84's LSE2 LDP); arm64 before Armv8.4 reads with LDXP and writes
 * the pair back with STXP (or CASP of zero on LSE), and the other
 * targets compare and swap a guess with itself: the value is found and
 * stored back unchanged when the guess was right, as Linux reads an
 * atomic64_t on 32-bit x86 with cmpxchg8b (atomic64_cx8_32.S, read64)
 * (<generic/uatomic.h>, __uatomic_load_16, and the ports).  It may
 * therefore write: no operand in read-only memory (a const one is
 * rejected), as for uatomic_cmpxchg_dword().  The orders are the load's,
 * on both outcomes.
 */
#define __uatomic_load_dword_id(id, addr, mo)				\
	__extension__ ({						\
		__uatomic_address(load_dword, __##id, addr);		\
		__uatomic_dword_union(__##id) __ua_r##id;		\
		__uatomic_mo_ice(__ua_ice##id, mo);			\
		const int __ua_mo##id =					\
			__uatomic_mo_arg_ice(mo, __ua_ice##id);		\
									\
		__uatomic_check_dword(load_dword, __##id, addr);	\
		__uatomic_check_mo_load(load_dword, mo, __ua_ice##id);	\
		__ua_r##id.__q = __uatomic_load_16(			\
			__uatomic_writable(__##id), __ua_mo##id);	\
		__ua_r##id.__t;						\
	})
#define uatomic_load_dword_mo(addr, mo)					\
	__caa_with_id(__uatomic_load_dword_id, addr, mo)
#define __uatomic_load_dword_relaxed(addr)				\
	uatomic_load_dword_mo(addr, CMM_RELAXED)
#define __uatomic_load_dword_bad(...)					\
	__uatomic_args_error(load_dword, "(addr) or (addr, mo)")
#define uatomic_load_dword(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_load_dword_bad,		\
			__uatomic_load_dword_bad,			\
			__uatomic_load_dword_bad,			\
			__uatomic_load_dword_bad,			\
			uatomic_load_dword_mo,				\
			__uatomic_load_dword_relaxed, 0)(__VA_ARGS__)

/* The orders as uatomic_cmpxchg(); @name: cmpxchg_dword or its try form. */
#define __uatomic_dword_3args(name, addr, x, _new)			\
	uatomic_##name##_mo(addr, x, _new, CMM_SEQ_CST_FENCE,		\
			    CMM_SEQ_CST_FENCE)
#define __uatomic_dword_4args(name, addr, x, _new, mo)			\
	__caa_with_id(__uatomic_##name##_id, addr, x, _new, mo,		\
		      __uatomic_mo_failure_of(mo), 1)
#define __uatomic_dword_5args(name, addr, x, _new, mos, mof)		\
	uatomic_##name##_mo(addr, x, _new, mos, mof)
#define __uatomic_dword_args_cmpxchg_dword				\
	"(addr, old, new), (addr, old, new, mo) or "			\
	"(addr, old, new, mo_success, mo_failure)"
#define __uatomic_dword_args_try_cmpxchg_dword				\
	"(addr, expected, new), (addr, expected, new, mo) or "		\
	"(addr, expected, new, mo_success, mo_failure)"
#define __uatomic_dword_bad(name, ...)					\
	__uatomic_args_error(name, __uatomic_dword_args_##name)
#define __uatomic_dword_pick(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_dword_bad,		\
			__uatomic_dword_5args, __uatomic_dword_4args,	\
			__uatomic_dword_3args, __uatomic_dword_bad,	\
			__uatomic_dword_bad, 0)
#define uatomic_cmpxchg_dword(...)					\
	__uatomic_dword_pick(__VA_ARGS__)(cmpxchg_dword, __VA_ARGS__)
#define uatomic_try_cmpxchg_dword(...)					\
	__uatomic_dword_pick(__VA_ARGS__)(try_cmpxchg_dword, __VA_ARGS__)

#endif /* _URCU_UATOMIC_DWORD_H */

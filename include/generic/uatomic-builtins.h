/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-builtins.h - the atomic primitives taken from the
 * compiler's __atomic builtins: the "generic" target, and any target built
 * with the compiler-builtins implementation (the mode ThreadSanitizer
 * understands).  Included by <urcu/uatomic.h> in place of <asm/uatomic.h>.
 */
#ifndef _GENERIC_UATOMIC_BUILTINS_H
#define _GENERIC_UATOMIC_BUILTINS_H

/*
 * The compiler says which sizes it can do inline; a size it would hand to
 * libatomic (locks) is not announced, so using it is a compile-time error.
 * sparse predefines none of these: it checks types, the compiler checks
 * sizes.
 */
#if !defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4) && !defined(__CHECKER__)
# error "uatomic: the compiler has no inline 4-byte atomics for this CPU (it would call libatomic): select a CPU that has them, e.g. with -march= in CONFIG_GENERIC_CFLAGS"
#endif
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1) || defined(__CHECKER__)
# define UATOMIC_HAS_ATOMIC_BYTE	1
#endif
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2) || defined(__CHECKER__)
# define UATOMIC_HAS_ATOMIC_SHORT	1
#endif
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8) || defined(__CHECKER__)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/*
 * The builtins honour the C11 order themselves.  Where every
 * read-modify-write the compiler emits is a locked instruction, a full
 * barrier even when it fails, and a seq_cst store one too (the CPU's
 * <asm/barrier.h> says UATOMIC_ARCH_CPU_LOCKED_RMW: x86), a CMM_SEQ_CST_FENCE
 * RMW or store needs no fence after it, a failing cmpxchg no fenced
 * second attempt, and cmm_smp_mb__before/after_uatomic_*() only the
 * compiler barrier.  Not under ThreadSanitizer, which knows nothing of
 * the instruction's barrier: there the fences stay, as the mode's point
 * is that the tool sees every ordering (a failing cmpxchg is still not
 * tried twice).
 */
#if defined(UATOMIC_ARCH_CPU_LOCKED_RMW) && !defined(CAA_TSAN)
# define arch_uatomic_orders(op, n, mo)					\
	(__uatomic_is_rmw(op) ||					\
	 (__uatomic_is_store(op) && __UATOMIC_MO_SEQ_CST(mo)) ?		\
	 UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_C11)
#elif defined(UATOMIC_ARCH_CPU_LOCKED_RMW)
# define arch_uatomic_orders(op, n, mo)					\
	(__uatomic_is_failure(op) ? UATOMIC_ARCH_ORDERS_FULL :		\
	 UATOMIC_ARCH_ORDERS_C11)
#else
# define arch_uatomic_orders(op, n, mo)	UATOMIC_ARCH_ORDERS_C11
#endif

#include <generic/uatomic-arch.h>

#define __uabi_mem(type)	((volatile type *) addr)

/*
 * Where GCC 12 has no exchange instruction it builds __atomic_exchange_n
 * from a compare-and-swap loop, and in a loop of the caller's that code
 * stores back the value it read instead of the new one (seen with the
 * cmpxchg8b loop on i686 and the libgcc helpers on hppa: the stress test
 * loses tokens).  So exchange natively only where the CPU has a swap or
 * LL/SC that GCC inlines at this size (its <asm/barrier.h> says
 * UATOMIC_ARCH_CPU_NATIVE_XCHG), and through our own compare-exchange loop
 * elsewhere.
 */
#ifdef UATOMIC_ARCH_CPU_NATIVE_XCHG
# define __uabi_native_xchg(n)	((n) <= sizeof(long))
#else
# define __uabi_native_xchg(n)	0
#endif

/*
 * A CPU without byte or halfword stores (UATOMIC_ARCH_CPU_NO_SUBWORD_STORE:
 * Alpha before BWX) has GCC's sub-word atomic store rewrite the
 * containing word with plain accesses, which can undo a neighbour's
 * concurrent store: there a sub-word store is the exchange, an ll/sc loop
 * on the word, its result unused.
 */
#ifdef UATOMIC_ARCH_CPU_NO_SUBWORD_STORE
# define __uabi_store_by_xchg(n)	((n) < 4)
#else
# define __uabi_store_by_xchg(n)	0
#endif

#define __uabi_fetch(op, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##op##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	return __atomic_fetch_##op(__uabi_mem(type), (type) v,		\
				   __uatomic_c11(mo));			\
}

#define __uabi_define(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type expected = (type) old;					\
									\
	(void) __atomic_compare_exchange_n(__uabi_mem(type), &expected,	\
			(type) new_val, 0, __uatomic_c11(mo_success),	\
			__uatomic_c11(mo_failure));			\
	return expected;						\
}									\
/* try_cmpxchg: the builtin's own result, strong and weak. */		\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg_##n __uatomic_params_try(n)			\
{									\
	return __atomic_compare_exchange_n(__uabi_mem(type),		\
			(type *) expected, (type) new_val, 0,		\
			__uatomic_c11(mo_success),			\
			__uatomic_c11(mo_failure));			\
}									\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg_weak_##n __uatomic_params_try(n)		\
{									\
	return __atomic_compare_exchange_n(__uabi_mem(type),		\
			(type *) expected, (type) new_val, 1,		\
			__uatomic_c11(mo_success),			\
			__uatomic_c11(mo_failure));			\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	return __atomic_load_n((const volatile type *) addr,		\
			       __uatomic_c11(mo));			\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type expected;							\
									\
	if (__uabi_native_xchg(n))					\
		return __atomic_exchange_n(__uabi_mem(type), (type) v,	\
					   __uatomic_c11(mo));		\
	expected = __atomic_load_n(__uabi_mem(type), __ATOMIC_RELAXED);	\
	while (!__atomic_compare_exchange_n(__uabi_mem(type), &expected, \
			(type) v, 1, __uatomic_c11(mo), __ATOMIC_RELAXED)) \
		;							\
	return expected;						\
}									\
static __caa_always_inline void						\
arch_uatomic_store_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	if (__uabi_store_by_xchg(n)) {					\
		(void) arch_uatomic_xchg_##n(addr, v, mo);		\
		return;							\
	}								\
	__atomic_store_n(__uabi_mem(type), (type) v, __uatomic_c11(mo)); \
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	return __atomic_add_fetch(__uabi_mem(type), (type) v,		\
				  __uatomic_c11(mo));			\
}									\
/* The no-return forms: the compiler picks the no-return instruction. */ \
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __atomic_add_fetch(__uabi_mem(type), (type) v,		\
				  __uatomic_c11(mo));			\
}									\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __atomic_and_fetch(__uabi_mem(type), (type) v,		\
				  __uatomic_c11(mo));			\
}									\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __atomic_or_fetch(__uabi_mem(type), (type) v,		\
				 __uatomic_c11(mo));			\
}									\
static __caa_always_inline void						\
arch_uatomic_xor_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __atomic_xor_fetch(__uabi_mem(type), (type) v,		\
				  __uatomic_c11(mo));			\
}									\
/* The fetch forms return the value before. */				\
__uabi_fetch(add, type, n)						\
__uabi_fetch(and, type, n)						\
__uabi_fetch(or, type, n)						\
__uabi_fetch(xor, type, n)
__uatomic_for_each_size(__uabi_define)

#define arch_uatomic_load
#define arch_uatomic_store
#define arch_uatomic_try_cmpxchg
#define arch_uatomic_try_cmpxchg_weak
#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_xor
#define arch_uatomic_fetch_add
#define arch_uatomic_fetch_and
#define arch_uatomic_fetch_or
#define arch_uatomic_fetch_xor

/*
 * The double-width compare-and-swap, where the compiler does a 16-byte
 * __sync compare-and-swap inline: x86-64 built with -mcx16 (which
 * X86_CMPXCHG16B adds: cmpxchg16b), POWER8 (lqarx/stqcx.), arm64 with
 * LSE (-march=armv8.1-a: caspal).  Not its __atomic form: GCC 12 calls
 * libatomic for every 16-byte __atomic operation.  The __sync builtins
 * are full barriers (GCC manual, "Legacy __sync Built-in Functions"),
 * failing or not, which every order asks no more than.  GCC predefines
 * __GCC_HAVE_SYNC_COMPARE_AND_SWAP_16 where it calls out too: arm64
 * without LSE (libgcc's __aarch64_cas16_sync) and s390x (an undefined
 * __sync_val_compare_and_swap_16); those ports' own instructions are
 * the way there.
 */
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16) &&			\
	(defined(__x86_64__) || defined(__powerpc64__) ||		\
	 (defined(__aarch64__) && defined(__ARM_FEATURE_ATOMICS)))
# define UATOMIC_HAS_ATOMIC_DWORD	1
static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_16(volatile void *addr, __uatomic_dword *expected,
			    __uatomic_dword new_val, int mo_success,
			    int mo_failure)
{
	__uatomic_dword old = *expected;

	(void) mo_success;
	(void) mo_failure;
	*expected = __sync_val_compare_and_swap(__uabi_mem(__uatomic_dword),
						old, new_val);
	return *expected == old;
}
#elif defined(__x86_64__)
# define UATOMIC_ARCH_NO_DWORD_REASON					\
	": the compiler has no inline 16-byte compare-and-swap (x86-64: "	\
	"configured without X86_CMPXCHG16B, or built without -mcx16)"
#endif

#endif /* _GENERIC_UATOMIC_BUILTINS_H */

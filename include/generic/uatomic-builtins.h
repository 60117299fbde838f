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
 */
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_1
# define UATOMIC_HAS_ATOMIC_BYTE	1
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_2
# define UATOMIC_HAS_ATOMIC_SHORT	1
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/* The builtins honour the C11 order themselves. */
#define UATOMIC_ARCH_ORDERED		1

#include <generic/uatomic-arch.h>

/* enum cmm_memorder -> __ATOMIC_*, by code: sparse gives the __ATOMIC_*
 * macros other values than gcc does. */
static __caa_always_inline int __uatomic_c11(int mo)
{
	switch (mo) {
	case CMM_RELAXED:
		return __ATOMIC_RELAXED;
	case CMM_CONSUME:
		return __ATOMIC_CONSUME;
	case CMM_ACQUIRE:
		return __ATOMIC_ACQUIRE;
	case CMM_RELEASE:
		return __ATOMIC_RELEASE;
	case CMM_ACQ_REL:
		return __ATOMIC_ACQ_REL;
	default:
		return __ATOMIC_SEQ_CST;
	}
}

#define __uabi_mem(type)	((volatile type *) addr)

static __caa_always_inline uint64_t
arch_uatomic_cmpxchg(volatile void *addr, uint64_t old, uint64_t new_val,
		     unsigned int size, int mo_success, int mo_failure)
{
#define __uabi_cmpxchg(type, n)					\
	{								\
		type expected = (type) old;				\
		(void) __atomic_compare_exchange_n(__uabi_mem(type),	\
			&expected, (type) new_val, 0,			\
			__uatomic_c11(mo_success),			\
			__uatomic_c11(mo_failure));			\
		return expected;					\
	}
	__uatomic_size_switch(size, __uabi_cmpxchg)
#undef __uabi_cmpxchg
}

static __caa_always_inline uint64_t
arch_uatomic_load(const volatile void *addr, unsigned int size, int mo)
{
#define __uabi_load(type, n)						\
	return __atomic_load_n((const volatile type *) addr, __uatomic_c11(mo));
	__uatomic_size_switch(size, __uabi_load)
#undef __uabi_load
}
#define arch_uatomic_load arch_uatomic_load

static __caa_always_inline void
arch_uatomic_store(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
#define __uabi_store(type, n)					\
	__atomic_store_n(__uabi_mem(type), (type) v, __uatomic_c11(mo)); \
	return;
	__uatomic_size_switch(size, __uabi_store)
#undef __uabi_store
}
#define arch_uatomic_store arch_uatomic_store

static __caa_always_inline uint64_t
arch_uatomic_xchg(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
#define __uabi_xchg(type, n)						\
	return __atomic_exchange_n(__uabi_mem(type), (type) v,	\
				   __uatomic_c11(mo));
	__uatomic_size_switch(size, __uabi_xchg)
#undef __uabi_xchg
}
#define arch_uatomic_xchg arch_uatomic_xchg

static __caa_always_inline uint64_t
arch_uatomic_add_return(volatile void *addr, uint64_t v, unsigned int size,
			int mo)
{
#define __uabi_add_return(type, n)					\
	return __atomic_add_fetch(__uabi_mem(type), (type) v,	\
				  __uatomic_c11(mo));
	__uatomic_size_switch(size, __uabi_add_return)
#undef __uabi_add_return
}
#define arch_uatomic_add_return arch_uatomic_add_return

/* The no-return forms: the compiler picks the no-return instruction. */
#define __uabi_define_void_rmw(name, builtin)			\
static __caa_always_inline void						\
arch_uatomic_##name(volatile void *addr, uint64_t v, unsigned int size,	\
		    int mo)						\
{									\
	__uatomic_size_switch(size, __uabi_##name##_case)		\
}
#define __uabi_void_case(builtin, type)				\
	(void) builtin(__uabi_mem(type), (type) v, __uatomic_c11(mo)); \
	return;
#define __uabi_add_case(type, n)	__uabi_void_case(__atomic_add_fetch, type)
#define __uabi_and_case(type, n)	__uabi_void_case(__atomic_and_fetch, type)
#define __uabi_or_case(type, n)	__uabi_void_case(__atomic_or_fetch, type)
__uabi_define_void_rmw(add, __atomic_add_fetch)
__uabi_define_void_rmw(and, __atomic_and_fetch)
__uabi_define_void_rmw(or, __atomic_or_fetch)
#define arch_uatomic_add arch_uatomic_add
#define arch_uatomic_and arch_uatomic_and
#define arch_uatomic_or arch_uatomic_or

#endif /* _GENERIC_UATOMIC_BUILTINS_H */

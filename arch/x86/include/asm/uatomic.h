/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (x86) - the atomic instructions of x86-64: lock-prefixed
 * cmpxchg, xadd, add, and, or, inc, dec, and xchg, for each operand size.
 * Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
 */
#ifndef _ASM_X86_UATOMIC_H
#define _ASM_X86_UATOMIC_H

#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

/*
 * A locked instruction, and xchg with a memory operand, is a full barrier
 * (SDM vol. 3A §9.2.2), so every memory order needs only the instruction.
 */
#define UATOMIC_ARCH_RMW_FULL_BARRIER	1

#include <generic/uatomic-arch.h>

/* Operand constraints per size: a byte needs a byte register (%al..%dl on
 * i386), and a 64-bit immediate must fit in a sign-extended 32 bits. */
#define __x86_reg_1	"q"
#define __x86_reg_2	"r"
#define __x86_reg_4	"r"
#define __x86_reg_8	"r"
#define __x86_imm_1	"iq"
#define __x86_imm_2	"ir"
#define __x86_imm_4	"ir"
#define __x86_imm_8	"er"

#define __x86_mem(type)	(*(volatile type *) addr)

#define __x86_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type prev = (type) old;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ ("lock; cmpxchg%z1 %2, %1"			\
		: "+a" (prev), "+m" (__x86_mem(type))			\
		: __x86_reg_##n ((type) new_val)			\
		: "memory", "cc");					\
	return prev;							\
}

/* xchg with memory asserts the lock signal by itself. */
#define __x86_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type val = (type) v;						\
									\
	(void) mo;							\
	__asm__ __volatile__ ("xchg%z1 %0, %1"				\
		: "+" __x86_reg_##n (val), "+m" (__x86_mem(type))	\
		: : "memory");						\
	return val;							\
}

/* xadd returns the old value; the new one is one add away. */
#define __x86_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) v;						\
									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; xadd%z1 %0, %1"			\
		: "+" __x86_reg_##n (val), "+m" (__x86_mem(type))	\
		: : "memory", "cc");					\
	return (type) (val + (type) v);					\
}

/* The no-return operations: one locked instruction each, no register. */
#define __x86_rmw(name, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; " #name "%z0 %1, %0"		\
		: "+m" (__x86_mem(type)) : __x86_imm_##n ((type) v)	\
		: "memory", "cc");					\
}
#define __x86_unary(name, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; " #name "%z0 %0"			\
		: "+m" (__x86_mem(type)) : : "memory", "cc");		\
}

#define __x86_define(type, n)						\
	__x86_cmpxchg(type, n)						\
	__x86_xchg(type, n)						\
	__x86_add_return(type, n)					\
	__x86_rmw(add, type, n)						\
	__x86_rmw(and, type, n)						\
	__x86_rmw(or, type, n)						\
	__x86_unary(inc, type, n)					\
	__x86_unary(dec, type, n)
__uatomic_for_each_size(__x86_define)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or
#define arch_uatomic_inc
#define arch_uatomic_dec

#endif /* _ASM_X86_UATOMIC_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (x86) - the atomic instructions of x86-64: lock-prefixed
 * cmpxchg, xadd, add, and, or, inc, dec, and xchg.  Included by
 * <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
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

static __caa_always_inline uint64_t
arch_uatomic_cmpxchg(volatile void *addr, uint64_t old, uint64_t new_val,
		     unsigned int size, int mo_success, int mo_failure)
{
#define __x86_cmpxchg(type, n)						\
	{								\
		type prev = (type) old;					\
		__asm__ __volatile__ ("lock; cmpxchg%z1 %2, %1"		\
			: "+a" (prev), "+m" (__x86_mem(type))		\
			: __x86_reg_##n ((type) new_val)		\
			: "memory", "cc");				\
		return prev;						\
	}
	(void) mo_success;
	(void) mo_failure;
	__uatomic_size_switch(size, __x86_cmpxchg)
#undef __x86_cmpxchg
}

/* xchg with memory asserts the lock signal by itself. */
static __caa_always_inline uint64_t
arch_uatomic_xchg(volatile void *addr, uint64_t v, unsigned int size, int mo)
{
#define __x86_xchg(type, n)						\
	{								\
		type val = (type) v;					\
		__asm__ __volatile__ ("xchg%z1 %0, %1"			\
			: "+" __x86_reg_##n (val), "+m" (__x86_mem(type)) \
			: : "memory");					\
		return val;						\
	}
	(void) mo;
	__uatomic_size_switch(size, __x86_xchg)
#undef __x86_xchg
}
#define arch_uatomic_xchg arch_uatomic_xchg

/* xadd returns the old value; the new one is one add away. */
static __caa_always_inline uint64_t
arch_uatomic_add_return(volatile void *addr, uint64_t v, unsigned int size,
			int mo)
{
#define __x86_xadd(type, n)						\
	{								\
		type val = (type) v;					\
		__asm__ __volatile__ ("lock; xadd%z1 %0, %1"		\
			: "+" __x86_reg_##n (val), "+m" (__x86_mem(type)) \
			: : "memory", "cc");				\
		return (type) (val + (type) v);				\
	}
	(void) mo;
	__uatomic_size_switch(size, __x86_xadd)
#undef __x86_xadd
}
#define arch_uatomic_add_return arch_uatomic_add_return

/* The no-return operations: one locked instruction each, no register. */
#define __x86_rmw_noreturn(name, insn)					\
static __caa_always_inline void						\
arch_uatomic_##name(volatile void *addr, uint64_t v, unsigned int size,	\
		    int mo)						\
{									\
	(void) mo;							\
	__uatomic_size_switch(size, __x86_##name##_case)		\
}
#define __x86_rmw_case(insn, type, n)					\
	{								\
		__asm__ __volatile__ ("lock; " insn "%z0 %1, %0"	\
			: "+m" (__x86_mem(type))			\
			: __x86_imm_##n ((type) v)			\
			: "memory", "cc");				\
		return;							\
	}
#define __x86_add_case(type, n)	__x86_rmw_case("add", type, n)
#define __x86_and_case(type, n)	__x86_rmw_case("and", type, n)
#define __x86_or_case(type, n)	__x86_rmw_case("or", type, n)
__x86_rmw_noreturn(add, "add")
__x86_rmw_noreturn(and, "and")
__x86_rmw_noreturn(or, "or")
#define arch_uatomic_add arch_uatomic_add
#define arch_uatomic_and arch_uatomic_and
#define arch_uatomic_or arch_uatomic_or

#define __x86_rmw_unary(name)						\
static __caa_always_inline void						\
arch_uatomic_##name(volatile void *addr, unsigned int size, int mo)	\
{									\
	(void) mo;							\
	__uatomic_size_switch(size, __x86_##name##_case)		\
}
#define __x86_unary_case(insn, type, n)					\
	{								\
		__asm__ __volatile__ ("lock; " insn "%z0 %0"		\
			: "+m" (__x86_mem(type)) : : "memory", "cc");	\
		return;							\
	}
#define __x86_inc_case(type, n)	__x86_unary_case("inc", type, n)
#define __x86_dec_case(type, n)	__x86_unary_case("dec", type, n)
__x86_rmw_unary(inc)
__x86_rmw_unary(dec)
#define arch_uatomic_inc arch_uatomic_inc
#define arch_uatomic_dec arch_uatomic_dec

#endif /* _ASM_X86_UATOMIC_H */

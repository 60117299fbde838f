/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (x86) - the atomic instructions of x86-64 and i386:
 * lock-prefixed cmpxchg, xadd, add, and, or, xor, inc, dec, and xchg, for
 * each operand size up to a register's (fetch_and, fetch_or and fetch_xor
 * have no instruction: a loop on cmpxchg); on i386,
 * lock cmpxchg8b for 8-byte read-modify-writes and one x87 or SSE2 move
 * for 8-byte loads and stores.
 * Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the API on top.
 */
#ifndef _ASM_X86_UATOMIC_H
#define _ASM_X86_UATOMIC_H

#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1
#ifndef __x86_64__
/* cmpxchg8b (Pentium and later; i686 has it): an atomic 8-byte
 * compare-and-exchange, from which every 8-byte operation is built. */
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/*
 * A locked instruction, and xchg with a memory operand, is a full barrier
 * (SDM vol. 3A §9.2.2), so every memory order needs only the instruction.
 */
#define arch_uatomic_orders(op, n, mo)					\
	__uatomic_rmw_orders(op, UATOMIC_ARCH_ORDERS_FULL)

/*
 * So a seq_cst store is an xchg, which is a locked operation with or
 * without a lock prefix (SDM vol. 2B, XCHG; vol. 3A §9.1.2.1, "Automatic
 * Locking"), hence a full barrier like the others: one instruction,
 * where a store followed by the locked add of cmm_smp_mb() is two, for
 * the same store->load ordering (GCC compiles a seq_cst store the same
 * way).  The value moves into a register first either way.
 */
#define UATOMIC_ARCH_SEQ_CST_STORE_XCHG	1

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

/* The operand-size suffix of each instruction, spelt out: clang has no
 * %z operand modifier. */
#define __x86_sfx_1	"b"
#define __x86_sfx_2	"w"
#define __x86_sfx_4	"l"
#define __x86_sfx_8	"q"

#define __x86_mem(type)	(*(volatile type *) addr)

/*
 * cmpxchg reports in ZF whether it stored, and leaves the previous value
 * in the accumulator either way: on success it is old itself, which the
 * accumulator held (SDM vol. 2A, CMPXCHG).  On x86-64 the compiler is
 * told so, that a caller's "prev == old", the usual next step, compiles
 * to the flag instead of a second compare, in the form each compiler
 * reads: GCC threads that compare through a return of old on success,
 * which clang keeps as a cmove of old over the accumulator holding it
 * already; clang reads the flag from the value returned as it is, which
 * GCC compares again.  On i386 the value is returned alone: a second
 * value kept live for that test costs a saved register there.
 */
#if defined(__x86_64__) && !defined(__clang__)
# define __x86_cmpxchg_return(ok, prev, old)				\
	do {								\
		if (ok) {						\
			if ((prev) != (old))				\
				__builtin_unreachable();		\
			return old;					\
		}							\
		if ((prev) == (old))					\
			__builtin_unreachable();			\
		return prev;						\
	} while (0)
#elif defined(__x86_64__)
# define __x86_cmpxchg_return(ok, prev, old)				\
	do {								\
		if ((ok) != ((prev) == (old)))				\
			__builtin_unreachable();			\
		return prev;						\
	} while (0)
#else
# define __x86_cmpxchg_return(ok, prev, old)				\
	do {								\
		(void) (ok);						\
		return prev;						\
	} while (0)
#endif
#define __x86_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type prev = (type) old;						\
	int ok;								\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ ("lock; cmpxchg" __x86_sfx_##n " %3, %2"	\
		: "=@ccz" (ok), "+a" (prev), "+m" (__x86_mem(type))	\
		: __x86_reg_##n ((type) new_val)			\
		: "memory");						\
	__x86_cmpxchg_return(ok, prev, (type) old);			\
}

/*
 * The same, reporting success in ZF and updating *expected on failure:
 * try_cmpxchg, and the loop <generic/uatomic.h> derives fetch_and,
 * fetch_or and fetch_xor with (<generic/uatomic-cas-loop.h>) retrying on
 * the flag, with the value the instruction left in the accumulator, as
 * GCC's own loops do.
 */
#define __x86_try_cmpxchg(type, n)					\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg_##n __uatomic_params_try(n)			\
{									\
	type prev = *expected;						\
	__uatomic_bool ok;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ ("lock; cmpxchg" __x86_sfx_##n " %3, %2"	\
		: "=@ccz" (ok), "+a" (prev), "+m" (__x86_mem(type))	\
		: __x86_reg_##n ((type) new_val)			\
		: "memory");						\
	*expected = prev;						\
	return ok;							\
}
#define arch_uatomic_try_cmpxchg

/* xchg with memory asserts the lock signal by itself. */
#define __x86_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type val = (type) v;						\
									\
	(void) mo;							\
	__asm__ __volatile__ ("xchg" __x86_sfx_##n " %0, %1"		\
		: "+" __x86_reg_##n (val), "+m" (__x86_mem(type))	\
		: : "memory");						\
	return val;							\
}

/* xadd returns the old value (fetch_add); the new one is one add away. */
#define __x86_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_add_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) v;						\
									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; xadd" __x86_sfx_##n " %0, %1"	\
		: "+" __x86_reg_##n (val), "+m" (__x86_mem(type))	\
		: : "memory", "cc");					\
	return val;							\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	return (type) (arch_uatomic_fetch_add_##n(addr, v, mo) + (type) v); \
}

/* The no-return operations: one locked instruction each, no register. */
#define __x86_rmw(name, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; " #name __x86_sfx_##n " %1, %0"	\
		: "+m" (__x86_mem(type)) : __x86_imm_##n ((type) v)	\
		: "memory", "cc");					\
}
#define __x86_unary(name, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; " #name __x86_sfx_##n " %0"	\
		: "+m" (__x86_mem(type)) : : "memory", "cc");		\
}

/*
 * fetch_and, fetch_or and fetch_xor have no instruction: the table's
 * cmpxchg loop (<generic/uatomic-cas-loop.h>) on the flag-returning
 * cmpxchg above, for the sizes that fit a register; i386's 8 bytes take
 * every operation from that loop (below).  The first guess is a plain
 * read: one move (two on i386 for 8 bytes, which the cmpxchg8b checks;
 * a conditional update, which may return on its first read unchecked,
 * reads with the arch's 8-byte load instead).
 */
#define UATOMIC_ARCH_CAS_LOOP_PLAIN_GUESS	1
#include <generic/uatomic-cas-loop.h>

/*
 * The bit operations: lock bts, btr, btc store the bit's new value and
 * leave its old one in CF (SDM vol. 2A, BTS: "CF <- Bit(BitBase,
 * BitOffset)"), read with a flag output; a register bit offset is taken
 * modulo the operand size only with a register BitBase, so the offset
 * here is below the width (the row's contract), and an immediate is
 * masked to it.  16, 32 and 64-bit forms: a byte takes the table's
 * fetch_or, fetch_and or fetch_xor.
 */
#define __x86_bit(name, insn, type, n)					\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__uatomic_bool old;						\
									\
	(void) mo;							\
	__asm__ __volatile__ ("lock; " insn __x86_sfx_##n " %2, %0"	\
		: "+m" (__x86_mem(type)), "=@ccc" (old)			\
		: "Ir" ((type) v)					\
		: "memory");						\
	return old;							\
}
#define __x86_bits(type, n)						\
	__x86_bit(test_and_set_bit, "bts", type, n)			\
	__x86_bit(test_and_clear_bit, "btr", type, n)			\
	__x86_bit(test_and_change_bit, "btc", type, n)
#define __x86_bits_1(type, n)
#define __x86_bits_2	__x86_bits
#define __x86_bits_4	__x86_bits
#define __x86_bits_8	__x86_bits

/* Every operand that fits a register: one instruction per operation. */
#define __x86_define_reg(type, n)					\
	__x86_cmpxchg(type, n)						\
	__x86_try_cmpxchg(type, n)					\
	__x86_xchg(type, n)						\
	__x86_add_return(type, n)					\
	__x86_rmw(add, type, n)						\
	__x86_rmw(and, type, n)						\
	__x86_rmw(or, type, n)						\
	__x86_rmw(xor, type, n)						\
	__x86_unary(inc, type, n)					\
	__x86_unary(dec, type, n)					\
	__uatomic_row_fetch_and(__uatomic_derive_row, type, n)		\
	__uatomic_row_fetch_or(__uatomic_derive_row, type, n)		\
	__uatomic_row_fetch_xor(__uatomic_derive_row, type, n)		\
	__x86_bits_##n(type, n)

#ifndef __x86_64__
/*
 * i386, 8 bytes: lock cmpxchg8b compares edx:eax with the quadword and,
 * if equal, stores ecx:ebx, else loads the quadword into edx:eax; ZF tells
 * which (SDM vol. 2A, CMPXCHG8B).  With the lock prefix it is a locked
 * instruction like the others, so arch_uatomic_orders() says full barrier for
 * it too.  "+A" is the edx:eax pair of a 64-bit value on i386; "b" and "c"
 * are free for the new value even under -fPIC, since gcc 5 no longer
 * reserves %ebx for the GOT pointer (the constraints Linux's cmpxchg_32.h
 * uses).
 */
static __caa_always_inline uint64_t
arch_uatomic_cmpxchg_8(volatile void *addr, uint64_t old, uint64_t new_val,
		       int mo_success, int mo_failure)
{
	uint64_t prev = old;
	int ok;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ ("lock; cmpxchg8b %2"
		: "=@ccz" (ok), "+A" (prev), "+m" (__x86_mem(uint64_t))
		: "b" ((uint32_t) new_val), "c" ((uint32_t) (new_val >> 32))
		: "memory");
	__x86_cmpxchg_return(ok, prev, old);
}

/*
 * The same, reporting success in ZF and updating *expected on failure:
 * try_cmpxchg; the other 8-byte operations are the cmpxchg loop of
 * <generic/uatomic-cas-loop.h> on it (below), its first guess two plain
 * 32-bit loads, which the cmpxchg8b checks; the conditional updates,
 * which may return on their first read without a cmpxchg8b, read with
 * the 8-byte load.
 */
static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_8(volatile void *addr, uint64_t *expected,
			   uint64_t new_val, int mo_success, int mo_failure)
{
	uint64_t prev = *expected;
	__uatomic_bool ok;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ ("lock; cmpxchg8b %2"
		: "=@ccz" (ok), "+A" (prev), "+m" (__x86_mem(uint64_t))
		: "b" ((uint32_t) new_val), "c" ((uint32_t) (new_val >> 32))
		: "memory");
	*expected = prev;
	return ok;
}

/*
 * 8-byte load and store: an aligned quadword access is single-copy atomic
 * on the Pentium and later (SDM vol. 3A §9.1.1), so each is one move, as
 * GCC's own 8-byte atomics: through an XMM register with SSE2, else
 * through the x87 unit, which every i686 has (fildq loads the integer
 * exactly into its 64-bit significand and fistpq stores it back exactly;
 * precision control rounds arithmetic results only, and neither raises
 * an exception for an integer).  No write, unlike a cmpxchg8b, so a load
 * works on read-only memory and leaves the line shared.  Ordering: a
 * plain load and a plain store (TSO); <generic/uatomic.h> adds the rest.
 *
 * The store takes its value in a register, an XMM one ("x") or the top
 * of the x87 stack ("t", popped by fistpq, hence "st" clobbered: GCC
 * manual, "x86 Floating-Point asm Operands"), so that the compiler loads
 * it there from where it is, a stack argument in one instruction,
 * instead of copying it to a temporary for a memory operand; the x87
 * load leaves its value on the stack ("=t") for that store to a
 * temporary.  The x87 register holds the value as a long double, exact
 * where that is the 64-bit significand format; with -mlong-double-64 a
 * long double is a double, and each is one asm from memory to memory,
 * "st(7)" clobbered to keep a stack slot free for the value it pushes.
 */
#ifdef __SSE2__
# define __x86_move_8(dst, src)						\
	__asm__ __volatile__ ("movq %1, %%xmm7\n\tmovq %%xmm7, %0"	\
			      : "=m" (dst) : "m" (src) : "xmm7")
# define __x86_store_8(dst, v)						\
	__asm__ __volatile__ ("movq %1, %0" : "=m" (dst) : "x" (v))
#elif __LDBL_MANT_DIG__ == 64
# define __x86_fistpq(dst, x87)						\
	__asm__ __volatile__ ("fistpq %0" : "=m" (dst) : "t" (x87) : "st")
# define __x86_store_8(dst, v)						\
	__x86_fistpq(dst, (long double) (int64_t) (v))
# define __x86_move_8(dst, src)						\
	do {								\
		long double __x87;					\
									\
		__asm__ __volatile__ ("fildq %1"			\
				      : "=t" (__x87) : "m" (src));	\
		__x86_fistpq(dst, __x87);				\
	} while (0)
#else
# define __x86_move_8(dst, src)						\
	__asm__ __volatile__ ("fildq %1\n\tfistpq %0"			\
			      : "=m" (dst) : "m" (src) : "st(7)")
# define __x86_store_8	__x86_move_8
#endif

#define __x86_load_store(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	type v;								\
									\
	(void) mo;							\
	if ((n) < 8)							\
		return *(const volatile type *) addr;			\
	__x86_move_8(v, *(const volatile type *) addr);			\
	return v;							\
}									\
static __caa_always_inline void						\
arch_uatomic_store_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	if ((n) < 8)							\
		*(volatile type *) addr = (type) v;			\
	else								\
		__x86_store_8(__x86_mem(uint64_t), v);			\
}
__uatomic_for_each_size(__x86_load_store)

# define arch_uatomic_load
# define arch_uatomic_store

/* The loops, after the load the conditional updates read with. */
__uatomic_cas_loop_rmw(__uatomic_u64, 8)
#define arch_uatomic_rmw_8_given
# define __x86_define_8(type, n)
#else
# define __x86_define_8	__x86_define_reg
#endif
#define __x86_define_1	__x86_define_reg
#define __x86_define_2	__x86_define_reg
#define __x86_define_4	__x86_define_reg

#define __x86_define(type, n)	__x86_define_##n(type, n)
__uatomic_for_each_size(__x86_define)

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
#define arch_uatomic_inc
#define arch_uatomic_dec
#define arch_uatomic_test_and_set_bit_2_given
#define arch_uatomic_test_and_clear_bit_2_given
#define arch_uatomic_test_and_change_bit_2_given
#define arch_uatomic_test_and_set_bit_4_given
#define arch_uatomic_test_and_clear_bit_4_given
#define arch_uatomic_test_and_change_bit_4_given
#ifdef __x86_64__
# define arch_uatomic_test_and_set_bit_8_given
# define arch_uatomic_test_and_clear_bit_8_given
# define arch_uatomic_test_and_change_bit_8_given
#endif

/*
 * The double-width compare-and-swap: lock cmpxchg16b compares RDX:RAX
 * with the 16 bytes and stores RCX:RBX if equal, else loads them into
 * RDX:RAX, reporting in ZF (SDM vol. 2A, CMPXCHG8B/CMPXCHG16B); a full
 * barrier like every locked instruction.  Its operand must be 16-byte
 * aligned (else #GP), which <urcu/uatomic.h> checks of the type.  On
 * failure it writes back what it read: atomic, but a write.
 */
#if defined(__x86_64__) && defined(UATOMIC_CONFIG_X86_CMPXCHG16B)
# define UATOMIC_HAS_ATOMIC_DWORD	1
static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_16(volatile void *addr, __uatomic_dword *expected,
			    __uatomic_dword new_val, int mo_success,
			    int mo_failure)
{
	uint64_t lo = (uint64_t) *expected;
	uint64_t hi = (uint64_t) (*expected >> 64);
	__uatomic_bool ok;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ ("lock; cmpxchg16b %3"
		: "=@ccz" (ok), "+a" (lo), "+d" (hi),
		  "+m" (__x86_mem(__uatomic_dword))
		: "b" ((uint64_t) new_val), "c" ((uint64_t) (new_val >> 64))
		: "memory");
	*expected = (__uatomic_dword) hi << 64 | lo;
	return ok;
}
#elif defined(__x86_64__)
# define UATOMIC_ARCH_NO_DWORD_REASON					\
	": configured without X86_CMPXCHG16B"
#endif

#endif /* _ASM_X86_UATOMIC_H */

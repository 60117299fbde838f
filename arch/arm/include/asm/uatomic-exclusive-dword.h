/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic-exclusive-dword.h (arm) - the doubleword operations by
 * ldrexd/strexd on ARMv7-A and ARMv6K.  Included by
 * <asm/uatomic-exclusive.h> alone, whose word loops' helpers (__arm_mem,
 * __ARM_UATOMIC_TRY_FLAGS) it uses.
 *
 * Reference: ARM DDI 0406C ("ARMv7-A and ARMv7-R Architecture Reference
 * Manual").
 */
#ifndef _ASM_ARM_UATOMIC_EXCLUSIVE_DWORD_H
#define _ASM_ARM_UATOMIC_EXCLUSIVE_DWORD_H

/*
 * The doubleword forms.  ldrexd and strexd name two registers, for the
 * words at addr and addr + 4.  In ARM state they are an even register
 * and the next one (LDREXD, STREXD, encoding A1): a uint64_t operand,
 * whose pair GCC prints as %[x] and %H[x].  Thumb-2 takes any two but SP
 * and PC, distinct for ldrexd, the same one allowed for strexd (encoding
 * T1), so there each 32-bit half is an operand of its own, placed where
 * the compiler likes, without the moves and the push a fixed pair costs.
 * The strexd status register must differ from the others: an early
 * clobber.  __arm_dw(x) prints the two registers in memory order,
 * __arm_lo(x) and __arm_hi(x) the less and the more significant half
 * (the carry of adds/adc): the word at addr is the low half on
 * little-endian, the high one on big-endian, and so is the first
 * register of a pair.  __arm_dw_var, _out, _in and _val declare the
 * operand, list it and give its value; __arm_dw_imm lists an operand of
 * adds, adc, and, orr and eor, whose halves may each be an immediate on
 * Thumb-2 (a modified immediate constant, A6.3.2), as inc's 1 and 0 and
 * dec's -1 and -1 are: no register for them, so the loop fits in r0-r3
 * and saves none, as the compilers' own 8-byte add does.
 */
#ifdef __thumb2__
# define __arm_dw_var(x)	uint32_t x##_lo, x##_hi
# define __arm_dw_out(x, c)	[x##_lo] c (x##_lo), [x##_hi] c (x##_hi)
# define __arm_dw_in(x, v)	[x##_lo] "r" ((uint32_t) (v)),		\
				[x##_hi] "r" ((uint32_t) ((v) >> 32))
# define __arm_dw_imm(x, v)	[x##_lo] "rI" ((uint32_t) (v)),		\
				[x##_hi] "rI" ((uint32_t) ((v) >> 32))
# define __arm_dw_val(x)	((uint64_t) x##_hi << 32 | x##_lo)
# define __arm_lo(x)		"%[" #x "_lo]"
# define __arm_hi(x)		"%[" #x "_hi]"
# if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#  define __arm_dw(x)		__arm_hi(x) ", " __arm_lo(x)
# else
#  define __arm_dw(x)		__arm_lo(x) ", " __arm_hi(x)
# endif
#else
# define __arm_dw_var(x)	uint64_t x
# define __arm_dw_out(x, c)	[x] c (x)
# define __arm_dw_in(x, v)	[x] "r" ((uint64_t) (v))
# define __arm_dw_imm(x, v)	__arm_dw_in(x, v)
# define __arm_dw_val(x)	(x)
# define __arm_lo(x)		"%Q[" #x "]"
# define __arm_hi(x)		"%R[" #x "]"
# define __arm_dw(x)		"%[" #x "], %H[" #x "]"
#endif

static __caa_always_inline uint64_t
arch_uatomic_load_8(const volatile void *addr, int mo)
{
	__arm_dw_var(v);

	(void) mo;
	/* The registers may take the address one: LDREXD reads its base
	 * before writing (GCC's own load is ldrexd r0, r1, [r0]). */
	__asm__ __volatile__ ("ldrexd	" __arm_dw(v) ", %[mem]"
		: __arm_dw_out(v, "=r")
		: [mem] "Q" (*(const volatile __uatomic_u64 *) addr));
	return __arm_dw_val(v);
}

static __caa_always_inline uint64_t
arch_uatomic_cmpxchg_8(volatile void *addr, uint64_t old, uint64_t new_val,
		       int mo_success, int mo_failure)
{
	__arm_dw_var(prev);
	uint32_t fail;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ (
		"1:	ldrexd	" __arm_dw(prev) ", %[mem]\n"
		"	cmp	" __arm_lo(prev) ", " __arm_lo(old) "\n"
		"	bne	2f\n"
		"	cmp	" __arm_hi(prev) ", " __arm_hi(old) "\n"
		"	bne	2f\n"
		"	strexd	%[fail], " __arm_dw(new_val) ", %[mem]\n"
		"	cmp	%[fail], #0\n"
		"	bne	1b\n"
		"2:"
		: __arm_dw_out(prev, "=&r"), [fail] "=&r" (fail),
		  [mem] "+Q" (__arm_mem(__uatomic_u64))
		: __arm_dw_in(old, old), __arm_dw_in(new_val, new_val)
		: "memory", "cc");
	return __arm_dw_val(prev);
}

/* try_cmpxchg of a doubleword: Z set at each exit exactly when it
 * stored, as for the words; the weak form compares the high halves, then
 * stores, only while the flags say equal. */
#define __arm_try_body_8						\
		"1:	ldrexd	" __arm_dw(prev) ", %[mem]\n"		\
		"	cmp	" __arm_lo(prev) ", " __arm_lo(old) "\n"	\
		"	bne	2f\n"						\
		"	cmp	" __arm_hi(prev) ", " __arm_hi(old) "\n"	\
		"	bne	2f\n"						\
		"	strexd	%[fail], " __arm_dw(new_val) ", %[mem]\n" \
		"	cmp	%[fail], #0\n"				\
		"	bne	1b\n"						\
		"2:"
#define __arm_try_body_weak_8						\
		"	ldrexd	" __arm_dw(prev) ", %[mem]\n"		\
		"	cmp	" __arm_lo(prev) ", " __arm_lo(old) "\n"	\
		"	ittt	eq\n"						\
		"	cmpeq	" __arm_hi(prev) ", " __arm_hi(old) "\n"	\
		"	strexdeq	%[fail], " __arm_dw(new_val) ", %[mem]\n" \
		"	cmpeq	%[fail], #0"
#define __arm_try_cmpxchg_8(weak)					\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg##weak##_8(volatile void *addr,		\
				   uint64_t *expected, uint64_t new_val, \
				   int mo_success, int mo_failure)	\
{									\
	__arm_dw_var(prev);						\
	const uint64_t old = *expected;					\
	uint32_t fail;							\
	__uatomic_bool ok;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (__arm_try_body##weak##_8			\
		: "=@cceq" (ok), __arm_dw_out(prev, "=&r"),		\
		  [fail] "=&r" (fail),					\
		  [mem] "+Q" (__arm_mem(__uatomic_u64))		\
		: __arm_dw_in(old, old), __arm_dw_in(new_val, new_val)	\
		: "memory");						\
	*expected = __arm_dw_val(prev);					\
	return ok;							\
}
#ifdef __ARM_UATOMIC_TRY_FLAGS
__arm_try_cmpxchg_8()
__arm_try_cmpxchg_8(_weak)
#endif

static __caa_always_inline uint64_t
arch_uatomic_xchg_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_dw_var(prev);
	uint32_t fail;

	(void) mo;
	__asm__ __volatile__ (
		"1:	ldrexd	" __arm_dw(prev) ", %[mem]\n"
		"	strexd	%[fail], " __arm_dw(v) ", %[mem]\n"
		"	cmp	%[fail], #0\n"
		"	bne	1b"
		: __arm_dw_out(prev, "=&r"), [fail] "=&r" (fail),
		  [mem] "+Q" (__arm_mem(__uatomic_u64))
		: __arm_dw_in(v, v)
		: "memory", "cc");
	return __arm_dw_val(prev);
}

/*
 * The doubleword store.  strd is single-copy atomic only where LPAE is
 * implemented, strexd always (DDI 0406C A3.5.3), and strexd writes only
 * while an ldrexd of the same doubleword holds the monitor (A3.4,
 * A8.8.214 STREXD): the exchange's loop, whose old pair a store drops.
 * The status goes into the dead pair, as clang's own store puts it,
 * where the exchange needs a register of its own beside its old pair
 * (one more to save).  The early clobber keeps the pair apart from the
 * value and the address, as STREXD's Rd must be.  The value is an input
 * where its halves go anywhere (Thumb-2); in ARM state, where it is an
 * even pair, an output too, kept in place: as an input alone GCC gives
 * its pair to the loaded one and moves the value to another, two movs
 * more than its own store.
 */
#ifdef __thumb2__
# define __arm_dw_store_out(v)
# define __arm_dw_store_in(v)	__arm_dw_in(v, v)
#else
# define __arm_dw_store_out(v)	, [v] "+r" (v)
# define __arm_dw_store_in(v)
#endif

static __caa_always_inline void
arch_uatomic_store_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_dw_var(dead);

	(void) mo;
	__asm__ __volatile__ (
		"1:	ldrexd	" __arm_dw(dead) ", %[mem]\n"
		"	strexd	" __arm_lo(dead) ", " __arm_dw(v) ", %[mem]\n"
		"	cmp	" __arm_lo(dead) ", #0\n"
		"	bne	1b"
		: __arm_dw_out(dead, "=&r"),
		  [mem] "+Q" (__arm_mem(__uatomic_u64))
		  __arm_dw_store_out(v)
		: __arm_dw_store_in(v)
		: "memory", "cc");
}
#define arch_uatomic_store_8_given

#define __arm_op_asm_8(insn_lo, insn_hi)				\
	__arm_dw_var(res);						\
	uint32_t fail;							\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	ldrexd	" __arm_dw(res) ", %[mem]\n"		\
		"	" insn_lo "	" __arm_lo(res) ", "		\
			__arm_lo(res) ", " __arm_lo(v) "\n"		\
		"	" insn_hi "	" __arm_hi(res) ", "		\
			__arm_hi(res) ", " __arm_hi(v) "\n"		\
		"	strexd	%[fail], " __arm_dw(res) ", %[mem]\n"	\
		"	cmp	%[fail], #0\n"				\
		"	bne	1b"					\
		: __arm_dw_out(res, "=&r"), [fail] "=&r" (fail),	\
		  [mem] "+Q" (__arm_mem(__uatomic_u64))			\
		: __arm_dw_imm(v, v)					\
		: "memory", "cc");

static __caa_always_inline uint64_t
arch_uatomic_add_return_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_op_asm_8("adds", "adc")
	return __arm_dw_val(res);
}

#define __arm_op_8(name, insn)						\
static __caa_always_inline void						\
arch_uatomic_##name##_8(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_op_asm_8(insn, insn)					\
}
__arm_op_8(and, "and")
__arm_op_8(or, "orr")
__arm_op_8(xor, "eor")

/* The fetch forms: the new doubleword computed into a second pair. */
#define __arm_fetch_8(name, insn_lo, insn_hi)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_8(volatile void *addr, uint64_t v, int mo)	\
{									\
	__arm_dw_var(prev);						\
	__arm_dw_var(res);						\
	uint32_t fail;							\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	ldrexd	" __arm_dw(prev) ", %[mem]\n"		\
		"	" insn_lo "	" __arm_lo(res) ", "		\
			__arm_lo(prev) ", " __arm_lo(v) "\n"		\
		"	" insn_hi "	" __arm_hi(res) ", "		\
			__arm_hi(prev) ", " __arm_hi(v) "\n"		\
		"	strexd	%[fail], " __arm_dw(res) ", %[mem]\n"	\
		"	cmp	%[fail], #0\n"				\
		"	bne	1b"					\
		: __arm_dw_out(prev, "=&r"), __arm_dw_out(res, "=&r"),	\
		  [fail] "=&r" (fail),					\
		  [mem] "+Q" (__arm_mem(__uatomic_u64))			\
		: __arm_dw_imm(v, v)					\
		: "memory", "cc");					\
	return __arm_dw_val(prev);					\
}
__arm_fetch_8(add, "adds", "adc")
__arm_fetch_8(and, "and", "and")
__arm_fetch_8(or, "orr", "orr")
__arm_fetch_8(xor, "eor", "eor")

static __caa_always_inline void
arch_uatomic_add_8(volatile void *addr, uint64_t v, int mo)
{
	__arm_op_asm_8("adds", "adc")
}

#endif /* _ASM_ARM_UATOMIC_EXCLUSIVE_DWORD_H */

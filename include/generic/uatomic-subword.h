/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-subword.h - 1- and 2-byte operations built once from a
 * word primitive, for the ports whose CPU reserves or compares-and-swaps
 * whole words only (mips, powerpc without lbarx/lharx, riscv, s390,
 * sparc): each operation runs on the aligned 32-bit word that holds the
 * operand and changes only the operand's bits.  Included by
 * <asm/uatomic.h>, after the port has defined the hooks of the form it
 * has (below); the port then instantiates the operations it wants with
 * __uatomic_llsc_subword_<op>(type, n) or __uatomic_cas_subword_<op>(type,
 * n), and keeps for itself only what is its own (an AMO or interlocked
 * and/or on the word, its own shift computation).
 *
 * The word is in the operand's page (it is aligned and at most 3 bytes
 * below it), so touching it cannot fault where the operand does not.
 */
#ifndef _GENERIC_UATOMIC_SUBWORD_H
#define _GENERIC_UATOMIC_SUBWORD_H

#include <stdint.h>
#include <urcu/compiler.h>
#include <generic/uatomic-arch.h>
#include <generic/uatomic-cas-loop.h>

/* The address of the aligned word holding the operand at @addr. */
static __caa_always_inline uintptr_t
__uatomic_subword_addr(const volatile void *addr)
{
	return (uintptr_t) addr & ~(uintptr_t) 3;
}

/*
 * The bit offset in that word of the @n-byte operand at @addr.  At byte
 * offset k, little-endian puts it at bit 8k; big-endian puts the byte at
 * the lowest address in the most significant bits, so at 8 * (4 - n - k),
 * computed as 8 * ((k ^ (4 - n)) & 3): the operand is aligned, so k is a
 * multiple of n and its bits are a subset of those of 4 - n; the XOR then
 * equals the subtraction, and it can come before the mask, where the
 * subtraction would need a step of its own.
 */
static __caa_always_inline unsigned int
__uatomic_subword_shift_of(const volatile void *addr, unsigned int n)
{
	unsigned int a = (unsigned int) (uintptr_t) addr;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	a ^= 4 - n;
#else
	(void) n;
#endif
	return (a & 3) * 8;
}

/*
 * The operand's bits, unshifted: the caller shifts them into place at the
 * width it computes in (a 64-bit RISC-V keeps the mask in a full register:
 * a 32-bit shift there costs two more instructions to clear the upper
 * half; s390x, sparc64 and MIPS64 do better with 32-bit words).
 */
#define __uatomic_subword_field(n)	((uint32_t) ((1u << (8 * (n))) - 1))

/*
 * A port whose CPU computes the shift cheaper in another order says so
 * with arch_uatomic_subword_shift(addr, n), a value equal to the above.
 */
#ifdef arch_uatomic_subword_shift
# define __uatomic_subword_shift(addr, n)				\
	arch_uatomic_subword_shift(addr, n)
#else
# define __uatomic_subword_shift(addr, n)				\
	__uatomic_subword_shift_of(addr, n)
#endif

/* ---- From a word LL/SC loop (mips, powerpc, riscv; s390's CS too) ---- */

#ifdef arch_uatomic_llsc_ll
/*
 * The port's instructions, as asm strings taking operand names:
 *   arch_uatomic_llsc_ll(val, word)  load-and-reserve the word at the
 *                                    address in register word into val
 *   arch_uatomic_llsc_sc(old, val, word)  store-conditional val there,
 *                                    and branch back to 1b when it failed
 *                                    (old: the register the LL loaded)
 *   arch_uatomic_llsc_bne(a, b)      branch forward to 2f when a != b;
 *                                    the one instruction written after
 *                                    it is harmless on the way out, so
 *                                    it may be a delay slot (MIPS)
 *   arch_uatomic_llsc_add            the mnemonic of a wrapping add
 * and, optional:
 *   arch_uatomic_llsc_first_load(val, word)  a load before the loop: a
 *                                    compare-and-swap CPU (s390) gives it,
 *                                    an empty LL, and its CAS of old as
 *                                    the "SC", which reloads old when it
 *                                    fails: the same loop
 *   arch_uatomic_llsc_and, _or, _xor the three-operand mnemonics (default
 *                                    and, or, xor)
 *   arch_uatomic_llsc_addr           the constraint of the word's address
 *                                    register (default "r")
 *   arch_uatomic_llsc_word_t         the type word values travel in
 *                                    (default uint32_t)
 *   arch_uatomic_llsc_andc           the mnemonic of a AND NOT b (else
 *                                    the complement is computed once,
 *                                    outside the loop)
 *   arch_uatomic_llsc_sc_keeps_value the SC leaves the stored value in
 *                                    its register (Power; MIPS and RISC-V
 *                                    write the success flag there)
 *   arch_uatomic_llsc_clobbers       beyond "memory" ("cc" on Power)
 *   arch_uatomic_llsc_no_mem_operand the loop names no memory operand,
 *                                    its "memory" clobber telling the
 *                                    compiler of the access: the
 *                                    operand's address is then dead once
 *                                    the word's is computed: a register
 *                                    freed where the loop needs all the
 *                                    call-clobbered ones (s390), no copy
 *                                    of it kept (loongarch)
 *   arch_uatomic_llsc_begin / _end   assembler directives around a loop
 *   arch_uatomic_llsc_fence          a barrier written in the loop's asm,
 *   arch_uatomic_llsc_fence_before(mo), _after(mo), _exit: whether it
 *                                    goes before the loop, after it, and
 *                                    at the exit of a loop that may leave
 *                                    without storing (constants once
 *                                    inlined); a port that leaves the
 *                                    ordering to <generic/uatomic.h>
 *                                    defines none of them.
 *   arch_uatomic_llsc_sc_release(old, val, word)  the SC as a release
 *                                    store, which the compare-and-swap
 *                                    takes where
 *   arch_uatomic_llsc_cas_release(mo_success, mo_failure)  is true (a
 *                                    constant once inlined): the arch's
 *                                    arch_uatomic_orders() says the loop
 *                                    orders itself there (RISC-V's lr;
 *                                    sc.rl where the failure is relaxed,
 *                                    as its word compare-and-swap)
 *   arch_uatomic_llsc_ll_full(val, word), arch_uatomic_llsc_sc_full(old,
 *                                    val, word)  the LL and SC of a loop
 *                                    that is a full barrier by itself,
 *                                    which every loop takes where
 *   arch_uatomic_llsc_full(mo_success, mo_failure)  is true (a constant
 *                                    once inlined; the other loops ask
 *                                    it with their order twice): the
 *                                    arch's arch_uatomic_orders() says
 *                                    UATOMIC_ARCH_ORDERS_FULL there
 *                                    (RISC-V's lr.aqrl; sc.aqrl at
 *                                    CMM_SEQ_CST_FENCE)
 *   arch_uatomic_llsc_rotl(dst, src, amount, bits)  the rotation form
 *                                    (below): dst = the word src rotated
 *                                    left by the register amount plus the
 *                                    constant bits, the amount taken
 *                                    modulo 32; with it the port gives
 *   arch_uatomic_llsc_insert_top(dst, src, bits)  the top bits of the
 *                                    word dst := the low bits of src
 *   arch_uatomic_llsc_bne_top(dst, pair, bits)  branch forward to 2f
 *                                    unless the top bits of the word dst
 *                                    equal the top bits of the 64-bit
 *                                    register pair (it may change those
 *                                    of dst, which the insert replaces)
 *   arch_uatomic_llsc_addi           the mnemonic of an add of a 32-bit
 *                                    immediate
 *   arch_uatomic_llsc_mismatch_unordered  the SC orders by itself but
 *                                    a compare-and-swap whose operand
 *                                    does not match leaves before it
 *                                    (s390's CS): a CMM_SEQ_CST_FENCE
 *                                    failure, a full barrier, then takes
 *                                    the fence before and after the loop
 *                                    (with the fence, the other hooks 0)
 *
 * Each loop reads the word with the LL, computes the new word into a
 * second register from it, and stores that with the SC, which fails if
 * any other store reached the reservation granule (MIPS32 Vol. II-A "LL",
 * "SC"; Power ISA v2.07B Book II §1.7.3, §4.4.2; RISC-V unprivileged ISA,
 * "A" extension, "Load-Reserved/Store-Conditional Instructions") since
 * the LL: a neighbour's concurrent store makes the loop retry, and the
 * neighbours are written back as the LL read them.  Between LL and SC
 * there are only base-I ALU instructions and a forward exit branch, and
 * after the SC only the backward retry branch, as a RISC-V constrained
 * LR/SC loop must be ("Eventual Success of Store-Conditional
 * Instructions": at most 16 instructions, no loads, stores, FENCE or
 * backward jumps between LR and SC) to be sure to make progress; every
 * loop below has at most 5 between them.
 */
# ifndef arch_uatomic_llsc_first_load
#  define arch_uatomic_llsc_first_load(val, word)	""
# endif
# ifndef arch_uatomic_llsc_and
#  define arch_uatomic_llsc_and		"and"
#  define arch_uatomic_llsc_or		"or"
#  define arch_uatomic_llsc_xor		"xor"
# endif
# ifndef arch_uatomic_llsc_addr
#  define arch_uatomic_llsc_addr	"r"
# endif
# ifndef arch_uatomic_llsc_word_t
#  define arch_uatomic_llsc_word_t	uint32_t
# endif
# ifndef arch_uatomic_llsc_clobbers
#  define arch_uatomic_llsc_clobbers	"memory"
# endif
# ifndef arch_uatomic_llsc_begin
#  define arch_uatomic_llsc_begin	""
#  define arch_uatomic_llsc_end		""
# endif
# ifndef arch_uatomic_llsc_fence
#  define arch_uatomic_llsc_fence	""
#  define arch_uatomic_llsc_fence_before(mo)	0
#  define arch_uatomic_llsc_fence_after(mo)	0
#  define arch_uatomic_llsc_fence_exit	0
# endif
# ifndef arch_uatomic_llsc_sc_release
#  define arch_uatomic_llsc_sc_release	arch_uatomic_llsc_sc
#  define arch_uatomic_llsc_cas_release(mo_success, mo_failure)	0
# endif
# ifndef arch_uatomic_llsc_full
#  define arch_uatomic_llsc_ll_full	arch_uatomic_llsc_ll
#  define arch_uatomic_llsc_sc_full	arch_uatomic_llsc_sc
#  define arch_uatomic_llsc_full(mo_success, mo_failure)	0
# endif
# ifdef arch_uatomic_llsc_mismatch_unordered
#  define __uatomic_llsc_mismatch_fence(mo)	((mo) == CMM_SEQ_CST_FENCE)
# else
#  define __uatomic_llsc_mismatch_fence(mo)	0
# endif
# ifdef arch_uatomic_llsc_sc_keeps_value
#  define __uatomic_llsc_sc_keeps	1
# else
#  define __uatomic_llsc_sc_keeps	0
# endif
/* The neighbours' bits of the word: one instruction inside the loop. */
# ifdef arch_uatomic_llsc_andc
#  define __uatomic_llsc_keep_insn	arch_uatomic_llsc_andc
#  define __uatomic_llsc_keep(mask)	(mask)
# else
#  define __uatomic_llsc_keep_insn	arch_uatomic_llsc_and
#  define __uatomic_llsc_keep(mask)	(~(mask))
# endif

# define __uatomic_llsc_unparen(...)	__VA_ARGS__
/* The asm input of the word's address, in the register its LL takes. */
# define __uatomic_llsc_word_in	[word] arch_uatomic_llsc_addr (word)

/*
 * One loop: @body computes %[tmp] from the word %[prev]; a compare-and-
 * swap leaves by "2f" without storing.  The asm's memory operand is the
 * operand itself, so that the compiler sees an access of exactly the
 * object named (the word may reach past it, which -Warray-bounds would
 * report); the word's address comes in a register.
 */
# ifdef arch_uatomic_llsc_no_mem_operand
#  define __uatomic_llsc_mem_out(type)
# else
#  define __uatomic_llsc_mem_out(type)					\
	, [mem] "+m" (*(volatile type *) addr)
# endif
# define __uatomic_llsc_loop_pair_asm(ll, sc, fb, fa, body, type, prev, tmp, \
				     ins)				\
	__asm__ __volatile__ (						\
		arch_uatomic_llsc_begin					\
		fb							\
		arch_uatomic_llsc_first_load("%[prev]", "%[word]")	\
		"1:\n"							\
		ll("%[prev]", "%[word]")				\
		body							\
		sc("%[prev]", "%[tmp]", "%[word]")			\
		"2:\n"							\
		fa							\
		arch_uatomic_llsc_end					\
		: [prev] "=&r" (prev), [tmp] "=&r" (tmp)		\
		  __uatomic_llsc_mem_out(type)				\
		: __uatomic_llsc_unparen ins				\
		: arch_uatomic_llsc_clobbers)
# define __uatomic_llsc_loop_asm(...)					\
	__uatomic_llsc_loop_pair_asm(arch_uatomic_llsc_ll,		\
				     arch_uatomic_llsc_sc, __VA_ARGS__)
# define __uatomic_llsc_loop_release_asm(...)				\
	__uatomic_llsc_loop_pair_asm(arch_uatomic_llsc_ll,		\
				     arch_uatomic_llsc_sc_release, __VA_ARGS__)
# define __uatomic_llsc_loop_full_asm(...)				\
	__uatomic_llsc_loop_pair_asm(arch_uatomic_llsc_ll_full,		\
				     arch_uatomic_llsc_sc_full, __VA_ARGS__)

/* M(fence_before, fence_after, ...): the asm with the fences asked for. */
# define __uatomic_llsc_fenced(before, after, M, ...)			\
	__uatomic_asm_fenced(arch_uatomic_llsc_fence, before, after, M,	\
			     __VA_ARGS__)

# define __uatomic_llsc_setup(n)					\
	const uintptr_t word = __uatomic_subword_addr(addr);		\
	const unsigned int shift = __uatomic_subword_shift(addr, n);	\
	const arch_uatomic_llsc_word_t mask =				\
		(arch_uatomic_llsc_word_t) __uatomic_subword_field(n) << shift
# define __uatomic_llsc_place(type, v)					\
	((arch_uatomic_llsc_word_t) (type) (v) << shift)

/*
 * Compare-and-swap: compare the operand's bits alone; on a match, the
 * instruction after the branch clears them (prev ^ (prev & mask)), and
 * the new ones are or-ed in.  A failed comparison leaves through the same
 * exit as the port's fence, if any, after the loop.
 */
# define __uatomic_llsc_cmpxchg_body					\
	"	" arch_uatomic_llsc_and "	%[tmp], %[prev], %[mask]\n" \
	arch_uatomic_llsc_bne("%[tmp]", "%[o]")				\
	"	" arch_uatomic_llsc_xor "	%[tmp], %[prev], %[tmp]\n" \
	"	" arch_uatomic_llsc_or "	%[tmp], %[tmp], %[nv]\n"

/*
 * Its loop: @loop's LL and SC (plain, release or full) and the port's
 * fences; @body (of its form) reads the asm inputs @ins.
 */
# define __uatomic_llsc_cmpxchg_loop(loop, type, mo_success, mo_failure, \
				     body, ins)				\
	__uatomic_llsc_fenced(						\
		arch_uatomic_llsc_fence_before(mo_success) ||		\
		arch_uatomic_llsc_fence_before(mo_failure) ||		\
		__uatomic_llsc_mismatch_fence(mo_failure),		\
		arch_uatomic_llsc_fence_exit ||				\
		arch_uatomic_llsc_fence_after(mo_success) ||		\
		arch_uatomic_llsc_fence_after(mo_failure) ||		\
		__uatomic_llsc_mismatch_fence(mo_failure),		\
		loop, body, type, prev, tmp, ins)

/*
 * The function: @setup declares the loop's values, @body and @ins as
 * above, @old_operand the value returned, of the word prev.
 */
# define __uatomic_llsc_cmpxchg_fn(type, n, setup, body, ins, old_operand) \
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	setup;								\
	arch_uatomic_llsc_word_t prev, tmp;				\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	if (arch_uatomic_llsc_cas_release(mo_success, mo_failure))	\
		__uatomic_llsc_cmpxchg_loop(__uatomic_llsc_loop_release_asm, \
					    type, mo_success, mo_failure, \
					    body, ins);			\
	else if (arch_uatomic_llsc_full(mo_success, mo_failure))	\
		__uatomic_llsc_cmpxchg_loop(__uatomic_llsc_loop_full_asm, \
					    type, mo_success, mo_failure, \
					    body, ins);			\
	else								\
		__uatomic_llsc_cmpxchg_loop(__uatomic_llsc_loop_asm, type, \
					    mo_success, mo_failure,	\
					    body, ins);			\
	return old_operand;						\
}


/*
 * The other operations: @body computes the new word from the old one and
 * %[val], @val_expr (the operand in place, in the mask form).  @setup
 * declares the loop's values, and @operand_of(word, n) is the operand of
 * a word.  Returns the old operand, and the new one in *next.
 */
# define __uatomic_llsc_fetch_fn(name, setup, val_expr, operand_of, body, \
				 type, n, ins)				\
static __caa_always_inline type						\
__uatomic_llsc_##name##_##n(volatile void *addr, uint64_t v, int mo,	\
			    type *next)					\
{									\
	setup;								\
	const arch_uatomic_llsc_word_t val = (val_expr);		\
	arch_uatomic_llsc_word_t prev, tmp;				\
									\
	(void) v;							\
	(void) mo;							\
	(void) val;							\
	if (arch_uatomic_llsc_full(mo, mo))				\
		__uatomic_llsc_fenced(arch_uatomic_llsc_fence_before(mo), \
				      arch_uatomic_llsc_fence_after(mo), \
				      __uatomic_llsc_loop_full_asm, body, \
				      type, prev, tmp, ins);		\
	else								\
		__uatomic_llsc_fenced(arch_uatomic_llsc_fence_before(mo), \
				      arch_uatomic_llsc_fence_after(mo), \
				      __uatomic_llsc_loop_asm, body,	\
				      type, prev, tmp, ins);		\
	*next = (type) operand_of(tmp, n);				\
	return (type) operand_of(prev, n);				\
}

/* The mask form: @fill around the operand in val. */
# define __uatomic_llsc_shifted_down(word, n)	((word) >> shift)
# define __uatomic_llsc_fetch(name, body, fill, type, n, ins)		\
__uatomic_llsc_fetch_fn(name, __uatomic_llsc_setup(n); (void) mask,	\
			__uatomic_llsc_place(type, v) | (fill),		\
			__uatomic_llsc_shifted_down, body, type, n, ins)

# ifndef arch_uatomic_llsc_rotl
/* The mask form of the compare-and-swap (above). */
#  define __uatomic_llsc_subword_cmpxchg(type, n)			\
__uatomic_llsc_cmpxchg_fn(type, n,					\
	__uatomic_llsc_setup(n);					\
	const arch_uatomic_llsc_word_t o = __uatomic_llsc_place(type, old); \
	const arch_uatomic_llsc_word_t nv =				\
		__uatomic_llsc_place(type, new_val),			\
	__uatomic_llsc_cmpxchg_body,					\
	(__uatomic_llsc_word_in, [mask] "r" (mask), [o] "r" (o),	\
	 [nv] "r" (nv)),						\
	(type) (prev >> shift))

/* Exchange: the neighbours' bits of the old word, the operand's of val. */
#  define __uatomic_llsc_xchg_fetch(type, n)				\
__uatomic_llsc_fetch(xchg,						\
	"	" __uatomic_llsc_keep_insn "	%[tmp], %[prev], %[m]\n" \
	"	" arch_uatomic_llsc_or "	%[tmp], %[tmp], %[val]\n", \
	0, type, n,							\
	(__uatomic_llsc_word_in, [val] "r" (val),			\
	 [m] "r" (__uatomic_llsc_keep(mask))))

/*
 * Add: the sum's operand bits merged into the old word, old ^ ((sum ^
 * old) & mask), so that a carry out of the operand is dropped; none can
 * reach the bits below it.
 */
#  define __uatomic_llsc_add_fetch(type, n)				\
__uatomic_llsc_fetch(add,						\
	"	" arch_uatomic_llsc_add "	%[tmp], %[prev], %[val]\n" \
	"	" arch_uatomic_llsc_xor "	%[tmp], %[tmp], %[prev]\n" \
	"	" arch_uatomic_llsc_and "	%[tmp], %[tmp], %[m]\n"	\
	"	" arch_uatomic_llsc_xor "	%[tmp], %[tmp], %[prev]\n", \
	0, type, n,							\
	(__uatomic_llsc_word_in, [val] "r" (val), [m] "r" (mask)))

/* Increment and decrement: adds of 1 and -1. */
#  define __uatomic_llsc_subword_unary(type, n)				\
	__uatomic_unary_from_add(type, n)
# else
/*
 * The rotation form, where the port can rotate a word by a register's
 * amount and insert bits (s390: ROTATE LEFT SINGLE LOGICAL, ROTATE THEN
 * INSERT SELECTED BITS; PoP chapter 7): each loop rotates the word to
 * put the operand at its top, computes there, and rotates the word back,
 * so that no mask and no shifted operand are kept beside it.  At the top
 * of the word an exchange inserts the operand's bits, and an add adds the
 * operand shifted to the top: a carry out of the operand leaves the word,
 * and the bits below get zeros added.  Big-endian: the operand at byte
 * offset k of the word is at its top once rotated left by 8k bits, and
 * 8 * address is 8k modulo 32.
 */
#  if __BYTE_ORDER__ != __ORDER_BIG_ENDIAN__
#   error "the rotation form of the sub-word loops is big-endian's"
#  endif
#  define __uatomic_llsc_rot_setup(n)					\
	const uintptr_t word = __uatomic_subword_addr(addr);		\
	const unsigned int rot = (unsigned int) (uintptr_t) addr * 8;	\
	const unsigned int unrot = -rot
#  define __uatomic_llsc_rot_in(n)					\
	__uatomic_llsc_word_in,						\
	[rot] arch_uatomic_llsc_addr (rot),				\
	[unrot] arch_uatomic_llsc_addr (unrot),				\
	[bits] "i" (8 * (n))
/* @op between the rotation to the top and the one back. */
#  define __uatomic_llsc_rot_body(op)					\
	arch_uatomic_llsc_rotl("%[tmp]", "%[prev]", "%[rot]", "0")	\
	op								\
	arch_uatomic_llsc_rotl("%[tmp]", "%[tmp]", "%[unrot]", "0")

/* The operand of a word: rotated past the top, to the bottom. */
#  define __uatomic_llsc_rot_down_fn(n)					\
static __caa_always_inline arch_uatomic_llsc_word_t			\
__uatomic_llsc_rot_down_##n(arch_uatomic_llsc_word_t x, unsigned int rot) \
{									\
	arch_uatomic_llsc_word_t down;					\
									\
	__asm__ (arch_uatomic_llsc_rotl("%[down]", "%[x]", "%[rot]",	\
					"%[bits]")			\
		: [down] "=r" (down)					\
		: [x] "r" (x), [rot] arch_uatomic_llsc_addr (rot),	\
		  [bits] "i" (8 * (n)));				\
	return down;							\
}
__uatomic_llsc_rot_down_fn(1)
__uatomic_llsc_rot_down_fn(2)
#  define __uatomic_llsc_rotated_down(word, n)				\
	__uatomic_llsc_rot_down_##n(word, rot)

#  define __uatomic_llsc_rot_fetch(name, op, val_expr, type, n, ...)	\
__uatomic_llsc_fetch_fn(name, __uatomic_llsc_rot_setup(n), val_expr,	\
			__uatomic_llsc_rotated_down,			\
			__uatomic_llsc_rot_body(op), type, n,		\
			(__uatomic_llsc_rot_in(n), __VA_ARGS__))

/*
 * Compare-and-swap: the expected and new operands in one 64-bit
 * register, the expected at its top, the new at its bottom, so that the
 * loop needs no more registers than the others; a failed comparison
 * leaves with the word rotated, which is not stored.
 */
#  define __uatomic_llsc_subword_cmpxchg(type, n)			\
__uatomic_llsc_cmpxchg_fn(type, n,					\
	__uatomic_llsc_rot_setup(n);					\
	const uint64_t pair = old << (64 - 8 * (n)) |			\
		(type) new_val,					\
	__uatomic_llsc_rot_body(					\
		arch_uatomic_llsc_bne_top("%[tmp]", "%[pair]", "%[bits]") \
		arch_uatomic_llsc_insert_top("%[tmp]", "%[pair]", "%[bits]")), \
	(__uatomic_llsc_rot_in(n), [pair] "r" (pair)),			\
	(type) __uatomic_llsc_rot_down_##n(prev, rot))

#  define __uatomic_llsc_xchg_fetch(type, n)				\
__uatomic_llsc_rot_fetch(xchg,						\
	arch_uatomic_llsc_insert_top("%[tmp]", "%[val]", "%[bits]"),	\
	(arch_uatomic_llsc_word_t) v, type, n, [val] "r" (val))
#  define __uatomic_llsc_add_fetch(type, n)				\
__uatomic_llsc_rot_fetch(add,						\
	"	" arch_uatomic_llsc_add "	%[tmp], %[tmp], %[val]\n", \
	(arch_uatomic_llsc_word_t) v << (32 - 8 * (n)), type, n,	\
	[val] "r" (val))

/* Increment and decrement: the add of an immediate at the top. */
#  define __uatomic_llsc_rot_unary(name, sign, type, n)			\
__uatomic_llsc_rot_fetch(name,						\
	"	" arch_uatomic_llsc_addi "	%[tmp], %[imm]\n",	\
	0, type, n, [imm] "i" (sign (1 << (32 - 8 * (n)))))		\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	type next;							\
									\
	(void) __uatomic_llsc_##name##_##n(addr, 0, mo, &next);	\
}
#  define __uatomic_llsc_subword_unary(type, n)				\
	__uatomic_llsc_rot_unary(inc, +, type, n)			\
	__uatomic_llsc_rot_unary(dec, -, type, n)
# endif

# define __uatomic_llsc_subword_xchg(type, n)				\
__uatomic_llsc_xchg_fetch(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type next;							\
									\
	return __uatomic_llsc_xchg_##n(addr, v, mo, &next);		\
}

/*
 * add_return takes the new operand from the stored word where the SC
 * leaves it, else adds again.
 */
# define __uatomic_llsc_subword_add(type, n)				\
__uatomic_llsc_add_fetch(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type next, prev = __uatomic_llsc_add_##n(addr, v, mo, &next);	\
									\
	return __uatomic_llsc_sc_keeps ? next : (type) (prev + (type) v); \
}									\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type next;							\
									\
	(void) __uatomic_llsc_add_##n(addr, v, mo, &next);		\
}

/*
 * And and or need no merge: val has the identity of the operation (ones
 * for and, zeros for or) outside the operand's bits, so the one
 * instruction on the whole word leaves the neighbours as they are.
 */
# define __uatomic_llsc_subword_bitop(name, fill, type, n)		\
__uatomic_llsc_fetch(name,						\
	"	" arch_uatomic_llsc_##name "	%[tmp], %[prev], %[val]\n", \
	fill, type, n,							\
	(__uatomic_llsc_word_in, [val] "r" (val)))			\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type next;							\
									\
	(void) __uatomic_llsc_##name##_##n(addr, v, mo, &next);	\
}
# define __uatomic_llsc_subword_and(type, n)				\
	__uatomic_llsc_subword_bitop(and, ~mask, type, n)
# define __uatomic_llsc_subword_or(type, n)				\
	__uatomic_llsc_subword_bitop(or, 0, type, n)
# define __uatomic_llsc_subword_xor(type, n)				\
	__uatomic_llsc_subword_bitop(xor, 0, type, n)

/*
 * The fetch forms: the old operand of the loop of @name (add, and, or,
 * xor), which the port instantiates first; nothing is added to the loop.
 */
# define __uatomic_llsc_subword_fetch(name, type, n)			\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	type next;							\
									\
	return __uatomic_llsc_##name##_##n(addr, v, mo, &next);	\
}
# define __uatomic_llsc_subword_fetch_add(type, n)			\
	__uatomic_llsc_subword_fetch(add, type, n)
# define __uatomic_llsc_subword_fetch_and(type, n)			\
	__uatomic_llsc_subword_fetch(and, type, n)
# define __uatomic_llsc_subword_fetch_or(type, n)			\
	__uatomic_llsc_subword_fetch(or, type, n)
# define __uatomic_llsc_subword_fetch_xor(type, n)			\
	__uatomic_llsc_subword_fetch(xor, type, n)
#endif /* arch_uatomic_llsc_ll */

/* ---- From a word compare-and-swap (s390, sparc) ---- */

#ifdef arch_uatomic_subword_cas
/*
 * The port's instructions, as functions of the word's address:
 *   arch_uatomic_subword_cas(word, old, new)  compare the word with old,
 *                                    store new when equal; returns the
 *                                    word it found (uint32_t)
 *   arch_uatomic_subword_load(word)  the first guess of a loop: a read
 *                                    of the word the compiler cannot move
 *                                    or split (an asm load: C may not read
 *                                    the word through the operand's
 *                                    pointer)
 * Orders as the port's CAS does: a port whose CAS is a full barrier
 * (sparc, s390) makes every operation below one too, a failed
 * compare-and-swap included, since it has executed a CAS.
 */
# define __uatomic_cas_setup(n)						\
	volatile void *word =						\
		(volatile void *) __uatomic_subword_addr(addr);		\
	const unsigned int shift = __uatomic_subword_shift(addr, n);	\
	const uint32_t mask = __uatomic_subword_field(n) << shift

/*
 * CAS the word expecting the operand's bits to be old and the others as
 * last seen.  A CAS that failed with the neighbours as expected failed on
 * the operand: that is the failed cmpxchg.  One that found a neighbour
 * changed is retried with the neighbours it found.
 */
# define __uatomic_cas_subword_cmpxchg(type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	__uatomic_cas_setup(n);						\
	const uint32_t o = (uint32_t) (type) old << shift;		\
	const uint32_t nv = (uint32_t) (type) new_val << shift;		\
	uint32_t rest = arch_uatomic_subword_load(word) & ~mask, prev;	\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	for (;;) {							\
		prev = arch_uatomic_subword_cas(word, rest | o, rest | nv); \
		if (prev == (rest | o) || (prev & ~mask) == rest)	\
			break;						\
		rest = prev & ~mask;					\
	}								\
	return (type) ((prev & mask) >> shift);				\
}

/*
 * The new word of each operation from the old one (w) and the operand in
 * place (val); the operand's bits of it are merged into w, so that a
 * carry out of the operand is dropped and no other byte changes.
 */
# define __uatomic_cas_op_xchg(w, val)	(val)
# define __uatomic_cas_op_add(w, val)	((w) + (val))
# define __uatomic_cas_op_and(w, val)	((w) & (val))
# define __uatomic_cas_op_or(w, val)	((w) | (val))
# define __uatomic_cas_op_xor(w, val)	((w) ^ (val))

# define __uatomic_cas_fetch(op, type, n)				\
static __caa_always_inline type						\
__uatomic_cas_fetch_##op##_##n(volatile void *addr, uint64_t v)		\
{									\
	__uatomic_cas_setup(n);						\
	const uint32_t val = (uint32_t) (type) v << shift;		\
	uint32_t w = arch_uatomic_subword_load(word), prev;		\
									\
	while ((prev = arch_uatomic_subword_cas(word, w, (w & ~mask) |	\
				(__uatomic_cas_op_##op(w, val) & mask))) \
	       != w)							\
		w = prev;						\
	return (type) ((w & mask) >> shift);				\
}

# define __uatomic_cas_subword_xchg(type, n)				\
__uatomic_cas_fetch(xchg, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	return __uatomic_cas_fetch_xchg_##n(addr, v);			\
}
# define __uatomic_cas_subword_add_return(type, n)			\
__uatomic_cas_fetch(add, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	return (type) (__uatomic_cas_fetch_add_##n(addr, v) + (type) v); \
}
# define __uatomic_cas_subword_bitop(op, type, n)			\
__uatomic_cas_fetch(op, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##op##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	(void) __uatomic_cas_fetch_##op##_##n(addr, v);			\
}
# define __uatomic_cas_subword_and(type, n)				\
	__uatomic_cas_subword_bitop(and, type, n)
# define __uatomic_cas_subword_or(type, n)				\
	__uatomic_cas_subword_bitop(or, type, n)
# define __uatomic_cas_subword_xor(type, n)				\
	__uatomic_cas_subword_bitop(xor, type, n)

/*
 * The fetch forms: the old operand of the loop of @op (add, and, or,
 * xor), which the port instantiates first (add with add_return).
 */
# define __uatomic_cas_subword_fetch(op, type, n)			\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##op##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	return __uatomic_cas_fetch_##op##_##n(addr, v);			\
}
# define __uatomic_cas_subword_fetch_add(type, n)			\
	__uatomic_cas_subword_fetch(add, type, n)
# define __uatomic_cas_subword_fetch_and(type, n)			\
	__uatomic_cas_subword_fetch(and, type, n)
# define __uatomic_cas_subword_fetch_or(type, n)			\
	__uatomic_cas_subword_fetch(or, type, n)
# define __uatomic_cas_subword_fetch_xor(type, n)			\
	__uatomic_cas_subword_fetch(xor, type, n)
#endif /* arch_uatomic_subword_cas */

#endif /* _GENERIC_UATOMIC_SUBWORD_H */

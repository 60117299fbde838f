/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (mips) - the atomic instructions of MIPS32 and MIPS64
 * Releases 2 and 6: load-linked / store-conditional loops (LL/SC on words,
 * LLD/SCD on doublewords in 64-bit mode), and a masked LL/SC loop on the
 * containing aligned word for bytes and halfwords, which MIPS cannot
 * reserve by themselves.  Included by <urcu/uatomic.h>;
 * <generic/uatomic.h> builds the API on top.
 *
 * MIPS32/MIPS64 Volume II-A, "LL" and "SC": SC stores only if no other
 * write to the synchronizable block holding the LL's address happened
 * since the LL (nor an exception return), and writes 1 or 0 to its
 * register to say which; each loop below is thus one atomic
 * read-modify-write of its operand.  LL and SC order nothing else (the
 * kernel's WEAK_REORDERING_BEYOND_LLSC), so each loop carries the SYNCs its
 * memory order needs inside its own asm, as the kernel's
 * smp_mb__before_llsc() / smp_llsc_mb() do and GCC's own atomics: one
 * before the LL for a release half, one after the loop for an acquire
 * half, both for seq_cst, which makes the operation a full barrier (SYNC
 * is one, see asm/barrier.h).  A failed compare-and-swap leaves through
 * its branch to the same trailing SYNC.  Written in the asm, a SYNC the
 * Loongson-3 workaround needs anyway is also the ordering one (below).
 *
 * Release 6 gives LL and SC (LLD and SCD) new encodings with a 9-bit
 * offset instead of 16 bits, keeps their meaning, and removes the
 * branch-likely instructions (Volume II-A, revision 6, "LL", "SC",
 * "BEQL"): the same source assembles for either release, given the
 * address constraint below, and the loops branch with BNE and BEQ
 * (BEQZ), whose delay slots Release 6 keeps.
 */
#ifndef _ASM_MIPS_UATOMIC_H
#define _ASM_MIPS_UATOMIC_H

#include <stdint.h>
#include <urcu/uatomic-config.h>

/*
 * Bytes and halfwords: an SC of the containing word writes the neighbours
 * back as the LL read them, and fails if anyone stored to them in between.
 * MIPS32 has no doubleword LL/SC (LLD/SCD are MIPS III, 64-bit mode only),
 * so there is no UATOMIC_HAS_ATOMIC_LLONG there; <generic/uatomic-arch.h>
 * announces 8 bytes for the 64-bit ABI.
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

#include <generic/uatomic-arch.h>

/*
 * Every sequence is assembled exactly as written: "noreorder" so that the
 * assembler neither moves an instruction into a branch delay slot nor
 * adds a NOP (each delay slot is filled by hand and marked by an extra
 * space), "nomacro" so that it warns if an instruction would expand into
 * several, and "noat" so that no expansion may use $at behind our back.
 * GCC's inline asm otherwise runs in "reorder" mode.
 */
#define __mips_asm_begin	".set push\n.set noreorder\n.set nomacro\n.set noat\n"
#define __mips_asm_end		".set pop\n"

/*
 * Errata.  Loongson-3 (MIPS64 cores, run little-endian by Debian's mipsel
 * and mips64el) can let an SC succeed wrongly on SMP when a memory access
 * runs between it and its LL: an earlier one reordered after the LL
 * (3A1000 to 3B1500), or a speculative one at the target of a branch out
 * of the loop (every Loongson-3).  As the Linux kernel's
 * CPU_LOONGSON3_WORKAROUNDS, Kconfig's MIPS_LOONGSON3_WORKAROUNDS (the
 * default of the little-endian variants) puts a SYNC right before each
 * loop and at each exit branched to from inside it; where the order asks
 * for a SYNC there too, the one SYNC serves both.  Debian's mipsel and
 * mips64el assemblers default to -mfix-loongson3-llsc, which adds the
 * SYNC before an LL that lacks one but finds the branch targets only by a
 * heuristic (binutils 2.40 misses the masked cmpxchg's exit in GCC's
 * output): the SYNCs are written here, and the assembler adds none where
 * one is in place.  The R10000 erratum (an SC loop needs branch-likely)
 * is a MIPS IV core's, below Release 2, and Release 6 has no Loongson-3
 * core (Kconfig offers the workaround only for Release 2).
 */
#ifdef UATOMIC_CONFIG_MIPS_LOONGSON3_WORKAROUNDS
# define __mips_loongson3_war	1
#else
# define __mips_loongson3_war	0
#endif

/*
 * Where the SYNCs go: before the LL for the order's release half
 * (<generic/uatomic-arch.h>) or for the Loongson-3 workaround, one SYNC
 * serving both; after the loop for its acquire half, and for a
 * compare-and-swap also for the workaround, whose SYNC is at the exit its
 * mismatch branches to.
 */
#define __mips_sync_before(mo)						\
	(__mips_loongson3_war || __uatomic_needs_barrier_before(mo))
#define __mips_sync_after(mo)	__uatomic_needs_barrier_after(mo)

/* M(before, after, ...): the asm M builds, with the SYNCs @before and
 * @after ask for (<generic/uatomic-arch.h>). */
#define __mips_sync_insn	"	sync\n"
#define __mips_by_sync(before, after, M, ...)				\
	__uatomic_asm_fenced(__mips_sync_insn, before, after, M, __VA_ARGS__)

/* Every read-modify-write orders itself as @mo asks, a seq_cst one a
 * full barrier: <generic/uatomic.h> adds nothing around them.  Loads and
 * stores are plain. */
#define arch_uatomic_orders(op, n, mo)					\
	__uatomic_rmw_orders(op, __UATOMIC_MO_SEQ_CST(mo) ?		\
			     UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_C11)

/* The operand as the compiler must see it: all of it, read and written.
 * "ZC" is an address LL/SC can use as it is: GCC gives a base plus an
 * offset that fits the -march's LL (16 bits, 9 bits on Release 6). */
#define __mips_mem(type)	(*(volatile type *) addr)

/* ---- Words, and doublewords in 64-bit mode: one LL/SC loop each ---- */

#define __mips_ll_4	"ll"
#define __mips_sc_4	"sc"
#define __mips_addu_4	"addu"
#define __mips_addiu_4	"addiu"
#define __mips_ll_8	"lld"
#define __mips_sc_8	"scd"
#define __mips_addu_8	"daddu"
#define __mips_addiu_8	"daddiu"

/*
 * In 64-bit mode LL sign-extends the word it loads, and GCC keeps every
 * 32-bit value sign-extended in its 64-bit register: word values travel
 * in a 32-bit type, so that BNE compares the expected value in the form
 * LL loaded it (a zero-extended 0x80000000 would never match).
 */
#define __mips_stype_4	int32_t
#define __mips_stype_8	int64_t

/*
 * cmpxchg: a mismatch leaves through BNE without storing.  The delay slot
 * of BNE copies the new value into the SC register: needed on the way to
 * SC, harmless on the way out.
 */
#define __mips_cmpxchg_asm(before, after, n, type, prev, tmp, o, nv)	\
	__asm__ __volatile__ (						\
		__mips_asm_begin					\
		before							\
		"1:	" __mips_ll_##n "	%0, %2\n"		\
		"	bne	%0, %z3, 2f\n"				\
		"	 move	%1, %z4\n"				\
		"	" __mips_sc_##n "	%1, %2\n"		\
		"	beqz	%1, 1b\n"				\
		"	 nop\n"						\
		"2:\n"							\
		after							\
		__mips_asm_end						\
		: "=&r" (prev), "=&r" (tmp), "+ZC" (__mips_mem(type))	\
		: "Jr" (o), "Jr" (nv)					\
		: "memory")

/*
 * The SYNCs of a compare-and-swap: before it for either order (a seq_cst
 * failure is a seq_cst load, which starts with one), after it for either
 * and for the Loongson-3 workaround's exit.
 */
#define __mips_cmpxchg_before(mos, mof)					\
	(__mips_sync_before(mos) || __mips_sync_before(mof))
#define __mips_cmpxchg_after(mos, mof)					\
	(__mips_loongson3_war ||					\
	 __mips_sync_after(mos) || __mips_sync_after(mof))

#define __mips_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	const __mips_stype_##n o = (__mips_stype_##n) (type) old;	\
	const __mips_stype_##n nv = (__mips_stype_##n) (type) new_val;	\
	__mips_stype_##n prev, tmp;					\
									\
	__mips_by_sync(__mips_cmpxchg_before(mo_success, mo_failure),	\
		       __mips_cmpxchg_after(mo_success, mo_failure),	\
		       __mips_cmpxchg_asm, n, type, prev, tmp, o, nv);	\
	return (type) prev;						\
}

/*
 * xchg and add_return keep the old value in %0 and store %1, computed by
 * @op from it and the operand %3 (SC overwrites %1 with its success flag,
 * so the value is computed again on each try).  ADDU/DADDU wrap and never
 * trap on overflow (ADD would).
 */
#define __mips_fetch_asm(before, after, op, n, type, prev, tmp, v)	\
	__asm__ __volatile__ (						\
		__mips_asm_begin					\
		before							\
		"1:	" __mips_ll_##n "	%0, %2\n"		\
		"	" op "\n"					\
		"	" __mips_sc_##n "	%1, %2\n"		\
		"	beqz	%1, 1b\n"				\
		"	 nop\n"						\
		after							\
		__mips_asm_end						\
		: "=&r" (prev), "=&r" (tmp), "+ZC" (__mips_mem(type))	\
		: "Jr" (v)						\
		: "memory")

#define __mips_fetch(name, op, type, n)					\
static __caa_always_inline __mips_stype_##n				\
__mips_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	const __mips_stype_##n val = (__mips_stype_##n) (type) v;	\
	__mips_stype_##n prev, tmp;					\
									\
	__mips_by_sync(__mips_sync_before(mo), __mips_sync_after(mo),	\
		       __mips_fetch_asm, op, n, type, prev, tmp, val);	\
	return prev;							\
}

/*
 * The no-return operations: MIPS has no atomic add/and/or/xor
 * instruction (Release 6 neither), so each is a four-instruction loop,
 * @op updating %0 with the operand %2 (inc and dec: an immediate).  AND,
 * OR and XOR of two sign-extended words give a sign-extended word.
 */
#define __mips_rmw_asm(before, after, op, n, type, tmp, v)		\
	__asm__ __volatile__ (						\
		__mips_asm_begin					\
		before							\
		"1:	" __mips_ll_##n "	%0, %1\n"		\
		"	" op "\n"					\
		"	" __mips_sc_##n "	%0, %1\n"		\
		"	beqz	%0, 1b\n"				\
		"	 nop\n"						\
		after							\
		__mips_asm_end						\
		: "=&r" (tmp), "+ZC" (__mips_mem(type))			\
		: "Jr" (v)						\
		: "memory")

#define __mips_rmw(name, op, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	const __mips_stype_##n val = (__mips_stype_##n) (type) v;	\
	__mips_stype_##n tmp;						\
									\
	__mips_by_sync(__mips_sync_before(mo), __mips_sync_after(mo),	\
		       __mips_rmw_asm, op, n, type, tmp, val);		\
}

#define __mips_rmw_imm(name, op, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	__mips_stype_##n tmp;						\
									\
	__mips_by_sync(__mips_sync_before(mo), __mips_sync_after(mo),	\
		       __mips_rmw_asm, op, n, type, tmp, 0);		\
}

/*
 * The fetch forms are the loop of xchg and add_return: LL's old value
 * stays in %0 and the one SC stores is computed into %1 (MIPS32/MIPS64
 * Vol. II-A "LL", "SC"; "AND", "OR", "XOR" for the sign extension).
 */
#define __mips_fetch_op(name, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	return (type) __mips_fetch_##name##_##n(addr, v, mo);		\
}

#define __mips_define_native(type, n)					\
	__mips_cmpxchg(type, n)						\
	__mips_fetch(swap, "move	%1, %z3", type, n)		\
	__mips_fetch(add, __mips_addu_##n "	%1, %0, %z3", type, n)	\
	__mips_rmw(add, __mips_addu_##n "	%0, %0, %z2", type, n)	\
	__mips_rmw(and, "and	%0, %0, %z2", type, n)			\
	__mips_rmw(or, "or	%0, %0, %z2", type, n)			\
	__mips_rmw(xor, "xor	%0, %0, %z2", type, n)			\
	__mips_rmw_imm(inc, __mips_addiu_##n "	%0, %0, 1", type, n)	\
	__mips_rmw_imm(dec, __mips_addiu_##n "	%0, %0, -1", type, n)	\
	__mips_fetch(and, "and	%1, %0, %z3", type, n)			\
	__mips_fetch(or, "or	%1, %0, %z3", type, n)			\
	__mips_fetch(xor, "xor	%1, %0, %z3", type, n)			\
	__mips_fetch_op(add, type, n)					\
	__mips_fetch_op(and, type, n)					\
	__mips_fetch_op(or, type, n)					\
	__mips_fetch_op(xor, type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	return (type) __mips_fetch_swap_##n(addr, v, mo);		\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	return (type) ((type) __mips_fetch_add_##n(addr, v, mo) + (type) v); \
}

/* ---- Bytes and halfwords: the containing aligned word ---- */

/*
 * The LL/SC loop of <generic/uatomic-subword.h> on the containing word
 * (either byte order), with the SYNCs above inside its asm: SC writes its
 * success flag into its register, and the instruction written after BNE
 * fills its delay slot (it only clears the operand's bits of a register
 * that the exit path does not read).
 */
#define arch_uatomic_llsc_begin		__mips_asm_begin
#define arch_uatomic_llsc_end		__mips_asm_end
#define arch_uatomic_llsc_ll(val, word)	"	ll	" val ", 0(" word ")\n"
#define arch_uatomic_llsc_sc(old, val, word)				\
	"	sc	" val ", 0(" word ")\n"				\
	"	beqz	" val ", 1b\n"					\
	"	 nop\n"
#define arch_uatomic_llsc_bne(a, b)	"	bne	" a ", " b ", 2f\n"
#define arch_uatomic_llsc_add		"addu"
#define arch_uatomic_llsc_fence		__mips_sync_insn
#define arch_uatomic_llsc_fence_before(mo)	__mips_sync_before(mo)
#define arch_uatomic_llsc_fence_after(mo)	__mips_sync_after(mo)
#define arch_uatomic_llsc_fence_exit	__mips_loongson3_war
#include <generic/uatomic-subword.h>

#define __mips_define_1(type, n)					\
	__uatomic_llsc_subword_cmpxchg(type, n)				\
	__uatomic_llsc_subword_xchg(type, n)				\
	__uatomic_llsc_subword_add(type, n)				\
	__uatomic_llsc_subword_and(type, n)				\
	__uatomic_llsc_subword_or(type, n)				\
	__uatomic_llsc_subword_xor(type, n)				\
	__uatomic_llsc_subword_fetch_add(type, n)			\
	__uatomic_llsc_subword_fetch_and(type, n)			\
	__uatomic_llsc_subword_fetch_or(type, n)			\
	__uatomic_llsc_subword_fetch_xor(type, n)			\
	__uatomic_unary_from_add(type, n)
#define __mips_define_2(type, n)	__mips_define_1(type, n)
#define __mips_define_4(type, n)	__mips_define_native(type, n)
#define __mips_define_8(type, n)	__mips_define_native(type, n)
#define __mips_define(type, n)		__mips_define_##n(type, n)
__uatomic_for_each_size(__mips_define)

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

#endif /* _ASM_MIPS_UATOMIC_H */

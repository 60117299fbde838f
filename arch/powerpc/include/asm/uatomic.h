/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (powerpc) - the atomic instructions of PowerPC: load-and-
 * reserve / store-conditional loops (lwarx/stwcx., ldarx/stdcx. in 64-bit
 * mode, lbarx/lharx on POWER8 and later, a masked lwarx/stwcx. loop on the
 * containing word for bytes and halfwords elsewhere).  Included by
 * <urcu/uatomic.h> after <urcu/arch.h>; <generic/uatomic.h> builds the API
 * on top.
 *
 * Power ISA v2.07B Book II §1.7.3 ("Atomic Update") and §4.4.2 ("Load And
 * Reserve and Store Conditional Instructions"): a store-conditional
 * succeeds only if no other processor stored to the reservation granule
 * since the matching load-and-reserve, so each loop below is one atomic
 * read-modify-write of its operand.
 */
#ifndef _ASM_POWERPC_UATOMIC_H
#define _ASM_POWERPC_UATOMIC_H

#include <stdint.h>

/*
 * Every size is done without touching a neighbouring byte: natively with
 * lbarx/lharx where the CPU has them, else by a store-conditional of the
 * containing word that writes the neighbours back unchanged (a concurrent
 * store to a neighbour cancels the reservation and the loop retries).
 * 8-byte operands come with 64-bit mode (ldarx/stdcx.).  32-bit PowerPC
 * has no double-word reservation (ldarx exists only on 64-bit CPUs, and
 * the 32-bit ABI does not keep the upper register halves), so there is no
 * UATOMIC_HAS_ATOMIC_LLONG there.
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

/*
 * The primitives are relaxed (no fence inside the loops); the generic layer
 * adds the fences each memory order needs: sync before and after for the
 * seq_cst forms (as the kernel's fully ordered atomics), and these lighter
 * ones otherwise.  lwsync orders the earlier loads and stores before the
 * store-conditional (release), and the load-and-reserve before every later
 * load and store (acquire).  Unlike the "branch; isync" idiom it also
 * works after a plain load, and the Linux kernel switched its acquire
 * barrier from isync to lwsync after measuring it faster on the 970,
 * POWER6 and POWER7.  On e500 (__NO_LWSYNC__) both are sync.
 */
#define arch_uatomic_acquire_fence()					\
	__asm__ __volatile__ (__PPC_LWSYNC : : : "memory")
#define arch_uatomic_release_fence()					\
	__asm__ __volatile__ (__PPC_LWSYNC : : : "memory")

#include <generic/uatomic-arch.h>

/*
 * The operand is a "Z" memory operand (register-indirect or indexed, the
 * only forms l?arx/st?cx. have), printed as "RA,RB" by %y: it names exactly
 * the object for the compiler and needs no separate address register.  On
 * powerpc the "cc" clobber names cr0, which every store-conditional (and
 * every record form such as andi.) sets.
 */
#define __ppc_mem(type)	(*(volatile type *) addr)

/* The instruction size letter (lbarx, lharx, lwarx, ldarx) and compare. */
#define __ppc_sfx_1	"b"
#define __ppc_sfx_2	"h"
#define __ppc_sfx_4	"w"
#define __ppc_sfx_8	"d"
#define __ppc_cmp_1	"cmpw"
#define __ppc_cmp_2	"cmpw"
#define __ppc_cmp_4	"cmpw"
#define __ppc_cmp_8	"cmpd"
/* Signed types, so that adding -1 fits addi's 16-bit signed immediate. */
#define __ppc_stype_1	int8_t
#define __ppc_stype_2	int16_t
#define __ppc_stype_4	int32_t
#define __ppc_stype_8	int64_t

/* ---- Operands with their own load-and-reserve: one loop each ---- */

/*
 * cmpxchg: the operands are zero-extended to the register, as l?arx
 * zero-extends what it loads; a mismatch leaves without storing.
 */
#define __ppc_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	unsigned long prev;						\
									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__asm__ __volatile__ (						\
		"1:	l" __ppc_sfx_##n "arx	%0,%y1\n"		\
		"	" __ppc_cmp_##n "	%0,%2\n"		\
		"	bne-	2f\n"					\
		"	st" __ppc_sfx_##n "cx.	%3,%y1\n"		\
		"	bne-	1b\n"					\
		"2:"							\
		: "=&r" (prev), "+Z" (__ppc_mem(type))			\
		: "r" ((unsigned long) (type) old),			\
		  "r" ((unsigned long) (type) new_val)			\
		: "cc", "memory");					\
	return (type) prev;						\
}

#define __ppc_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	unsigned long prev;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	l" __ppc_sfx_##n "arx	%0,%y1\n"		\
		"	st" __ppc_sfx_##n "cx.	%2,%y1\n"		\
		"	bne-	1b"					\
		: "=&r" (prev), "+Z" (__ppc_mem(type))			\
		: "r" ((unsigned long) (type) v)			\
		: "cc", "memory");					\
	return (type) prev;						\
}

/*
 * add: a constant that fits 16 signed bits becomes addi (%I prints the
 * "i"), whose RA must not be r0 (it would read as 0): hence "b".
 */
#define __ppc_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	unsigned long t;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	l" __ppc_sfx_##n "arx	%0,%y1\n"		\
		"	add%I2	%0,%0,%2\n"				\
		"	st" __ppc_sfx_##n "cx.	%0,%y1\n"		\
		"	bne-	1b"					\
		: "=&b" (t), "+Z" (__ppc_mem(type))			\
		: "rI" ((__ppc_stype_##n) (type) v)			\
		: "cc", "memory");					\
	return (type) t;						\
}

/*
 * The no-return operations: Power has no single atomic add/and/or/xor
 * instruction before ISA 3.0's stwat/stdat, which POWER8 lacks; each is a
 * three-instruction loop.  and/or/xor take a 16-bit unsigned constant as
 * andi./ori/xori ("K"); and. / andi. set cr0, covered by "cc".
 */
#define __ppc_rmw(name, insn, cons, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	unsigned long t;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	l" __ppc_sfx_##n "arx	%0,%y1\n"		\
		"	" insn "	%0,%0,%2\n"			\
		"	st" __ppc_sfx_##n "cx.	%0,%y1\n"		\
		"	bne-	1b"					\
		: "=&b" (t), "+Z" (__ppc_mem(type))			\
		: cons							\
		: "cc", "memory");					\
}

/*
 * The fetch forms: the same loop, computing the new value into a second
 * register so that the loaded one is returned (Book II §4.4.2: the
 * store-conditional stores its own register, not the reserved one).
 * The loaded value is RA of addi/andi./ori/xori: "b" again.
 */
#define __ppc_fetch(name, insn, cons, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	unsigned long prev, t;						\
									\
	(void) mo;							\
	__asm__ __volatile__ (						\
		"1:	l" __ppc_sfx_##n "arx	%0,%y2\n"		\
		"	" insn "	%1,%0,%3\n"			\
		"	st" __ppc_sfx_##n "cx.	%1,%y2\n"		\
		"	bne-	1b"					\
		: "=&b" (prev), "=&r" (t), "+Z" (__ppc_mem(type))	\
		: cons							\
		: "cc", "memory");					\
	return (type) prev;						\
}

#define __ppc_define_native(type, n)					\
	__ppc_cmpxchg(type, n)						\
	__ppc_xchg(type, n)						\
	__ppc_add_return(type, n)					\
	__ppc_rmw(add, "add%I2", "rI" ((__ppc_stype_##n) (type) v),	\
		  type, n)						\
	__ppc_rmw(and, "and%I2.", "rK" ((type) v), type, n)		\
	__ppc_rmw(or, "or%I2", "rK" ((type) v), type, n)		\
	__ppc_rmw(xor, "xor%I2", "rK" ((type) v), type, n)		\
	__ppc_fetch(add, "add%I3", "rI" ((__ppc_stype_##n) (type) v),	\
		    type, n)						\
	__ppc_fetch(and, "and%I3.", "rK" ((type) v), type, n)		\
	__ppc_fetch(or, "or%I3", "rK" ((type) v), type, n)		\
	__ppc_fetch(xor, "xor%I3", "rK" ((type) v), type, n)

/* ---- Bytes and halfwords without lbarx/lharx: the containing word ---- */

/*
 * The LL/SC loop of <generic/uatomic-subword.h> on the containing word:
 * lwarx/stwcx.; stwcx. leaves the stored word in its register (the new
 * operand of add_return is read from it) and sets cr0, as cmpw does.
 */
#define arch_uatomic_llsc_ll(val, word)	"	lwarx	" val ",0," word "\n"
#define arch_uatomic_llsc_sc(old, val, word)				\
	"	stwcx.	" val ",0," word "\n"				\
	"	bne-	1b\n"
#define arch_uatomic_llsc_bne(a, b)					\
	"	cmpw	" a "," b "\n"					\
	"	bne-	2f\n"
#define arch_uatomic_llsc_add		"add"
#define arch_uatomic_llsc_andc		"andc"
#define arch_uatomic_llsc_sc_keeps_value	1
#define arch_uatomic_llsc_clobbers	"cc", "memory"
#include <generic/uatomic-subword.h>

#define __ppc_define_masked(type, n)					\
	__uatomic_llsc_subword_cmpxchg(type, n)				\
	__uatomic_llsc_subword_xchg(type, n)				\
	__uatomic_llsc_subword_add(type, n)				\
	__uatomic_llsc_subword_and(type, n)				\
	__uatomic_llsc_subword_or(type, n)				\
	__uatomic_llsc_subword_xor(type, n)				\
	__uatomic_llsc_subword_fetch_add(type, n)			\
	__uatomic_llsc_subword_fetch_and(type, n)			\
	__uatomic_llsc_subword_fetch_or(type, n)			\
	__uatomic_llsc_subword_fetch_xor(type, n)

/*
 * lbarx/lharx/stbcx./sthcx. came with ISA 2.06; GCC and LLVM use them
 * from POWER8 (_ARCH_PWR8, the ppc64le baseline) on, and so do we.
 */
#ifdef _ARCH_PWR8
# define __ppc_define_1(type, n)	__ppc_define_native(type, n)
# define __ppc_define_2(type, n)	__ppc_define_native(type, n)
#else
# define __ppc_define_1(type, n)	__ppc_define_masked(type, n)
# define __ppc_define_2(type, n)	__ppc_define_masked(type, n)
#endif
#define __ppc_define_4(type, n)		__ppc_define_native(type, n)
#define __ppc_define_8(type, n)		__ppc_define_native(type, n)
#define __ppc_define(type, n)		__ppc_define_##n(type, n)
__uatomic_for_each_size(__ppc_define)

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
 * The double-width compare-and-swap, from POWER8 (ISA 2.07) on: lqarx and
 * stqcx. reserve and store a quadword in an even-odd register pair, single-
 * copy atomic as a whole (Book II §1.4 and §4.4.2, "Load Quadword And
 * Reserve Indexed"); the even register holds the high-order doubleword of
 * the value as an unsigned __int128 holds it (in little-endian mode the
 * one at the higher address), as GCC pairs its own 16-byte atomics.  The
 * pairs are pinned (r10:r11 read, r8:r9 written); a mismatch leaves
 * without storing.  Relaxed, as the loops above.
 */
#if defined(_ARCH_PWR8) && defined(__powerpc64__)
# define UATOMIC_HAS_ATOMIC_DWORD	1
static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_16(volatile void *addr, __uatomic_dword *expected,
			    __uatomic_dword new_val, int mo_success,
			    int mo_failure)
{
	const uint64_t ohi = (uint64_t) (*expected >> 64);
	const uint64_t olo = (uint64_t) *expected;
	register uint64_t rhi __asm__("r10");
	register uint64_t rlo __asm__("r11");
	register uint64_t nhi __asm__("r8") = (uint64_t) (new_val >> 64);
	register uint64_t nlo __asm__("r9") = (uint64_t) new_val;

	(void) mo_success;
	(void) mo_failure;
	__asm__ __volatile__ (
		"1:	lqarx	%[rhi],%y[mem]\n"
		"	cmpd	%[rhi],%[ohi]\n"
		"	bne-	2f\n"
		"	cmpd	%[rlo],%[olo]\n"
		"	bne-	2f\n"
		"	stqcx.	%[nhi],%y[mem]\n"
		"	bne-	1b\n"
		"2:"
		: [rhi] "=&r" (rhi), [rlo] "=&r" (rlo),
		  [mem] "+Z" (__ppc_mem(__uatomic_dword))
		: [ohi] "r" (ohi), [olo] "r" (olo), [nhi] "r" (nhi),
		  [nlo] "r" (nlo)
		: "cc", "memory");
	*expected = (__uatomic_dword) rhi << 64 | rlo;
	return rhi == ohi && rlo == olo;
}

/*
 * uatomic_load_dword's read (<generic/uatomic.h>): one lq, single-copy
 * atomic on an aligned quadword (Power ISA v2.07B Book II §1.4) and,
 * from ISA 2.07 on, allowed in problem state and in little-endian mode
 * (Book I §3.3.4, "Load Quadword"), as GCC's own 16-byte atomic load on
 * POWER8.  Its register pair holds the value as lqarx's (above), pinned
 * to r4:r5, so that the high doubleword is read where ELFv2 returns it
 * (r3:r4, low first); RTp must not be RA (an invalid form), which the
 * early-clobbered pair keeps out of the address register.  Relaxed, as
 * the loops: the generic layer puts the 8-byte load's barriers around
 * it.
 */
static __caa_always_inline __uatomic_dword
arch_uatomic_load_16(const volatile void *addr, int mo)
{
	register uint64_t hi __asm__("r4");
	register uint64_t lo __asm__("r5");
	__uatomic_dword v;

	(void) mo;
	__asm__ __volatile__ (
		"lq	%[hi],0(%[addr])"
		: [hi] "=&r" (hi), [lo] "=&r" (lo)
		: [addr] "b" (addr),
		  "m" (*(const volatile __uatomic_dword *) addr)
		: "memory");
	/* A sum, not "hi << 64 | lo": GCC 12 joins the two pinned
	 * registers that way with two li and two or, a sum with two mr. */
	v = hi;
	return (v << 64) + lo;
}
#define arch_uatomic_load_16	arch_uatomic_load_16
#elif defined(__powerpc64__)
# define UATOMIC_ARCH_NO_DWORD_REASON					\
	": lqarx and stqcx. came with POWER8 (ISA 2.07)"
#endif

#endif /* _ASM_POWERPC_UATOMIC_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (arm64) - the atomic instructions of ARMv8-A for 1, 2, 4
 * and 8-byte operands: load-exclusive/store-exclusive loops (ARMv8.0,
 * CONFIG_ARM64_LLSC) or the single LSE atomics of ARMv8.1 (cas, swp,
 * ldadd, ldclr, ldset, ldeor, ld{s,u}{max,min}, stadd, stclr, stset,
 * steor;
 * CONFIG_ARM64_LSE), each in the acquire/release form its memory order
 * asks for; and a spin-wait's pause, WFE on the exclusive monitor.  Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the
 * API on top.
 *
 * References are to the Arm Architecture Reference Manual for A-profile
 * (DDI 0487): B2.2 single-copy atomicity, B2.3 the memory model (the
 * "Barrier-ordered-before" relation), B2.9 exclusive access, C6.2 the
 * instructions.
 */
#ifndef _ASM_ARM64_UATOMIC_H
#define _ASM_ARM64_UATOMIC_H

#include <urcu/uatomic-config.h>

/* ldxrb/ldxrh, ldarb/stlrb and the LSE b/h forms touch only their bytes. */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1

/*
 * Ordering: every primitive takes its memory order from the instruction
 * form (ld*a* acquire, st*l* release), as C11 compilers do, so no fence is
 * needed for RELAXED..SEQ_CST: an acquire read is ordered before every
 * later access, every earlier access before a release write, and a release
 * write before a later acquire read (B2.3, Barrier-ordered-before; this
 * RCsc rule makes ldar/stlr sequentially consistent, so a SEQ_CST store is
 * stlr alone, as in the Cambridge mapping and GCC's).
 *
 * CMM_SEQ_CST_FENCE (the default of cmpxchg, xchg and add/sub_return):
 *
 * - LL/SC: <generic/uatomic.h> follows the primitive with cmm_smp_mb()
 *   (dmb ish).  The primitive then needs only a release write, as in
 *   Linux's fully ordered atomics ("ldxr; stlxr; dmb ish"): earlier
 *   accesses are ordered before the release write, the dmb orders the
 *   write and everything earlier before everything later, and the read
 *   needs no acquire because it is atomic with the write (B2.9: the
 *   store-exclusive succeeds only if no other write came between): it
 *   returns the value immediately before the write in coherence order,
 *   which already follows the earlier accesses.  An acquire-release pair
 *   ldaxr/stlxr would not do: nothing orders an earlier store before a
 *   later load across it.
 *
 * - LSE: the acquire-release form alone (casal, swpal, ld<op>al), as
 *   Linux's fully ordered LSE atomics.  B2.3 makes the write of an atomic
 *   instruction with both Acquire and Release semantics (not a
 *   load-exclusive/store-exclusive pair) Barrier-ordered-before every
 *   later access, and every earlier access is Barrier-ordered-before it as
 *   a release write: a full barrier through the write, whose read is
 *   atomic with it as above.  No st<op> form: it has no acquire half.
 *
 * A failing cmpxchg writes nothing, so it has no write to lean on, and
 * CMM_SEQ_CST_FENCE asks a full barrier before and after its read too
 * (Documentation/contract.md §3).  Such a compare-and-swap is relaxed
 * between two dmb ish (<generic/uatomic.h> puts them, success or
 * failure), as GCC's and clang's relaxed compare-exchange between two
 * seq_cst fences and Linux's generic fully ordered fallback: each dmb
 * orders everything on its side, read and write alike (B2.3), where the
 * forms above would need a dmb and a second attempt on a mismatch.
 * herd7 finds it forbidding every outcome the contract forbids, stored
 * or failed, as the reader and as the writer of SB, MP, LB, R, S, 2+2W,
 * WRC, ISA2, RWC and IRIW (tests/herd-proofs, a64-cas-*).  One whose
 * failure is weaker keeps the forms above (with a relaxed failure, as
 * the table's loops and the conditional updates, the dmb ish after a
 * store alone).
 */
#ifdef UATOMIC_CONFIG_ARM64_LSE
# define __ARM64_FENCE_ACQUIRES	1
#else
# define __ARM64_FENCE_ACQUIRES	0
#endif
/*
 * Every primitive orders itself but a compare-and-swap whose failure is
 * CMM_SEQ_CST_FENCE, relaxed between two full barriers (its failure's
 * read answered UATOMIC_ARCH_ORDERS_NOTHING: <generic/uatomic.h>); with
 * LSE, the acquire-release form of a CMM_SEQ_CST_FENCE read-modify-write
 * is a full barrier (B2.3, as above).
 */
#define UATOMIC_ARCH_CMPXCHG_FENCED_FAILURE	1
#define arch_uatomic_orders(op, n, mo)					\
	((mo) == CMM_SEQ_CST_FENCE && __uatomic_is_failure(op) ?	\
	 UATOMIC_ARCH_ORDERS_NOTHING :					\
	 (mo) == CMM_SEQ_CST_FENCE && __uatomic_is_rmw(op) &&		\
	 __ARM64_FENCE_ACQUIRES ?					\
	 UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_C11)

#include <generic/uatomic-arch.h>

/*
 * The read half is acquire for these orders (CONSUME as ACQUIRE), and for
 * CMM_SEQ_CST_FENCE where the acquire-release form is the full barrier.
 */
static __caa_always_inline int __arm64_acq(int mo)
{
	return mo == CMM_CONSUME || mo == CMM_ACQUIRE || mo == CMM_ACQ_REL ||
		mo == CMM_SEQ_CST ||
		(__ARM64_FENCE_ACQUIRES && mo == CMM_SEQ_CST_FENCE);
}

/* The write half is release for these (CMM_SEQ_CST_FENCE: see above). */
static __caa_always_inline int __arm64_rel(int mo)
{
	return mo == CMM_RELEASE || mo == CMM_ACQ_REL || mo == CMM_SEQ_CST ||
		mo == CMM_SEQ_CST_FENCE;
}

/*
 * The acquire and release halves of a compare-and-swap: none for the one
 * whose failure is CMM_SEQ_CST_FENCE, which <generic/uatomic.h> fences
 * on both sides (arch_uatomic_orders above); else the success order's,
 * acquire for the failure's too.
 */
static __caa_always_inline int __arm64_cas_fenced(int mof)
{
	return mof == CMM_SEQ_CST_FENCE;
}

static __caa_always_inline int __arm64_cas_acq(int mos, int mof)
{
	return !__arm64_cas_fenced(mof) &&
		(__arm64_acq(mos) || __arm64_acq(mof));
}

static __caa_always_inline int __arm64_cas_rel(int mos, int mof)
{
	return !__arm64_cas_fenced(mof) && __arm64_rel(mos);
}

/*
 * Per operand size: the mnemonic suffix, the register-name modifier (w for
 * up to 4 bytes, x for 8), and the register's C type.  Sub-word values
 * read travel zero-extended in a W register: ldxrb/ldxrh, ldarb/ldarh and
 * the LSE forms zero-extend what they load, and the comparisons below
 * compare whole W registers.  A value only stored goes in as its own
 * type, the register's upper bits left as they come: strb/strh,
 * stxrb/stxrh, stlrb/stlrh and the b and h LSE forms write the low 8 or
 * 16 bits, and an add, and, orr below them leaves the low bits of its
 * result depending on the low bits of its operands alone (C6.2 STRB,
 * STXRB, SWPB, LDADDB: "the byte/halfword in the register").
 */
#define __arm64_sfx_1	"b"
#define __arm64_sfx_2	"h"
#define __arm64_sfx_4	""
#define __arm64_sfx_8	""
#define __arm64_r_1	"w"
#define __arm64_r_2	"w"
#define __arm64_r_4	"w"
#define __arm64_r_8	"x"
#define __arm64_reg_1	uint32_t
#define __arm64_reg_2	uint32_t
#define __arm64_reg_4	uint32_t
#define __arm64_reg_8	uint64_t

/* "%w[name]" or "%x[name]": operand @name as a register of size @n. */
#define __arm64_op(n, name)	"%" __arm64_r_##n "[" #name "]"

/*
 * The object an asm statement writes, as its "Q" or "m" operand.  Not
 * volatile: the __volatile__ asm already keeps the access, and GCC does
 * not fold anything into an asm with a volatile operand, so a byte or
 * halfword argument would be zero-extended first (and w1, w1, #0xff)
 * where the instruction reads only the low bits of its register
 * (Linux's atomics pass a plain object too).  Through uintptr_t, which
 * casts away volatile without a -Wcast-qual warning.
 */
#define __arm64_mem(type)	(*(type *) (uintptr_t) addr)
/*
 * The object of an LSE swp or ld<op>, and of the double-width pair:
 * volatile, as there GCC then gives the result a register of its own,
 * often the return value's; with a plain object it shares the operand's
 * register and is moved after (one mov where the operand's
 * zero-extension was one and).  A cas reads and writes one register,
 * which a plain object lets GCC take from the expected value's.
 */
#define __arm64_mem_volatile(type)	(*(volatile type *) addr)

/*
 * A relaxed operation tells the compiler only about its own object (the
 * "+Q" operand); an ordered one is a compiler barrier too.
 */
#define __arm64_clob_none
#define __arm64_clob_none_cc	"cc"
#define __arm64_clob_mem	"memory"
#define __arm64_clob_mem_cc	"cc", "memory"

/*
 * __arm64_forms(acq, rel, M, args...): M(a, l, clobbers, args...) with the
 * acquire ("a" or "") and release ("l" or "") parts of the mnemonic asked
 * for.  The orders are constants in every caller, so one branch remains.
 */
#define __arm64_forms(acq, rel, M, ...)					\
	do {								\
		if ((acq) && (rel))					\
			M("a", "l", __arm64_clob_mem, __VA_ARGS__);	\
		else if (acq)						\
			M("a", "", __arm64_clob_mem, __VA_ARGS__);	\
		else if (rel)						\
			M("", "l", __arm64_clob_mem, __VA_ARGS__);	\
		else							\
			M("", "", __arm64_clob_none, __VA_ARGS__);	\
	} while (0)

/* ---- Loads and stores: single-copy atomic when aligned (B2.2.1) ---- */

/*
 * Armv8.4 (CONFIG_ARM64_V84): an ACQUIRE load, and the CMM_SEQ_CST_FENCE
 * one after its dmb ish, is ldapr (Armv8.3 FEAT_LRCPC, C6.2 LDAPR):
 * Load-AcquirePC, ordered before every later access like ldar (B2.3,
 * Barrier-ordered-before) but not after an earlier stlr, which only
 * SEQ_CST asks of a load (ldar's RCsc: C11's total order), and the dmb
 * ish gives the CMM_SEQ_CST_FENCE one (tests/herd-proofs,
 * a64-scf-load-*-rcpc).
 */
#ifdef UATOMIC_CONFIG_ARM64_V84
# define __ARM64_RCPC	1
#else
# define __ARM64_RCPC	0
#endif

/*
 * ACQUIRE and SEQ_CST loads are ldar (RCsc: ordered after an earlier stlr,
 * which makes the pair sequentially consistent); CONSUME is a plain load,
 * since a load is ordered before later accesses whose address depends on
 * it (B2.3, Dependency-ordered-before); CMM_SEQ_CST_FENCE is ldar after
 * the dmb ish of <generic/uatomic.h>: the dmb orders every earlier access
 * before it and every later one, the acquire the load before every later
 * access, which on this multi-copy-atomic machine is the full barrier
 * after it (dmb ish; ldr; dmb ish forbids no outcome more:
 * tests/herd-proofs, a64-scf-load-*).
 */
#define __arm64_load(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	__arm64_reg_##n v;						\
									\
	if (mo == CMM_RELAXED || mo == CMM_CONSUME)			\
		return *(const volatile type *) addr;			\
	if (mo == CMM_SEQ_CST || !__ARM64_RCPC)				\
		__arm64_load_asm("ldar", n, v, type);			\
	else								\
		__arm64_load_asm("ldapr", n, v, type);			\
	return (type) v;						\
}
#define __arm64_load_asm(insn, n, v, type)				\
	__asm__ __volatile__ (insn __arm64_sfx_##n "\t"			\
			      __arm64_op(n, v) ", %[mem]"		\
		: [v] "=r" (v)						\
		: [mem] "Q" (*(const volatile type *) addr)		\
		: "memory")

/*
 * RELEASE, SEQ_CST and CMM_SEQ_CST_FENCE stores are stlr: every earlier
 * access before the store, and the store before a later ldar (B2.3); for
 * CMM_SEQ_CST_FENCE the generic dmb ish after it completes the full
 * barrier on both sides.  (qemu-user translates STLR and a later LDAR
 * without ordering them: tests/litmus/sb.c reports that as the
 * emulator's.)
 */
#define __arm64_store(type, n)						\
static __caa_always_inline void						\
arch_uatomic_store_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type val = (type) v;						\
									\
	if (mo == CMM_RELAXED)						\
		__asm__ __volatile__ ("str" __arm64_sfx_##n "\t"	\
				      __arm64_op(n, val) ", %[mem]"	\
			: [mem] "=m" (__arm64_mem(type))		\
			: [val] "r" (val));				\
	else								\
		__asm__ __volatile__ ("stlr" __arm64_sfx_##n "\t"	\
				      __arm64_op(n, val) ", %[mem]"	\
			: [mem] "=Q" (__arm64_mem(type))		\
			: [val] "r" (val)				\
			: "memory");					\
}

#ifdef UATOMIC_CONFIG_ARM64_LSE

/* ---- ARMv8.1 LSE: one instruction per operation (C6.2) ---- */

/* Let the assembler take LSE mnemonics whatever -march the program is
 * built with: this configuration requires an ARMv8.1 CPU anyway. */
#define __LSE	".arch_extension lse\n\t"


/*
 * cas{a}{l}: the expected value in, the old one out, in one register.
 * casb and cash compare its low 8 or 16 bits alone and write the old
 * value back zero-extended (C6.2 CASB: "comparevalue = X[s, datasize]",
 * "X[s, regsize] = ZeroExtend(data, regsize)"), so the expected value
 * goes in as its own type, not zero-extended first.  The old value comes
 * out as a W register for GCC, which folds its truncation into the
 * caller's compare (cmp w1, w3, uxtb); as the operand's type for clang,
 * which zero-extends an input tied to a wider output.
 */
#ifdef __clang__
# define __lse_cas_reg(type, n)	type
#else
# define __lse_cas_reg(type, n)	__arm64_reg_##n
#endif
#define __lse_cas(a, l, cl, type, n)					\
	__asm__ __volatile__ (__LSE					\
		"cas" a l __arm64_sfx_##n "\t" __arm64_op(n, prev) ", "	\
		__arm64_op(n, nv) ", %[mem]"				\
		: [prev] "=r" (prev),					\
		  [mem] "+Q" (__arm64_mem(type))			\
		: "[prev]" (expected), [nv] "r" (nv)			\
		: cl)

#define __lse_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type nv = (type) new_val;					\
	type expected = (type) old;					\
	__lse_cas_reg(type, n) prev;					\
									\
	__arm64_forms(__arm64_cas_acq(mo_success, mo_failure),		\
		      __arm64_cas_rel(mo_success, mo_failure),		\
		      __lse_cas, type, n);				\
	return (type) prev;						\
}

/*
 * swp{a}{l}: store @val, return the old value.  One instruction, which
 * reads its operands before it writes its result: the result may share a
 * register with the address or the value (no earlyclobber; GCC's own
 * swp does so too), which saves a move.
 */
#define __lse_swp(a, l, cl, type, n)					\
	__asm__ __volatile__ (__LSE					\
		"swp" a l __arm64_sfx_##n "\t" __arm64_op(n, val) ", "	\
		__arm64_op(n, prev) ", %[mem]"				\
		: [prev] "=r" (prev),					\
		  [mem] "+Q" (__arm64_mem_volatile(type))		\
		: [val] "r" (val)					\
		: cl)

#define __lse_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type val = (type) v;						\
	__arm64_reg_##n prev;						\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __lse_swp, type, n); \
	return (type) prev;						\
}

/* ld<op>{a}{l}: combine @val into memory, return the old value (as swp,
 * no earlyclobber). */
#define __lse_ldop(a, l, cl, op, type, n)				\
	__asm__ __volatile__ (__LSE					\
		"ld" op a l __arm64_sfx_##n "\t"			\
		__arm64_op(n, val) ", " __arm64_op(n, prev) ", %[mem]"	\
		: [prev] "=r" (prev),					\
		  [mem] "+Q" (__arm64_mem_volatile(type))		\
		: [val] "r" (val)					\
		: cl)

/*
 * st<op>{l}: the same without a result register (an alias of ld<op> with
 * WZR/XZR as destination).  It has no acquire form: with the zero register
 * as destination ld<op>a loses its acquire semantics (C6.2 LDADD), so an
 * acquiring order keeps ld<op>a with a scratch register.
 */
#define __lse_stop(a, l, cl, op, type, n)				\
	__asm__ __volatile__ (__LSE					\
		"st" op l __arm64_sfx_##n "\t" __arm64_op(n, val)	\
		", %[mem]"						\
		: [mem] "+Q" (__arm64_mem(type))			\
		: [val] "r" (val)					\
		: cl)

#define __lse_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) v;						\
	__arm64_reg_##n prev;						\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __lse_ldop,	\
		      "add", type, n);					\
	return (type) (prev + val);					\
}

/* @name with LSE operation @op on @expr (and is "clear the bits of ~v"). */
#define __lse_void(name, op, expr, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) (expr);					\
	__arm64_reg_##n prev;						\
									\
	if (__arm64_acq(mo))						\
		__arm64_forms(1, __arm64_rel(mo), __lse_ldop, op, type, n); \
	else								\
		__arm64_forms(0, __arm64_rel(mo), __lse_stop, op, type, n); \
	(void) prev;							\
}

/*
 * fetch_@name: ld<op>, its result the old value.  The b and h forms read
 * only their operand's bits of @val, so it goes in as a register's worth
 * (fetch_and's complement is one mvn, no and clearing the upper bits).
 */
#define __lse_fetch(name, op, expr, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	__arm64_reg_##n val = (__arm64_reg_##n) (expr), prev;		\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __lse_ldop,	\
		      op, type, n);					\
	return (type) prev;						\
}

#define __arm64_define(type, n)						\
	__arm64_load(type, n)						\
	__arm64_store(type, n)						\
	__lse_cmpxchg(type, n)						\
	__lse_xchg(type, n)						\
	__lse_add_return(type, n)					\
	__lse_void(add, "add", v, type, n)				\
	__lse_void(and, "clr", ~v, type, n)				\
	__lse_void(or, "set", v, type, n)				\
	__lse_void(xor, "eor", v, type, n)				\
	__lse_fetch(add, "add", v, type, n)				\
	__lse_fetch(and, "clr", ~v, type, n)				\
	__lse_fetch(or, "set", v, type, n)				\
	__lse_fetch(xor, "eor", v, type, n)				\
	__lse_fetch(smax, "smax", v, type, n)				\
	__lse_fetch(umax, "umax", v, type, n)				\
	__lse_fetch(smin, "smin", v, type, n)				\
	__lse_fetch(umin, "umin", v, type, n)

/*
 * ld{s,u}{max,min}: the b and h forms compare the low 8 or 16 bits of the
 * register as an integer of that size (C6.2 LDSMAXB, LDUMAXH: "treated as
 * signed" / "unsigned"), so @val needs no extension.  Without LSE the
 * table's compare-and-swap loop does them.
 */
#define arch_uatomic_fetch_smax
#define arch_uatomic_fetch_umax
#define arch_uatomic_fetch_smin
#define arch_uatomic_fetch_umin

#else /* !UATOMIC_CONFIG_ARM64_LSE */

/* ---- ARMv8.0: load-exclusive/store-exclusive loops (B2.9) ---- */

/*
 * cmpxchg: leave at the first mismatch without storing; retry when the
 * store-exclusive fails (another write to the location came between).
 */
#define __llsc_cas(a, l, cl, type, n)					\
	__asm__ __volatile__ (						\
	"1:\tld" a "xr" __arm64_sfx_##n "\t" __arm64_op(n, prev)	\
		", %[mem]\n"						\
	"\tcmp\t" __arm64_op(n, prev) ", " __arm64_op(n, old) "\n"	\
	"\tb.ne\t2f\n"							\
	"\tst" l "xr" __arm64_sfx_##n "\t%w[tmp], "			\
		__arm64_op(n, nv) ", %[mem]\n"				\
	"\tcbnz\t%w[tmp], 1b\n"						\
	"2:"								\
		: [prev] "=&r" (prev), [tmp] "=&r" (tmp),		\
		  [mem] "+Q" (__arm64_mem(type))			\
		: [old] "r" (o), [nv] "r" (nv)				\
		: cl##_cc)

#define __llsc_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	type nv = (type) new_val;					\
	__arm64_reg_##n o = (type) old, prev;				\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_cas_acq(mo_success, mo_failure),		\
		      __arm64_cas_rel(mo_success, mo_failure),		\
		      __llsc_cas, type, n);				\
	return (type) prev;						\
}

/*
 * try_cmpxchg: the same loop, its outcome in the flags.  The compare's EQ
 * outlives the store-exclusive and the cbnz that retries it (neither
 * sets flags: Arm ARM C6.2, STXR and CBNZ), and a mismatch leaves with NE, so Z says whether it stored:
 * the compiler's own compare-exchange reads it the same way (cset eq).
 * The weak form tries the pair once; a store-exclusive that failed sets
 * NE by the compare of its status.
 */
#define __llsc_try_cas(a, l, cl, retry, type, n)			\
	__asm__ __volatile__ (						\
	"1:\tld" a "xr" __arm64_sfx_##n "\t" __arm64_op(n, prev)	\
		", %[mem]\n"						\
	"\tcmp\t" __arm64_op(n, prev) ", " __arm64_op(n, old) "\n"	\
	"\tb.ne\t2f\n"							\
	"\tst" l "xr" __arm64_sfx_##n "\t%w[tmp], "			\
		__arm64_op(n, nv) ", %[mem]\n"				\
	retry								\
	"2:"								\
		: "=@cceq" (ok), [prev] "=&r" (prev), [tmp] "=&r" (tmp),	\
		  [mem] "+Q" (__arm64_mem(type))			\
		: [old] "r" (o), [nv] "r" (nv)				\
		: cl)
#define __llsc_try_strong	"\tcbnz\t%w[tmp], 1b\n"
#define __llsc_try_weak		"\tcmp\t%w[tmp], #0\n"

#define __llsc_try_cmpxchg(type, n, weak)				\
static __caa_always_inline __uatomic_bool				\
arch_uatomic_try_cmpxchg##weak##_##n __uatomic_params_try(n)		\
{									\
	type nv = (type) new_val;					\
	__arm64_reg_##n o = *expected, prev;				\
	uint32_t tmp;							\
	__uatomic_bool ok;						\
									\
	__arm64_forms(__arm64_cas_acq(mo_success, mo_failure),		\
		      __arm64_cas_rel(mo_success, mo_failure),		\
		      __llsc_try_cas,					\
		      __llsc_try##weak, type, n);			\
	*expected = (__uatomic_uint_##n) prev;				\
	return ok;							\
}
#define __llsc_try	__llsc_try_strong
/* GCC's flag outputs; clang 14 has none for AArch64 ("invalid output
 * constraint"): there try_cmpxchg is derived from cmpxchg. */
#ifndef __clang__
# define __llsc_define_try(type, n)					\
	__llsc_try_cmpxchg(type, n, )					\
	__llsc_try_cmpxchg(type, n, _weak)
# define arch_uatomic_try_cmpxchg
# define arch_uatomic_try_cmpxchg_weak
#else
# define __llsc_define_try(type, n)
#endif

#define __llsc_swp(a, l, cl, type, n)					\
	__asm__ __volatile__ (						\
	"1:\tld" a "xr" __arm64_sfx_##n "\t" __arm64_op(n, prev)	\
		", %[mem]\n"						\
	"\tst" l "xr" __arm64_sfx_##n "\t%w[tmp], "			\
		__arm64_op(n, val) ", %[mem]\n"				\
	"\tcbnz\t%w[tmp], 1b"						\
		: [prev] "=&r" (prev), [tmp] "=&r" (tmp),		\
		  [mem] "+Q" (__arm64_mem(type))			\
		: [val] "r" (val)					\
		: cl)

#define __llsc_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	type val = (type) v;						\
	__arm64_reg_##n prev;						\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __llsc_swp, type, n); \
	return (type) prev;						\
}

/*
 * ldxr; <op>; stxr: @res is the new value (the byte and halfword stores
 * write only the low bits).  @cons lets a constant operand be the
 * instruction's immediate, as the compiler's own loops do (and Linux's
 * atomic_ll_sc.h): "I" an add/sub immediate (12 bits, optionally shifted),
 * "K" and "L" a 32- and 64-bit logical (bitmask) immediate (C6.2 ADD,
 * AND, ORR); anything else goes in a register.
 */
#define __llsc_op(a, l, cl, op, cons, type, n)				\
	__asm__ __volatile__ (						\
	"1:\tld" a "xr" __arm64_sfx_##n "\t" __arm64_op(n, res)		\
		", %[mem]\n"						\
	"\t" op "\t" __arm64_op(n, res) ", " __arm64_op(n, res) ", "	\
		__arm64_op(n, val) "\n"					\
	"\tst" l "xr" __arm64_sfx_##n "\t%w[tmp], "			\
		__arm64_op(n, res) ", %[mem]\n"				\
	"\tcbnz\t%w[tmp], 1b"						\
		: [res] "=&r" (res), [tmp] "=&r" (tmp),			\
		  [mem] "+Q" (__arm64_mem(type))			\
		: [val] cons (val)					\
		: cl)

/* The logical-immediate constraint of each operand size. */
#define __llsc_logical_1	"rK"
#define __llsc_logical_2	"rK"
#define __llsc_logical_4	"rK"
#define __llsc_logical_8	"rL"

#define __llsc_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) v;						\
	__arm64_reg_##n res;						\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __llsc_op,	\
		      "add", "rI", type, n);				\
	return (type) res;						\
}

/* The no-return operations: the same loop, the result unused. */
#define __llsc_void(name, op, cons, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type val = (type) v;						\
	__arm64_reg_##n res;						\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __llsc_op,	\
		      op, cons, type, n);				\
	(void) res;							\
}

/*
 * The fetch forms: ldxr; <op>; stxr as above, the loaded value kept in a
 * register of its own for the result.
 */
#define __llsc_fetch_op(a, l, cl, op, cons, type, n)			\
	__asm__ __volatile__ (						\
	"1:\tld" a "xr" __arm64_sfx_##n "\t" __arm64_op(n, prev)	\
		", %[mem]\n"						\
	"\t" op "\t" __arm64_op(n, res) ", " __arm64_op(n, prev) ", "	\
		__arm64_op(n, val) "\n"					\
	"\tst" l "xr" __arm64_sfx_##n "\t%w[tmp], "			\
		__arm64_op(n, res) ", %[mem]\n"				\
	"\tcbnz\t%w[tmp], 1b"						\
		: [prev] "=&r" (prev), [res] "=&r" (res),		\
		  [tmp] "=&r" (tmp), [mem] "+Q" (__arm64_mem(type))	\
		: [val] cons (val)					\
		: cl)

#define __llsc_fetch(name, op, cons, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	type val = (type) v;						\
	__arm64_reg_##n prev, res;					\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __llsc_fetch_op, \
		      op, cons, type, n);				\
	(void) res;							\
	return (type) prev;						\
}

/* inc and dec: add and sub of the immediate 1 (dec as an add would need
 * all ones in a register). */
#define __llsc_unary(name, op, type, n)					\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, int mo)			\
{									\
	__arm64_reg_##n val = 1, res;					\
	uint32_t tmp;							\
									\
	__arm64_forms(__arm64_acq(mo), __arm64_rel(mo), __llsc_op,	\
		      op, "rI", type, n);				\
	(void) res;							\
}

#define __arm64_define(type, n)						\
	__arm64_load(type, n)						\
	__arm64_store(type, n)						\
	__llsc_cmpxchg(type, n)						\
	__llsc_define_try(type, n)					\
	__llsc_xchg(type, n)						\
	__llsc_add_return(type, n)					\
	__llsc_void(add, "add", "rI", type, n)				\
	__llsc_void(and, "and", __llsc_logical_##n, type, n)		\
	__llsc_void(or, "orr", __llsc_logical_##n, type, n)		\
	__llsc_void(xor, "eor", __llsc_logical_##n, type, n)		\
	__llsc_fetch(add, "add", "rI", type, n)				\
	__llsc_fetch(and, "and", __llsc_logical_##n, type, n)		\
	__llsc_fetch(or, "orr", __llsc_logical_##n, type, n)		\
	__llsc_fetch(xor, "eor", __llsc_logical_##n, type, n)		\
	__llsc_unary(inc, "add", type, n)				\
	__llsc_unary(dec, "sub", type, n)

#define arch_uatomic_inc
#define arch_uatomic_dec

#endif /* UATOMIC_CONFIG_ARM64_LSE */

/*
 * ---- The double-width compare-and-swap: 16 bytes, a register pair ----
 *
 * The pair holds the doubleword at the lower address in its first
 * register (little-endian).  The outcome is the comparison of what was
 * read with what was expected (Linux's cmpxchg128 compares the same way
 * after casp, which sets no flags).
 */
#define UATOMIC_HAS_ATOMIC_DWORD	1

#ifdef UATOMIC_CONFIG_ARM64_LSE
/*
 * casp{a}{l} (C6.2 CASP): compares X0:X1 with the 16 bytes, stores X2:X3
 * if equal, and leaves what it read in X0:X1 either way; single-copy
 * atomic as a whole (B2.2.1).  Each pair must start at an even register:
 * the operands are pinned there, as in Linux's __lse__cmpxchg128.
 */
#define __arm64_dword_reg(name, reg)	register uint64_t name __asm__(reg)
#define __arm64_dword_cas(a, l, cl, obj)				\
	__asm__ __volatile__ (__LSE					\
		"casp" a l "\t%[x0], %[x1], %[x2], %[x3], %[mem]"	\
		: [x0] "+r" (x0), [x1] "+r" (x1), [mem] "+Q" (obj)	\
		: [x2] "r" (x2), [x3] "r" (x3)				\
		: cl)
#else
/*
 * ldxp/stxp: a load-exclusive pair is single-copy atomic only if the
 * store-exclusive pair after it succeeds (B2.2.1), so a mismatch stores
 * the value read back, and reads again if that fails, before it is
 * reported (as GCC's own 16-byte compare-and-swap): *expected never
 * receives a torn value.  The store-back writes what was there.  Any
 * registers will do (no pair constraint): the compiler picks them.
 */
#define __arm64_dword_reg(name, reg)	uint64_t name
#define __arm64_dword_cas(a, l, cl, obj)				\
	__asm__ __volatile__ (						\
	"1:\tld" a "xp\t%[x0], %[x1], %[mem]\n"				\
	"\tcmp\t%[x0], %[o0]\n"						\
	"\tccmp\t%[x1], %[o1], #0, eq\n"				\
	"\tb.ne\t2f\n"							\
	"\tst" l "xp\t%w[tmp], %[x2], %[x3], %[mem]\n"			\
	"\tcbnz\t%w[tmp], 1b\n"						\
	"\tb\t3f\n"							\
	"2:\tstxp\t%w[tmp], %[x0], %[x1], %[mem]\n"			\
	"\tcbnz\t%w[tmp], 1b\n"						\
	"3:"								\
		: [x0] "=&r" (x0), [x1] "=&r" (x1), [tmp] "=&r" (tmp),	\
		  [mem] "+Q" (obj) __arm64_dword_flag			\
		: [o0] "r" (o0), [o1] "r" (o1), [x2] "r" (x2),		\
		  [x3] "r" (x3)						\
		: __arm64_dword_clob(cl##_cc, cl))
/*
 * The compare's EQ outlives both exits (stxp, cbnz and b set no flags):
 * GCC reads the outcome from it; clang 14 has no flag outputs for
 * AArch64 and compares again.
 */
# ifndef __clang__
#  define __arm64_dword_flag	, "=@cceq" (ok)
#  define __arm64_dword_clob(with_cc, without_cc)	without_cc
#  define __arm64_dword_ok()	ok
# else
#  define __arm64_dword_clob(with_cc, without_cc)	with_cc
# endif
#endif
#ifndef __arm64_dword_ok
# define __arm64_dword_flag
# define __arm64_dword_ok()	(x0 == o0 && x1 == o1)
#endif

static __caa_always_inline __uatomic_bool
arch_uatomic_try_cmpxchg_16(volatile void *addr, __uatomic_dword *expected,
			    __uatomic_dword new_val, int mo_success,
			    int mo_failure)
{
	const uint64_t o0 = (uint64_t) *expected;
	const uint64_t o1 = (uint64_t) (*expected >> 64);
	__arm64_dword_reg(x0, "x0") = o0;
	__arm64_dword_reg(x1, "x1") = o1;
	__arm64_dword_reg(x2, "x2") = (uint64_t) new_val;
	__arm64_dword_reg(x3, "x3") = (uint64_t) (new_val >> 64);
	uint32_t tmp;
	__uatomic_bool ok = 0;

	(void) tmp;
	__arm64_forms(__arm64_cas_acq(mo_success, mo_failure),
		      __arm64_cas_rel(mo_success, mo_failure),
		      __arm64_dword_cas,
		      __arm64_mem_volatile(__uatomic_dword));
	*expected = (__uatomic_dword) x1 << 64 | x0;
	(void) ok;
	return __arm64_dword_ok();
}

#ifdef UATOMIC_CONFIG_ARM64_V84
/*
 * uatomic_load_dword's read (<generic/uatomic.h>): one ldp, single-copy
 * atomic as a whole when the 16 bytes are 16-byte aligned Normal
 * write-back memory on an Armv8.4 CPU (FEAT_LSE2; Arm ARM B2.2.1.1,
 * "Changes to single-copy atomicity in Armv8.4"), which the operand's
 * type is; herd7's aarch64.cat reads an ldp as two accesses and cannot
 * show it.  Ordered as a load, with the sequences of GCC's libatomic for
 * LSE2: consume ldp alone (its address dependency), acquire (and
 * CMM_SEQ_CST_FENCE after the generic dmb ish) ldp; dmb ishld, which
 * orders the pair's reads before every later access (B2.3,
 * Barrier-ordered-before); seq_cst an ldar of the first
 * doubleword first, ordered after an earlier stlr (RCsc) and, acquire,
 * before the ldp.
 */
#define __arm64_ldp(before, after)					\
	__asm__ __volatile__ (before "ldp\t%[lo], %[hi], %[mem]" after	\
		: [lo] "=&r" (lo), [hi] "=&r" (hi), [tmp] "=&r" (tmp)	\
		: [mem] "Q" (*(const volatile __uatomic_dword *) addr)	\
		: "memory")
static __caa_always_inline __uatomic_dword
arch_uatomic_load_16(const volatile void *addr, int mo)
{
	uint64_t lo, hi, tmp;

	if (mo == CMM_RELAXED || mo == CMM_CONSUME)
		__arm64_ldp("", "");
	else if (mo == CMM_SEQ_CST)
		__arm64_ldp("ldar\t%[tmp], %[mem]\n\t", "\n\tdmb\tishld");
	else
		__arm64_ldp("", "\n\tdmb\tishld");
	(void) tmp;
	return (__uatomic_dword) hi << 64 | lo;
}
#else
/*
 * Before Armv8.4 no 16-byte load is single-copy atomic by itself: with
 * LSE, casp of zero with zero (C6.2 CASP: one single-copy atomic read of
 * the pair, zero stored back only where zero was read); else ldxp, then
 * stxp of the pair it read until that succeeds (B2.2.1: the ldxp single-
 * copy atomic once the stxp succeeds).  Either may write the value it
 * read back (<urcu/uatomic-dword.h>).  Ordered as a load, by the read's
 * acquire alone: consume relaxed (the address dependency, as ldr's),
 * acquire and seq_cst the acquire form (ldaxp, caspa: RCsc, ordered
 * after an earlier stlr as ldar is), CMM_SEQ_CST_FENCE the same after
 * the generic dmb ish.  No release: what it stores publishes nothing.
 * herd7's aarch64.cat forbids with these forms every outcome the
 * contract forbids (make check-herd-all, every shape).
 */
static __caa_always_inline int __arm64_load_16_acq(int mo)
{
	return mo != CMM_RELAXED && mo != CMM_CONSUME;
}
# ifdef UATOMIC_CONFIG_ARM64_LSE
#  define __arm64_load_16(a)						\
	__asm__ __volatile__ (__LSE					\
		"casp" a "\t%[x0], %[x1], %[x0], %[x1], %[mem]"	\
		: [x0] "+r" (x0), [x1] "+r" (x1),			\
		  [mem] "+Q" (*(volatile __uatomic_dword *) addr)	\
		: : "memory")
# else
#  define __arm64_load_16(a)						\
	__asm__ __volatile__ (						\
		"1:\tld" a "xp\t%[x0], %[x1], %[mem]\n"		\
		"\tstxp\t%w[tmp], %[x0], %[x1], %[mem]\n"		\
		"\tcbnz\t%w[tmp], 1b"					\
		: [x0] "=&r" (x0), [x1] "=&r" (x1), [tmp] "=&r" (tmp),	\
		  [mem] "+Q" (*(volatile __uatomic_dword *) addr)	\
		: : "memory")
# endif
static __caa_always_inline __uatomic_dword
arch_uatomic_load_16(const volatile void *addr, int mo)
{
	__arm64_dword_reg(x0, "x0") = 0;
	__arm64_dword_reg(x1, "x1") = 0;
	uint32_t tmp;

	(void) tmp;
	if (__arm64_load_16_acq(mo))
		__arm64_load_16("a");
	else
		__arm64_load_16("");
	return (__uatomic_dword) x1 << 64 | x0;
}
#endif
#define arch_uatomic_load_16	arch_uatomic_load_16

__uatomic_for_each_size(__arm64_define)

/*
 * The pause of a spin-wait (uatomic_cond_load), as Linux's __cmpwait:
 * SEVL then WFE empties the event register; LDXR arms the exclusive
 * monitor on *addr; if it still holds @old, WFE sleeps until an event,
 * among them the clearing of this PE's global monitor by another
 * observer's write to the granule (D1.6.1, Wait for Event; B2.9, the
 * monitors).  A write that came before the LDXR is seen by the compare,
 * one after it wakes the WFE: the wait cannot miss the change it waits
 * for.  The monitor may stay armed: every store-exclusive here follows
 * its own load-exclusive.
 */
#define __arm64_wait(type, n)						\
static __caa_always_inline void						\
arch_uatomic_wait_##n(const volatile void *addr, uint64_t old)		\
{									\
	__arm64_reg_##n tmp, cmp = (type) old;				\
									\
	__asm__ __volatile__ ("sevl\n\t"					\
			      "wfe\n\t"					\
			      "ldxr" __arm64_sfx_##n "\t"		\
			      __arm64_op(n, tmp) ", %[mem]\n\t"		\
			      "eor\t" __arm64_op(n, tmp) ", "		\
			      __arm64_op(n, tmp) ", " __arm64_op(n, cmp) "\n\t" \
			      "cbnz\t" __arm64_op(n, tmp) ", 1f\n\t"	\
			      "wfe\n"					\
			      "1:"					\
		: [tmp] "=&r" (tmp)					\
		: [mem] "Q" (*(const volatile type *) addr),		\
		  [cmp] "r" (cmp)					\
		: "memory");						\
}
__uatomic_for_each_size(__arm64_wait)
#define arch_uatomic_wait

#define arch_uatomic_load
#define arch_uatomic_store
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

#endif /* _ASM_ARM64_UATOMIC_H */

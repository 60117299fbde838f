/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (riscv) - the atomic instructions of the "A" extension:
 * AMOs for swap, add, and, or, xor (their results the fetch forms) and
 * LR/SC loops for compare-and-swap on words (and doublewords on RV64);
 * masked LR/SC loops (and masked AMOs for and, or, xor) on the
 * containing aligned word for bytes and halfwords, which
 * RISC-V cannot address atomically by themselves.  RV32 has no 8-byte
 * atomic instruction, and a core without "A" none at all: those are done
 * with machine interrupts masked (<generic/uatomic-irqmask.h>, single-core
 * only).  Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the API
 * on top.
 *
 * AMOs order themselves with their aq/rl bits (arch_uatomic_orders(),
 * below: a full barrier for .aqrl), and so does
 * the compare-and-swap loop of words and doublewords, in its LR and SC;
 * the other LR/SC loops are relaxed below CMM_SEQ_CST_FENCE, and
 * <generic/uatomic.h> adds the fences below (and arch_smp_mb(), FENCE
 * rw,rw) as each memory order needs.  A fully ordered LR/SC loop
 * (CMM_SEQ_CST_FENCE compare-and-swap; swap and add of bytes and
 * halfwords) is lr.aqrl; ...; sc.aqrl, a full barrier on both sides on
 * every path, a failed compare-and-swap included (RVWMO
 * preserved-program-order rules 5 and 6: the .aqrl LR after every
 * earlier access and before every later one, the .aqrl SC before every
 * later one; tests/herd-proofs, rv-cas-*).  The kernel's fully ordered
 * LR/SC form, lr; bne 1f; sc.rl; bnez; fence rw,rw; 1:, skips the fence
 * when the comparison fails: what the conditional updates take, whose
 * failure is relaxed, below.
 */
#ifndef _ASM_RISCV_UATOMIC_H
#define _ASM_RISCV_UATOMIC_H

#include <urcu/uatomic-config.h>

/*
 * The compiler says what the -march of this build has (__riscv_atomic:
 * the A extension; __riscv_xlen: 32 or 64).  What has no instruction is
 * done with interrupts masked (single core only: with SMP=y,
 * <generic/uatomic-irqmask.h> refuses a core without A, and RV32 has no
 * 8-byte operands, the size check says why).
 */
#ifdef __riscv_atomic
# define UATOMIC_HAS_ATOMIC_BYTE	1
# define UATOMIC_HAS_ATOMIC_SHORT	1
# if __riscv_xlen == 32 && !defined(UATOMIC_CONFIG_SMP)
#  define UATOMIC_HAS_ATOMIC_LLONG	1
#  define __rv_irqmask_llong		1
# elif __riscv_xlen == 32
#  define UATOMIC_ARCH_NO_LLONG_REASON					\
	": RV32 has no 8-byte atomic instruction, and "			\
	__UATOMIC_IRQMASK_NEEDS_UP
# endif
#else
# define UATOMIC_HAS_ATOMIC_BYTE	1
# define UATOMIC_HAS_ATOMIC_SHORT	1
# define UATOMIC_HAS_ATOMIC_LLONG	1
# define __rv_irqmask_all		1
#endif

#include <generic/uatomic-arch.h>

/*
 * Acquire: FENCE r,rw orders the read (of a load, or of an AMO or LR)
 * before every later access; release: FENCE rw,w orders every earlier
 * access before the write.  These are the fences of the ISA manual's
 * mapping of C11 atomics (Table A.6) and of the kernel's
 * RISCV_ACQUIRE_BARRIER / RISCV_RELEASE_BARRIER.
 */
#define arch_uatomic_acquire_fence()	__asm__ __volatile__ ("fence r,rw" : : : "memory")
#define arch_uatomic_release_fence()	__asm__ __volatile__ ("fence rw,w" : : : "memory")

/*
 * A seq_cst store: FENCE rw,w before it is the whole of Table A.6's
 * mapping, since every seq_cst load starts with FENCE rw,rw and RVWMO is
 * multi-copy atomic (§A.5; ppo rule 4 with the fence's predecessor and
 * successor sets): no full barrier is needed before the store.
 */
#define arch_uatomic_seq_cst_store_fence()				\
	__asm__ __volatile__ ("fence rw,w" : : : "memory")

/*
 * RVWMO is multi-copy atomic (unprivileged ISA manual, chapter 17: one
 * global memory order), so the barrier after a CMM_SEQ_CST_FENCE access
 * need only order the access itself before every later one, the barrier
 * before it ordering every earlier access (<generic/uatomic.h>): after a
 * load the acquire, FENCE r,rw; after a store FENCE w,rw (ppo rule 4).
 * tests/herd-proofs (rv-scf-*) shows, shape by shape, that they forbid
 * every outcome FENCE rw,rw there forbids.
 */
#define UATOMIC_ARCH_MULTI_COPY_ATOMIC	1
#define arch_uatomic_store_mb_fence()					\
	__asm__ __volatile__ ("fence w,rw" : : : "memory")

/* The operand as the compiler must see it: all of it, read and written.
 * "A" puts its address in a register, the only addressing AMOs have. */
#define __rv_mem(type)	(*(volatile type *) addr)

/* ---- Words and doublewords: one instruction, or an LR/SC loop ---- */

#define __rv_sfx_4	"w"
#define __rv_sfx_8	"d"

/*
 * LR.W sign-extends the word it loads into the 64-bit register, so the
 * expected value is compared sign-extended too: (int32_t) for words, the
 * whole register for doublewords.  The loop is a constrained LR/SC loop
 * (A extension, "Eventual Success of Store-Conditional Instructions"):
 * only base-I ALU instructions and branches between LR and SC.
 */
#define __rv_stype_4	int32_t
#define __rv_stype_8	int64_t

#define __rv_cas_asm(lr_bits, sc_bits, prev, fail, type, n, old, new_val) \
	__asm__ __volatile__ (						\
		"0:	lr." __rv_sfx_##n lr_bits "	%0, %2\n"	\
		"	bne	%0, %z3, 1f\n"				\
		"	sc." __rv_sfx_##n sc_bits "	%1, %z4, %2\n"	\
		"	bnez	%1, 0b\n"				\
		"1:\n"							\
		: "=&r" (prev), "=&r" (fail), "+A" (__rv_mem(type))	\
		: "rJ" ((long) (__rv_stype_##n) (old)),			\
		  "rJ" ((long) (__rv_stype_##n) (new_val))		\
		: "memory")

/*
 * The loop orders itself as C11 asks, with the ISA manual's mapping
 * (Table A.6): acquire on the LR (for either outcome's order), release on
 * the SC, and a seq_cst LR both (lr.aqrl; sc.rl), GCC's sequences too.
 * CMM_SEQ_CST_FENCE asks for a full barrier on either side whatever the
 * outcome: there both are .aqrl, the sequentially consistent LR/SC of
 * the A extension ("Load-Reserved/Store-Conditional Instructions"),
 * nothing around them (arch_uatomic_orders() below says so): a failure
 * is the lr.aqrl alone, ordered after every earlier access (ppo rule 6)
 * and before every later one (rule 5); a success's sc.aqrl is before
 * every later access too (rule 5), where Table A.6's sc.rl lets a later
 * load pass its write.  But where the failure is
 * relaxed (the conditional updates, whose not-stored outcome is a
 * relaxed read) it is Linux's fully ordered LR/SC, lr; sc.rl, which the
 * FENCE rw,rw after the stored outcome completes: every earlier access
 * before the .rl store (ppo rule 7), the store and, through it, the LR
 * read atomic with it (the atomicity axiom) before every later access
 * (rule 4) (tests/herd-proofs, rv-cu-stored-*).
 */
#define __rv_cmpxchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	long prev, fail;						\
									\
	if (mo_success == CMM_SEQ_CST_FENCE && mo_failure == CMM_RELAXED) \
		__rv_cas_asm("", ".rl", prev, fail, type, n, old, new_val); \
	else if (mo_success == CMM_SEQ_CST_FENCE)			\
		__rv_cas_asm(".aqrl", ".aqrl", prev, fail, type, n, old, \
			     new_val);					\
	else if (__uatomic_mo_seq_cst(mo_success) ||			\
		 __uatomic_mo_seq_cst(mo_failure))			\
		__rv_cas_asm(".aqrl", ".rl", prev, fail, type, n, old,	\
			     new_val);					\
	else if ((__uatomic_mo_acquires(mo_success) ||			\
		  __uatomic_mo_acquires(mo_failure)) &&			\
		 __uatomic_mo_releases(mo_success))			\
		__rv_cas_asm(".aq", ".rl", prev, fail, type, n, old,	\
			     new_val);					\
	else if (__uatomic_mo_acquires(mo_success) ||			\
		 __uatomic_mo_acquires(mo_failure))			\
		__rv_cas_asm(".aq", "", prev, fail, type, n, old,	\
			     new_val);					\
	else if (__uatomic_mo_releases(mo_success))			\
		__rv_cas_asm("", ".rl", prev, fail, type, n, old,	\
			     new_val);					\
	else								\
		__rv_cas_asm("", "", prev, fail, type, n, old, new_val); \
	return (type) prev;						\
}

/*
 * AMOs take their order in their aq and rl bits, as the ISA manual maps
 * C11 (Table A.6) and as GCC emits them: relaxed none, acquire .aq,
 * release .rl, the others .aqrl.  A fully ordered AMO, .aqrl, is a full
 * barrier by itself: RVWMO orders every earlier access before an rl
 * operation and every later one after an aq operation (preserved program
 * order rules 5 and 6), so in X; amo.aqrl; Y the global memory order puts
 * X before Y whatever their kinds, as FENCE rw,rw; AMO; FENCE rw,rw would
 * with two instructions more.  The manual maps Linux's fully ordered
 * atomic_<op>_return to amo<op>.aqrl too (Table A.5), and the kernel's
 * atomics use it.  AMOs do words, RV64 doublewords, and the and/or of bytes
 * and halfwords (one AMO on the containing word, below); the LR/SC loops
 * are relaxed below CMM_SEQ_CST_FENCE, fenced by <generic/uatomic.h>.
 */
#define __rv_amo_size(n)	((n) >= 4 && (n) <= __riscv_xlen / 8)
#ifdef __riscv_atomic
/*
 * The AMOs: swap, add and the fetch forms of words (and RV64's
 * doublewords), and every bitwise one (and, or, xor and their fetch
 * forms: a byte or halfword is one AMO on its containing word, below);
 * AMOMAX[U] and AMOMIN[U] of those sizes (unprivileged ISA, "A"
 * extension, "Atomic Memory Operations": AMOMAX/AMOMIN compare as
 * signed integers, AMOMAXU/AMOMINU as unsigned ones, the .W forms on
 * the low 32 bits).  The LR/SC loops are relaxed but for cmpxchg, whose
 * loop is ordered as above (at CMM_SEQ_CST_FENCE lr; sc.rl, C11's
 * release, where its failure is relaxed), and the byte and halfword
 * loops at CMM_SEQ_CST_FENCE, lr.aqrl; sc.aqrl, a full barrier.
 */
/* It answers cmpxchg_relaxed_failure otherwise than cmpxchg. */
# define UATOMIC_ARCH_CMPXCHG_RELAXED_FAILURE	1
# define arch_uatomic_orders(op, n, mo)					\
	(__uatomic_is_cmpxchg(op) && (mo) == CMM_SEQ_CST_FENCE ?	\
	 (__uatomic_is_op(op, cmpxchg_relaxed_failure) ?		\
	  UATOMIC_ARCH_ORDERS_C11 : UATOMIC_ARCH_ORDERS_FULL) :		\
	 __uatomic_is_cmpxchg(op) ?					\
	 (__rv_amo_size(n) ?						\
	  UATOMIC_ARCH_ORDERS_C11 : UATOMIC_ARCH_ORDERS_NOTHING) :	\
	 !__uatomic_is_rmw(op) ? UATOMIC_ARCH_ORDERS_NOTHING :		\
	 __rv_amo_size(n) || (__uatomic_is_bitwise(op) && (n) < 4) ?	\
	 __rv_amo_orders(1, mo) :					\
	 (mo) == CMM_SEQ_CST_FENCE ?					\
	 UATOMIC_ARCH_ORDERS_FULL : UATOMIC_ARCH_ORDERS_NOTHING)
/* An AMO of size @n if @amo: C11-ordered, a full barrier at seq_cst. */
# define __rv_amo_orders(amo, mo)					\
	(!(amo) ? UATOMIC_ARCH_ORDERS_NOTHING :				\
	 __UATOMIC_MO_SEQ_CST(mo) ? UATOMIC_ARCH_ORDERS_FULL :		\
	 UATOMIC_ARCH_ORDERS_C11)
#endif

/* M(bits, ...): the asm M builds, with the aq/rl bits @mo asks for. */
#define __rv_by_order(mo, M, ...)					\
do {									\
	if ((mo) == CMM_RELAXED)					\
		M("", __VA_ARGS__);					\
	else if ((mo) == CMM_CONSUME || (mo) == CMM_ACQUIRE)		\
		M(".aq", __VA_ARGS__);					\
	else if ((mo) == CMM_RELEASE)					\
		M(".rl", __VA_ARGS__);					\
	else								\
		M(".aqrl", __VA_ARGS__);				\
} while (0)

/* An AMO returning the old value in @prev; one discarding it into the
 * zero register. */
#define __rv_amo_ret(bits, insn, prev, type, n, v)			\
	__asm__ __volatile__ (						\
		insn "." __rv_sfx_##n bits "	%0, %z2, %1"		\
		: "=r" (prev), "+A" (__rv_mem(type))			\
		: "rJ" ((long) (__rv_stype_##n) (v))			\
		: "memory")
#define __rv_amo_noret(bits, insn, type, n, v)				\
	__asm__ __volatile__ (						\
		insn "." __rv_sfx_##n bits "	zero, %z1, %0"		\
		: "+A" (__rv_mem(type))					\
		: "rJ" ((long) (__rv_stype_##n) (v))			\
		: "memory")

/* AMOSWAP returns the old value. */
#define __rv_xchg(type, n)						\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	long prev;							\
									\
	__rv_by_order(mo, __rv_amo_ret, "amoswap", prev, type, n, v);	\
	return (type) prev;						\
}

/* AMOADD returns the old value; the new one is one add away. */
#define __rv_add_return(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	long prev;							\
									\
	__rv_by_order(mo, __rv_amo_ret, "amoadd", prev, type, n, v);	\
	return (type) ((type) prev + (type) v);				\
}

/* The fetch forms: the AMO's result is the old value. */
#define __rv_fetch(name, type, n)	__rv_fetch_by(name, "amo" #name, type, n)
#define __rv_fetch_by(name, insn, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	long prev;							\
									\
	__rv_by_order(mo, __rv_amo_ret, insn, prev, type, n, v);		\
	return (type) prev;						\
}

/* The no-return operations: one AMO each. */
#define __rv_amo(name, type, n)						\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	__rv_by_order(mo, __rv_amo_noret, "amo" #name, type, n, v);	\
}

/* ---- Bytes and halfwords: the containing aligned word ---- */

/*
 * The LR/SC loop of <generic/uatomic-subword.h> on the containing word:
 * LR.W and SC.W; SC.W writes its success flag (0) into its destination.
 * Values travel zero-extended in 64-bit registers (a 32-bit shift costs
 * RV64 two more instructions to clear the upper half); LR.W sign-extends,
 * which only the bits outside the operand see, and SC.W stores the low
 * 32 bits.  The loop is relaxed below CMM_SEQ_CST_FENCE:
 * <generic/uatomic.h> adds the fences (arch_uatomic_orders() above says
 * so for sizes 1 and 2).  At CMM_SEQ_CST_FENCE it is the word's
 * compare-and-swap's lr.aqrl; sc.aqrl, a full barrier by itself, in
 * every loop (compare-and-swap, exchange, add), but for the
 * compare-and-swap whose failure is relaxed (the conditional updates):
 * lr; sc.rl and the full barrier after the stored outcome alone, as the
 * word's above.  The word is the operand for the model (RVWMO orders
 * accesses, their addresses overlapping or not), and the neighbours'
 * bits the SC writes back are those the LR read (tests/herd-proofs,
 * rv-cu-*-subword-*, rv-cas-*-subword).
 */
#define arch_uatomic_llsc_word_t	unsigned long
#define arch_uatomic_llsc_ll(val, word)	"	lr.w	" val ", (" word ")\n"
#define arch_uatomic_llsc_sc(old, val, word)				\
	"	sc.w	" val ", " val ", (" word ")\n"			\
	"	bnez	" val ", 1b\n"
#define arch_uatomic_llsc_sc_release(old, val, word)			\
	"	sc.w.rl	" val ", " val ", (" word ")\n"			\
	"	bnez	" val ", 1b\n"
#define arch_uatomic_llsc_cas_release(mo_success, mo_failure)		\
	((mo_success) == CMM_SEQ_CST_FENCE && (mo_failure) == CMM_RELAXED)
#define arch_uatomic_llsc_ll_full(val, word)				\
	"	lr.w.aqrl	" val ", (" word ")\n"
#define arch_uatomic_llsc_sc_full(old, val, word)			\
	"	sc.w.aqrl	" val ", " val ", (" word ")\n"		\
	"	bnez	" val ", 1b\n"
#define arch_uatomic_llsc_full(mo_success, mo_failure)			\
	((mo_success) == CMM_SEQ_CST_FENCE && (mo_failure) != CMM_RELAXED)
#define arch_uatomic_llsc_bne(a, b)	"	bne	" a ", " b ", 2f\n"
#define arch_uatomic_llsc_add		"add"
#include <generic/uatomic-subword.h>

/*
 * And, or and xor need no loop: one AMO on the containing word whose
 * other bits are the identity of the operation (ones for and, zeros for
 * or and xor) leaves the neighbours as they are, atomically.
 */
#define __rv_sub_amo_asm(bits, insn, type, word, val)			\
	__asm__ __volatile__ (						\
		insn ".w" bits "	zero, %2, (%1)"			\
		: "+m" (__rv_mem(type)) : "r" (word), "r" (val)		\
		: "memory")
#define __rv_sub_amo(name, fill, type, n)				\
static __caa_always_inline void						\
arch_uatomic_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	uintptr_t word = __uatomic_subword_addr(addr);			\
	unsigned int shift = __uatomic_subword_shift(addr, n);		\
	unsigned long mask =						\
		(unsigned long) __uatomic_subword_field(n) << shift;	\
	unsigned long val = ((unsigned long) (type) v << shift) | (fill); \
									\
	(void) mask;							\
	__rv_by_order(mo, __rv_sub_amo_asm, "amo" #name, type, word, val); \
}

/*
 * The fetch forms of and, or and xor: the same AMO, whose result is the
 * old word; the operand's old bits are in it at the shift.
 */
#define __rv_sub_amo_ret_asm(bits, insn, type, word, val, prev)		\
	__asm__ __volatile__ (						\
		insn ".w" bits "	%0, %3, (%2)"			\
		: "=r" (prev), "+m" (__rv_mem(type))			\
		: "r" (word), "r" (val)					\
		: "memory")
#define __rv_sub_fetch(name, fill, type, n)				\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_##name##_##n(volatile void *addr, uint64_t v, int mo) \
{									\
	uintptr_t word = __uatomic_subword_addr(addr);			\
	unsigned int shift = __uatomic_subword_shift(addr, n);		\
	unsigned long mask =						\
		(unsigned long) __uatomic_subword_field(n) << shift;	\
	unsigned long val = ((unsigned long) (type) v << shift) | (fill); \
	unsigned long prev;						\
									\
	(void) mask;							\
	__rv_by_order(mo, __rv_sub_amo_ret_asm, "amo" #name, type, word, \
		      val, prev);					\
	return (type) (prev >> shift);					\
}

/* fetch_add of a byte or halfword: the LR/SC loop's old operand. */
#define __rv_sub_fetch_add(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_fetch_add_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type next;							\
									\
	return __uatomic_llsc_add_##n(addr, v, mo, &next);		\
}

#define __rv_define_1(type, n)						\
	__uatomic_llsc_subword_cmpxchg(type, n)				\
	__uatomic_llsc_subword_xchg(type, n)				\
	__uatomic_llsc_subword_add(type, n)				\
	__rv_sub_fetch_add(type, n)					\
	__rv_sub_amo(and, ~mask, type, n)				\
	__rv_sub_amo(or, 0, type, n)					\
	__rv_sub_amo(xor, 0, type, n)					\
	__rv_sub_fetch(and, ~mask, type, n)				\
	__rv_sub_fetch(or, 0, type, n)					\
	__rv_sub_fetch(xor, 0, type, n)
#define __rv_define_2(type, n)	__rv_define_1(type, n)
#define __rv_define_4(type, n)						\
	__rv_cmpxchg(type, n)						\
	__rv_xchg(type, n)						\
	__rv_add_return(type, n)					\
	__rv_amo(add, type, n)						\
	__rv_amo(and, type, n)						\
	__rv_amo(or, type, n)						\
	__rv_amo(xor, type, n)						\
	__rv_fetch(add, type, n)					\
	__rv_fetch(and, type, n)					\
	__rv_fetch(or, type, n)						\
	__rv_fetch(xor, type, n)					\
	__rv_fetch_by(smax, "amomax", type, n)				\
	__rv_fetch_by(umax, "amomaxu", type, n)				\
	__rv_fetch_by(smin, "amomin", type, n)				\
	__rv_fetch_by(umin, "amominu", type, n)
#define __rv_define_8(type, n)	__rv_define_4(type, n)

#ifdef __riscv_atomic
__rv_define_1(uint8_t, 1)
__rv_define_2(uint16_t, 2)
__rv_define_4(uint32_t, 4)
# if __riscv_xlen == 64
__rv_define_8(uint64_t, 8)
# endif

/* inc and dec come from add: an AMOADD, or the loop for bytes and
 * halfwords. */
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
/* fetch_max and fetch_min of bytes and halfwords: the table's loop. */
#define arch_uatomic_fetch_smax_4_given
#define arch_uatomic_fetch_umax_4_given
#define arch_uatomic_fetch_smin_4_given
#define arch_uatomic_fetch_umin_4_given
# if __riscv_xlen == 64
#  define arch_uatomic_fetch_smax_8_given
#  define arch_uatomic_fetch_umax_8_given
#  define arch_uatomic_fetch_smin_8_given
#  define arch_uatomic_fetch_umin_8_given
# endif
#endif /* __riscv_atomic */

#if defined(__rv_irqmask_all) || defined(__rv_irqmask_llong)
/*
 * Machine interrupts off and back: CSRRCI reads mstatus and clears MIE
 * (bit 3) in one instruction, CSRS sets MIE again only if it was set (the
 * Linux kernel's arch_local_irq_save/restore, in M-mode), so that masked
 * sections nest.  Firmware runs in machine mode; from a lower mode these
 * trap.  Zicsr is named by __rv_zicsr() (<asm/barrier.h>).
 */

static __caa_always_inline unsigned long arch_uatomic_irq_save(void)
{
	unsigned long status;

	__asm__ __volatile__ (__rv_zicsr("csrrci	%0, mstatus, 8")
			      : "=r" (status) : : "memory");
	return status & 8;
}

static __caa_always_inline void arch_uatomic_irq_restore(unsigned long mie)
{
	__asm__ __volatile__ (__rv_zicsr("csrs	mstatus, %0")
			      : : "r" (mie) : "memory");
}

#include <generic/uatomic-irqmask.h>

# ifdef __rv_irqmask_all
__uatomic_for_each_size(__uatomic_irqmask_rmw)
__uatomic_for_each_size(__uatomic_irqmask_rmw_fetch)
__uatomic_for_each_size(__uatomic_irqmask_minmax)
__uatomic_for_each_size(__uatomic_irqmask_conds)
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
#define arch_uatomic_fetch_smax
#define arch_uatomic_fetch_umax
#define arch_uatomic_fetch_smin
#define arch_uatomic_fetch_umin
#define arch_uatomic_fetch_add_unless
#define arch_uatomic_add_unless
#define arch_uatomic_dec_if_positive
# else
__uatomic_irqmask_rmw(__uatomic_u64, 8)
__uatomic_irqmask_rmw_fetch(__uatomic_u64, 8)
__uatomic_irqmask_minmax(__uatomic_u64, 8)
__uatomic_irqmask_conds(__uatomic_u64, 8)
#  define arch_uatomic_fetch_smax_8_given
#  define arch_uatomic_fetch_umax_8_given
#  define arch_uatomic_fetch_smin_8_given
#  define arch_uatomic_fetch_umin_8_given
#  define arch_uatomic_fetch_add_unless_8_given
#  define arch_uatomic_add_unless_8_given
#  define arch_uatomic_dec_if_positive_8_given
# endif
/* Loads no wider than a register are single accesses, unmasked. */
__uatomic_for_each_size(__uatomic_irqmask_load)
#define arch_uatomic_load
#endif

#endif /* _ASM_RISCV_UATOMIC_H */

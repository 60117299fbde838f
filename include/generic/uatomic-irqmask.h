/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-irqmask.h - read-modify-writes made atomic by masking
 * interrupts, for a single-core CPU that lacks the instruction (ARMv6-M,
 * 8-byte operands on ARMv7-M, RISC-V without the A extension).  Included
 * by an <asm/uatomic.h> that first defines
 *   unsigned long arch_uatomic_irq_save(void)     mask, return the old state
 *   void arch_uatomic_irq_restore(unsigned long)  put that state back
 * both with a "memory" clobber, and for CONFIG_DEBUG_IRQMASK
 *   int arch_uatomic_irq_unmaskable(void)  masking would be ignored here
 *                                          (a macro of the same name too)
 *   void arch_uatomic_irq_trap(void)       stop, never returning
 * and, where the mask may leave some interrupts live (Cortex-M BASEPRI),
 *   int arch_uatomic_irq_uncovered(void)   this code runs in an interrupt
 *                                          the mask does not hold off
 *                                          (a macro of the same name too)
 *   void arch_uatomic_irq_uncovered_trap(void)  stop, never returning
 * then __uatomic_irqmask_rmw(type, n) defines the cmpxchg, xchg,
 * add_return, add, and, or primitives of size n,
 * __uatomic_irqmask_rmw_fetch(type, n) xor and the fetch forms
 * (fetch_add, fetch_and, fetch_or, fetch_xor),
 * __uatomic_irqmask_minmax(type, n) fetch_smax, fetch_umax, fetch_smin
 * and fetch_umin, __uatomic_irqmask_conds(type, n) the conditional
 * updates (fetch_add_unless, add_unless, dec_if_positive), and
 * __uatomic_irqmask_load(type, n) the load (masked only for an operand
 * wider than one access).  The arch announces them as usual; a port that
 * masks for one size only and has no instruction for the second set at
 * the others leaves that set to <generic/uatomic.h>'s loop on the
 * cmpxchg.
 *
 * The contract (Documentation/firmware.md): masking works only where the
 * core obeys it (privileged code: CONFIG_DEBUG_IRQMASK traps elsewhere).
 * Restoring the saved state, not unmasking, makes the sections nest, so
 * they may run in handlers and with interrupts already masked.  Only code
 * on the same core is kept out (__UATOMIC_IRQMASK_NEEDS_UP), and a DMA
 * master must not write these operands.
 */
#ifndef _GENERIC_UATOMIC_IRQMASK_H
#define _GENERIC_UATOMIC_IRQMASK_H

#include <stdint.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>

#include <generic/uatomic-arch.h>

#ifdef UATOMIC_CONFIG_SMP
__caa_static_assert(0, "uatomic: " __UATOMIC_IRQMASK_NEEDS_UP
		    " (or a CPU with atomic instructions)");
#endif

#define __uatomic_irqmask_mem(type)	(*(volatile type *) addr)

/*
 * CONFIG_DEBUG_IRQMASK: where the core would ignore the masking (Cortex-M
 * in unprivileged Thread mode: no fault, interrupts stay live, and the
 * section is not atomic), trap instead of running unprotected.  The arch
 * says when (arch_uatomic_irq_unmaskable()) and how
 * (arch_uatomic_irq_trap(), which does not return).  Where the mask
 * holds off only some interrupts, a section in one it does not hold off
 * is a bug too, though that section is whole: the handler can interrupt
 * every other section, whose update it then loses.  That traps as well
 * (arch_uatomic_irq_uncovered(), arch_uatomic_irq_uncovered_trap()).
 */
#ifdef UATOMIC_CONFIG_DEBUG_IRQMASK
# ifndef arch_uatomic_irq_unmaskable
#  error "uatomic: CONFIG_DEBUG_IRQMASK: this target cannot tell when its interrupt masking would be ignored (no arch_uatomic_irq_unmaskable())"
# endif
# ifdef arch_uatomic_irq_uncovered
#  define __uatomic_irqmask_check_uncovered()				\
	(caa_unlikely(arch_uatomic_irq_uncovered()) ?			\
	 arch_uatomic_irq_uncovered_trap() : (void) 0)
# else
#  define __uatomic_irqmask_check_uncovered()	((void) 0)
# endif
# define __uatomic_irqmask_check()					\
	(caa_unlikely(arch_uatomic_irq_unmaskable()) ?			\
	 arch_uatomic_irq_trap() : __uatomic_irqmask_check_uncovered())
#else
# define __uatomic_irqmask_check()	((void) 0)
#endif

/*
 * The critical section: @body runs with "old" holding the operand, read
 * through a pointer to const (the load's addr is one: no -Wcast-qual).
 */
#define __uatomic_irqmask_section(type, body)				\
	__uatomic_irqmask_check();					\
	unsigned long flags = arch_uatomic_irq_save();			\
	type old = *(const volatile type *) addr;			\
									\
	body;								\
	arch_uatomic_irq_restore(flags);

#define __uatomic_irqmask_rmw(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t expected,	\
			 uint64_t new_val, int mo_success, int mo_failure) \
{									\
	(void) mo_success;						\
	(void) mo_failure;						\
	__uatomic_irqmask_section(type,					\
		if (old == (type) expected)				\
			__uatomic_irqmask_mem(type) = (type) new_val)	\
	return old;							\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = (type) v)			\
	return old;							\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	type res;							\
									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = res = (type) (old + v))	\
	return res;							\
}									\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = (type) (old + v))		\
}									\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = (type) (old & v))		\
}									\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = (type) (old | v))		\
}

/* The value before, or nothing, after storing @expr of "old" and v. */
#define __uatomic_irqmask_store_op(name, ret_type, ret, type, expr)	\
static __caa_always_inline ret_type					\
arch_uatomic_##name(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_mem(type) = (type) (expr))		\
	ret;								\
}
#define __uatomic_irqmask_rmw_fetch(type, n)				\
	__uatomic_irqmask_store_op(xor_##n, void, (void) 0, type,	\
				   old ^ v)				\
	__uatomic_irqmask_store_op(fetch_add_##n, uint64_t, return old,	\
				   type, old + v)			\
	__uatomic_irqmask_store_op(fetch_and_##n, uint64_t, return old,	\
				   type, old & v)			\
	__uatomic_irqmask_store_op(fetch_or_##n, uint64_t, return old,	\
				   type, old | v)			\
	__uatomic_irqmask_store_op(fetch_xor_##n, uint64_t, return old,	\
				   type, old ^ v)

/*
 * fetch_max and fetch_min, signed and unsigned: each row's own expression
 * of "old" and v (<generic/uatomic-ops.h>), in one masked section.
 */
#define __uatomic_irqmask_row(name, params, returns, derive, expr,	\
			      operand, dflt, type, n)			\
	__uatomic_irqmask_store_op(name##_##n, uint64_t, return old,	\
				   type, expr)
#define __uatomic_irqmask_minmax(type, n)				\
	__uatomic_row_fetch_smax(__uatomic_irqmask_row, type, n)	\
	__uatomic_row_fetch_umax(__uatomic_irqmask_row, type, n)	\
	__uatomic_row_fetch_smin(__uatomic_irqmask_row, type, n)	\
	__uatomic_row_fetch_umin(__uatomic_irqmask_row, type, n)

/*
 * The conditional updates: the row's condition of "old" (and v, u) and,
 * where it holds, its new value, in one masked section; its result for
 * either outcome (<generic/uatomic-ops.h>, the "while" derive).
 */
#define __uatomic_irqmask_cond_row(name, params, returns, derive, expr,	\
				   operand, dflt, type, n)		\
static __caa_always_inline __uatomic_ret_##returns			\
arch_uatomic_##name##_##n __uatomic_params_##params			\
{									\
	__uatomic_ret_##returns ret;					\
									\
	(void) mo;							\
	__uatomic_irqmask_section(type,					\
		__uatomic_irqmask_cond(returns, __uatomic_unparen expr))	\
	return ret;							\
}
#define __uatomic_irqmask_cond(...)	__uatomic_irqmask_cond_(__VA_ARGS__)
#define __uatomic_irqmask_cond_(returns, cond, expr, failed)		\
	if (cond) {							\
		__uatomic_irqmask_mem(__typeof__(old)) =		\
			(__typeof__(old)) (expr);			\
		ret = __uatomic_while_stored_##returns(expr);		\
	} else {							\
		ret = (failed);						\
	}
#define __uatomic_irqmask_conds(type, n)				\
	__uatomic_row_fetch_add_unless(__uatomic_irqmask_cond_row, type, n) \
	__uatomic_row_add_unless(__uatomic_irqmask_cond_row, type, n)	\
	__uatomic_row_dec_if_positive(__uatomic_irqmask_cond_row, type, n)

/* One aligned access is atomic by itself; a wider operand is read with
 * interrupts masked, never through a cmpxchg that would write to it (it
 * may be in flash). */
#define __uatomic_irqmask_load(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_load_##n(const volatile void *addr, int mo)		\
{									\
	(void) mo;							\
	if ((n) <= sizeof(long))					\
		return *(const volatile type *) addr;			\
	{								\
		__uatomic_irqmask_section(type, (void) 0)		\
		return old;						\
	}								\
}

#endif /* _GENERIC_UATOMIC_IRQMASK_H */

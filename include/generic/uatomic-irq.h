/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-irq.h - read-modify-writes done with interrupts masked,
 * for a single-core CPU that has no atomic instruction for an operand
 * size (or none at all).  Included at the end of <asm/uatomic.h> by an
 * arch that announced UATOMIC_ARCH_IRQ_RMW_ALL or _LLONG (see
 * <generic/uatomic-arch.h>, which also refuses them with SMP=y) and
 * defined, as instructions:
 *   unsigned long arch_uatomic_irq_save(void)   mask, return what to restore
 *   void arch_uatomic_irq_restore(unsigned long) restore the saved state
 * both compiler barriers.  Restoring the saved state rather than unmasking
 * makes a masked section safe to run inside another one or inside an
 * interrupt handler.
 *
 * With interrupts masked, nothing else runs on the only CPU until the
 * restore: a plain read, compare and write of the operand is atomic
 * against every handler.  (A non-maskable interrupt handler must not
 * touch the operand.)  The primitives are relaxed; on a uniprocessor the
 * generic layer's fences are compiler barriers.
 */
#ifndef _GENERIC_UATOMIC_IRQ_H
#define _GENERIC_UATOMIC_IRQ_H

#include <generic/uatomic-arch.h>

/* @body runs with interrupts masked, on "p", the operand. */
#define __uatomic_irq_op(ret, type, body)				\
{									\
	volatile type *p = (volatile type *) addr;			\
	unsigned long flags = arch_uatomic_irq_save();			\
	type prev = *p;							\
									\
	(void) mo;							\
	body;								\
	arch_uatomic_irq_restore(flags);				\
	return (ret) prev;						\
}

#define __uatomic_irq_cmpxchg(type, n)					\
static __caa_always_inline uint64_t					\
arch_uatomic_cmpxchg_##n(volatile void *addr, uint64_t old,		\
			 uint64_t new_val, int mo, int mo_failure)	\
{									\
	(void) mo_failure;						\
	__uatomic_irq_op(uint64_t, type,				\
			 if (prev == (type) old) *p = (type) new_val)	\
}

#define __uatomic_irq_rmw(name, type, n, newval)			\
static __caa_always_inline uint64_t					\
__uatomic_irq_##name##_##n(volatile void *addr, uint64_t v, int mo)	\
	__uatomic_irq_op(uint64_t, type, *p = (type) (newval))

/* Each primitive the arch left to masking, for one operand size. */
#define __uatomic_irq_define(type, n)					\
	__uatomic_irq_cmpxchg(type, n)					\
	__uatomic_irq_rmw(xchg, type, n, v)				\
	__uatomic_irq_rmw(add, type, n, prev + v)			\
	__uatomic_irq_rmw(and, type, n, prev & v)			\
	__uatomic_irq_rmw(or, type, n, prev | v)			\
static __caa_always_inline uint64_t					\
arch_uatomic_xchg_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	return __uatomic_irq_xchg_##n(addr, v, mo);			\
}									\
static __caa_always_inline uint64_t					\
arch_uatomic_add_return_##n(volatile void *addr, uint64_t v, int mo)	\
{									\
	return (type) (__uatomic_irq_add_##n(addr, v, mo) + v);		\
}									\
static __caa_always_inline void						\
arch_uatomic_add_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __uatomic_irq_add_##n(addr, v, mo);			\
}									\
static __caa_always_inline void						\
arch_uatomic_and_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __uatomic_irq_and_##n(addr, v, mo);			\
}									\
static __caa_always_inline void						\
arch_uatomic_or_##n(volatile void *addr, uint64_t v, int mo)		\
{									\
	(void) __uatomic_irq_or_##n(addr, v, mo);			\
}

#if defined(UATOMIC_ARCH_IRQ_RMW_ALL)
__uatomic_for_each_size(__uatomic_irq_define)
/* Every operation, every size; inc, dec, load and store are derived. */
# define arch_uatomic_xchg
# define arch_uatomic_add_return
# define arch_uatomic_add
# define arch_uatomic_and
# define arch_uatomic_or
#elif defined(UATOMIC_ARCH_IRQ_RMW_LLONG) && defined(UATOMIC_HAS_ATOMIC_LLONG)
/*
 * The arch did the other sizes and announced these operations for all of
 * them: it must have announced each one defined here.
 */
# if !defined(arch_uatomic_xchg) || !defined(arch_uatomic_add_return) || \
	!defined(arch_uatomic_add) || !defined(arch_uatomic_and) ||	\
	!defined(arch_uatomic_or)
#  error "generic/uatomic-irq.h: UATOMIC_ARCH_IRQ_RMW_LLONG needs an arch giving xchg, add_return, add, and, or"
# endif
__uatomic_irq_define(uint64_t, 8)
#endif

#endif /* _GENERIC_UATOMIC_IRQ_H */

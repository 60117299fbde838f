/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic-kuser.h (arm) - the ARMv5TE strategy: the Linux kernel's
 * compare-and-swap helper.  Included by <asm/uatomic.h> alone, which
 * chose it.
 *
 * Reference: Linux Documentation/arch/arm/kernel_user_helpers.rst.
 */
#ifndef _ASM_ARM_UATOMIC_KUSER_H
#define _ASM_ARM_UATOMIC_KUSER_H

/*
 * ARMv5 has no exclusives (swp is deprecated, and a lock-free swap gives
 * no compare-and-swap).  The kernel's __kuser_cmpxchg helper at 0xffff0fc0
 * is the 4-byte compare-and-swap: a restartable sequence on a
 * uniprocessor, ldrex/strex on ARMv6+ kernels.  Only 4-byte (and long)
 * operands are announced.
 *
 * The helper "already includes memory barriers as needed"
 * (kernel_user_helpers.rst): on an SMP kernel it is dmb, the exchange,
 * dmb, whether it succeeds or fails.  So every primitive below is made a
 * full barrier (the one path that does not call the helper last adds
 * the barrier helper), and the generic layer adds nothing around them.
 */
#define arch_uatomic_orders(op, n, mo)					\
	__uatomic_rmw_orders(op, UATOMIC_ARCH_ORDERS_FULL)

#include <generic/uatomic-arch.h>

/* Returns zero when it stored new_val in *ptr, which held oldval. */
typedef int (__arm_kuser_cmpxchg_t)(uint32_t oldval, uint32_t newval,
				    volatile uint32_t *ptr);

static __caa_always_inline int
__arm_kuser_cmpxchg(uint32_t oldval, uint32_t newval, volatile uint32_t *ptr)
{
	int failed;

	__asm__ __volatile__ ("" : : : "memory");
	failed = (*(__arm_kuser_cmpxchg_t *) 0xffff0fc0UL)(oldval, newval, ptr);
	__asm__ __volatile__ ("" : : : "memory");
	return failed;
}

/*
 * The helper reports success or failure but not the value it found, and
 * may fail even though *ptr held oldval.  On failure the value is read
 * back after the helper's trailing barrier and, unless the failure order
 * is relaxed, followed by another barrier (part of this primitive, so
 * written here rather than through arch_smp_mb()); when it equals old,
 * the failure was not real and we retry.
 */
static __caa_always_inline uint64_t
arch_uatomic_cmpxchg_4(volatile void *addr, uint64_t old, uint64_t new_val,
		       int mo_success, int mo_failure)
{
	volatile __uatomic_u32 *p = (volatile __uatomic_u32 *) addr;
	uint32_t expected = (uint32_t) old, cur;

	(void) mo_success;
	for (;;) {
		if (!__arm_kuser_cmpxchg(expected, (uint32_t) new_val, p))
			return expected;
		cur = *p;
		if (cur != expected) {
			if (mo_failure != CMM_RELAXED)
				__arm_kuser_memory_barrier_asm();
			return cur;
		}
	}
}

/*
 * The other read-modify-writes: guess the current value with a plain
 * load, and let the helper store the result only if the guess was right.
 * The successful helper call is the operation, barriers included.
 */
#define __arm_kuser_fetch_op(name, expr)				\
static __caa_always_inline uint32_t					\
__arm_kuser_fetch_##name(volatile void *addr, uint32_t v)		\
{									\
	volatile __uatomic_u32 *p = (volatile __uatomic_u32 *) addr;	\
	uint32_t cur;							\
									\
	do {								\
		cur = *p;						\
	} while (__arm_kuser_cmpxchg(cur, (expr), p));			\
	return cur;							\
}
__arm_kuser_fetch_op(xchg, v)
__arm_kuser_fetch_op(add, cur + v)
__arm_kuser_fetch_op(and, cur & v)
__arm_kuser_fetch_op(or, cur | v)

static __caa_always_inline uint64_t
arch_uatomic_xchg_4(volatile void *addr, uint64_t v, int mo)
{
	(void) mo;
	return __arm_kuser_fetch_xchg(addr, (uint32_t) v);
}

static __caa_always_inline uint64_t
arch_uatomic_add_return_4(volatile void *addr, uint64_t v, int mo)
{
	(void) mo;
	return (uint32_t) (__arm_kuser_fetch_add(addr, (uint32_t) v) +
			   (uint32_t) v);
}

#define __arm_kuser_op(name)						\
static __caa_always_inline void						\
arch_uatomic_##name##_4(volatile void *addr, uint64_t v, int mo)	\
{									\
	(void) mo;							\
	(void) __arm_kuser_fetch_##name(addr, (uint32_t) v);		\
}
__arm_kuser_op(add)
__arm_kuser_op(and)
__arm_kuser_op(or)

#define arch_uatomic_xchg
#define arch_uatomic_add_return
#define arch_uatomic_add
#define arch_uatomic_and
#define arch_uatomic_or

#endif /* _ASM_ARM_UATOMIC_KUSER_H */

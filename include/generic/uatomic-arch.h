/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-arch.h - what every atomic-instruction file needs: the
 * operand-size flags completed for 64-bit targets, and a switch over the
 * operand sizes the target supports.  Included by <asm/uatomic.h> (and by
 * <generic/uatomic-builtins.h>) after it has announced its sizes with
 * UATOMIC_HAS_ATOMIC_BYTE / _SHORT / _LLONG.
 *
 * The interface an arch implements, each function static and always
 * inline, values passed as uint64_t whatever the operand size:
 *   arch_uatomic_cmpxchg(addr, old, new, size, mo_success, mo_failure)
 *                                                    (required; returns the
 *                                                     previous value)
 *   arch_uatomic_xchg(addr, v, size, mo)             previous value
 *   arch_uatomic_add_return(addr, v, size, mo)       new value
 *   arch_uatomic_add/and/or(addr, v, size, mo)       no return
 *   arch_uatomic_inc/dec(addr, size, mo)             no return
 *   arch_uatomic_load(addr, size, mo), arch_uatomic_store(addr, v, size, mo)
 * Each optional one is announced with "#define arch_uatomic_xchg
 * arch_uatomic_xchg"; <generic/uatomic.h> derives the rest.  What the
 * primitives order is announced once:
 *   UATOMIC_ARCH_RMW_FULL_BARRIER  every RMW is a full barrier (x86 lock)
 *   UATOMIC_ARCH_ORDERED           every primitive honours mo as C11 does
 *   neither                        primitives are relaxed; fences are added
 */
#ifndef _GENERIC_UATOMIC_ARCH_H
#define _GENERIC_UATOMIC_ARCH_H

#include <stdint.h>
#include <urcu/compiler.h>

/* Every 64-bit target does 8-byte operands: they are its longs. */
#if __SIZEOF_LONG__ == 8 && !defined(UATOMIC_HAS_ATOMIC_LLONG)
# define UATOMIC_HAS_ATOMIC_LLONG	1
#endif

/*
 * __uatomic_size_switch(size, BODY) - BODY(type, bytes) for each operand
 * size the target supports, as the cases of a switch on @size.  @size is
 * a constant wherever this is used, so only one case survives.
 */
#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define __uatomic_case_1(BODY)	case 1: BODY(uint8_t, 1)
#else
# define __uatomic_case_1(BODY)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define __uatomic_case_2(BODY)	case 2: BODY(uint16_t, 2)
#else
# define __uatomic_case_2(BODY)
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define __uatomic_case_8(BODY)	case 8: BODY(uint64_t, 8)
#else
# define __uatomic_case_8(BODY)
#endif

#define __uatomic_size_switch(size, BODY)				\
	switch (size) {							\
	__uatomic_case_1(BODY)						\
	__uatomic_case_2(BODY)						\
	case 4: BODY(uint32_t, 4)					\
	__uatomic_case_8(BODY)						\
	default:							\
		__builtin_unreachable();				\
	}

#endif /* _GENERIC_UATOMIC_ARCH_H */

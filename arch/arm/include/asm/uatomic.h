/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (arm) - the atomic instructions of the ARM variants, one
 * strategy each, chosen here by the variant <asm/barrier.h> picked:
 *   exclusives (ldrex/strex loops): ARMv7-A, ARMv6K and Cortex-M3/M4/M7/
 *     M23/M33/M55 (ARMv7-M, ARMv8-M, ARMv8.1-M): <asm/uatomic-exclusive.h>;
 *   interrupt masking: Cortex-M0 (ARMv6-M): <asm/uatomic-masking.h>;
 *   the kernel's compare-and-swap helper: ARMv5TE: <asm/uatomic-kuser.h>.
 * Included by <urcu/uatomic.h>; <generic/uatomic.h> builds the API and
 * the memory orders on top.
 *
 * References: ARM DDI 0406C ("ARMv7-A and ARMv7-R Architecture Reference
 * Manual"), DDI 0403E ("ARMv7-M Architecture Reference Manual"), Linux
 * Documentation/arch/arm/kernel_user_helpers.rst.
 */
#ifndef _ASM_ARM_UATOMIC_H
#define _ASM_ARM_UATOMIC_H

#include <urcu/uatomic-config.h>
#include <asm/barrier.h>

/* <asm/barrier.h> picked the variant: __ARM_UATOMIC_V7, _V6, _V5, _V7M,
 * _V8M_BASE or _V6M. */
/* The M profile with exclusives (no ldrexd): ARMv7-M and ARMv8-M. */
#if defined(__ARM_UATOMIC_V7M) || defined(__ARM_UATOMIC_V8M_BASE)
# define __ARM_UATOMIC_M_EXCL	1
#endif

#if defined(__ARM_UATOMIC_V7) || defined(__ARM_UATOMIC_V6) || \
	defined(__ARM_UATOMIC_M_EXCL)
# include <asm/uatomic-exclusive.h>
#elif defined(__ARM_UATOMIC_V6M)
# include <asm/uatomic-masking.h>
#else /* __ARM_UATOMIC_V5 */
# include <asm/uatomic-kuser.h>
#endif

#endif /* _ASM_ARM_UATOMIC_H */

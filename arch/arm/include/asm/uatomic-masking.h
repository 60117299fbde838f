/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic-masking.h (arm) - the interrupt-masking strategy of ARMv6-M
 * (Cortex-M0, M0+, M1).  Included by <asm/uatomic.h> alone, which chose
 * it; the masking itself is <asm/irqflags.h>, the operations
 * <generic/uatomic-irqmask.h>.
 *
 * Reference: ARM DDI 0419E ("ARMv6-M Architecture Reference Manual").
 */
#ifndef _ASM_ARM_UATOMIC_MASKING_H
#define _ASM_ARM_UATOMIC_MASKING_H

/*
 * ARMv6-M has no exclusive loads or stores: every read-modify-write, of
 * every size, masks interrupts (PRIMASK) around a plain load and store.
 * Atomic against handlers on this core only, hence ARCH_NO_SMP in
 * Kconfig (<generic/uatomic-irqmask.h> refuses SMP).  An aligned
 * load or store of up to 4 bytes is single-copy atomic, an access an
 * interrupt cannot split: no masking; 8-byte ones mask.
 */
#define UATOMIC_HAS_ATOMIC_BYTE		1
#define UATOMIC_HAS_ATOMIC_SHORT	1
#define UATOMIC_HAS_ATOMIC_LLONG	1

#include <generic/uatomic-arch.h>
#include <asm/irqflags.h>
#include <generic/uatomic-irqmask.h>

__uatomic_for_each_size(__uatomic_irqmask_rmw)
__uatomic_for_each_size(__uatomic_irqmask_rmw_fetch)
__uatomic_for_each_size(__uatomic_irqmask_minmax)
__uatomic_for_each_size(__uatomic_irqmask_conds)
__uatomic_for_each_size(__uatomic_irqmask_load)

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
#define arch_uatomic_load

#endif /* _ASM_ARM_UATOMIC_MASKING_H */

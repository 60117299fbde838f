/* SPDX-License-Identifier: MIT */
/*
 * urcu/arch.h - memory barriers (cmm_mb, cmm_smp_mb, ...) and CPU helpers
 * (caa_cpu_relax, caa_get_cycles, CAA_CACHE_LINE_SIZE, CAA_BITS_PER_LONG)
 * for the configured target.  The instructions come from <asm/barrier.h>,
 * the policy from <generic/barrier.h>.
 */
#ifndef _URCU_ARCH_H
#define _URCU_ARCH_H

#include <urcu/config.h>
#include <urcu/compiler.h>
#include <asm/barrier.h>
#include <generic/barrier.h>

#endif /* _URCU_ARCH_H */

/* SPDX-License-Identifier: MIT */
/*
 * asm/uatomic.h (generic) - the "generic" target has no instructions of its
 * own: every primitive comes from the compiler's __atomic builtins.
 */
#ifndef _ASM_GENERIC_UATOMIC_H
#define _ASM_GENERIC_UATOMIC_H

#include <generic/uatomic-builtins.h>

#endif /* _ASM_GENERIC_UATOMIC_H */

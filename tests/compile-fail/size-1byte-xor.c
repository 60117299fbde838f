/* SPDX-License-Identifier: MIT */
/*
 * On a target without UATOMIC_HAS_ATOMIC_BYTE, uatomic_xor() on a 1-byte
 * operand is a compile-time error naming the operation and the size
 * (contract §4).  Skipped where the target has the size.  CONTROL: the
 * same code on a 4-byte operand.
 */
/* requires-missing: UATOMIC_HAS_ATOMIC_BYTE */
/* expect: uatomic_xor: 1-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_BYTE) */
/* expect-c++: uatomic_xor: 1-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_BYTE) */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef int obj_t;
#else
typedef signed char obj_t;
#endif

static obj_t value;

void use(obj_t *p);
void use(obj_t *p)
{
	uatomic_xor(p, value);
}

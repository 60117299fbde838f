/* SPDX-License-Identifier: MIT */
/*
 * On a target without UATOMIC_HAS_ATOMIC_SHORT, uatomic_fetch_or() on a
 * 2-byte operand is a compile-time error naming the operation and the
 * size (contract §4).  Skipped where the target has the size.  CONTROL:
 * the same code on a 4-byte operand.
 */
/* requires-missing: UATOMIC_HAS_ATOMIC_SHORT */
/* expect: uatomic_fetch_or: 2-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_SHORT) */
/* expect-c++: uatomic_fetch_or: 2-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_SHORT) */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef unsigned int obj_t;
#else
typedef unsigned short obj_t;
#endif

static obj_t value;

obj_t use(obj_t *p);
obj_t use(obj_t *p)
{
	return uatomic_fetch_or(p, value);
}

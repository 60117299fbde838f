/* SPDX-License-Identifier: MIT */
/*
 * On a target without UATOMIC_HAS_ATOMIC_LLONG,
 * uatomic_cmpxchg() on an 8-byte operand is a compile-time error naming
 * the operation and the size (contract §4).  Skipped where the target has
 * the size.  CONTROL: the same code on a 4-byte operand.
 */
/* requires-missing: UATOMIC_HAS_ATOMIC_LLONG */
/* expect: uatomic_cmpxchg: 8-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_LLONG) */
/* expect-c++: uatomic_cmpxchg: 8-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_LLONG) */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef int obj_t;
#else
typedef unsigned long long obj_t;
#endif

static obj_t value;

void use(obj_t *p);
void use(obj_t *p)
{
	value = uatomic_cmpxchg(p, value, (obj_t) 1);
}

/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg_dword() on a const operand is a compile-time error
 * naming the operation (contract §4).  CONTROL: not const.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_cmpxchg_dword: the operand is const */
/* expect-c++: uatomic_cmpxchg_dword: the operand is const */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

struct head {
	uint64_t a, b;
} __attribute__((aligned(16)));

#ifdef CONTROL
# define CONST
#else
# define CONST	const
#endif

struct head use(CONST struct head *p, struct head old, struct head new_val);
struct head use(CONST struct head *p, struct head old, struct head new_val)
{
	return uatomic_cmpxchg_dword(p, old, new_val);
}

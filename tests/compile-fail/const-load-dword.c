/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load_dword() on a const operand is a compile-time error naming
 * the operation (contract §4): the read is a compare-and-swap that may
 * store the value back.  CONTROL: not const.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_load_dword: the operand is const */
/* expect-c++: uatomic_load_dword: the operand is const */
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

struct head use(CONST struct head *p);
struct head use(CONST struct head *p)
{
	return uatomic_load_dword(p, CMM_ACQUIRE);
}

/* SPDX-License-Identifier: MIT */
/*
 * A bool operand of the bitwise operations takes 0 or 1 (contract §4):
 * C's b ^= 3 sets a false b and keeps a true one true, where 3 converted
 * to bool would flip it.
 * CONTROL: the same exclusive or with true.
 */
/* expect: uatomic_fetch_xor: the value for a bool operand is not 0 or 1 */
/* expect-c++: uatomic_fetch_xor: the value for a bool operand is not 0 or 1 */
/* expect-errors: 1 */
/* requires: UATOMIC_HAS_ATOMIC_BYTE */
#include <stdbool.h>
#include <urcu/uatomic.h>

static bool flag;

bool use(void);
bool use(void)
{
#ifdef CONTROL
	return uatomic_fetch_xor(&flag, true);
#else
	return uatomic_fetch_xor(&flag, 3);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * A bool operand of the bitwise operations takes 0 or 1 (contract §4):
 * C's b &= 2 clears a true b, where 2 converted to bool would leave it
 * true.
 * CONTROL: the same and with 1.
 */
/* expect: uatomic_and: the value for a bool operand is not 0 or 1 */
/* expect-c++: uatomic_and: the value for a bool operand is not 0 or 1 */
/* expect-errors: 1 */
/* requires: UATOMIC_HAS_ATOMIC_BYTE */
#include <stdbool.h>
#include <urcu/uatomic.h>

static bool flag = true;

void use(void);
void use(void)
{
#ifdef CONTROL
	uatomic_and(&flag, 1);
#else
	uatomic_and(&flag, 2);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * A negative constant bit number is a compile-time error (contract §4):
 * bit -1 of an operand would be the last bit of the byte before it.
 * CONTROL: bit 0.
 */
/* expect: uatomic_test_and_clear_bit: the bit number is outside the operand */
/* expect-c++: uatomic_test_and_clear_bit: the bit number is outside the operand */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

static unsigned long flags;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_test_and_clear_bit_mo(&flags, 0, CMM_RELEASE);
#else
	return uatomic_test_and_clear_bit_mo(&flags, -1, CMM_RELEASE);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * The bit number counts the operand's own bits: bit 9 of a byte is no
 * bit of it (it is not bit 9 truncated to the byte, nor a silent no-op).
 * CONTROL: bit 7, the byte's last.
 */
/* expect: uatomic_test_and_change_bit: the bit number is outside the operand */
/* expect-c++: uatomic_test_and_change_bit: the bit number is outside the operand */
/* expect-errors: 1 */
/* requires: UATOMIC_HAS_ATOMIC_BYTE */
#include <stdint.h>
#include <urcu/uatomic.h>

static uint8_t flags;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_test_and_change_bit(&flags, 7);
#else
	return uatomic_test_and_change_bit(&flags, 9);
#endif
}

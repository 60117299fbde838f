/* SPDX-License-Identifier: MIT */
/*
 * A constant bit number at or beyond the operand's width is a
 * compile-time error (contract §4): bit 40 of a 4-byte field would be
 * bit 8 of the next one, where x86's bts with a register offset writes.
 * CONTROL: bit 31, the last of the operand.
 */
/* expect: uatomic_test_and_set_bit: the bit number is outside the operand */
/* expect-c++: uatomic_test_and_set_bit: the bit number is outside the operand */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

static struct {
	uint32_t a;
	uint32_t next;
} s;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_test_and_set_bit(&s.a, 31);
#else
	return uatomic_test_and_set_bit(&s.a, 40);
#endif
}

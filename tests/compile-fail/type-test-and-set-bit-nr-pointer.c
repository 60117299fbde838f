/* SPDX-License-Identifier: MIT */
/*
 * The bit number is an integer: a pointer (or a floating-point value)
 * would be converted to some number silently.
 * CONTROL: the same operation with an int bit number.
 */
/* expect: uatomic_test_and_set_bit: the bit number is not an integer */
/* expect-c++: the bit number is not an integer */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

static int flags;
static int bit = 3;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_test_and_set_bit(&flags, bit);
#else
	return uatomic_test_and_set_bit(&flags, &bit);
#endif
}

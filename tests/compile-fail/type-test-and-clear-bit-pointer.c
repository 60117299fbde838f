/* SPDX-License-Identifier: MIT */
/*
 * uatomic_test_and_clear_bit() on a pointer is an error: a pointer's
 * low bits are tagged with uatomic_and() and uatomic_or(), whose mask
 * says which bits.
 * CONTROL: the same operation on an unsigned long.
 */
/* expect: uatomic_test_and_clear_bit: the operand is not an integer */
/* expect-c++: uatomic_test_and_clear_bit: the operand is not an integer */
#include <urcu/uatomic.h>

struct foo {
	int x;
};

#ifdef CONTROL
static unsigned long value;
#else
static struct foo *value;
#endif

int use(void);
int use(void)
{
	return uatomic_test_and_clear_bit(&value, 0);
}

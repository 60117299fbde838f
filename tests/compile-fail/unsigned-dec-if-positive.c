/* SPDX-License-Identifier: MIT */
/*
 * uatomic_dec_if_positive() takes a signed integer: "positive" is its
 * sign, and the negative result that says nothing was stored has no
 * unsigned value.
 * CONTROL: the same operation on a signed int.
 */
/* expect: uatomic_dec_if_positive: the operand is not a signed integer */
/* expect-c++: uatomic_dec_if_positive: the operand is not a signed integer */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int count;
#else
static unsigned int count;
#endif

int use(void);
int use(void)
{
	return uatomic_dec_if_positive(&count) >= 0;
}

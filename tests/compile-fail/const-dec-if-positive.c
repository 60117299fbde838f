/* SPDX-License-Identifier: MIT */
/*
 * uatomic_dec_if_positive() writes: a const operand is an error.
 * CONTROL: the same operation on a writable one.
 */
/* expect: uatomic_dec_if_positive: the operand is const */
/* expect-c++: uatomic_dec_if_positive: the operand is const */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int count;
#else
static const int count;
#endif

int use(void);
int use(void)
{
	return uatomic_dec_if_positive(&count);
}

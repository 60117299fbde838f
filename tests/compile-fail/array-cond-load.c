/* SPDX-License-Identifier: MIT */
/*
 * An array is no atomic operand: uatomic_cond_load(&array, ...) would
 * wait on the array's bytes as the pointer its name decays to.
 * CONTROL: the same wait on an int.
 */
/* expect: uatomic_cond_load: the operand is an array */
/* expect-c++: uatomic_cond_load: the operand is an array */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int word;
#else
static int word[1];
#endif

long use(void);
long use(void)
{
	return (long) uatomic_cond_load(&word, VAL, VAL);
}

/* SPDX-License-Identifier: MIT */
/*
 * An array is no atomic operand: uatomic_read(&array) would return the
 * array's bytes as the pointer its name decays to, even where the array
 * has an atomic size (4 bytes here).
 * CONTROL: the same read of an int.
 */
/* expect: uatomic_read: the operand is an array */
/* expect-c++: uatomic_read: the operand is an array */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int word;
#else
static int word[1];
#endif

long use(void);
long use(void)
{
	return (long) uatomic_read(&word);
}

/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_min() writes its operand: on a const object it is one
 * error that names the operation and the const.
 * CONTROL: the same code on a non-const object.
 */
/* expect: uatomic_fetch_min: the operand is const */
/* expect-c++: uatomic_fetch_min: the operand is const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int level;
#else
static const int level = 1;
#endif

int use(void);
int use(void)
{
	return uatomic_fetch_min(&level, 2);
}

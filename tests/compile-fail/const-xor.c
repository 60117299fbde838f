/* SPDX-License-Identifier: MIT */
/*
 * uatomic_xor() writes its operand: on a const object it is one error
 * that names the operation and the const.
 * CONTROL: the same code on a non-const object.
 */
/* expect: uatomic_xor: the operand is const */
/* expect-c++: uatomic_xor: the operand is const */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
static int mask;
#else
static const int mask = 1;
#endif

void use(void);
void use(void)
{
	uatomic_xor(&mask, 2);
}

/* SPDX-License-Identifier: MIT */
/*
 * uatomic_load(0, mo): an integer is no address.  One compile-time error
 * naming the operation (contract §4), in C (0 taken as NULL) as in C++,
 * not one about *0 for each place the operand is used.
 * CONTROL: the address of an int.
 */
/* expect: uatomic_load: the address points to void */
/* expect-c++: uatomic_load: the address is not a pointer (in C++, NULL and 0 are integers) */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

static int counter;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_load(&counter, CMM_ACQUIRE);
#else
	(void) counter;
	return uatomic_load(0, CMM_ACQUIRE);
#endif
}

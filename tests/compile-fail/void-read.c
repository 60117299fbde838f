/* SPDX-License-Identifier: MIT */
/*
 * uatomic_read(NULL) reads no operand: one compile-time error naming the
 * operation and saying the address points to void (contract §4), not an
 * error about a union member declared void; in C++, where NULL is an
 * integer, that the address is no pointer, not hundreds of lines about
 * *NULL.
 * CONTROL: the same code with the address of an int.
 */
/* expect: uatomic_read: the address points to void */
/* expect-c++: uatomic_read: the address is not a pointer (in C++, NULL and 0 are integers) */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

static int counter;

int use(void);
int use(void)
{
#ifdef CONTROL
	return uatomic_read(&counter);
#else
	(void) counter;
	return uatomic_read(NULL);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_or(&a, 1) on an array a would act on the pointer its
 * name decays to: rejected.
 * CONTROL: the same fetch_or on an unsigned int.
 */
/* expect: uatomic_fetch_or: the operand is an array */
/* expect-c++: uatomic_fetch_or: the operand is an array */
#include <urcu/uatomic.h>

#ifdef CONTROL
static unsigned int a;
#else
static char a[4];
#endif

void use(void);
void use(void)
{
	(void) uatomic_fetch_or(&a, 1);
}

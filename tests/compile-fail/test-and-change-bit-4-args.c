/* SPDX-License-Identifier: MIT */
/*
 * uatomic_test_and_change_bit() takes (addr, nr) or (addr, nr, mo): a
 * fourth argument is an error saying so.
 * CONTROL: the same call with three arguments.
 */
/* expect: uatomic_test_and_change_bit takes (addr, nr) or (addr, nr, mo) */
/* expect-c++: uatomic_test_and_change_bit takes (addr, nr) or (addr, nr, mo) */
#include <urcu/uatomic.h>

int use(unsigned int *p);
int use(unsigned int *p)
{
#ifdef CONTROL
	return uatomic_test_and_change_bit(p, 1, CMM_RELAXED);
#else
	return uatomic_test_and_change_bit(p, 1, CMM_RELAXED, CMM_RELAXED);
#endif
}

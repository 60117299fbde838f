/* SPDX-License-Identifier: MIT */
/*
 * An order that is no enum cmm_memorder value, (enum cmm_memorder) 42,
 * is a compile-time error (contract §3).
 * CONTROL: the same load with (enum cmm_memorder) 2, CMM_ACQUIRE.
 */
/* expect: uatomic_load: memory order is not an enum cmm_memorder value */
/* expect-c++: uatomic_load: memory order is not an enum cmm_memorder value */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_load(p, (enum cmm_memorder) 2);
#else
	return uatomic_load(p, (enum cmm_memorder) 42);
#endif
}

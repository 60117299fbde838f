/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg(addr, old, new, mo): the failure order is mo without
 * its release part, so CMM_RELEASE alone is accepted (failure relaxed)
 * and an order that is no order at all is still rejected.
 * CONTROL: CMM_RELEASE as the one order compiles.
 */
/* expect: uatomic_cmpxchg: memory order is not an enum cmm_memorder value */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cmpxchg(p, 0, 1, CMM_RELEASE);
#else
	return uatomic_cmpxchg(p, 0, 1, (enum cmm_memorder) 9);
#endif
}

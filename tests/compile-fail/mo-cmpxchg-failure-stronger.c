/* SPDX-License-Identifier: MIT */
/*
 * A cmpxchg failure order stronger than its success order, here
 * (CMM_RELAXED, CMM_ACQUIRE), is a compile-time error (contract §3).
 * CONTROL: the same cmpxchg with (CMM_ACQUIRE, CMM_ACQUIRE).
 */
/* expect: uatomic_cmpxchg: the failure order is stronger than the success order */
/* expect-c++: uatomic_cmpxchg: the failure order is stronger than the success order */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cmpxchg_mo(p, 0, 1, CMM_ACQUIRE, CMM_ACQUIRE);
#else
	return uatomic_cmpxchg_mo(p, 0, 1, CMM_RELAXED, CMM_ACQUIRE);
#endif
}

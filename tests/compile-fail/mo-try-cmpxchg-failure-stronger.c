/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg_mo() checks its orders as uatomic_cmpxchg_mo()
 * does: a failure order stronger than the success order, here
 * (CMM_RELEASE, CMM_ACQUIRE), is a compile-time error (contract §3).
 * CONTROL: the same call with (CMM_ACQ_REL, CMM_ACQUIRE).
 */
/* expect: uatomic_try_cmpxchg: the failure order is stronger than the success order */
/* expect-c++: uatomic_try_cmpxchg: the failure order is stronger than the success order */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
	int expected = 0;

#ifdef CONTROL
	return uatomic_try_cmpxchg_mo(p, &expected, 1, CMM_ACQ_REL,
				      CMM_ACQUIRE);
#else
	return uatomic_try_cmpxchg_mo(p, &expected, 1, CMM_RELEASE,
				      CMM_ACQUIRE);
#endif
}

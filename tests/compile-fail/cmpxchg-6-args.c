/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg() takes (addr, old, new), then optionally the success
 * and the failure orders: a sixth argument is an error that names the
 * rule.
 * CONTROL: the same cmpxchg with both orders.
 */
/* expect: uatomic_cmpxchg takes (addr, old, new), (addr, old, new, mo) or (addr, old, new, mo_success, mo_failure) */
/* expect-c++: uatomic_cmpxchg takes (addr, old, new), (addr, old, new, mo) or (addr, old, new, mo_success, mo_failure) */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_cmpxchg(p, 0, 1, CMM_ACQ_REL, CMM_ACQUIRE);
#else
	return uatomic_cmpxchg(p, 0, 1, CMM_ACQ_REL, CMM_ACQUIRE, CMM_RELAXED);
#endif
}

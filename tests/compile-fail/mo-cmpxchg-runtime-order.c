/* SPDX-License-Identifier: MIT */
/*
 * Only constant memory orders are checked at compile time (contract §3): the
 * constant (CMM_RELAXED, CMM_ACQUIRE) cmpxchg is an error, and the CONTROL
 * version, the same cmpxchg with orders known only at run time, must
 * compile (at the build's optimisation level).
 */
/* expect: uatomic_cmpxchg: the failure order is stronger than the success order */
/* expect-c++: uatomic_cmpxchg: the failure order is stronger than the success order */
#include <urcu/uatomic.h>

int use(int *p, enum cmm_memorder success, enum cmm_memorder failure);
int use(int *p, enum cmm_memorder success, enum cmm_memorder failure)
{
#ifdef CONTROL
	return uatomic_cmpxchg_mo(p, 0, 1, success, failure);
#else
	(void) success;
	(void) failure;
	return uatomic_cmpxchg_mo(p, 0, 1, CMM_RELAXED, CMM_ACQUIRE);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * One past the last memory order, (enum cmm_memorder) 7, is rejected on
 * fetch_max too (contract §3).
 * CONTROL: the same fetch_max with (enum cmm_memorder) 6,
 * CMM_SEQ_CST_FENCE.
 */
/* expect: uatomic_fetch_max: memory order is not an enum cmm_memorder value */
/* expect-c++: uatomic_fetch_max: memory order is not an enum cmm_memorder value */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	return uatomic_fetch_max_mo(p, 1, (enum cmm_memorder) 6);
#else
	return uatomic_fetch_max_mo(p, 1, (enum cmm_memorder) 7);
#endif
}

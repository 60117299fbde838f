/* SPDX-License-Identifier: MIT */
/*
 * One past the last memory order, (enum cmm_memorder) 7, is rejected on
 * a read-modify-write too (contract §3).
 * CONTROL: the same add with (enum cmm_memorder) 6, CMM_SEQ_CST_FENCE.
 */
/* expect: uatomic_add: memory order is not an enum cmm_memorder value */
/* expect-c++: uatomic_add: memory order is not an enum cmm_memorder value */
#include <urcu/uatomic.h>

int use(int *p);
int use(int *p)
{
#ifdef CONTROL
	uatomic_add_mo(p, 1, (enum cmm_memorder) 6);
#else
	uatomic_add_mo(p, 1, (enum cmm_memorder) 7);
#endif
	return 0;
}

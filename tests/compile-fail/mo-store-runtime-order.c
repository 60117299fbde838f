/* SPDX-License-Identifier: MIT */
/*
 * Only a constant memory order is checked at compile time (contract §3): the
 * constant CMM_ACQUIRE store is an error, and the CONTROL version, the
 * same store with an order known only at run time, must compile (at the
 * build's optimisation level, where __builtin_constant_p() is folded late).
 */
/* expect: uatomic_store: CMM_ACQUIRE is not a valid order for a store */
/* expect-c++: uatomic_store: CMM_ACQUIRE is not a valid order for a store */
#include <urcu/uatomic.h>

void use(int *p, enum cmm_memorder mo);
void use(int *p, enum cmm_memorder mo)
{
#ifdef CONTROL
	uatomic_store(p, 1, mo);
#else
	uatomic_store(p, 1, CMM_ACQUIRE);
	(void) mo;
#endif
}

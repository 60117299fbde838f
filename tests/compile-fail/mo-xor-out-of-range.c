/* SPDX-License-Identifier: MIT */
/*
 * A memory order below the first, (enum cmm_memorder) -1, is rejected on
 * uatomic_xor(addr, v, mo) (contract §3).
 * CONTROL: the same xor with (enum cmm_memorder) 0, CMM_RELAXED.
 */
/* expect: uatomic_xor: memory order is not an enum cmm_memorder value */
/* expect-c++: uatomic_xor: memory order is not an enum cmm_memorder value */
#include <urcu/uatomic.h>

void use(unsigned int *p);
void use(unsigned int *p)
{
#ifdef CONTROL
	uatomic_xor(p, 1, (enum cmm_memorder) 0);
#else
	uatomic_xor(p, 1, (enum cmm_memorder) -1);
#endif
}

/* SPDX-License-Identifier: MIT */
/*
 * uatomic_try_cmpxchg_dword() with two arguments is a compile-time error
 * that says what it takes (contract §4).  CONTROL: three.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_try_cmpxchg_dword takes (addr, expected, new), (addr, expected, new, mo) or (addr, expected, new, mo_success, mo_failure) */
/* expect-c++: uatomic_try_cmpxchg_dword takes (addr, expected, new) */
#include <stdint.h>
#include <urcu/uatomic.h>

struct head {
	uint64_t a, b;
} __attribute__((aligned(16)));

int use(struct head *p, struct head *expected, struct head new_val);
int use(struct head *p, struct head *expected, struct head new_val)
{
#ifdef CONTROL
	return uatomic_try_cmpxchg_dword(p, expected, new_val);
#else
	(void) new_val;
	return uatomic_try_cmpxchg_dword(p, expected);
#endif
}

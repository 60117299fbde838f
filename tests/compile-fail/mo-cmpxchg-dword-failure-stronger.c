/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg_dword_mo() with a failure order stronger than the
 * success order is a compile-time error (contract §3).  CONTROL: the
 * failure order no stronger.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_cmpxchg_dword: the failure order is stronger than the success order */
/* expect-c++: uatomic_cmpxchg_dword: the failure order is stronger than the success order */
#include <stdint.h>
#include <urcu/uatomic.h>

struct head {
	uint64_t a, b;
} __attribute__((aligned(16)));

#ifdef CONTROL
# define FAILURE	CMM_RELAXED
#else
# define FAILURE	CMM_ACQUIRE
#endif

struct head use(struct head *p, struct head old, struct head new_val);
struct head use(struct head *p, struct head old, struct head new_val)
{
	return uatomic_cmpxchg_dword_mo(p, old, new_val, CMM_RELEASE,
					FAILURE);
}

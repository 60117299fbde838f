/* SPDX-License-Identifier: MIT */
/*
 * On a target without UATOMIC_HAS_ATOMIC_DWORD,
 * uatomic_try_cmpxchg_dword() is a compile-time error naming the
 * operation (contract §4).  Skipped where the target has it (there it
 * must compile).  CONTROL: uatomic_try_cmpxchg() on a word.
 */
/* requires-missing: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_try_cmpxchg_dword: 16-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_DWORD) */
/* expect-c++: uatomic_try_cmpxchg_dword: 16-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_DWORD) */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

struct head {
	uint64_t a, b;
} __attribute__((aligned(16)));

int use(struct head *p, struct head *expected, struct head new_val,
	long *w, long *we);
int use(struct head *p, struct head *expected, struct head new_val,
	long *w, long *we)
{
#ifdef CONTROL
	(void) p;
	(void) expected;
	(void) new_val;
	return uatomic_try_cmpxchg(w, we, 1L);
#else
	(void) w;
	(void) we;
	return uatomic_try_cmpxchg_dword(p, expected, new_val);
#endif
}

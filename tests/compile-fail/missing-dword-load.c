/* SPDX-License-Identifier: MIT */
/*
 * On a target without UATOMIC_HAS_ATOMIC_DWORD, uatomic_load_dword() is
 * a compile-time error naming the operation (contract §4).  Skipped where
 * the target has it (there it must compile).  CONTROL: uatomic_load() of
 * a word.
 */
/* requires-missing: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_load_dword: 16-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_DWORD) */
/* expect-c++: uatomic_load_dword: 16-byte operands are not atomic on this target (no UATOMIC_HAS_ATOMIC_DWORD) */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

struct head {
	uint64_t a, b;
} __attribute__((aligned(16)));

long use(struct head *p, long *w);
long use(struct head *p, long *w)
{
#ifdef CONTROL
	(void) p;
	return uatomic_load(w);
#else
	(void) w;
	return (long) uatomic_load_dword(p).a;
#endif
}

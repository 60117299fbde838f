/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cmpxchg_dword() on a struct of two words that is not 16-byte
 * aligned is a compile-time error that says how to align it (contract
 * §4): the instructions fault, or are not atomic, on a misaligned
 * quadword.  CONTROL: the same struct declared aligned(16).
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_cmpxchg_dword: the type of the operand is not 16-byte aligned (declare it __attribute__((aligned(16)))) */
/* expect-c++: uatomic_cmpxchg_dword: the type of the operand is not 16-byte aligned */
/* expect-errors: 1 */
#include <stdint.h>
#include <urcu/uatomic.h>

#ifdef CONTROL
# define ALIGNED	__attribute__((aligned(16)))
#else
# define ALIGNED
#endif

struct head {
	void *ptr;
	uintptr_t gen;
#if UINTPTR_MAX == 0xffffffffu
	uint64_t pad;
#endif
} ALIGNED;

void use(struct head *p, struct head old, struct head new_val);
void use(struct head *p, struct head old, struct head new_val)
{
	(void) uatomic_cmpxchg_dword(p, old, new_val);
}

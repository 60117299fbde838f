/* SPDX-License-Identifier: MIT */
/*
 * A compare-and-swap on a type with padding bytes would compare them
 * too (contract §4): a long double (x87's 80 bits in 16 bytes; the
 * double-width compare-and-swap takes its size) is rejected, and in C++
 * so is a struct that is not all members
 * (std::has_unique_object_representations), which C cannot see.
 * CONTROL: an unsigned __int128, and a struct of two shorts.
 */
/* requires: UATOMIC_HAS_ATOMIC_DWORD */
/* expect: uatomic_cmpxchg_dword: the operand type has padding bytes, which the comparison would compare */
/* expect-c++: uatomic_cmpxchg: the operand type has padding bytes, which the comparison would compare */
/* expect-errors: 1 */
#include <urcu/uatomic.h>

#ifdef CONTROL
__extension__ typedef unsigned __int128 wide_t __attribute__((aligned(16)));
struct narrow {
	short c;
	short s;
};
#else
typedef long double wide_t __attribute__((aligned(16)));
struct narrow {
	char c;		/* then a byte of padding */
	short s;
};
#endif

void use(wide_t *p, wide_t old, wide_t new_val, struct narrow *q,
	 struct narrow o, struct narrow n);
void use(wide_t *p, wide_t old, wide_t new_val, struct narrow *q,
	 struct narrow o, struct narrow n)
{
#ifndef __cplusplus
	(void) q;
	(void) o;
	(void) n;
#endif
#ifdef __cplusplus
	(void) p;
	(void) old;
	(void) new_val;
	(void) uatomic_cmpxchg(q, o, n);
#else
	(void) uatomic_cmpxchg_dword(p, old, new_val);
#endif
}

// SPDX-License-Identifier: MIT
/*
 * tests/unit/padding.c - a compare-and-swap compares by value a struct
 * operand whose padding bytes held anything (contract §4): GCC 11 and
 * later clear the padding of every value an operation is given, so a
 * struct written through uatomic operations has zero padding, and an old
 * value equal in its members matches it whatever its own padding held.
 * Without the clearing, uatomic_cmpxchg() failed while returning a value
 * equal in every member to the old one.  Where the compiler cannot clear
 * padding (clang in C), the test says so and is skipped.
 */
#include <string.h>
#include <urcu/uatomic.h>
#include "test.h"

struct padded {
	char c;		/* then one byte of padding */
	short s;
};

/* A struct padded whose padding byte holds @junk. */
static struct padded make(char c, short s, int junk)
{
	struct padded v;

	memset(&v, junk, sizeof(v));
	v.c = c;
	v.s = s;
	return v;
}

static struct padded shared;

int main(void)
{
#if defined(__clang__) || !defined(__GNUC__) || __GNUC__ < 11
	note("padding: the compiler cannot clear padding in C: not run");
#else
	struct padded r, e;

	uatomic_set(&shared, make(1, 2, 0xff));
	r = uatomic_cmpxchg(&shared, make(1, 2, 0xaa), make(3, 4, 0x55));
	check(r.c == 1 && r.s == 2 && shared.c == 3 && shared.s == 4,
	      "padding: uatomic_cmpxchg of a struct with padding stores "
	      "when the members equal the old value's (found %d %d, "
	      "now %d %d)", r.c, r.s, shared.c, shared.s);

	e = make(3, 4, 0x11);
	check(uatomic_try_cmpxchg(&shared, &e, make(5, 6, 0x22)) &&
	      shared.c == 5 && shared.s == 6,
	      "padding: uatomic_try_cmpxchg of a struct with padding stores "
	      "when the members equal the expected value's");

	(void) uatomic_xchg(&shared, make(7, 8, 0x33));
	e = make(7, 8, 0x44);
	check(uatomic_try_cmpxchg(&shared, &e, make(9, 10, 0x66)) &&
	      shared.c == 9,
	      "padding: a struct stored by uatomic_xchg compares by its "
	      "members");
#endif
	return test_exit();
}

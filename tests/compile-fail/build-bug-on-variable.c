/* SPDX-License-Identifier: MIT */
/*
 * CAA_BUILD_BUG_ON() of a condition that is not a constant does not
 * compile, as in liburcu: a check that cannot be made at compile time is
 * a mistake, not a silent pass.
 * CONTROL: the same check of a constant condition.
 */
/* expect: __caa_build_bug_on */
/* expect-clang: expression is not an integer constant expression */
/* expect-c++: is not a constant expression */
#include <urcu/compiler.h>

int use(int n);
int use(int n)
{
#ifdef CONTROL
	CAA_BUILD_BUG_ON(sizeof(n) < 2);
#else
	CAA_BUILD_BUG_ON(n > 1);
#endif
	return n;
}

/* SPDX-License-Identifier: MIT */
/*
 * CAA_BUILD_BUG_ON() of a true constant condition does not compile, and
 * the message names the check.
 * CONTROL: the same check of a false condition.
 */
/* expect: __caa_build_bug_on */
/* expect-c++: __caa_build_bug_on< */
#include <urcu/compiler.h>

int use(int n);
int use(int n)
{
#ifdef CONTROL
	CAA_BUILD_BUG_ON(sizeof(n) < 2);
#else
	CAA_BUILD_BUG_ON(sizeof(n) >= 2);
#endif
	return n;
}

// SPDX-License-Identifier: MIT
/*
 * tests/user-build/headers-only.c - a user's program that takes uatomic's
 * headers alone (Meson's uatomic-headers, CMake's uatomic::headers): the
 * operations are inline, no library function is called, and it prints
 * "user-build: ok" when each result is right.
 */
#include <stdio.h>
#include <urcu/uatomic.h>

static unsigned int counter;
static long flags;

int main(void)
{
	int failures = 0;

	uatomic_add(&counter, 3);
	failures += uatomic_add_return(&counter, 2) != 5;
	failures += uatomic_cmpxchg(&flags, 0, 4) != 0;
	uatomic_or(&flags, 1);
	failures += uatomic_read(&flags) != 5;
	printf("user-build: %s (headers only)\n", failures ? "FAIL" : "ok");
	return failures != 0;
}

// SPDX-License-Identifier: MIT
/*
 * tests/user-build/app.c - a user's program, built by tests/user-build
 * from an installed uatomic only (a plain Makefile with pkg-config, a
 * CMake project, a Meson project): for Linux, and as a firmware image
 * for a board.  It uses the operations the way an application or an
 * interrupt-driven firmware does, and prints "user-build: ok" when each
 * result is right.
 */
#include <stdio.h>
#include <urcu/arch.h>
#include <urcu/system.h>
#include <urcu/uatomic.h>

static unsigned long events;
static int state;
static void *slot;
static unsigned int ring[8];
static unsigned int ring_head;

int main(void)
{
	int failures = 0;
	unsigned int i;

	for (i = 0; i < 10; i++)
		uatomic_inc(&events);
	failures += uatomic_add_return(&events, 5) != 15;
	failures += uatomic_cmpxchg(&state, 0, 1) != 0;
	failures += uatomic_cmpxchg(&state, 0, 2) != 1;
	failures += uatomic_xchg(&slot, &state) != NULL;
	failures += uatomic_load(&slot, CMM_ACQUIRE) != &state;
	for (i = 0; i < 12; i++) {
		unsigned int head = CMM_LOAD_SHARED(ring_head);

		ring[head % 8] = i;
		cmm_smp_wmb();
		CMM_STORE_SHARED(ring_head, head + 1);
	}
	failures += CMM_LOAD_SHARED(ring_head) != 12 || ring[11 % 8] != 11;
	printf("user-build: %s (%s)\n", failures ? "FAIL" : "ok",
	       uatomic_build_config());
	return failures != 0;
}

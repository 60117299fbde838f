// SPDX-License-Identifier: MIT
/*
 * tests/firmware/baseline.c - the same image as all-ops.c without any
 * atomic operation: the C library, start-up code and test harness that
 * every image carries, which "make size" subtracts.
 */
#include "test.h"

int main(void)
{
	check(1, "baseline: an image without uatomic starts and exits");
	return test_exit();
}

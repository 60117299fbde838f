/* SPDX-License-Identifier: MIT */
/*
 * tests/include/test.h - the little harness every test program uses.
 * Each check prints "PASS: name" or "FAIL: name (why)", or "SKIP: name
 * (why)" when the run could not see it; scripts/run-tests.sh counts those
 * lines.  A program exits non-zero when a check failed.
 */
#ifndef _UATOMIC_TEST_H
#define _UATOMIC_TEST_H

#include <stdio.h>
#include <stdlib.h>

static int test_failures;

/* One promised behaviour: @cond must hold (evaluated once). */
#define check(cond, ...)						\
	do {								\
		int check_ok_ = !!(cond);				\
									\
		printf(check_ok_ ? "PASS: " : "FAIL: ");		\
		printf(__VA_ARGS__);					\
		if (!check_ok_) {					\
			test_failures++;				\
			printf(" (%s:%d: %s)", __FILE__, __LINE__, #cond); \
		}							\
		printf("\n");						\
	} while (0)

/* One line that scripts/run-tests.sh reads by its @tag. */
#define test_line(tag, ...)						\
	do {								\
		printf(tag);						\
		printf(__VA_ARGS__);					\
		printf("\n");						\
	} while (0)

/*
 * A promised behaviour this run could not see (the emulator or the
 * machine hid it): scripts/run-tests.sh counts it as skipped, never as
 * passed.
 */
#define skip(...)	test_line("SKIP: ", __VA_ARGS__)

/* Informational output that is neither a pass nor a failure. */
#define note(...)	test_line("NOTE: ", __VA_ARGS__)

/* @v as the compiler cannot know it: a value known at run time only (no
 * constant folding, no compile-time check of it). */
static inline int run_time(int v)
{
	volatile int x = v;

	return x;
}

static inline int test_exit(void)
{
	fflush(stdout);
	return test_failures ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif /* _UATOMIC_TEST_H */

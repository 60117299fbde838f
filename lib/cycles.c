// SPDX-License-Identifier: MIT
/*
 * lib/cycles.c - caa_get_cycles() for targets without a cycle counter of
 * their own: nanoseconds of CLOCK_MONOTONIC on Linux, 0 elsewhere.
 */
#define _POSIX_C_SOURCE 200809L
#include <urcu/arch.h>

#ifdef UATOMIC_CONFIG_PLATFORM_LINUX
#include <time.h>

caa_cycles_t __caa_get_cycles_fallback(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts))
		return 0;
	return (caa_cycles_t) ts.tv_sec * 1000000000u + (caa_cycles_t) ts.tv_nsec;
}
#else
caa_cycles_t __caa_get_cycles_fallback(void)
{
	return 0;
}
#endif

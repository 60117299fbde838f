// SPDX-License-Identifier: MIT
/*
 * tests/user-build/kconfig-app.c - compiled with the autoconf.h of the
 * project of tests/user-build/Kconfig: the UATOMIC_* symbols the project
 * sees say what the installed headers say, and its own symbols are
 * there beside them.
 */
#include <urcu/uatomic.h>

#ifndef CONFIG_APP_SHARED_COUNTERS
# error "the project's symbol depending on UATOMIC is not set"
#endif
#ifndef CONFIG_SMP
# error "the project's own SMP is not set"
#endif
#if defined(CONFIG_UATOMIC_SMP) != defined(UATOMIC_CONFIG_SMP)
# error "CONFIG_UATOMIC_SMP and the installed UATOMIC_CONFIG_SMP differ"
#endif
#if defined(CONFIG_UATOMIC_PLATFORM_BAREMETAL) != \
	defined(UATOMIC_CONFIG_PLATFORM_BAREMETAL)
# error "CONFIG_UATOMIC_PLATFORM_BAREMETAL and the installed header differ"
#endif
#if CONFIG_UATOMIC_CACHE_LINE_SIZE != UATOMIC_CONFIG_CACHE_LINE_SIZE
# error "CONFIG_UATOMIC_CACHE_LINE_SIZE and the installed header differ"
#endif

int app_counter;

void app_count(void)
{
	uatomic_inc(&app_counter);
}

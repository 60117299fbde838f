// SPDX-License-Identifier: MIT
/*
 * lib/build-config.c - uatomic_build_config(): the configuration this
 * library was built with, as one line, so that a program (or a bug report)
 * can say which target, implementation, SMP and TLS mode it runs on.
 */
#include <urcu/uatomic.h>

#define STR2(x)	#x
#define STR(x)	STR2(x)

#ifdef UATOMIC_CONFIG_IMPL_BUILTINS
# define IMPL	"compiler builtins"
#else
# define IMPL	"hand-written asm"
#endif

#ifdef UATOMIC_CONFIG_SMP
# define SMP	"SMP"
#else
# define SMP	"uniprocessor"
#endif

#if defined(UATOMIC_CONFIG_TLS_COMPILER)
# define TLS	"__thread"
#elif defined(UATOMIC_CONFIG_TLS_PTHREAD_KEYS)
# define TLS	"POSIX keys"
#else
# define TLS	"none"
#endif

const char *uatomic_build_config(void)
{
	return UATOMIC_CONFIG_ARCH_NAME ", " IMPL ", " SMP ", TLS " TLS
		", cache line " STR(CAA_CACHE_LINE_SIZE);
}

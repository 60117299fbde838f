/* SPDX-License-Identifier: MIT */
/*
 * urcu/tls-compat.h - thread-local variables: DEFINE_URCU_TLS(),
 * DEFINE_URCU_TLS_INIT(), DECLARE_URCU_TLS() and URCU_TLS(), an lvalue.
 * The build's TLS mode picks the implementation: the compiler's __thread,
 * POSIX thread-specific keys (one block per thread, freed at thread exit),
 * or plain globals for single-threaded firmware.
 */
#ifndef _URCU_TLS_COMPAT_H
#define _URCU_TLS_COMPAT_H

#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>

#if defined(UATOMIC_CONFIG_TLS_COMPILER)

# define DECLARE_URCU_TLS(type, name)	extern __thread __typeof__(type) name
# define DEFINE_URCU_TLS(type, name)	__thread __typeof__(type) name
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	__thread __typeof__(type) name = __VA_ARGS__
# define URCU_TLS(name)			(name)

#elif defined(UATOMIC_CONFIG_TLS_PTHREAD_KEYS)

# include <pthread.h>

# ifdef __cplusplus
extern "C" {
# endif
/* lib/tls.c: the slow paths, which report any failure by name and abort. */
void __urcu_tls_key_create(pthread_key_t *key, const char *name);
void *__urcu_tls_alloc(pthread_key_t key, size_t size, const void *init,
		       const char *name);
/*
 * A thread's block starts with lib/tls.c's bookkeeping (what its key's
 * destructor needs); the variable follows, this many bytes in, aligned as
 * malloc aligns.  The key holds the start of the block.
 */
# define __URCU_TLS_BLOCK_OFFSET	16
# ifdef __cplusplus
}
# endif

/*
 * Each variable is an accessor function returning this thread's block; the
 * block is allocated (and set from the initial value) on first use and
 * freed when the thread exits, after the last round of key destructors
 * (see lib/tls.c).  The first declaration takes a leading
 * "static", so that "static DEFINE_URCU_TLS(...)" works.
 */
# define DECLARE_URCU_TLS(type, name)					\
	__typeof__(type) *__urcu_tls_access_##name(void)

# define __URCU_TLS_BODY(type, name, init_ptr)				\
	static pthread_key_t __urcu_tls_key_##name;			\
	static pthread_once_t __urcu_tls_once_##name = PTHREAD_ONCE_INIT; \
	static void __urcu_tls_init_##name(void)			\
	{								\
		__urcu_tls_key_create(&__urcu_tls_key_##name, #name);	\
	}								\
	__typeof__(type) *__urcu_tls_access_##name(void)		\
	{								\
		void *__p;						\
									\
		(void) pthread_once(&__urcu_tls_once_##name,		\
				    __urcu_tls_init_##name);		\
		__p = pthread_getspecific(__urcu_tls_key_##name);	\
		if (caa_unlikely(!__p))					\
			__p = __urcu_tls_alloc(__urcu_tls_key_##name,	\
					       sizeof(type), init_ptr, #name); \
		else							\
			__p = (char *) __p + __URCU_TLS_BLOCK_OFFSET;	\
		return (__typeof__(type) *) __p;			\
	}								\
	extern int __urcu_tls_defined_##name

# define DEFINE_URCU_TLS(type, name)					\
	DECLARE_URCU_TLS(type, name);					\
	__URCU_TLS_BODY(type, name, NULL)
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	DECLARE_URCU_TLS(type, name);					\
	static const __typeof__(type) __urcu_tls_initval_##name = __VA_ARGS__; \
	__URCU_TLS_BODY(type, name, &__urcu_tls_initval_##name)
# define URCU_TLS(name)			(*__urcu_tls_access_##name())

#elif defined(UATOMIC_CONFIG_TLS_NONE)

/* Single-threaded firmware: one copy for the one thread. */
# define DECLARE_URCU_TLS(type, name)	extern __typeof__(type) name
# define DEFINE_URCU_TLS(type, name)	__typeof__(type) name
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	__typeof__(type) name = __VA_ARGS__
# define URCU_TLS(name)			(name)

#else
# error "urcu/tls-compat.h: urcu/uatomic-config.h names no TLS mode (UATOMIC_CONFIG_TLS_*)"
#endif

/*
 * liburcu's name for the storage class its compiler-TLS mode declares
 * variables with; like liburcu, defined in that mode only.
 */
#if defined(UATOMIC_CONFIG_TLS_COMPILER) && !defined(URCU_TLS_STORAGE_CLASS)
# define URCU_TLS_STORAGE_CLASS	__thread
#endif

#endif /* _URCU_TLS_COMPAT_H */

/* SPDX-License-Identifier: MIT */
/*
 * urcu/tls-compat.h - thread-local variables: DEFINE_URCU_TLS(),
 * DEFINE_URCU_TLS_INIT(), DECLARE_URCU_TLS() and URCU_TLS(), an lvalue.
 * The build's TLS mode picks the implementation: the compiler's __thread,
 * POSIX thread-specific keys (one block per thread, freed at thread exit),
 * or plain globals for single-threaded firmware.  As in liburcu,
 * DECLARE_URCU_TLS() carries no storage class, in every mode: a header
 * says "extern DECLARE_URCU_TLS(type, name);", a file-local variable is
 * "static DEFINE_URCU_TLS(type, name);".
 */
#ifndef _URCU_TLS_COMPAT_H
#define _URCU_TLS_COMPAT_H

#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>

/*
 * C++: a thread's copy starts as the zero bytes (or the initial value's
 * bytes) the POSIX-key mode copies into a new block, and no destructor
 * runs at thread exit: no constructor, virtual function or member
 * initializer, no destructor, in every mode alike (__thread rejects them
 * too, in its own words), so that a program builds in one mode exactly
 * when it builds in the others.  __URCU_TLS_CHECK() follows the
 * definition, whose first declaration takes the user's storage class;
 * the user's ";" ends it.
 */
#ifdef __cplusplus
# define __URCU_TLS_CHECK_TYPE(type, init)				\
	static_assert(init ||						\
		std::is_trivially_default_constructible<__typeof__(type)>::value, \
		"DEFINE_URCU_TLS: the type must be trivially default-"	\
		"constructible (no constructor, virtual function or member " \
		"initializer): a thread's copy starts as zero bytes");	\
	static_assert(!init ||						\
		std::is_trivially_copyable<__typeof__(type)>::value,	\
		"DEFINE_URCU_TLS_INIT: the type must be trivially copyable " \
		"(no virtual function, no copy constructor): a thread's "	\
		"copy starts as the initial value's bytes");		\
	static_assert(std::is_trivially_destructible<__typeof__(type)>::value, \
		"DEFINE_URCU_TLS: the type must be trivially destructible: " \
		"no destructor runs at thread exit")
# define __URCU_TLS_CHECK(type, init)	; __URCU_TLS_CHECK_TYPE(type, init)
#else
# define __URCU_TLS_CHECK(type, init)
#endif

#if defined(UATOMIC_CONFIG_TLS_COMPILER)

# define DECLARE_URCU_TLS(type, name)	__thread __typeof__(type) name
# define DEFINE_URCU_TLS(type, name)					\
	__thread __typeof__(type) name __URCU_TLS_CHECK(type, 0)
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	__thread __typeof__(type) name = __VA_ARGS__ __URCU_TLS_CHECK(type, 1)
# define URCU_TLS(name)			(name)

#elif defined(UATOMIC_CONFIG_TLS_PTHREAD_KEYS)

/*
 * POSIX thread-specific keys, header-only (nothing to link but -pthread):
 * each variable is an accessor function returning this thread's copy,
 * allocated on first use and freed at thread exit.  Why each piece is as
 * it is (alignment, destructor rounds, dlclose, signal handlers) is told
 * in Documentation/reliability.md, "The POSIX-key TLS mode".
 */
# include <dlfcn.h>
# include <errno.h>
# include <limits.h>
# include <pthread.h>
# include <stdint.h>
# include <stdio.h>
# include <stdlib.h>
# include <string.h>

# ifdef __cplusplus
extern "C" {
# endif

/* The rounds of key destructors the C library runs at thread exit. */
# ifdef PTHREAD_DESTRUCTOR_ITERATIONS
#  define __URCU_TLS_EXIT_ROUNDS	PTHREAD_DESTRUCTOR_ITERATIONS
# else
#  define __URCU_TLS_EXIT_ROUNDS	4	/* the POSIX minimum */
# endif

/*
 * The key's value once the block is freed in the last round: a read then
 * would otherwise get a new zeroed block, silently.  Any value the fast
 * path sees at or below it takes the slow path.
 */
# define __URCU_TLS_GONE		((void *) 1)

/*
 * A thread's block, which the key holds: this head (what the key's
 * destructor needs), then the copy, __URCU_TLS_OFFSET(type) bytes in.
 * The block is aligned to the larger of the two alignments, so the copy
 * is aligned as its type asks (malloc aligns only to max_align_t).
 */
struct __urcu_tls_head {
	const char *name;
	pthread_key_t key;
	unsigned int exit_rounds;	/* destructor calls so far */
};

# define __URCU_TLS_OFFSET(type)					\
	((sizeof(struct __urcu_tls_head) + __alignof__(type) - 1) /	\
	 __alignof__(type) * __alignof__(type))

/*
 * The block's alignment: the copy's, the head's, and at least
 * posix_memalign's minimum, sizeof(void *).  A function, not a constant
 * expression: a "?:" whose arms fold to one constant (a type aligned as
 * the head is) is a -Wduplicated-branches warning in the user's build.
 */
static inline size_t __urcu_tls_block_align(size_t type_align)
{
	size_t align = __alignof__(struct __urcu_tls_head);

	if (align < sizeof(void *))
		align = sizeof(void *);
	if (align < type_align)
		align = type_align;
	return align;
}

/* What the DEFINE_URCU_TLS of one variable keeps (static storage). */
struct __urcu_tls_var {
	pthread_key_t key;
	pthread_once_t once;
	size_t size;
	size_t align;			/* __alignof__(type) */
	size_t offset;			/* __URCU_TLS_OFFSET(type) */
	const void *init;		/* NULL: zero */
	const char *name;
};

/*
 * Calls that strict ISO C modes (-std=c99) do not declare, or that
 * <dlfcn.h> declares only under _GNU_SOURCE, which a header cannot
 * define: declared here under names of our own.  The dl* ones are weak,
 * so that a static program, which has no object to unload, does not pull
 * in the dynamic loader (glibc before 2.34 needs -ldl for them, else they
 * stay NULL: see __urcu_tls_pin_object).  Dl_info has these four members
 * on every Linux C library.
 */
struct __urcu_tls_dl_info {
	const char *dli_fname;
	void *dli_fbase;
	const char *dli_sname;
	void *dli_saddr;
};
extern int __urcu_tls_posix_memalign(void **block, size_t align,
				     size_t size)
	__asm__("posix_memalign");
extern int __urcu_tls_dladdr(const void *addr,
			     struct __urcu_tls_dl_info *info)
	__asm__("dladdr") __attribute__((__weak__));
extern void *__urcu_tls_dlopen(const char *file, int mode)
	__asm__("dlopen") __attribute__((__weak__));
extern int __urcu_tls_dlclose(void *handle)
	__asm__("dlclose") __attribute__((__weak__));
extern char *__urcu_tls_dlerror(void)
	__asm__("dlerror") __attribute__((__weak__));

static inline void __attribute__((__noreturn__, __cold__))
__urcu_tls_fail(const char *name, const char *what, const char *why)
{
	fprintf(stderr, "uatomic: TLS variable '%s': %s: %s\n",
		name, what, why);
	abort();
}

static inline void __attribute__((__noreturn__, __cold__))
__urcu_tls_call_failed(const char *name, const char *call, int err)
{
	char what[64];

	snprintf(what, sizeof(what), "%s failed", call);
	__urcu_tls_fail(name, what, strerror(err));
}

/*
 * The key's destructor: at thread exit the C library calls it, in
 * rounds, as long as some destructor sets a value again, up to
 * __URCU_TLS_EXIT_ROUNDS rounds.  Another key's destructor (yours or a
 * library's) may still read the variable, as it could a __thread one: so
 * the block is set again and kept through every round but the last,
 * which frees it and leaves __URCU_TLS_GONE, so that a read after that
 * stops the program instead of getting a new zeroed copy.
 */
static inline void __urcu_tls_destroy(void *block)
{
	struct __urcu_tls_head *head = (struct __urcu_tls_head *) block;
	const char *name;
	pthread_key_t key;
	int err;

	if (block == __URCU_TLS_GONE)	/* a C library with more rounds */
		return;
	name = head->name;
	key = head->key;
	if (++head->exit_rounds < __URCU_TLS_EXIT_ROUNDS) {
		err = pthread_setspecific(key, block);
		if (err)
			__urcu_tls_call_failed(name, "pthread_setspecific "
					       "at thread exit", err);
		return;
	}
	free(block);
	err = pthread_setspecific(key, __URCU_TLS_GONE);
	if (err)
		__urcu_tls_call_failed(name, "pthread_setspecific at thread "
				       "exit", err);
}

/*
 * The destructor above is code of the object that defines the variable.
 * Were that object dlclose()d while a thread that used the variable
 * lives, the C library would call unmapped code when the thread exits,
 * and each dlopen would take a new key.  So, when the key is made, the
 * object is made RTLD_NODELETE (dlopen(3)): dlclose() leaves it loaded,
 * as glibc does for an object with pending C++ thread_local destructors,
 * and a later dlopen() finds the same key.  Nothing to do when the object
 * is the program itself (dlopen with RTLD_NOLOAD finds no object of that
 * name) or the program is static (dladdr() is absent or finds none).
 */
static inline void __urcu_tls_pin_object(const struct __urcu_tls_var *var)
{
	struct __urcu_tls_dl_info info;
	void *handle;

	if (!__urcu_tls_dladdr || !__urcu_tls_dlopen || !__urcu_tls_dlclose ||
	    !__urcu_tls_dladdr(var, &info) || !info.dli_fname)
		return;
	handle = __urcu_tls_dlopen(info.dli_fname,
				   RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
	if (handle && __urcu_tls_dlclose(handle))
		__urcu_tls_fail(var->name, "dlclose after RTLD_NODELETE failed",
				__urcu_tls_dlerror ? __urcu_tls_dlerror() :
				"(no dlerror)");
}

static inline void __urcu_tls_make_key(struct __urcu_tls_var *var)
{
	int err = pthread_key_create(&var->key, __urcu_tls_destroy);

	if (err)
		__urcu_tls_call_failed(var->name, "pthread_key_create", err);
	__urcu_tls_pin_object(var);
}

/*
 * The first use in a thread (or a read after the thread's last round of
 * key destructors): the thread's block, its copy set from the initial
 * value.  Not async-signal-safe: malloc, and pthread_setspecific, which
 * may allocate (URCU_TLS(3)).
 */
static inline void *__urcu_tls_first_use(struct __urcu_tls_var *var,
					 void *old)
{
	struct __urcu_tls_head *head;
	void *block;
	char *data;
	int err;

	if (old == __URCU_TLS_GONE)
		__urcu_tls_fail(var->name, "read by a key destructor after "
				"the thread's last round of key destructors",
				"its copy is freed (see URCU_TLS(3))");
	if (var->size > SIZE_MAX - var->offset)
		__urcu_tls_fail(var->name, "allocation of the thread's copy",
				strerror(ENOMEM));
	err = __urcu_tls_posix_memalign(&block,
					__urcu_tls_block_align(var->align),
					var->offset + var->size);
	if (err)
		__urcu_tls_call_failed(var->name, "posix_memalign", err);
	head = (struct __urcu_tls_head *) block;
	head->name = var->name;
	head->key = var->key;
	head->exit_rounds = 0;
	data = (char *) block + var->offset;
	if (var->init)
		memcpy(data, var->init, var->size);
	else
		memset(data, 0, var->size);
	err = pthread_setspecific(var->key, block);
	if (err) {
		free(block);
		__urcu_tls_call_failed(var->name, "pthread_setspecific", err);
	}
	return data;
}

/* Every use: the key made once, then this thread's copy. */
static inline void *__urcu_tls_get(struct __urcu_tls_var *var,
				   void (*make_key)(void))
{
	int err = pthread_once(&var->once, make_key);
	void *block;

	if (caa_unlikely(err))
		__urcu_tls_call_failed(var->name, "pthread_once", err);
	block = pthread_getspecific(var->key);
	if (caa_unlikely((uintptr_t) block <= (uintptr_t) __URCU_TLS_GONE))
		return __urcu_tls_first_use(var, block);
	return (char *) block + var->offset;
}

# ifdef __cplusplus
}
# endif

/*
 * The public macros take the name through one more macro, so that a
 * name which is itself a macro (liburcu's flavour maps rename variables
 * so) is expanded before it is pasted; the first declaration carries no
 * storage class, so that "static DEFINE_URCU_TLS" and "extern
 * DECLARE_URCU_TLS" work.
 */
# define __URCU_TLS_DECLARE(type, name)					\
	__typeof__(type) *__urcu_tls_access_##name(void)

# define __URCU_TLS_BODY(type, name, init_ptr)				\
	static struct __urcu_tls_var __urcu_tls_var_##name = {		\
		0, PTHREAD_ONCE_INIT, sizeof(type), __alignof__(type),	\
		__URCU_TLS_OFFSET(type),				\
		init_ptr, #name						\
	};								\
	static void __urcu_tls_make_key_##name(void)			\
	{								\
		__urcu_tls_make_key(&__urcu_tls_var_##name);		\
	}								\
	__typeof__(type) *__urcu_tls_access_##name(void)		\
	{								\
		return (__typeof__(type) *) __urcu_tls_get(		\
			&__urcu_tls_var_##name, __urcu_tls_make_key_##name); \
	}								\
	extern int __urcu_tls_defined_##name

# define __URCU_TLS_DEFINE(type, name)					\
	__URCU_TLS_DECLARE(type, name) __URCU_TLS_CHECK(type, 0);	\
	__URCU_TLS_BODY(type, name, NULL)
# define __URCU_TLS_DEFINE_INIT(type, name, ...)			\
	__URCU_TLS_DECLARE(type, name) __URCU_TLS_CHECK(type, 1);	\
	static const __typeof__(type) __urcu_tls_initval_##name = __VA_ARGS__; \
	__URCU_TLS_BODY(type, name, &__urcu_tls_initval_##name)

# define __URCU_TLS(name)		(*__urcu_tls_access_##name())

# define DECLARE_URCU_TLS(type, name)	__URCU_TLS_DECLARE(type, name)
# define DEFINE_URCU_TLS(type, name)	__URCU_TLS_DEFINE(type, name)
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	__URCU_TLS_DEFINE_INIT(type, name, __VA_ARGS__)
# define URCU_TLS(name)			__URCU_TLS(name)

#elif defined(UATOMIC_CONFIG_TLS_NONE)

/* Single-threaded firmware: one copy for the one thread. */
# define DECLARE_URCU_TLS(type, name)	__typeof__(type) name
# define DEFINE_URCU_TLS(type, name)					\
	__typeof__(type) name __URCU_TLS_CHECK(type, 0)
# define DEFINE_URCU_TLS_INIT(type, name, ...)				\
	__typeof__(type) name = __VA_ARGS__ __URCU_TLS_CHECK(type, 1)
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

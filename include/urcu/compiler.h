/* SPDX-License-Identifier: MIT */
/*
 * urcu/compiler.h - compiler-level utilities: caa_* helpers, cmm_barrier(),
 * CMM_ACCESS_ONCE(), the sparse annotations (__rcu, __force) and
 * URCU_FORCE_CAST().  Needs nothing but the compiler; every other public
 * header includes it.
 */
#ifndef _URCU_COMPILER_H
#define _URCU_COMPILER_H

#include <stddef.h>

#define caa_likely(x)		__builtin_expect(!!(x), 1)
#define caa_unlikely(x)		__builtin_expect(!!(x), 0)

/* Stops the compiler from moving memory accesses across this point. */
#define cmm_barrier()		__asm__ __volatile__ ("" : : : "memory")

/*
 * One access, exactly as written: no merging, splitting, re-reading or
 * caching in a register.  Works for any object type, qualifiers included.
 */
#define CMM_ACCESS_ONCE(x)	(*(__volatile__ __typeof__(x) *) &(x))

/*
 * CAA_TSAN: this translation unit is built for ThreadSanitizer (gcc's
 * -fsanitize=thread defines __SANITIZE_THREAD__; clang answers
 * __has_feature).  TSan sees the __atomic builtins only: urcu/system.h and
 * generic/barrier.h then express shared accesses and fences with them.
 */
#if defined(__SANITIZE_THREAD__)
# define CAA_TSAN	1
#elif defined(__has_feature)
# if __has_feature(thread_sanitizer)
#  define CAA_TSAN	1
# endif
#endif

/*
 * __caa_with_id(m, args) expands to m(id, args), id a number unique to
 * the expansion, for macros whose locals would otherwise shadow those of
 * the same macro nested in an argument (caa_max(caa_max(a, b), c)) under
 * -Wshadow: m names them with ## id (which is why id is expanded here,
 * one level before m pastes it).
 */
#define __caa_with_id(m, ...)		__caa_with_id_(m, __COUNTER__, __VA_ARGS__)
#define __caa_with_id_(m, id, ...)	m(id, __VA_ARGS__)

/* Each argument is evaluated once. */
#define __caa_max_id(id, a, b)						\
	__extension__ ({						\
		__typeof__(a) __caa_a##id = (a);			\
		__typeof__(b) __caa_b##id = (b);			\
		__caa_a##id > __caa_b##id ? __caa_a##id : __caa_b##id;	\
	})
#define caa_max(a, b)	__caa_with_id(__caa_max_id, a, b)

#define __caa_min_id(id, a, b)						\
	__extension__ ({						\
		__typeof__(a) __caa_a##id = (a);			\
		__typeof__(b) __caa_b##id = (b);			\
		__caa_a##id < __caa_b##id ? __caa_a##id : __caa_b##id;	\
	})
#define caa_min(a, b)	__caa_with_id(__caa_min_id, a, b)

#define CAA_ARRAY_SIZE(x)	(sizeof(x) / sizeof((x)[0]))

/* A compile error when @condition is a non-zero constant. */
#define CAA_BUILD_BUG_ON(condition)	((void) sizeof(char[1 - 2 * !!(condition)]))
#define CAA_BUILD_BUG_ON_ZERO(condition) (sizeof(char[1 - 2 * !!(condition)]) - 1)

/*
 * caa_container_of - the structure of type @type that holds the member
 * @member at address @ptr.  The pointer type is checked against the member.
 */
#define caa_container_of(ptr, type, member)				\
	__caa_with_id(__caa_container_of_id, ptr, type, member)
#define __caa_container_of_id(id, ptr, type, member)			\
	__extension__ ({						\
		const __typeof__(((type *) NULL)->member) *__caa_ptr##id = \
			(ptr);						\
		__caa_container_at(__caa_ptr##id, type, member);	\
	})

/* As caa_container_of(), but NULL stays NULL. */
#define caa_container_of_check_null(ptr, type, member)			\
	__caa_with_id(__caa_container_of_check_null_id, ptr, type, member)
#define __caa_container_of_check_null_id(id, ptr, type, member)	\
	__extension__ ({						\
		const __typeof__(((type *) NULL)->member) *__caa_ptr##id = \
			(ptr);						\
		__caa_ptr##id ?						\
			__caa_container_at(__caa_ptr##id, type, member) : \
			(type *) NULL;					\
	})

/*
 * The address arithmetic, in an integer: the pointer to the member is
 * const (it takes const and non-const pointers), the result is not, and
 * a cast between the two pointer types would warn under -Wcast-qual.
 */
#define __caa_container_at(p, type, member)				\
	((type *) ((__UINTPTR_TYPE__) (p) - offsetof(type, member)))

#define caa_is_signed_type(type)	(((type) -1) < (type) 1)

/*
 * @v widened to a long without losing its sign: a signed value is
 * sign-extended, an unsigned one zero-extended.  Both arms are unsigned
 * long, so that no use warns about a ?: that changes signedness.
 */
#define caa_cast_long_keep_sign(v)					\
	(caa_is_signed_type(__typeof__(v)) ?				\
	 (unsigned long) (long) (v) : (unsigned long) (v))

/*
 * Static checking with sparse (SPEC §6): __rcu pointers live in their own
 * address space and may not be dereferenced; __force marks a deliberate
 * cast out of it.  For the compiler both are empty.
 */
#ifdef __CHECKER__
# define __rcu		__attribute__((noderef, address_space(__rcu)))
# ifndef __force
#  define __force	__attribute__((force))
# endif
#else
# define __rcu
# ifndef __force
#  define __force
# endif
#endif

#ifdef __cplusplus
/* extern "C++": a user may include this header inside extern "C". */
extern "C++" {
# include <type_traits>
}
/*
 * As the C cast does, this also drops the qualifiers of the pointed-to
 * type of @arg (a const pointer lvalue passed by address, for instance):
 * reinterpret_cast alone may not cast constness away.  The qualifiers of
 * @type itself mean nothing on a cast's result (-Wignored-qualifiers):
 * they are dropped, as liburcu does (the parameter is not "type": the
 * macro would replace remove_cv's member).  "typename" is valid outside a
 * template since C++11, and needed inside one.
 */
# define URCU_FORCE_CAST(_type, arg)					\
	(reinterpret_cast<typename std::remove_cv<_type>::type>(	\
		const_cast<void *>(					\
			reinterpret_cast<const volatile void *>(arg))))
#else
# define URCU_FORCE_CAST(type, arg)	((__force type) (arg))
#endif

/*
 * The type of @x without its qualifiers (const, volatile).  In C an rvalue
 * has no qualifiers; in C++ a by-value template parameter drops them,
 * which also works inside templates without "typename".
 */
#ifndef __cplusplus
# define __caa_unqual_typeof(x)	__typeof__(((void) 0, (x)))
#else
/* extern "C++": a user may include this header inside extern "C". */
extern "C++" {
template <typename T> T __caa_unqual_value(T);
}
# define __caa_unqual_typeof(x)	decltype(__caa_unqual_value(x))
#endif

/* Compile-time assertion usable as a statement, in C and in C++. */
#ifdef __cplusplus
# define __caa_static_assert(cond, msg)	static_assert(cond, msg)
#else
# define __caa_static_assert(cond, msg)	__extension__ _Static_assert(cond, msg)
#endif

/* For the per-size helpers: they must fold to one instruction even at -O0. */
#define __caa_always_inline	inline __attribute__((__always_inline__))

/*
 * Names that liburcu 0.13-0.15 users meet in <urcu/compiler.h>, with
 * liburcu's meaning; see Documentation/migrating-from-liburcu.md.
 */
#define CAA_BITS_PER_LONG	(__SIZEOF_LONG__ * 8)

/* The unqualified type of a scalar expression (volatile dropped). */
#define caa_unqual_scalar_typeof(x)	__caa_unqual_typeof(x)

/* The GCC version as one number, for working around a given release's
 * bugs; clang claims a GCC version too, so it gets none. */
#if defined(__GNUC__) && !defined(__clang__)
# define URCU_GCC_VERSION	(__GNUC__ * 10000 + __GNUC_MINOR__ * 100 + \
				 __GNUC_PATCHLEVEL__)
#endif

#define CDS_DEPRECATED(msg)	__attribute__((__deprecated__(msg)))

/* Defined when ThreadSanitizer instruments this translation unit. */
#ifndef CMM_SANITIZE_THREAD
# if defined(__SANITIZE_THREAD__)
#  define CMM_SANITIZE_THREAD	1
# elif defined(__has_feature)
#  if __has_feature(thread_sanitizer)
#   define CMM_SANITIZE_THREAD	1
#  endif
# endif
#endif

/*
 * A declaration that fails to compile when @predicate is false; @msg is the
 * message, @c_identifier_msg (a C identifier) names the failure where the
 * compiler has no static assertion.
 */
#ifdef __cplusplus
# define urcu_static_assert(predicate, msg, c_identifier_msg)		\
	static_assert(predicate, msg)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
# define urcu_static_assert(predicate, msg, c_identifier_msg)		\
	_Static_assert(predicate, msg)
#else
# define urcu_static_assert(predicate, msg, c_identifier_msg)		\
	extern int urcu_static_assert_##c_identifier_msg[(predicate) ? 1 : -1]
#endif

#endif /* _URCU_COMPILER_H */

/* SPDX-License-Identifier: MIT */
/*
 * urcu/compiler.h - compiler-level utilities: caa_* helpers, cmm_barrier(),
 * CMM_ACCESS_ONCE(), the sparse annotations (__rcu, __force) and
 * URCU_FORCE_CAST().  Needs nothing but the compiler; every other public
 * header includes it.
 */
#ifndef _URCU_COMPILER_H
#define _URCU_COMPILER_H

/*
 * C99 or later (or C++): the headers take variadic macros, inline
 * functions and declarations mixed with code, which strict C90 (-std=c89,
 * -ansi) has not (GNU C90 has them as extensions).  Said once here, then
 * compilation stops: the hundreds of errors that would follow about the
 * rest say nothing more.
 */
#if !defined(__cplusplus) && defined(__STRICT_ANSI__) && \
	(!defined(__STDC_VERSION__) || __STDC_VERSION__ < 199901L)
# error "uatomic needs C99 or later: -std=c99, -std=gnu11 or a later one"
# include <uatomic: compilation stopped: C99 or later needed>
#endif

#include <stddef.h>
#include <stdint.h>

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

/*
 * caa_max(a, b), caa_min(a, b): the greater or lesser of @a and @b, of the
 * type ((a) > (b) ? (a) : (b)) has.  Of two integer constant expressions,
 * an integer constant expression (an array size at file scope, as with
 * liburcu's plain conditional); otherwise each argument is evaluated once.
 * C++ does both with a constexpr function; C chooses, at compile time,
 * between the plain conditional and a call of an inline function of the
 * widest type of the arguments' class (a statement expression could not
 * appear at file scope at all).  Sparse, which has no
 * __builtin_classify_type, chooses between the conditional and a
 * statement expression.
 */
#if defined(__cplusplus)
extern "C++" {
template <typename A, typename B>
constexpr auto __caa_max(A a, B b) -> decltype(true ? A() : B())
{
	return a > b ? a : b;
}
template <typename A, typename B>
constexpr auto __caa_min(A a, B b) -> decltype(true ? A() : B())
{
	return a < b ? a : b;
}
}
# ifndef caa_max
#  define caa_max(a, b)		__caa_max(a, b)
# endif
# ifndef caa_min
#  define caa_min(a, b)		__caa_min(a, b)
# endif
#elif defined(__CHECKER__)
# ifndef caa_max
#  define caa_max(a, b)							\
	__builtin_choose_expr(__builtin_constant_p(a) &&		\
			      __builtin_constant_p(b),			\
			      (a) > (b) ? (a) : (b),			\
	__extension__ ({						\
		__typeof__(a) __caa_max_a = (a);			\
		__typeof__(b) __caa_max_b = (b);			\
		__caa_max_a > __caa_max_b ? __caa_max_a : __caa_max_b;	\
	}))
# endif
# ifndef caa_min
#  define caa_min(a, b)							\
	__builtin_choose_expr(__builtin_constant_p(a) &&		\
			      __builtin_constant_p(b),			\
			      (a) < (b) ? (a) : (b),			\
	__extension__ ({						\
		__typeof__(a) __caa_min_a = (a);			\
		__typeof__(b) __caa_min_b = (b);			\
		__caa_min_a < __caa_min_b ? __caa_min_a : __caa_min_b;	\
	}))
# endif
#else
/*
 * Non-zero when @x is an integer constant expression: only then is
 * (void *) ((long) (x) * 0l) a null pointer constant, and the conditional
 * takes the type of its other operand (C11 6.5.15p6).  The other branch
 * is not a null pointer, or -Wduplicated-branches would fire.
 */
# define __caa_is_ice(x)						\
	__builtin_types_compatible_p(__typeof__(8 ? (void *)		\
		((long) (x) * 0l) : (int *) 8), int *)
/* The arguments' common type, and its class (5 pointer, 8 floating). */
# define __caa_mm_type(a, b)	__typeof__(0 ? (a) : (b))
# define __caa_mm_class(a, b)	__builtin_classify_type(0 ? (a) : (b))
/*
 * @x converted to the common type where that is an integer (in _int) or
 * arithmetic (in _flt) type, else 0: each branch below must compile for
 * every type, although only the chosen one is evaluated.
 */
# define __caa_mm_int(a, b, x)						\
	__builtin_choose_expr(__caa_mm_class(a, b) == 5 ||		\
			      __caa_mm_class(a, b) == 8,		\
			      0, (__caa_mm_type(a, b)) (x))
# define __caa_mm_flt(a, b, x)						\
	__builtin_choose_expr(__caa_mm_class(a, b) == 5,		\
			      0, (__caa_mm_type(a, b)) (x))
# define __caa_mm_ptr(a, b, x)						\
	((const volatile void *) (uintptr_t) (__caa_mm_type(a, b)) (x))
# define __caa_mm_helpers(op, cmp)					\
static inline intmax_t __caa_##op##_s(intmax_t a, intmax_t b)		\
{									\
	return a cmp b ? a : b;						\
}									\
static inline uintmax_t __caa_##op##_u(uintmax_t a, uintmax_t b)	\
{									\
	return a cmp b ? a : b;						\
}									\
static inline long double __caa_##op##_f(long double a, long double b)	\
{									\
	return a cmp b ? a : b;						\
}									\
static inline const volatile void *					\
__caa_##op##_p(const volatile void *a, const volatile void *b)		\
{									\
	return a cmp b ? a : b;						\
}
__caa_mm_helpers(max, >)
__caa_mm_helpers(min, <)
# define __caa_mm_once(op, a, b)					\
	((__caa_mm_type(a, b)) __builtin_choose_expr(			\
		__caa_mm_class(a, b) == 5,				\
		(uintptr_t) __caa_##op##_p(__caa_mm_ptr(a, b, a),	\
					   __caa_mm_ptr(a, b, b)),	\
	__builtin_choose_expr(__caa_mm_class(a, b) == 8,		\
		__caa_##op##_f((long double) __caa_mm_flt(a, b, a),	\
			       (long double) __caa_mm_flt(a, b, b)),	\
	__builtin_choose_expr(						\
		(__typeof__(__caa_mm_int(a, b, a))) -1 < 1,		\
		__caa_##op##_s((intmax_t) __caa_mm_int(a, b, a),	\
			       (intmax_t) __caa_mm_int(a, b, b)),	\
		__caa_##op##_u((uintmax_t) __caa_mm_int(a, b, a),	\
			       (uintmax_t) __caa_mm_int(a, b, b))))))
# ifndef caa_max
#  define caa_max(a, b)							\
	__builtin_choose_expr(__caa_is_ice(a) && __caa_is_ice(b),	\
			      (a) > (b) ? (a) : (b), __caa_mm_once(max, a, b))
# endif
# ifndef caa_min
#  define caa_min(a, b)							\
	__builtin_choose_expr(__caa_is_ice(a) && __caa_is_ice(b),	\
			      (a) < (b) ? (a) : (b), __caa_mm_once(min, a, b))
# endif
#endif


#define CAA_ARRAY_SIZE(x)	(sizeof(x) / sizeof((x)[0]))

/*
 * CAA_BUILD_BUG_ON(condition): a compile error when @condition is true,
 * and, as in liburcu, also when it is not a constant (a bit-field width
 * and a template argument must be constants; an array size need not be).
 * CAA_BUILD_BUG_ON_ZERO() is the same check as an expression worth 0.
 */
#ifdef __cplusplus
extern "C++" {
template <bool condition> struct __caa_build_bug_on { };
template <> struct __caa_build_bug_on<true>;	/* incomplete: no sizeof */
}
# define CAA_BUILD_BUG_ON_ZERO(condition)				\
	(sizeof(__caa_build_bug_on<!!(condition)>) * 0)
#else
# define CAA_BUILD_BUG_ON_ZERO(condition)				\
	(sizeof(struct {						\
		unsigned int __caa_build_bug_on : (condition) ? -1 : 1;	\
	}) * 0)
#endif
#define CAA_BUILD_BUG_ON(condition)					\
	((void) CAA_BUILD_BUG_ON_ZERO(condition))

/*
 * CAA_COMBINE_TOKENS(prefix, counter): one token from the two, after
 * macro expansion of each (so CAA_COMBINE_TOKENS(x_, __COUNTER__) works).
 */
#define __CAA_COMBINE_TOKENS(prefix, counter)	prefix ## counter
#define CAA_COMBINE_TOKENS(prefix, counter)				\
	__CAA_COMBINE_TOKENS(prefix, counter)

/*
 * _CMM_OPTIMIZER_HIDE_VAR(var): the compiler forgets what it knew of the
 * value of @var (a register-sized lvalue), as if code it cannot see had
 * changed it; liburcu's cmm_ptr_eq() compares pointers through it.
 */
#define _CMM_OPTIMIZER_HIDE_VAR(var)	__asm__ ("" : "+r" (var))

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
 * long, so that no use warns about a ?: that changes signedness.  For
 * most types the two arms compute the same value; the unsigned one is
 * written differently (+ 0 * sizeof) so that gcc's -Wduplicated-branches,
 * which liburcu's build turns on, does not take them for one.
 */
#define caa_cast_long_keep_sign(v)					\
	(caa_is_signed_type(__typeof__(v)) ?				\
	 (unsigned long) (long) (v) : (unsigned long) (v) + 0 * sizeof(v))

/*
 * Static checking with sparse (contract §6): __rcu pointers live in their own
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

/*
 * Compile-time assertion usable as a statement or a declaration, in C and
 * in C++, printing @msg.  In C, GCC and clang take the C11 keyword in
 * every standard (__extension__: no -pedantic warning before C11), but
 * glibc's <sys/cdefs.h> defines a function-like macro _Static_assert
 * under -std=c99, whose error is "negative width in bit-field" without
 * @msg: the keyword followed by an empty macro is not that macro's call
 * (C11 6.10.3p10: the name must be followed by the "(" itself), and the
 * "(" after it then opens the keyword's operands.
 */
#ifdef __cplusplus
# define __caa_static_assert(cond, msg)	static_assert(cond, msg)
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
/* C11 and later: the keyword is standard (and glibc defines no macro). */
# define __caa_static_assert(cond, msg)	_Static_assert(cond, msg)
#else
# define __caa_no_macro_call
# define __caa_static_assert(cond, msg)					\
	__extension__ _Static_assert __caa_no_macro_call (cond, msg)
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

/*
 * cmm_cast_volatile(ptr): @ptr through a cast to its own type qualified
 * volatile, as liburcu 0.15 writes it for its __atomic builtins.  A cast's
 * value is never qualified (C11 6.5.4), so this is @ptr's value and type:
 * it is not a pointer to volatile.
 */
#ifdef __cplusplus
extern "C++" {
template <typename T> T cmm_cast_volatile(T ptr)
{
	return ptr;
}
}
#else
# define cmm_cast_volatile(ptr)		((__typeof__(ptr)) (ptr))
#endif

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
 * A declaration that fails to compile when @predicate is false, printing
 * @msg in every standard (liburcu's @c_identifier_msg, the name of its
 * C99 fallback's array, is not needed: __caa_static_assert() prints @msg
 * in C99 too).
 */
#define urcu_static_assert(predicate, msg, c_identifier_msg)		\
	__caa_static_assert(predicate, msg)

#endif /* _URCU_COMPILER_H */

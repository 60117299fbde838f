/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic.h - the type-generic atomic operations (uatomic_*), their
 * memory orders (enum cmm_memorder) and the cmm_smp_mb__before/after
 * helpers.  This is the one place that checks operands for every target:
 * the size (at compile time, naming the operation), the value type (as an
 * assignment), the memory order (at compile time when it is a constant),
 * and, with CONFIG_DEBUG_ALIGNMENT, the alignment at run time.  Each
 * argument is evaluated once.  The instructions come from <asm/uatomic.h>
 * (or the compiler builtins), the ordering from <generic/uatomic.h>.
 */
#ifndef _URCU_UATOMIC_H
#define _URCU_UATOMIC_H

#include <stddef.h>
#include <stdint.h>
#include <urcu/uatomic-config.h>
#include <urcu/compiler.h>
#include <urcu/arch.h>
#include <urcu/system.h>

#ifdef __cplusplus
/* extern "C++": a user may include this header inside extern "C". */
extern "C++" {
# include <type_traits>
}
extern "C" {
#endif

/* Memory orders; mapped to instructions by code, never by value. */
enum cmm_memorder {
	CMM_RELAXED = 0,
	CMM_CONSUME = 1,
	CMM_ACQUIRE = 2,
	CMM_RELEASE = 3,
	CMM_ACQ_REL = 4,
	CMM_SEQ_CST = 5,
	CMM_SEQ_CST_FENCE = 6,	/* seq_cst, then a full barrier */
};

#ifdef UATOMIC_CONFIG_IMPL_BUILTINS
# include <generic/uatomic-builtins.h>
#else
# include <asm/uatomic.h>
#endif
#include <generic/uatomic.h>

/* 4-byte operands: every target has them. */
#define UATOMIC_HAS_ATOMIC_INT	1

/*
 * liburcu 0.15's helpers for building operations on the __atomic builtins:
 * cmm_to_c11() is the C11 order (__ATOMIC_*) of a CMM order, with
 * CMM_SEQ_CST_FENCE as __ATOMIC_SEQ_CST; cmm_seq_cst_fence_after_atomic()
 * is the full barrier that CMM_SEQ_CST_FENCE adds after the operation.
 * cmm_to_c11() is the mapping of <generic/uatomic-arch.h>.
 */
static inline int cmm_to_c11(int mo)
{
	return __uatomic_c11(mo);
}

static inline void cmm_seq_cst_fence_after_atomic(enum cmm_memorder mo)
{
	if (mo == CMM_SEQ_CST_FENCE)
		cmm_smp_mb();
}

/* The configuration the library was built with, as one line of text. */
const char *uatomic_build_config(void);

#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
void __uatomic_misaligned(const char *op, const volatile void *addr,
			  size_t size) __attribute__((__noreturn__, __cold__));
void __uatomic_bit_outside(const char *op, const volatile void *addr,
			   int64_t nr, size_t width)
	__attribute__((__noreturn__, __cold__));
#endif

#ifdef __cplusplus
}

/*
 * The value conversions of __uatomic_value_any() and
 * __uatomic_value_bitwise() below, for C++: an integer into an integer
 * operand by static_cast (modulo the operand's size); any other value
 * initialises a parameter of the operand's type, as an assignment would
 * (a null pointer constant stays one).
 */
extern "C++" {
/*
 * Traits of the operand's type taken by deduction, never by naming the
 * type as a template argument: g++ warns (-Wignored-attributes) when a
 * type with an attribute is named so, as the 16-byte aligned typedef of
 * a double-width operand is where unsigned __int128 is 8-aligned (s390x).
 * Declared only: they are used in decltype, never called.
 */
template <typename T> std::is_array<T> __uatomic_cxx_is_array_at(T *);
template <typename T> std::is_const<T> __uatomic_cxx_is_const_at(T *);
template <typename T>
std::is_pointer<typename std::decay<T>::type>
__uatomic_cxx_is_pointer_value(const T &);
template <typename T> inline T *__uatomic_cxx_unconst(const T *e)
{
	return const_cast<T *>(e);
}
template <typename T> inline T *__uatomic_cxx_unconst(T *e)
{
	return e;
}
/* 16-byte integers too, which strict -std=c++NN leaves out of
 * std::is_integral (uatomic_cmpxchg_dword's operand). */
#ifdef __SIZEOF_INT128__
__extension__ typedef __int128 __uatomic_cxx_s128;
__extension__ typedef unsigned __int128 __uatomic_cxx_u128;
# define __uatomic_cxx_is_int128(T)					\
	(std::is_same<T, __uatomic_cxx_s128>::value ||			\
	 std::is_same<T, __uatomic_cxx_u128>::value)
#else
# define __uatomic_cxx_is_int128(T)	false
#endif
template <typename T> struct __uatomic_cxx_is_integer {
	static const bool value =
		std::is_integral<T>::value || std::is_enum<T>::value ||
		__uatomic_cxx_is_int128(T);
};
template <typename T, typename V>
inline typename std::enable_if<__uatomic_cxx_is_integer<T>::value &&
			       __uatomic_cxx_is_integer<V>::value, T>::type
__uatomic_cxx_value(V v)
{
	return static_cast<T>(v);
}
template <typename T, typename V>
inline typename std::enable_if<__uatomic_cxx_is_integer<T>::value &&
			       !__uatomic_cxx_is_integer<V>::value, T>::type
__uatomic_cxx_value(V v)
{
	return v;
}
template <typename T> struct __uatomic_cxx_identity {
	typedef T type;
};
template <typename T>
inline typename std::enable_if<!__uatomic_cxx_is_integer<T>::value &&
			       !std::is_array<T>::value, T>::type
__uatomic_cxx_value(typename __uatomic_cxx_identity<T>::type v)
{
	return v;
}
template <typename T, typename V>
inline typename std::enable_if<std::is_pointer<T>::value &&
			       __uatomic_cxx_is_integer<V>::value, T>::type
__uatomic_cxx_bitwise_value(V v)
{
	return reinterpret_cast<T>(static_cast<uintptr_t>(v));
}
template <typename V> struct __uatomic_cxx_false {
	static const bool value = false;
};
/*
 * A value that does not convert to the operand's type (a struct bar *
 * for a struct foo *, a non-zero integer for a pointer): the one error
 * says so, not that no __uatomic_cxx_value() matches.  The ellipsis is
 * the worst match: any conversion above, a null pointer constant's
 * included, is taken first.
 */
template <typename T>
inline T __uatomic_cxx_value(...)
{
	static_assert(__uatomic_cxx_false<T>::value,
		      "uatomic_store, uatomic_set, uatomic_xchg, uatomic_cmpxchg "
		      "and their forms: the value does not convert to the "
		      "operand's type, as in an assignment");
	return T();
}
/*
 * The operand's value type, __uatomic_type(): without its qualifiers,
 * an array or function decayed to a pointer.  A type that is not
 * trivially copyable (std::atomic<int>) stands as the unsigned integer
 * of its size (8 bytes beyond), so that the assertion rejecting it
 * (__uatomic_check()) is the one error, not hundreds about its deleted
 * copy constructor.
 */
template <typename T> struct __uatomic_cxx_is_plain {
	typedef typename std::remove_cv<
		typename std::remove_reference<T>::type>::type type;
	/* GCC and clang call a class whose copies are all deleted
	 * trivially copyable (before C++ DR 1734): copyable too. */
	static const bool value = (std::is_trivially_copyable<type>::value &&
				   std::is_copy_constructible<type>::value) ||
		std::is_array<type>::value || std::is_function<type>::value;
};
template <typename T, bool = __uatomic_cxx_is_plain<T>::value>
struct __uatomic_cxx_plain {
	typedef typename std::decay<T>::type type;
};
template <typename T> struct __uatomic_cxx_plain<T, false> {
	typedef typename std::conditional<sizeof(T) == 1, uint8_t,
		typename std::conditional<sizeof(T) == 2, uint16_t,
		typename std::conditional<sizeof(T) == 4, uint32_t,
					  uint64_t>::type>::type>::type type;
};
template <typename T, typename V>
inline typename std::enable_if<std::is_pointer<T>::value &&
			       !__uatomic_cxx_is_integer<V>::value, T>::type
__uatomic_cxx_bitwise_value(V)
{
	static_assert(__uatomic_cxx_false<V>::value,
		      "uatomic_and, uatomic_or, uatomic_xor and their fetch "
		      "forms: the value for a pointer operand is not an "
		      "integer");
	return T();
}
template <typename T, typename V>
inline typename std::enable_if<!std::is_pointer<T>::value, T>::type
__uatomic_cxx_bitwise_value(V v)
{
	return __uatomic_cxx_value<T>(v);
}
/* The bit number of the bit operations, an integer of any type. */
template <typename V> inline uint64_t __uatomic_cxx_bit_number(V nr)
{
	static_assert(__uatomic_cxx_is_integer<V>::value,
		      "uatomic_test_and_set_bit, uatomic_test_and_clear_bit, "
		      "uatomic_test_and_change_bit: the bit number is not an "
		      "integer");
	return (uint64_t) nr;
}
}
#endif

/* ---- Operand checks ---- */

#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define __UATOMIC_SIZE_OK_1	1
#else
# define __UATOMIC_SIZE_OK_1	0
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define __UATOMIC_SIZE_OK_2	1
#else
# define __UATOMIC_SIZE_OK_2	0
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define __UATOMIC_SIZE_OK_8	1
#else
# define __UATOMIC_SIZE_OK_8	0
#endif

/* An arch may say why it has no 8-byte operands (": reason"). */
#ifndef UATOMIC_ARCH_NO_LLONG_REASON
# define UATOMIC_ARCH_NO_LLONG_REASON	""
#endif

/* A void address has size 1 in GNU C: its own error says so, not this. */
#define __uatomic_check_size(op, p)					\
	__caa_static_assert(sizeof(*(p)) != 1 || __UATOMIC_SIZE_OK_1 ||	\
			    __uatomic_is_void(p),			\
		"uatomic_" #op ": 1-byte operands are not atomic on this "	\
		"target (no UATOMIC_HAS_ATOMIC_BYTE)");			\
	__caa_static_assert(sizeof(*(p)) != 2 || __UATOMIC_SIZE_OK_2,	\
		"uatomic_" #op ": 2-byte operands are not atomic on this "	\
		"target (no UATOMIC_HAS_ATOMIC_SHORT)");		\
	__caa_static_assert(sizeof(*(p)) != 8 || __UATOMIC_SIZE_OK_8,	\
		"uatomic_" #op ": 8-byte operands are not atomic on this "	\
		"target (no UATOMIC_HAS_ATOMIC_LLONG)"			\
		UATOMIC_ARCH_NO_LLONG_REASON);				\
	__caa_static_assert(sizeof(*(p)) == 1 || sizeof(*(p)) == 2 ||	\
			    sizeof(*(p)) == 4 || sizeof(*(p)) == 8,	\
		"uatomic_" #op ": operand size is not 1, 2, 4 or 8 bytes")

/* Whether the size of *p is one the target does (a constant). */
#define __uatomic_size_ok(p)						\
	((sizeof(*(p)) == 1 && __UATOMIC_SIZE_OK_1) ||			\
	 (sizeof(*(p)) == 2 && __UATOMIC_SIZE_OK_2) ||			\
	 sizeof(*(p)) == 4 || (sizeof(*(p)) == 8 && __UATOMIC_SIZE_OK_8))

#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
# define __uatomic_check_align(op, p)					\
	(caa_unlikely((uintptr_t) (p) & (sizeof(*(p)) - 1)) ?		\
	 __uatomic_misaligned("uatomic_" #op, (p), sizeof(*(p))) : (void) 0)
#else
# define __uatomic_check_align(op, p)	((void) 0)
#endif

/*
 * An array operand (uatomic_read(&array)) would be read or written as the
 * pointer its name decays to: rejected, whatever its size.  In C,
 * __builtin_types_compatible_p ignores the qualifiers of *p, and tells
 * an array from the pointer __uatomic_type() decays it to.
 */
#if defined(__CHECKER__)
# define __uatomic_is_array(p)	0
#elif defined(__cplusplus)
# define __uatomic_is_array(p)						\
	decltype(__uatomic_cxx_is_array_at(p))::value
#else
/* clang's _Atomic int is no int, whatever its qualifiers (and void's
 * stand-in is unsigned char): neither is an array. */
# define __uatomic_is_array(p)						\
	(!__builtin_types_compatible_p(__typeof__(*(p)), __uatomic_type(p)) \
	 && !__uatomic_is_atomic(p) && !__uatomic_is_void(p))
#endif

/*
 * An operand of an atomic type (C11 _Atomic, C++ std::atomic) has its own
 * operations: mixing them with these is rejected.  In C the pointed-to
 * type, qualified alike on both sides, is compatible with its _Atomic
 * form only when it has it; C++ rejects what is not trivially copyable.
 */
#if defined(__CHECKER__)
# define __uatomic_is_atomic(p)		0
#elif defined(__cplusplus)
# define __uatomic_is_atomic(p)						\
	(!__uatomic_cxx_is_plain<decltype(*(p))>::value)
#else
# define __uatomic_is_atomic(p)						\
	__extension__ __builtin_types_compatible_p(			\
		const volatile __typeof__(*(p)) *,			\
		const volatile _Atomic __typeof__(*__builtin_choose_expr( \
			__uatomic_is_bitint(p), (int *) 0,		\
			(__uatomic_type(p) *) 0)) *)
#endif
#ifdef __cplusplus
# define __UATOMIC_ATOMIC_OPERAND					\
	"the operand is not a trivially copyable type (a std::atomic has " \
	"its own operations)"
#else
# define __UATOMIC_ATOMIC_OPERAND					\
	"the operand is _Atomic (use <stdatomic.h> on it, or declare it " \
	"without _Atomic)"
#endif

/*
 * A void address (uatomic_read(NULL) in C, a void *): rejected.  The
 * operand's type, __uatomic_type(), is then unsigned char, which is no
 * second error.  (In C++ *p does not compile for a void *.)
 */
#if defined(__CHECKER__) || defined(__cplusplus)
# define __uatomic_is_void(p)		0
#else
# define __uatomic_is_void(p)						\
	__builtin_types_compatible_p(__typeof__(*(p)), void)
#endif

/* The address points to an operand, of a plain scalar type. */
#define __uatomic_check_object(op, p)					\
	__caa_static_assert(!__uatomic_is_void(p),			\
		"uatomic_" #op ": the address points to void (NULL or a " \
		"void *), not to an operand");				\
	__caa_static_assert(!__uatomic_is_atomic(p),			\
		"uatomic_" #op ": " __UATOMIC_ATOMIC_OPERAND);		\
	__caa_static_assert(!__uatomic_is_array(p),			\
		"uatomic_" #op ": the operand is an array, not a scalar")

#define __uatomic_check(op, p)						\
	__uatomic_check_object(op, p);					\
	__uatomic_check_size(op, p);					\
	__uatomic_check_align(op, p)

/*
 * The operations that write: the operand may not be const.  Once the
 * assertion has said so, the address is handed on without a second
 * diagnostic about discarded qualifiers: __uatomic_writable(p) is @p
 * itself when it is not const (the same pointer, the same code).
 */
#if defined(__CHECKER__)
# define __uatomic_is_const(p)		0
# define __uatomic_writable(p)		(p)
#elif defined(__cplusplus)
# define __uatomic_is_const(p)						\
	decltype(__uatomic_cxx_is_const_at(p))::value
# define __uatomic_writable(p)						\
	const_cast<volatile void *>(static_cast<const volatile void *>(p))
#else
/* A pointer to const T is compatible with "const T *" only. */
# define __uatomic_is_const(p)						\
	__builtin_types_compatible_p(__typeof__(p), const __typeof__(*(p)) *)
# define __uatomic_writable(p)						\
	__builtin_choose_expr(__uatomic_is_const(p), (volatile void *) 0, (p))
#endif

#define __uatomic_check_write(op, p)					\
	__caa_static_assert(!__uatomic_is_const(p),			\
		"uatomic_" #op ": the operand is const");		\
	__uatomic_check(op, p)
/* The same but the size, which the read-modify-writes check first. */
#define __uatomic_check_write_but_size(op, p)				\
	__caa_static_assert(!__uatomic_is_const(p),			\
		"uatomic_" #op ": the operand is const");		\
	__uatomic_check_object(op, p);					\
	__uatomic_check_align(op, p)

/*
 * Memory orders are checked when they are constants (sparse cannot fold
 * these assertions; the compiler does the checking).
 */
#if defined(__CHECKER__)
# define __uatomic_if_constant(mo, ok)	1
#elif defined(__cplusplus)
# define __uatomic_if_constant(mo, ok)	(!__builtin_constant_p(mo) || (ok))
#else
/*
 * Checked when @mo is an integer constant expression (a const variable is
 * none in C, whatever __builtin_constant_p says of it): (void *) of a
 * constant zero is a null pointer constant, and the conditional then has
 * the type int *, otherwise void *.  Its two branches differ (the Linux
 * kernel's __is_constexpr() shape), or gcc's -Wduplicated-branches, which
 * liburcu's build turns on, would take them for one.  __builtin_choose_expr keeps every
 * other order a constant "true".
 */
# define __uatomic_is_ice(mo)						\
	__builtin_types_compatible_p(					\
		__typeof__(8 ? (void *) ((long) (mo) * 0L) : (int *) 8),	\
		int *)
# define __uatomic_if_constant(mo, ok)					\
	__builtin_choose_expr(__uatomic_is_ice(mo), (ok), 1)
#endif

/*
 * Whether the value @v is an integer constant of which ok(v, arg), a
 * test of an integer, is false.  @v is written twice, never cast when it
 * is no integer: a pointer cast to a wider integer warns.  A test
 * compares nothing with a limit of @v's type, which -Wtype-limits takes
 * for a mistake where @v is a bool or a byte.  In C the test
 * of an integer constant expression is one, and its 0 cast to void * a
 * null pointer constant, which makes the conditional's type int * (as
 * in __uatomic_is_ice()); of any other expression it is none.
 */
#if defined(__CHECKER__)
# define __uatomic_constant_fails(v, ok, arg)	0
#elif defined(__cplusplus)
# define __uatomic_constant_fails(v, ok, arg)				\
	(__builtin_constant_p(v) && !ok(v, arg))
#else
# define __uatomic_constant_fails(v, ok, arg)				\
	__builtin_types_compatible_p(__typeof__(8 ? (void *) (long)	\
		ok(__builtin_choose_expr(__uatomic_is_integer_value(v),	\
					 (v), 0), arg) : (int *) 8),	\
		int *)
#endif

/*
 * The order an operation runs with: a valid one as given, and any other,
 * which only an order known at run time can be (a constant one is an
 * error above), as the strongest, CMM_SEQ_CST_FENCE, in every build.
 */
static __caa_always_inline int __uatomic_mo_valid_or_strongest(int mo)
{
	return (unsigned int) mo <= CMM_SEQ_CST_FENCE ? mo : CMM_SEQ_CST_FENCE;
}
/*
 * The order an operation is called with.  In C a constant one is passed
 * as it is (it was checked; the code is then the same at -O0 too); the
 * cast: an enum with no negative value is unsigned (-Wsign-conversion).
 */
#if defined(__cplusplus) || defined(__CHECKER__)
# define __uatomic_mo_arg(mo)	__uatomic_mo_valid_or_strongest((int) (mo))
#else
# define __uatomic_mo_arg(mo)						\
	__builtin_choose_expr(__uatomic_is_ice(mo), (mo),		\
			      __uatomic_mo_valid_or_strongest((int) (mo)))
#endif
#define __uatomic_check_mo(op, mo, ok, msg)				\
	__caa_static_assert(__uatomic_if_constant(mo, ok),		\
			    "uatomic_" #op ": " msg)

#define __uatomic_check_mo_any(op, mo)					\
	__uatomic_check_mo(op, mo,					\
			   /* one unsigned comparison: no "always true" \
			    * warning where enums are bytes (ARM EABI) */ \
			   (unsigned int) (mo) <= CMM_SEQ_CST_FENCE,	\
			   "memory order is not an enum cmm_memorder value")

#define __uatomic_check_mo_load(op, mo)					\
	__uatomic_check_mo_any(op, mo);					\
	__uatomic_check_mo(op, mo, (mo) != CMM_RELEASE,			\
			   "CMM_RELEASE is not a valid order for a load");	\
	__uatomic_check_mo(op, mo, (mo) != CMM_ACQ_REL,			\
			   "CMM_ACQ_REL is not a valid order for a load")

#define __uatomic_check_mo_store(op, mo)				\
	__uatomic_check_mo_any(op, mo);					\
	__uatomic_check_mo(op, mo, (mo) != CMM_CONSUME,			\
			   "CMM_CONSUME is not a valid order for a store");	\
	__uatomic_check_mo(op, mo, (mo) != CMM_ACQUIRE,			\
			   "CMM_ACQUIRE is not a valid order for a store");	\
	__uatomic_check_mo(op, mo, (mo) != CMM_ACQ_REL,			\
			   "CMM_ACQ_REL is not a valid order for a store")

#define __uatomic_check_mo_cmpxchg(op, mos, mof)			\
	__uatomic_check_mo_any(op, mos);				\
	__uatomic_check_mo_load(op, mof);				\
	__uatomic_check_mo(op, (mos) + (mof),				\
			   __uatomic_mo_acquire_strength(mof) <=	\
			   __uatomic_mo_acquire_strength(mos),		\
			   "the failure order is stronger than the success order")

/*
 * GCC's type class of the operand's type, not of *(p): that is void
 * where the address is (rejected with its own message, and then no
 * second error from here).
 */
#define __uatomic_class(p)						\
	__builtin_classify_type(*(__uatomic_type(p) *) 0)

/* Arithmetic and bitwise operations take integers (enum and bool too). */
#if defined(__CHECKER__)
# define __uatomic_is_integer(p)	1
#elif defined(__cplusplus)
# define __uatomic_is_integer(p)					\
	(std::is_integral<__uatomic_type(p)>::value ||			\
	 std::is_enum<__uatomic_type(p)>::value)
#else
/* GCC's type classes 1 to 4: integer, char, enum, bool (the class
 * written once: __uatomic_is_integer_value() below). */
# define __uatomic_is_integer(p)					\
	((unsigned int) __uatomic_class(p) - 1U <= 3U)
#endif

/*
 * Integers the operations do not take, each with its own message rather
 * than "not an integer": a _BitInt (GCC's type class 18, clang's none,
 * as a vector's; its padding bits, where its width is not its size's,
 * would take the carries) and, for arithmetic, a C++ scoped enum, which
 * has none (the bitwise operations take it: flags).
 */
#if defined(__CHECKER__)
# define __uatomic_is_bitint(p)		0
#else
# define __uatomic_is_bitint(p)						\
	(__uatomic_class(p) == -1 || __uatomic_class(p) == 18)
#endif
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_is_scoped_enum(p)					\
	(std::is_enum<__uatomic_type(p)>::value &&			\
	 !std::is_convertible<__uatomic_type(p), long long>::value)
#else
# define __uatomic_is_scoped_enum(p)	0
#endif
#define __uatomic_check_bitint(op, p)					\
	__caa_static_assert(!__uatomic_is_bitint(p),			\
		"uatomic_" #op ": the operand is a _BitInt or a vector, " \
		"not a standard integer type")

#define __uatomic_check_integer(op, p)					\
	__uatomic_check_bitint(op, p);					\
	__caa_static_assert(!__uatomic_is_scoped_enum(p),		\
		"uatomic_" #op ": the operand is a scoped enum (enum " \
		"class), which has no arithmetic");			\
	__caa_static_assert(__uatomic_is_integer(p) ||			\
			    __uatomic_is_bitint(p) ||			\
			    __uatomic_is_scoped_enum(p),		\
			    "uatomic_" #op ": the operand is not an integer")

/*
 * Arithmetic (add, sub, inc, dec and their _return forms) takes integers
 * but not bool: a bool holding 1 plus 1 would store 2, a representation
 * that is no bool value.  The bitwise operations (and, or, xor and
 * their fetch forms) keep a bool 0 or 1: allowed.
 */
#if defined(__CHECKER__)
# define __uatomic_is_bool(p)	0
#elif defined(__cplusplus)
# define __uatomic_is_bool(p)						\
	std::is_same<__uatomic_type(p), bool>::value
#else
# define __uatomic_is_bool(p)						\
	__builtin_types_compatible_p(__uatomic_type(p), _Bool)
#endif
#define __uatomic_check_arith(op, p)					\
	__uatomic_check_integer(op, p);					\
	__caa_static_assert(!__uatomic_is_bool(p),			\
		"uatomic_" #op ": arithmetic on a bool operand "		\
		"(only load, store, xchg, cmpxchg and the bitwise "	\
		"operations take one)")

/*
 * The bitwise operations also take a pointer operand, with an integer
 * value: liburcu tags pointers that way (uatomic_or(&node->next, FLAG)
 * sets a low bit), the value acting on the pointer's bits as an unsigned
 * long would.
 */
#if defined(__CHECKER__)
# define __uatomic_is_pointer(p)	0
# define __uatomic_is_integer_value(v)	1
#elif defined(__cplusplus)
# define __uatomic_is_pointer(p)					\
	std::is_pointer<__uatomic_type(p)>::value
/* No decltype(v): @v may be a statement expression (a nested operation);
 * __uatomic_cxx_bitwise_value() checks the value where it is converted. */
# define __uatomic_is_integer_value(v)	1
#else
/*
 * The argument of __builtin_classify_type() is not evaluated.  Its
 * integer classes are 1 to 4 (integer, char, enumeral, boolean), tested
 * with @v written once: a nested operation as @v is a whole expansion
 * each time it is written, and the levels of a nest multiply them.
 */
# define __uatomic_is_pointer(p)	(__uatomic_class(p) == 5)
# define __uatomic_is_integer_value(v)					\
	((unsigned int) __builtin_classify_type(v) - 1U <= 3U)
#endif
#define __uatomic_check_bitwise(op, p, v)				\
	__uatomic_check_bitint(op, p);					\
	__caa_static_assert(__uatomic_is_integer(p) ||			\
			    __uatomic_is_bitint(p) ||			\
			    __uatomic_is_pointer(p),			\
		"uatomic_" #op ": the operand is not an integer or a "	\
		"pointer");						\
	__caa_static_assert(!__uatomic_is_pointer(p) ||			\
			    __uatomic_is_integer_value(v),		\
		"uatomic_" #op ": the value for a pointer operand is not " \
		"an integer")

/*
 * A bool operand of and, or, xor and their fetch forms takes 0 or 1: a
 * constant other than these would not act as C's compound assignment
 * (b &= 2 clears a true b, b ^= 2 sets a false one, where the value
 * converted to bool, 1, leaves or flips it).  A value known only at run
 * time is converted to bool first, as storing it in the operand would
 * (contract §4).
 */
#define __uatomic_is_bool_value(x, unused)				\
	(!((unsigned long long) (x) >> 1))
#define __uatomic_check_bool_value(op, p, v)				\
	__caa_static_assert(!__uatomic_is_bool(p) ||			\
		!__uatomic_constant_fails(v, __uatomic_is_bool_value, ~), \
		"uatomic_" #op ": the value for a bool operand is not 0 or 1")

/* The operand checks of the operations with a value, by kind. */
#define __uatomic_check_value_any(op, p, v)	((void) 0)
#define __uatomic_check_value_arith(op, p, v)				\
	__uatomic_check_arith(op, p)
#define __uatomic_check_value_bitwise(op, p, v)				\
	__uatomic_check_bitwise(op, p, v);				\
	__uatomic_check_bool_value(op, p, v)
#define __uatomic_check_value_minmax(op, p, v)				\
	__uatomic_check_arith(op, p)
/* dec_if_positive takes signed integers: "positive" is their sign. */
#define __uatomic_check_signed(op, p)					\
	__uatomic_check_arith(op, p);					\
	__caa_static_assert(!__uatomic_is_integer(p) ||			\
			    __uatomic_is_signed(p),			\
		"uatomic_" #op ": the operand is not a signed integer")

/*
 * The call of row @op of size sizeof(*p), by the operand kind of the row:
 * fetch_max and fetch_min (kind minmax, @op max or min) call the signed
 * or the unsigned row by the operand type's signedness, Linux's
 * is_signed_type() test ("< 1": no -Wtype-limits for an unsigned type).
 */
#define __uatomic_is_signed(p)						\
	((__uatomic_type(p)) -1 < (__uatomic_type(p)) 1)
#define __uatomic_call_any(p, op, ...)					\
	__uatomic_sized(p, __uatomic_##op, __VA_ARGS__)
#define __uatomic_call_arith		__uatomic_call_any
#define __uatomic_call_bitwise		__uatomic_call_any
#define __uatomic_call_bitnr		__uatomic_call_any
#define __uatomic_call_minmax(p, op, ...)				\
	(__uatomic_is_signed(p) ?					\
	 __uatomic_sized(p, __uatomic_fetch_s##op, __VA_ARGS__) :	\
	 __uatomic_sized(p, __uatomic_fetch_u##op, __VA_ARGS__))

/*
 * The value @v of an operation on *p, of the type of *p.  An integer
 * into an integer operand is converted explicitly, modulo the operand's
 * size, as liburcu means it (uatomic_add(&uchar, -11UL) adds 245): no
 * -Woverflow or -Wconversion for what is no mistake there.  Any other
 * value is converted as an assignment would be, with its checks and
 * warnings (a struct bar * into a struct foo *, a double into an int).
 */
#if defined(__CHECKER__)
# define __uatomic_value_any(p, v)	(v)
#elif defined(__cplusplus)
# define __uatomic_value_any(p, v)					\
	__uatomic_cxx_value<__uatomic_type(p)>(v)
#else
# define __uatomic_both_integers(p, v)					\
	(__uatomic_is_integer(p) && __uatomic_is_integer_value(v))
/*
 * Each branch is well formed whatever the types (the cast's type is int
 * when *p is no integer, its operand int 0 when @v is none).  @v is
 * written four times, the fewest that keep the unconverted branch the
 * user's own expression (a null pointer constant stays one): a nest of
 * operations three deep is 16 expansions of the innermost.
 */
# define __uatomic_value_any(p, v)					\
	__builtin_choose_expr(__uatomic_both_integers(p, v),		\
		(__caa_unqual_typeof(__builtin_choose_expr(		\
			__uatomic_is_integer(p), *(__uatomic_type(p) *) 0, \
			0)))						\
		__builtin_choose_expr(__uatomic_is_integer_value(v),	\
				      (v), 0),				\
		(v))
#endif
#define __uatomic_value_arith(p, v)	__uatomic_value_any(p, v)
#define __uatomic_value_minmax(p, v)	__uatomic_value_any(p, v)

/*
 * and and or on a pointer: the pointer whose bits are the integer @v's
 * (through uintptr_t, the pointer's size: no int-to-pointer warning).
 */
#if defined(__CHECKER__)
# define __uatomic_value_bitwise(p, v)					\
	((__uatomic_type(p)) (uintptr_t) (v))
#elif defined(__cplusplus)
# define __uatomic_value_bitwise(p, v)					\
	__uatomic_cxx_bitwise_value<__uatomic_type(p)>(v)
#else
/*
 * __uatomic_value_any() with a pointer operand's conversion beside the
 * integer's, @v written as often (four times): a value that is no
 * integer for a pointer operand, which the checks reject, becomes a null
 * pointer, so that their message is the one error.  The operand as a
 * scalar (int where it is neither), and the type an integer goes
 * through on its way to it: uintptr_t for a pointer, itself for an
 * integer.
 */
# define __uatomic_bitwise_type(p)					\
	__caa_unqual_typeof(__builtin_choose_expr(__uatomic_is_pointer(p) || \
		__uatomic_is_integer(p), *(p), 0))
# define __uatomic_bitwise_via(p)					\
	__typeof__(__builtin_choose_expr(__uatomic_is_pointer(p),	\
		(uintptr_t) 0, (__uatomic_bitwise_type(p)) 0))
# define __uatomic_value_bitwise(p, v)					\
	__builtin_choose_expr(__uatomic_is_pointer(p) ||		\
			      __uatomic_both_integers(p, v),		\
		(__uatomic_bitwise_type(p)) (__uatomic_bitwise_via(p))	\
		__builtin_choose_expr(__uatomic_is_integer_value(v),	\
				      (v), 0),				\
		(v))
#endif

/* ---- Values: any operand type, bit for bit, through a union ---- */

/*
 * The type of *p without its qualifiers; where *p is rejected, a type
 * that gives no second error: unsigned char for void (C), an unsigned
 * integer of its size for a type that is not trivially copyable (C++,
 * __uatomic_cxx_plain).
 */
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_type(p)						\
	typename __uatomic_cxx_plain<decltype(*(p))>::type
#elif defined(__CHECKER__)
# define __uatomic_type(p)	__caa_unqual_typeof(*(p))
#else
# define __uatomic_type(p)						\
	__caa_unqual_typeof(*__builtin_choose_expr(__uatomic_is_void(p), \
						   (unsigned char *) 0, (p)))
#endif

#define __uatomic_union(p)						\
	union {								\
		__uatomic_type(p) __t;					\
		uint8_t __b1;						\
		uint16_t __b2;						\
		uint32_t __b4;						\
		uint64_t __b8;						\
	}

/* The bits of union @u holding a *p, widened to 64. */
#define __uatomic_bits(p, u)						\
	(sizeof(*(p)) == 1 ? (uint64_t) (u).__b1 :			\
	 sizeof(*(p)) == 2 ? (uint64_t) (u).__b2 :			\
	 sizeof(*(p)) == 4 ? (uint64_t) (u).__b4 : (u).__b8)

/*
 * The compare-and-swaps compare bytes, padding included: a struct or a
 * long double whose members equal the old value's may differ from it in
 * padding bytes, and the operation would fail while the value it returns
 * looks like success.  C++ rejects an operand type with padding or
 * another non-unique representation (std::has_unique_object_representations,
 * but for float and double, whose bits are compared); C rejects long
 * double, the scalar with padding (x87's 80 bits in 12 or 16 bytes), and
 * cannot see padding in a struct: GCC 11 and later clear it (zero bytes,
 * __builtin_clear_padding) in every value an operation is given, so that
 * memory written by uatomic operations compares by its members
 * (Documentation/contract.md §4).
 */
#if defined(__CHECKER__)
# define __uatomic_has_padding(p)	0
#elif defined(__cplusplus)
# define __uatomic_has_padding(p)					\
	(!__has_unique_object_representations(__uatomic_type(p)) &&	\
	 !std::is_same<__uatomic_type(p), float>::value &&		\
	 !std::is_same<__uatomic_type(p), double>::value)
#else
# define __uatomic_has_padding(p)					\
	__builtin_types_compatible_p(__uatomic_type(p), long double)
#endif
/* Once the size is right (@size_ok): one error per mistake. */
#define __uatomic_check_compare(op, p, size_ok)				\
	__caa_static_assert(!(size_ok) || !__uatomic_has_padding(p),	\
		"uatomic_" #op ": the operand type has padding bytes, "	\
		"which the comparison would compare (a long double, or a " \
		"struct that is not all members)")
#if !defined(__CHECKER__) && !defined(__cplusplus) &&			\
	!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 11
# define __uatomic_clear_padding(u)	__builtin_clear_padding(&(u).__t)
#else
# define __uatomic_clear_padding(u)	((void) 0)
#endif

/*
 * A *p made from 64 bits, through union @u; __ua_bits##id: @bits holds
 * the memory order, a user's expression that may be an operation too.
 */
#define __uatomic_value(id, p, u, bits)					\
	__extension__ ({						\
		uint64_t __ua_bits##id = (bits);			\
									\
		if (sizeof(*(p)) == 1)					\
			(u).__b1 = (uint8_t) __ua_bits##id;		\
		else if (sizeof(*(p)) == 2)				\
			(u).__b2 = (uint16_t) __ua_bits##id;		\
		else if (sizeof(*(p)) == 4)				\
			(u).__b4 = (uint32_t) __ua_bits##id;		\
		else							\
			(u).__b8 = __ua_bits##id;			\
		(u).__t;						\
	})

/*
 * Calls fn_1, fn_2, fn_4 or fn_8 by the size of *p.  The choice is a
 * constant expression, so only one call is compiled, even at -O0.
 */
#define __uatomic_sized(p, fn, ...)					\
	(sizeof(*(p)) == 1 ? fn##_1(__VA_ARGS__) :			\
	 sizeof(*(p)) == 2 ? fn##_2(__VA_ARGS__) :			\
	 sizeof(*(p)) == 4 ? fn##_4(__VA_ARGS__) :			\
	 fn##_8(__VA_ARGS__))

/* ---- The operations ---- */

/*
 * Each operation is a statement expression whose locals are named after
 * a number unique to the expansion (__ua_p12, __ua_r12): the arguments
 * are evaluated where the locals of the operation they are nested in
 * (uatomic_add(&a, uatomic_load(&b))) are in scope, and the same names
 * would shadow them (-Wshadow); __caa_with_id() of <urcu/compiler.h>
 * gives the number.  The arguments are evaluated once each, in order:
 * addr, the values, the memory orders.
 */

#define __uatomic_load_id(id, name, addr, mo)				\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_r##id;			\
									\
		__uatomic_check(name, __ua_p##id);			\
		__uatomic_check_mo_load(name, mo);			\
		__uatomic_value(id, __ua_p##id, __ua_r##id,		\
			__uatomic_sized(__ua_p##id, __uatomic_load,	\
					__ua_p##id, __uatomic_mo_arg(mo))); \
	})
#define __uatomic_load(name, addr, mo)					\
	__caa_with_id(__uatomic_load_id, name, addr, mo)

#define __uatomic_store_id(id, name, addr, v, mo)			\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_v##id;			\
									\
		__ua_v##id.__t = __uatomic_value_any(__ua_p##id, v);	\
		__uatomic_clear_padding(__ua_v##id);			\
		__uatomic_check_write(name, __ua_p##id);		\
		__uatomic_check_mo_store(name, mo);			\
		__uatomic_sized(__ua_p##id, __uatomic_store,		\
				__uatomic_writable(__ua_p##id),		\
				__uatomic_bits(__ua_p##id, __ua_v##id),	\
				__uatomic_mo_arg(mo));			\
	})
#define __uatomic_store(name, addr, v, mo)				\
	__caa_with_id(__uatomic_store_id, name, addr, v, mo)

#define uatomic_load_mo(addr, mo)	__uatomic_load(load, addr, mo)
#define uatomic_store_mo(addr, v, mo)	__uatomic_store(store, addr, v, mo)

/* uatomic_load(addr[, mo]) and uatomic_store(addr, v[, mo]): relaxed
 * unless an order is given; any other argument count is an error. */
#define __uatomic_pick6(_1, _2, _3, _4, _5, name, ...)	name
#define __uatomic_load_relaxed(addr)	uatomic_load_mo(addr, CMM_RELAXED)
#define __uatomic_store_relaxed(addr, v) uatomic_store_mo(addr, v, CMM_RELAXED)
#define __uatomic_bad_args(...)						\
	__extension__ ({						\
		__caa_static_assert(0, __VA_ARGS__);			\
		0;							\
	})
#define __uatomic_load_bad_args(...)					\
	__uatomic_bad_args("uatomic_load takes (addr) or (addr, mo)")
#define __uatomic_store_bad_args(...)					\
	__uatomic_bad_args("uatomic_store takes (addr, v) or (addr, v, mo)")
#define uatomic_load(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_load_bad_args,		\
			__uatomic_load_bad_args, __uatomic_load_bad_args, \
			uatomic_load_mo, __uatomic_load_relaxed,	\
			0)(__VA_ARGS__)
#define uatomic_store(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_store_bad_args,		\
			__uatomic_store_bad_args, uatomic_store_mo,	\
			__uatomic_store_relaxed,			\
			__uatomic_store_bad_args, 0)(__VA_ARGS__)

/*
 * uatomic_cond_load(addr, VAL, cond[, mo]) - waits until @cond holds of
 * *addr and returns the value it held of: reads *addr (a uatomic_load at
 * @mo, relaxed unless given) into VAL, an identifier the caller names and
 * @cond refers to, until @cond is true, pausing between reads as the CPU
 * asks a spin-wait to (__uatomic_wait_N: arm64 sleeps in WFE until the
 * location is written; elsewhere caa_cpu_relax()).  Each read is the
 * load, so the read that ends the wait is ordered as uatomic_load(addr,
 * mo) is (contract §2): CMM_ACQUIRE for the kernel's
 * smp_cond_load_acquire().
 *
 * uatomic_cond_load_timeout(addr, VAL, cond, timeout[, mo]) - the same,
 * giving up once @timeout caa_get_cycles() units have passed since its
 * first read that failed @cond (where caa_get_cycles() reads no clock,
 * bare metal without a counter, @timeout counts reads instead; the clock
 * is read only once a read has failed): returns the last value read,
 * of which the caller tests @cond again to learn which it was.  It pauses
 * with caa_cpu_relax() only: a WFE need not wake up before the timeout
 * (no event stream on bare metal).
 *
 * The loop is a while whose condition reads, as Linux's generic
 * smp_cond_load_relaxed() is: from a for (;;) that breaks, GCC copies
 * the read and the compare ahead of the loop where the pause is no
 * instruction (the builtins' target), two instructions more for nothing.
 */
#define __uatomic_cond_load_id(id, name, addr, val, cond, mo, timed,	\
			       timeout)					\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_r##id;			\
		__uatomic_type(__ua_p##id) val;				\
		const caa_cycles_t __ua_limit##id = (timeout);		\
		caa_cycles_t __ua_polls##id = 0, __ua_now##id,		\
			__ua_start##id = 0;				\
									\
		__uatomic_check(name, __ua_p##id);			\
		__uatomic_check_mo_load(name, mo);			\
		while (val = __uatomic_value(id, __ua_p##id, __ua_r##id, \
				__uatomic_sized(__ua_p##id,		\
					__uatomic_load, __ua_p##id,	\
					__uatomic_mo_arg(mo))),		\
		       !(cond)) {					\
			if (!(timed)) {					\
				__uatomic_sized(__ua_p##id,		\
					__uatomic_wait, __ua_p##id,	\
					__uatomic_bits(__ua_p##id,	\
						       __ua_r##id));	\
				continue;				\
			}						\
			__ua_now##id = __uatomic_wait_clock(timed,	\
							__ua_polls##id); \
			if (__ua_polls##id++ == 0)			\
				__ua_start##id = __ua_now##id;		\
			else if (__ua_now##id - __ua_start##id >=	\
				 __ua_limit##id)			\
				break;					\
			caa_cpu_relax();				\
		}							\
		val;							\
	})
#define __uatomic_cond_load(name, addr, val, cond, mo, timed, timeout)	\
	__caa_with_id(__uatomic_cond_load_id, name, addr, val, cond, mo, \
		      timed, timeout)

#define uatomic_cond_load_mo(addr, val, cond, mo)			\
	__uatomic_cond_load(cond_load, addr, val, cond, mo, 0, 0)
#define uatomic_cond_load_timeout_mo(addr, val, cond, timeout, mo)	\
	__uatomic_cond_load(cond_load_timeout, addr, val, cond, mo, 1,	\
			    timeout)
#define __uatomic_cond_load_relaxed(addr, val, cond)			\
	uatomic_cond_load_mo(addr, val, cond, CMM_RELAXED)
#define __uatomic_cond_load_timeout_relaxed(addr, val, cond, timeout)	\
	uatomic_cond_load_timeout_mo(addr, val, cond, timeout, CMM_RELAXED)
#define __uatomic_cond_load_bad_args(...)				\
	__uatomic_bad_args("uatomic_cond_load takes (addr, VAL, cond) or " \
			   "(addr, VAL, cond, mo)")
#define __uatomic_cond_load_timeout_bad_args(...)			\
	__uatomic_bad_args("uatomic_cond_load_timeout takes (addr, VAL, " \
			   "cond, timeout) or (addr, VAL, cond, timeout, mo)")
#define uatomic_cond_load(...)						\
	__uatomic_pick6(__VA_ARGS__, __uatomic_cond_load_bad_args,	\
			uatomic_cond_load_mo,				\
			__uatomic_cond_load_relaxed,			\
			__uatomic_cond_load_bad_args,			\
			__uatomic_cond_load_bad_args, 0)(__VA_ARGS__)
#define uatomic_cond_load_timeout(...)					\
	__uatomic_pick6(__VA_ARGS__, uatomic_cond_load_timeout_mo,	\
			__uatomic_cond_load_timeout_relaxed,		\
			__uatomic_cond_load_timeout_bad_args,		\
			__uatomic_cond_load_timeout_bad_args,		\
			__uatomic_cond_load_timeout_bad_args, 0)(__VA_ARGS__)

/*
 * @derived: the failure order is not an argument but follows from the
 * success order (__uatomic_mo_failure_of(), for uatomic_cmpxchg(addr,
 * old, new, mo)): the order is then read once into __ua_mo##id, and @mof
 * is only checked, never evaluated.
 */
#define __uatomic_cmpxchg_id(id, addr, old, _new, mos, mof, derived)	\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_old##id, __ua_new##id,	\
			__ua_r##id;					\
									\
		__ua_old##id.__t = __uatomic_value_any(__ua_p##id, old); \
		__ua_new##id.__t = __uatomic_value_any(__ua_p##id, _new); \
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_write(cmpxchg, __ua_p##id);		\
		__uatomic_check_compare(cmpxchg, __ua_p##id,		\
				__uatomic_size_ok(__ua_p##id));		\
		__uatomic_check_mo_cmpxchg(cmpxchg, mos, mof);		\
		__uatomic_value(id, __ua_p##id, __ua_r##id,		\
			__uatomic_cmpxchg_call##derived(id, __ua_p##id,	\
				__ua_old##id, __ua_new##id, mos, mof));	\
	})
#define __uatomic_cmpxchg_call(p, old, _new, mos, mof)			\
	__uatomic_sized(p, __uatomic_cmpxchg, __uatomic_writable(p),	\
			__uatomic_bits(p, old), __uatomic_bits(p, _new),	\
			mos, mof)
#define __uatomic_cmpxchg_call0(id, p, old, _new, mos, mof)		\
	__uatomic_cmpxchg_call(p, old, _new, __uatomic_mo_arg(mos),	\
			       __uatomic_mo_arg(mof))
#define __uatomic_cmpxchg_call1(id, p, old, _new, mos, mof)		\
	__extension__ ({						\
		const int __ua_mo##id = __uatomic_mo_arg(mos);		\
									\
		__uatomic_cmpxchg_call(p, old, _new, __ua_mo##id,	\
				__uatomic_mo_failure_of(__ua_mo##id));	\
	})
#define uatomic_cmpxchg_mo(addr, old, _new, mos, mof)			\
	__caa_with_id(__uatomic_cmpxchg_id, addr, old, _new, mos,	\
		      mof, 0)

/*
 * uatomic_try_cmpxchg(addr, expected, new[, mos[, mof]]) and its _weak
 * form: @expected points to an object of the operand's type (not const)
 * holding the value compared with *addr.  True when the new value was
 * stored; else false, and the value found is written to *expected, the
 * next guess of a compare-and-swap loop, which then needs no compare of
 * its own (the kernel's try_cmpxchg, C11's
 * atomic_compare_exchange_strong and _weak).  The weak form may fail
 * while *addr holds the expected value (an LL/SC pair tried once).
 */
#if defined(__CHECKER__)
# define __uatomic_same_type(p, e)	1
# define __uatomic_is_pointer_value(e)	1
#elif defined(__cplusplus)
# define __uatomic_same_type(p, e)					\
	std::is_same<__uatomic_type(p), __uatomic_type(e)>::value
# define __uatomic_is_pointer_value(e)					\
	decltype(__uatomic_cxx_is_pointer_value(e))::value
#else
# define __uatomic_same_type(p, e)					\
	__builtin_types_compatible_p(__uatomic_type(p), __uatomic_type(e))
# define __uatomic_is_pointer_value(e)	(__builtin_classify_type(e) == 5)
#endif
#define __uatomic_check_expected(op, p, e)				\
	__caa_static_assert(__uatomic_is_pointer_value(e),		\
		"uatomic_" #op ": expected is not a pointer "		\
		"(pass &expected)");					\
	__caa_static_assert(__uatomic_same_type(p,			\
			__uatomic_expected_or_null(p, e)),		\
		"uatomic_" #op ": expected points to another type than " \
		"the operand");						\
	__caa_static_assert(!__uatomic_is_const(			\
			__uatomic_expected_or_null(p, e)),		\
		"uatomic_" #op ": expected points to const")
/*
 * @e as the pointer the operation writes through: itself, or, once an
 * assertion above has rejected it, a null pointer to the operand's type,
 * so that the assertion's message is the one error.
 */
#if defined(__CHECKER__)
# define __uatomic_expected_or_null(p, e)	(e)
# define __uatomic_expected(p, e)		(e)
#elif defined(__cplusplus)
# define __uatomic_expected_or_null(p, e)	(e)
# define __uatomic_expected(p, e)	__uatomic_cxx_unconst(e)
#else
# define __uatomic_expected_or_null(p, e)				\
	__builtin_choose_expr(__uatomic_is_pointer_value(e), (e),	\
			      (__uatomic_type(p) *) 0)
# define __uatomic_expected(p, e)					\
	__builtin_choose_expr(__uatomic_is_pointer_value(e) &&		\
		__uatomic_same_type(p, __uatomic_expected_or_null(p, e)) && \
		!__uatomic_is_const(__uatomic_expected_or_null(p, e)),	\
		(e), (__uatomic_type(p) *) 0)
#endif

#define __uatomic_try_cmpxchg_id(id, name, weak, addr, expected, _new,	\
				 mos, mof, derived)			\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__typeof__(&*__uatomic_expected(addr, expected)) __ua_e##id = \
			__uatomic_expected(addr, expected);		\
		__uatomic_union(__ua_p##id) __ua_old##id, __ua_new##id,	\
			__ua_r##id;					\
		uint64_t __ua_x##id;					\
		__uatomic_bool __ua_ok##id;				\
									\
		__uatomic_check_write(name, __ua_p##id);		\
		__uatomic_check_expected(name, __ua_p##id, expected);	\
		__uatomic_check_compare(name, __ua_p##id,		\
				__uatomic_size_ok(__ua_p##id));	\
		__ua_old##id.__t = *__ua_e##id;				\
		__ua_new##id.__t = __uatomic_value_any(__ua_p##id, _new); \
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_mo_cmpxchg(name, mos, mof);		\
		__ua_x##id = __uatomic_bits(__ua_p##id, __ua_old##id);	\
		__ua_ok##id = __uatomic_try_cmpxchg_call##derived(id,	\
			weak, __ua_p##id, &__ua_x##id, __ua_new##id,	\
			mos, mof);					\
		if (!__ua_ok##id)					\
			*__ua_e##id = __uatomic_value(id, __ua_p##id,	\
						      __ua_r##id,	\
						      __ua_x##id);	\
		__ua_ok##id;						\
	})
/* The conditional of __uatomic_sized() promotes the bool to int: the
 * cast keeps it a bool, and the compiler in the flag's byte register. */
#define __uatomic_try_cmpxchg_call(weak, p, x, _new, mos, mof)		\
	((__uatomic_bool) __uatomic_sized(p, __uatomic_try_cmpxchg##weak, \
			__uatomic_writable(p), x,			\
			__uatomic_bits(p, _new), mos, mof))
#define __uatomic_try_cmpxchg_call0(id, weak, p, x, _new, mos, mof)	\
	__uatomic_try_cmpxchg_call(weak, p, x, _new,			\
				   __uatomic_mo_arg(mos),		\
				   __uatomic_mo_arg(mof))
#define __uatomic_try_cmpxchg_call1(id, weak, p, x, _new, mos, mof)	\
	__extension__ ({						\
		const int __ua_mo##id = __uatomic_mo_arg(mos);		\
									\
		__uatomic_try_cmpxchg_call(weak, p, x, _new, __ua_mo##id, \
				__uatomic_mo_failure_of(__ua_mo##id));	\
	})
#define uatomic_try_cmpxchg_mo(addr, expected, _new, mos, mof)		\
	__caa_with_id(__uatomic_try_cmpxchg_id, try_cmpxchg, ,		\
		      addr, expected, _new, mos, mof, 0)
#define uatomic_try_cmpxchg_weak_mo(addr, expected, _new, mos, mof)	\
	__caa_with_id(__uatomic_try_cmpxchg_id, try_cmpxchg_weak, _weak, \
		      addr, expected, _new, mos, mof, 0)

/*
 * The read-modify-writes, the rows of <generic/uatomic-ops.h>: @name is
 * the public name (for messages), @op the row (max or min for the pairs
 * of rows of kind minmax), @neg whether the value is negated (sub is add
 * of -v); the row's operand column @kind says which operands it takes,
 * how its value is converted and which row is called (any, arith,
 * bitwise or minmax: __uatomic_check_value_##kind,
 * __uatomic_value_##kind, __uatomic_call_##kind), its
 * returns column whether the call has a value (of the operand's type).  The
 * size is checked first and directly, so that its error comes with a
 * short "in expansion of macro" chain.
 */
#define __uatomic_rmw_value_id(id, name, op, neg, kind, returns, addr, v, mo) \
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_v##id			\
			__uatomic_rmw_decl_##returns(__ua_r##id);	\
									\
		__uatomic_check_size(name, __ua_p##id);			\
		__ua_v##id.__t = __uatomic_value_##kind(__ua_p##id, v);	\
		__uatomic_clear_padding(__ua_v##id);			\
		__uatomic_check_write_but_size(name, __ua_p##id);	\
		__uatomic_check_value_##kind(name, __ua_p##id, v);	\
		__uatomic_check_mo_any(name, mo);			\
		__uatomic_rmw_result_##returns(id, __ua_p##id, __ua_r##id, \
			__uatomic_call_##kind(__ua_p##id, op,		\
				__uatomic_writable(__ua_p##id),		\
				(neg) ?					\
				-__uatomic_bits(__ua_p##id, __ua_v##id) : \
				__uatomic_bits(__ua_p##id, __ua_v##id),	\
				__uatomic_mo_arg(mo)));			\
	}))
/*
 * By the row's returns column: a result of the operand's type, a bool, or
 * none.  The bool is cast inside the statement expression: gcc takes a
 * cast of the whole to a type other than void for a value computed, and
 * warns where a caller discards it (-Wunused-value).
 */
#define __uatomic_rmw_cast_old
#define __uatomic_rmw_cast_new
#define __uatomic_rmw_cast_bit
#define __uatomic_rmw_cast_none		(void)
#define __uatomic_rmw_decl_old(r)	, r
#define __uatomic_rmw_decl_new(r)	, r
#define __uatomic_rmw_decl_bit(r)
#define __uatomic_rmw_decl_none(r)
#define __uatomic_rmw_result_old(id, p, r, call)	__uatomic_value(id, p, r, call)
#define __uatomic_rmw_result_new(id, p, r, call)	__uatomic_value(id, p, r, call)
#define __uatomic_rmw_result_bit(id, p, r, call)	((__uatomic_bool) (call))
#define __uatomic_rmw_result_none(id, p, r, call)	call
#define __uatomic_rmw_unary_id(id, name, op, kind, addr, mo)		\
	((void) __extension__ ({					\
		__typeof__(addr) __ua_p##id = (addr);			\
									\
		__uatomic_check_size(name, __ua_p##id);			\
		__uatomic_check_write_but_size(name, __ua_p##id);	\
		__uatomic_check_##kind(name, __ua_p##id);		\
		__uatomic_check_mo_any(name, mo);			\
		__uatomic_sized(__ua_p##id, __uatomic_##op,		\
				__uatomic_writable(__ua_p##id),		\
				__uatomic_mo_arg(mo));			\
	}))
/*
 * The public names, each a row of <generic/uatomic-ops.h> (sub, sub_return:
 * add, add_return with the value negated).  uatomic_<name>_mo() gives the
 * order; uatomic_<name>() without one is uatomic_<name>_mo() with the
 * row's default order (contract §3), and any other argument count is an
 * error that says what it takes.  Each is written out rather than built
 * by a helper macro: a size error then names fewer macros on its way.
 */
#define uatomic_xchg_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, xchg, xchg, 0, \
		       __uatomic_col(operand, xchg),			\
		       __uatomic_col(returns, xchg), addr, v, mo)
#define uatomic_add_return_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, add_return,	\
		       add_return, 0,					\
		       __uatomic_col(operand, add_return),			\
		       __uatomic_col(returns, add_return), addr, v, mo)
#define uatomic_sub_return_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, sub_return,	\
		       add_return, 1,					\
		       __uatomic_col(operand, add_return),			\
		       __uatomic_col(returns, add_return), addr, v, mo)
#define uatomic_add_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, add, add, 0, \
		       __uatomic_col(operand, add),			\
		       __uatomic_col(returns, add), addr, v, mo)
#define uatomic_sub_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, sub, add, 1, \
		       __uatomic_col(operand, add),			\
		       __uatomic_col(returns, add), addr, v, mo)
#define uatomic_and_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, and, and, 0, \
		       __uatomic_col(operand, and),			\
		       __uatomic_col(returns, and), addr, v, mo)
#define uatomic_or_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, or, or, 0, \
		       __uatomic_col(operand, or),			\
		       __uatomic_col(returns, or), addr, v, mo)
#define uatomic_xor_mo(addr, v, mo)					\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, xor, xor, 0, \
		       __uatomic_col(operand, xor),			\
		       __uatomic_col(returns, xor), addr, v, mo)
#define uatomic_fetch_add_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_add,	\
		       fetch_add, 0,					\
		       __uatomic_col(operand, fetch_add),		\
		       __uatomic_col(returns, fetch_add), addr, v, mo)
#define uatomic_fetch_sub_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_sub,	\
		       fetch_add, 1,					\
		       __uatomic_col(operand, fetch_add),		\
		       __uatomic_col(returns, fetch_add), addr, v, mo)
#define uatomic_fetch_and_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_and,	\
		       fetch_and, 0,					\
		       __uatomic_col(operand, fetch_and),		\
		       __uatomic_col(returns, fetch_and), addr, v, mo)
#define uatomic_fetch_or_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_or,	\
		       fetch_or, 0,					\
		       __uatomic_col(operand, fetch_or),		\
		       __uatomic_col(returns, fetch_or), addr, v, mo)
#define uatomic_fetch_xor_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_xor,	\
		       fetch_xor, 0,					\
		       __uatomic_col(operand, fetch_xor),		\
		       __uatomic_col(returns, fetch_xor), addr, v, mo)
/* fetch_max, fetch_min: the rows fetch_smax and fetch_umax, fetch_smin
 * and fetch_umin (__uatomic_call_minmax). */
#define uatomic_fetch_max_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_max,	\
		       max, 0, __uatomic_col(operand, fetch_smax),	\
		       __uatomic_col(returns, fetch_smax), addr, v, mo)
#define uatomic_fetch_min_mo(addr, v, mo)				\
	__caa_with_id_(__uatomic_rmw_value_id, __COUNTER__, fetch_min,	\
		       min, 0, __uatomic_col(operand, fetch_smin),	\
		       __uatomic_col(returns, fetch_smin), addr, v, mo)
/*
 * The bit operations: @nr is a bit number of *addr, not a value of its
 * type (9 is no bit of a uint8_t, not 9 converted to the byte).  One
 * outside [0, width) is a compile-time error where it is a constant; one
 * known only at run time is taken modulo the width, nr & (width - 1)
 * (contract §4), so that no operation touches memory outside *addr,
 * whatever its instruction makes of a larger offset: x86's bts, btr, btc
 * with a register offset and a memory bit base address any bit from
 * -2^31 to 2^31 - 1 around it (Intel SDM vol. 2A, BTS), and GCC makes the
 * same instructions of a fetch_or and a test of the builtins build.
 * With CONFIG_DEBUG_ALIGNMENT such a number is reported, and the program
 * stopped, as a misaligned operand is.
 */
#if defined(__CHECKER__)
# define __uatomic_bit_number(nr)	((uint64_t) (nr))
# define __uatomic_check_bit_integer(op, nr)	((void) 0)
#elif defined(__cplusplus)
# define __uatomic_bit_number(nr)	__uatomic_cxx_bit_number(nr)
# define __uatomic_check_bit_integer(op, nr)	((void) 0)
#else
/* Through uintptr_t: a pointer, rejected below, makes no second
 * diagnostic about its size. */
# define __uatomic_bit_number(nr)	((uint64_t) (uintptr_t) (nr))
# define __uatomic_check_bit_integer(op, nr)				\
	__caa_static_assert(__uatomic_is_integer_value(nr),		\
		"uatomic_" #op ": the bit number is not an integer")
#endif
#define __uatomic_width(p)	(8 * sizeof(*(p)))
#define __uatomic_is_bit_of(x, p)					\
	(!((unsigned long long) (x) / __uatomic_width(p)))
#define __uatomic_check_bit(op, p, nr)					\
	__uatomic_check_bit_integer(op, nr);				\
	__caa_static_assert(!__uatomic_constant_fails(nr,		\
						      __uatomic_is_bit_of, p), \
		"uatomic_" #op ": the bit number is outside the operand " \
		"(0 to its width in bits less one)")
#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
# define __uatomic_check_bit_run(op, p, nr)				\
	(caa_unlikely((nr) >= __uatomic_width(p)) ?			\
	 __uatomic_bit_outside("uatomic_" #op, (p), (int64_t) (nr),	\
			       __uatomic_width(p)) : (void) 0)
#else
# define __uatomic_check_bit_run(op, p, nr)	((void) 0)
#endif
#define __uatomic_bit_id(id, name, addr, nr, mo)			\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		const uint64_t __ua_nr##id = __uatomic_bit_number(nr);	\
									\
		__uatomic_check_size(name, __ua_p##id);			\
		__uatomic_check_write_but_size(name, __ua_p##id);	\
		__uatomic_check_arith(name, __ua_p##id);		\
		__uatomic_check_bit(name, __ua_p##id, nr);		\
		__uatomic_check_mo_any(name, mo);			\
		__uatomic_check_bit_run(name, __ua_p##id, __ua_nr##id);	\
		(__uatomic_bool) __uatomic_call_bitnr(__ua_p##id, name,	\
			__uatomic_writable(__ua_p##id),			\
			__ua_nr##id & (__uatomic_width(__ua_p##id) - 1), \
			__uatomic_mo_arg(mo));				\
	})
#define uatomic_test_and_set_bit_mo(addr, nr, mo)			\
	__caa_with_id_(__uatomic_bit_id, __COUNTER__, test_and_set_bit, \
		       addr, nr, mo)
#define uatomic_test_and_clear_bit_mo(addr, nr, mo)			\
	__caa_with_id_(__uatomic_bit_id, __COUNTER__,			\
		       test_and_clear_bit, addr, nr, mo)
#define uatomic_test_and_change_bit_mo(addr, nr, mo)			\
	__caa_with_id_(__uatomic_bit_id, __COUNTER__,			\
		       test_and_change_bit, addr, nr, mo)
/*
 * The conditional updates: the rows of kind pair (@v added unless the
 * value is @u: fetch_add_unless, add_unless) and dec_if_positive, whose
 * result is of the operand's type (a bool for add_unless).
 */
#define __uatomic_rmw_pair_id(id, name, op, returns, addr, v, u, mo)	\
	(__uatomic_rmw_cast_##returns __extension__ ({			\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_v##id, __ua_u##id	\
			__uatomic_rmw_decl_##returns(__ua_r##id);	\
									\
		__uatomic_check_size(name, __ua_p##id);			\
		__ua_v##id.__t = __uatomic_value_arith(__ua_p##id, v);	\
		__ua_u##id.__t = __uatomic_value_arith(__ua_p##id, u);	\
		__uatomic_check_write_but_size(name, __ua_p##id);	\
		__uatomic_check_arith(name, __ua_p##id);		\
		__uatomic_check_mo_any(name, mo);			\
		__uatomic_rmw_result_##returns(id, __ua_p##id, __ua_r##id, \
			__uatomic_sized(__ua_p##id, __uatomic_##op,	\
				__uatomic_writable(__ua_p##id),		\
				__uatomic_bits(__ua_p##id, __ua_v##id),	\
				__uatomic_bits(__ua_p##id, __ua_u##id),	\
				__uatomic_mo_arg(mo)));			\
	}))
#define __uatomic_dec_if_positive_id(id, name, addr, mo)		\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_union(__ua_p##id) __ua_r##id;			\
									\
		__uatomic_check_size(name, __ua_p##id);			\
		__uatomic_check_write_but_size(name, __ua_p##id);	\
		__uatomic_check_signed(name, __ua_p##id);		\
		__uatomic_check_mo_any(name, mo);			\
		__uatomic_value(id, __ua_p##id, __ua_r##id,		\
			__uatomic_sized(__ua_p##id,			\
				__uatomic_dec_if_positive,		\
				__uatomic_writable(__ua_p##id),		\
				__uatomic_mo_arg(mo)));			\
	})
#define uatomic_fetch_add_unless_mo(addr, v, u, mo)			\
	__caa_with_id_(__uatomic_rmw_pair_id, __COUNTER__,		\
		       fetch_add_unless, fetch_add_unless,				\
		       __uatomic_col(returns, fetch_add_unless), addr, v, u, mo)
#define uatomic_add_unless_mo(addr, v, u, mo)				\
	__caa_with_id_(__uatomic_rmw_pair_id, __COUNTER__,		\
		       add_unless, add_unless,				\
		       __uatomic_col(returns, add_unless), addr, v, u, mo)
#define uatomic_inc_not_zero_mo(addr, mo)				\
	__caa_with_id_(__uatomic_rmw_pair_id, __COUNTER__,		\
		       inc_not_zero, add_unless,				\
		       __uatomic_col(returns, add_unless), addr, 1, 0, mo)
#define uatomic_dec_if_positive_mo(addr, mo)				\
	__caa_with_id_(__uatomic_dec_if_positive_id, __COUNTER__,	\
		       dec_if_positive, addr, mo)
#define uatomic_inc_mo(addr, mo)					\
	__caa_with_id_(__uatomic_rmw_unary_id, __COUNTER__, inc, inc,	\
		       __uatomic_col(operand, inc), addr, mo)
#define uatomic_dec_mo(addr, mo)					\
	__caa_with_id_(__uatomic_rmw_unary_id, __COUNTER__, dec, dec,	\
		       __uatomic_col(operand, dec), addr, mo)

/* The forms __uatomic_pick7() chooses from, by argument count. */
#define __uatomic_value_given(name, op, addr, v, mo)			\
	uatomic_##name##_mo(addr, v, mo)
#define __uatomic_value_dflt(name, op, addr, v)				\
	uatomic_##name##_mo(addr, v, __uatomic_col(dflt, op))
#define __uatomic_value_bad(name, ...)					\
	__uatomic_args_error(name, "(addr, v) or (addr, v, mo)")
#define __uatomic_unary_given(name, op, addr, mo)			\
	uatomic_##name##_mo(addr, mo)
#define __uatomic_unary_dflt(name, op, addr)				\
	uatomic_##name##_mo(addr, __uatomic_col(dflt, op))
#define __uatomic_unary_bad(name, ...)					\
	__uatomic_args_error(name, "(addr) or (addr, mo)")

#define uatomic_xchg(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(xchg, xchg, __VA_ARGS__)
#define uatomic_add_return(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(add_return, add_return,	\
						__VA_ARGS__)
#define uatomic_sub_return(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(sub_return, add_return,	\
						__VA_ARGS__)
#define uatomic_add(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(add, add, __VA_ARGS__)
#define uatomic_sub(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(sub, add, __VA_ARGS__)
#define uatomic_and(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(and, and, __VA_ARGS__)
#define uatomic_or(...)							\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(or, or, __VA_ARGS__)
#define uatomic_xor(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(xor, xor,		\
						__VA_ARGS__)
#define uatomic_fetch_add(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_add, fetch_add,	\
						__VA_ARGS__)
#define uatomic_fetch_sub(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_sub, fetch_add,	\
						__VA_ARGS__)
#define uatomic_fetch_and(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_and, fetch_and,	\
						__VA_ARGS__)
#define uatomic_fetch_or(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_or, fetch_or,	\
						__VA_ARGS__)
#define uatomic_fetch_xor(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_xor, fetch_xor,	\
						__VA_ARGS__)
#define uatomic_fetch_max(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_max, fetch_smax,	\
						__VA_ARGS__)
#define uatomic_fetch_min(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_value_bad,		\
			__uatomic_value_bad, __uatomic_value_bad,	\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_value_bad, 0)(fetch_min, fetch_smin,	\
						__VA_ARGS__)
#define __uatomic_bit_bad(name, ...)					\
	__uatomic_args_error(name, "(addr, nr) or (addr, nr, mo)")
#define uatomic_test_and_set_bit(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_bit_bad,			\
			__uatomic_bit_bad, __uatomic_bit_bad,		\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_bit_bad, 0)(test_and_set_bit,		\
					      test_and_set_bit, __VA_ARGS__)
#define uatomic_test_and_clear_bit(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_bit_bad,			\
			__uatomic_bit_bad, __uatomic_bit_bad,		\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_bit_bad, 0)(test_and_clear_bit,	\
					      test_and_clear_bit, __VA_ARGS__)
#define uatomic_test_and_change_bit(...)				\
	__uatomic_pick7(__VA_ARGS__, __uatomic_bit_bad,			\
			__uatomic_bit_bad, __uatomic_bit_bad,		\
			__uatomic_value_given, __uatomic_value_dflt,	\
			__uatomic_bit_bad, 0)(test_and_change_bit,	\
					      test_and_change_bit, __VA_ARGS__)
#define __uatomic_pair_given(name, op, addr, v, u, mo)			\
	uatomic_##name##_mo(addr, v, u, mo)
#define __uatomic_pair_dflt(name, op, addr, v, u)			\
	uatomic_##name##_mo(addr, v, u, __uatomic_col(dflt, op))
#define __uatomic_pair_bad(name, ...)					\
	__uatomic_args_error(name, "(addr, v, u) or (addr, v, u, mo)")
#define uatomic_fetch_add_unless(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_pair_bad,		\
			__uatomic_pair_bad, __uatomic_pair_given,	\
			__uatomic_pair_dflt, __uatomic_pair_bad,	\
			__uatomic_pair_bad, 0)(fetch_add_unless,	\
					       fetch_add_unless, __VA_ARGS__)
#define uatomic_add_unless(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_pair_bad,		\
			__uatomic_pair_bad, __uatomic_pair_given,	\
			__uatomic_pair_dflt, __uatomic_pair_bad,	\
			__uatomic_pair_bad, 0)(add_unless,		\
					       add_unless, __VA_ARGS__)
#define uatomic_inc_not_zero(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_unary_bad,		\
			__uatomic_unary_bad, __uatomic_unary_bad,	\
			__uatomic_unary_bad, __uatomic_unary_given,	\
			__uatomic_unary_dflt, 0)(inc_not_zero,		\
						 add_unless, __VA_ARGS__)
#define uatomic_dec_if_positive(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_unary_bad,		\
			__uatomic_unary_bad, __uatomic_unary_bad,	\
			__uatomic_unary_bad, __uatomic_unary_given,	\
			__uatomic_unary_dflt, 0)(dec_if_positive,	\
						 dec_if_positive, __VA_ARGS__)
#define uatomic_inc(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_unary_bad,		\
			__uatomic_unary_bad, __uatomic_unary_bad,	\
			__uatomic_unary_bad, __uatomic_unary_given,	\
			__uatomic_unary_dflt, 0)(inc, inc, __VA_ARGS__)
#define uatomic_dec(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_unary_bad,		\
			__uatomic_unary_bad, __uatomic_unary_bad,	\
			__uatomic_unary_bad, __uatomic_unary_given,	\
			__uatomic_unary_dflt, 0)(dec, dec, __VA_ARGS__)

/*
 * The default orders of contract §3 (the read-modify-writes' are a
 * column of their table).  As in liburcu 0.15, every operation also
 * takes its memory order as an optional last argument; uatomic_cmpxchg()
 * takes the success order and, optionally, the failure order, which
 * otherwise is the success order without its release part (C++'s rule
 * for compare_exchange with one order).  A wrong argument count is an
 * error that says what the operation takes.
 */
#define __uatomic_pick7(_1, _2, _3, _4, _5, _6, name, ...)	name
#define __uatomic_args_error(op, args)					\
	__uatomic_bad_args("uatomic_" #op " takes " args)

#define __uatomic_read_1arg(addr)	__uatomic_load(read, addr, CMM_RELAXED)
#define __uatomic_read_2args(addr, mo)	__uatomic_load(read, addr, mo)
#define __uatomic_read_bad(...)						\
	__uatomic_args_error(read, "(addr) or (addr, mo)")
#define uatomic_read(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_read_bad, __uatomic_read_bad, \
			__uatomic_read_bad, __uatomic_read_bad,		\
			__uatomic_read_2args, __uatomic_read_1arg,	\
			0)(__VA_ARGS__)

#define __uatomic_set_2args(addr, v)					\
	((void) __uatomic_store(set, addr, v, CMM_RELAXED))
#define __uatomic_set_3args(addr, v, mo)				\
	((void) __uatomic_store(set, addr, v, mo))
#define __uatomic_set_bad(...)						\
	__uatomic_args_error(set, "(addr, v) or (addr, v, mo)")
#define uatomic_set(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_set_bad, __uatomic_set_bad, \
			__uatomic_set_bad, __uatomic_set_3args,		\
			__uatomic_set_2args, __uatomic_set_bad, 0)(__VA_ARGS__)

/*
 * The failure order that goes with a lone success order: CMM_RELEASE's is
 * CMM_RELAXED, CMM_ACQ_REL's CMM_ACQUIRE, any other its own.  Arithmetic,
 * not ?: : for a constant order both arms of a conditional would fold to
 * one value and gcc's -Wduplicated-branches (liburcu's build) would fire.
 */
#define __uatomic_mo_failure_of(mo)					\
	((int) (mo) -							\
	 ((mo) == CMM_RELEASE) * (int) (CMM_RELEASE - CMM_RELAXED) -	\
	 ((mo) == CMM_ACQ_REL) * (int) (CMM_ACQ_REL - CMM_ACQUIRE))
#define __uatomic_cmpxchg_3args(addr, old, _new)			\
	uatomic_cmpxchg_mo(addr, old, _new, CMM_SEQ_CST_FENCE,		\
			   CMM_SEQ_CST_FENCE)
#define __uatomic_cmpxchg_4args(addr, old, _new, mo)			\
	__caa_with_id(__uatomic_cmpxchg_id, addr, old, _new, mo,	\
			  __uatomic_mo_failure_of(mo), 1)
#define __uatomic_cmpxchg_bad(...)					\
	__uatomic_args_error(cmpxchg, "(addr, old, new), "		\
			     "(addr, old, new, mo) or "			\
			     "(addr, old, new, mo_success, mo_failure)")
#define uatomic_cmpxchg(...)						\
	__uatomic_pick7(__VA_ARGS__, __uatomic_cmpxchg_bad,		\
			uatomic_cmpxchg_mo, __uatomic_cmpxchg_4args,	\
			__uatomic_cmpxchg_3args, __uatomic_cmpxchg_bad,	\
			__uatomic_cmpxchg_bad, 0)(__VA_ARGS__)

/* uatomic_try_cmpxchg() and _weak(): the orders as uatomic_cmpxchg(). */
#define __uatomic_try_cmpxchg_3args(name, addr, expected, _new)	\
	uatomic_##name##_mo(addr, expected, _new, CMM_SEQ_CST_FENCE,	\
			    CMM_SEQ_CST_FENCE)
#define __uatomic_try_cmpxchg_4args(name, addr, expected, _new, mo)	\
	__caa_with_id(__uatomic_try_cmpxchg_id, name,			\
		      __uatomic_try_weak_##name, addr, expected, _new,	\
		      mo, __uatomic_mo_failure_of(mo), 1)
#define __uatomic_try_cmpxchg_5args(name, addr, expected, _new, mos, mof) \
	uatomic_##name##_mo(addr, expected, _new, mos, mof)
#define __uatomic_try_weak_try_cmpxchg
#define __uatomic_try_weak_try_cmpxchg_weak	_weak
#define __uatomic_try_cmpxchg_bad(name, ...)				\
	__uatomic_args_error(name, "(addr, expected, new), "		\
			     "(addr, expected, new, mo) or "		\
			     "(addr, expected, new, mo_success, mo_failure)")
#define uatomic_try_cmpxchg(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_try_cmpxchg_bad,		\
			__uatomic_try_cmpxchg_5args,			\
			__uatomic_try_cmpxchg_4args,			\
			__uatomic_try_cmpxchg_3args,			\
			__uatomic_try_cmpxchg_bad,			\
			__uatomic_try_cmpxchg_bad, 0)(try_cmpxchg,	\
						      __VA_ARGS__)
#define uatomic_try_cmpxchg_weak(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_try_cmpxchg_bad,		\
			__uatomic_try_cmpxchg_5args,			\
			__uatomic_try_cmpxchg_4args,			\
			__uatomic_try_cmpxchg_3args,			\
			__uatomic_try_cmpxchg_bad,			\
			__uatomic_try_cmpxchg_bad, 0)(try_cmpxchg_weak,	\
						      __VA_ARGS__)

/*
 * uatomic_cmpxchg_dword(addr, old, new[, mos[, mof]]) and
 * uatomic_try_cmpxchg_dword(addr, expected, new[, mos[, mof]]) - the
 * compare-and-swap of a 16-byte operand, a struct of two words or an
 * unsigned __int128 (a pointer and its generation count: an ABA-safe
 * list head), where the target announces UATOMIC_HAS_ATOMIC_DWORD
 * (x86-64 cmpxchg16b, arm64 casp or ldxp/stxp, POWER8 lqarx/stqcx.,
 * s390x cdsg); elsewhere a compile-time error naming the operation.  The
 * values, results and orders are those of uatomic_cmpxchg() and
 * uatomic_try_cmpxchg() (contract §2, §3).  The operand's type must be
 * 16-byte aligned, which a struct of two words is not by itself
 * (declare it __attribute__((aligned(16)))): the instructions fault, or
 * are not atomic, on a misaligned quadword.  A failing one may write the
 * value it found back (cmpxchg16b does; arm64's ldxp/stxp stores it back
 * to make the read atomic): no operand in read-only memory.
 */
#ifdef UATOMIC_HAS_ATOMIC_DWORD
# define __UATOMIC_SIZE_OK_16	1
#else
# define __UATOMIC_SIZE_OK_16	0
#endif
/* An arch may say why it has no 16-byte operands (": reason"). */
#ifndef UATOMIC_ARCH_NO_DWORD_REASON
# define UATOMIC_ARCH_NO_DWORD_REASON	""
#endif

/* sparse applies no aligned attribute of a typedef to __alignof__. */
#if defined(__CHECKER__)
# define __uatomic_is_dword_aligned(p)	1
#else
# define __uatomic_is_dword_aligned(p)	(__alignof__(*(p)) >= 16)
#endif

/* The size first, as for the read-modify-writes; one error per mistake:
 * each size assertion holds once an earlier one fails. */
#define __uatomic_check_dword(op, p)					\
	__caa_static_assert(sizeof(*(p)) == 16,				\
		"uatomic_" #op ": the operand is not 16 bytes (a struct " \
		"of two words or an unsigned __int128)");		\
	__caa_static_assert(sizeof(*(p)) != 16 || __UATOMIC_SIZE_OK_16,	\
		"uatomic_" #op ": 16-byte operands are not atomic on this " \
		"target (no UATOMIC_HAS_ATOMIC_DWORD)"			\
		UATOMIC_ARCH_NO_DWORD_REASON);				\
	__caa_static_assert(sizeof(*(p)) != 16 || !__UATOMIC_SIZE_OK_16 || \
			    __uatomic_is_dword_aligned(p),		\
		"uatomic_" #op ": the type of the operand is not "	\
		"16-byte aligned (declare it "				\
		"__attribute__((aligned(16))))");			\
	__uatomic_check_compare(op, p, sizeof(*(p)) == 16);		\
	__uatomic_check_write_but_size(op, p)

#define __uatomic_dword_union(p)					\
	union {								\
		__uatomic_type(p) __t;					\
		__uatomic_dword __q;					\
	}

/* @derived: as for uatomic_cmpxchg(), the failure order follows. */
#define __uatomic_dword_call0(id, op, p, x, _new, mos, mof)		\
	__uatomic_##op##_16(__uatomic_writable(p), x, _new,		\
			    __uatomic_mo_arg(mos), __uatomic_mo_arg(mof))
#define __uatomic_dword_call1(id, op, p, x, _new, mos, mof)		\
	__extension__ ({						\
		const int __ua_mo##id = __uatomic_mo_arg(mos);		\
									\
		__uatomic_##op##_16(__uatomic_writable(p), x, _new,	\
				    __ua_mo##id,			\
				    __uatomic_mo_failure_of(__ua_mo##id)); \
	})

#define __uatomic_cmpxchg_dword_id(id, addr, old, _new, mos, mof,	\
				   derived)				\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__uatomic_dword_union(__ua_p##id) __ua_old##id,		\
			__ua_new##id, __ua_r##id;			\
									\
		__ua_old##id.__t = __uatomic_value_any(__ua_p##id, old); \
		__ua_new##id.__t = __uatomic_value_any(__ua_p##id, _new); \
		__uatomic_clear_padding(__ua_old##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_dword(cmpxchg_dword, __ua_p##id);	\
		__uatomic_check_mo_cmpxchg(cmpxchg_dword, mos, mof);	\
		__ua_r##id.__q = __uatomic_dword_call##derived(id,	\
			cmpxchg, __ua_p##id, __ua_old##id.__q,		\
			__ua_new##id.__q, mos, mof);			\
		__ua_r##id.__t;						\
	})

#define __uatomic_try_cmpxchg_dword_id(id, addr, expected, _new, mos,	\
				       mof, derived)			\
	__extension__ ({						\
		__typeof__(addr) __ua_p##id = (addr);			\
		__typeof__(&*__uatomic_expected(addr, expected)) __ua_e##id = \
			__uatomic_expected(addr, expected);		\
		__uatomic_dword_union(__ua_p##id) __ua_x##id, __ua_new##id; \
		__uatomic_bool __ua_ok##id;				\
									\
		__uatomic_check_dword(try_cmpxchg_dword, __ua_p##id);	\
		__uatomic_check_expected(try_cmpxchg_dword, __ua_p##id,	\
					 expected);			\
		__ua_x##id.__t = *__ua_e##id;				\
		__ua_new##id.__t = __uatomic_value_any(__ua_p##id, _new); \
		__uatomic_clear_padding(__ua_x##id);			\
		__uatomic_clear_padding(__ua_new##id);			\
		__uatomic_check_mo_cmpxchg(try_cmpxchg_dword, mos, mof); \
		__ua_ok##id = __uatomic_dword_call##derived(id, try_cmpxchg, \
			__ua_p##id, &__ua_x##id.__q, __ua_new##id.__q,	\
			mos, mof);					\
		if (!__ua_ok##id)					\
			*__ua_e##id = __ua_x##id.__t;			\
		__ua_ok##id;						\
	})

#define uatomic_cmpxchg_dword_mo(addr, old, _new, mos, mof)		\
	__caa_with_id(__uatomic_cmpxchg_dword_id, addr, old, _new, mos,	\
		      mof, 0)
#define uatomic_try_cmpxchg_dword_mo(addr, expected, _new, mos, mof)	\
	__caa_with_id(__uatomic_try_cmpxchg_dword_id, addr, expected,	\
		      _new, mos, mof, 0)

/* The orders as uatomic_cmpxchg(); @name: cmpxchg_dword or its try form. */
#define __uatomic_dword_3args(name, addr, x, _new)			\
	uatomic_##name##_mo(addr, x, _new, CMM_SEQ_CST_FENCE,		\
			    CMM_SEQ_CST_FENCE)
#define __uatomic_dword_4args(name, addr, x, _new, mo)			\
	__caa_with_id(__uatomic_##name##_id, addr, x, _new, mo,		\
		      __uatomic_mo_failure_of(mo), 1)
#define __uatomic_dword_5args(name, addr, x, _new, mos, mof)		\
	uatomic_##name##_mo(addr, x, _new, mos, mof)
#define __uatomic_dword_args_cmpxchg_dword				\
	"(addr, old, new), (addr, old, new, mo) or "			\
	"(addr, old, new, mo_success, mo_failure)"
#define __uatomic_dword_args_try_cmpxchg_dword				\
	"(addr, expected, new), (addr, expected, new, mo) or "		\
	"(addr, expected, new, mo_success, mo_failure)"
#define __uatomic_dword_bad(name, ...)					\
	__uatomic_args_error(name, __uatomic_dword_args_##name)
#define __uatomic_dword_pick(...)					\
	__uatomic_pick7(__VA_ARGS__, __uatomic_dword_bad,		\
			__uatomic_dword_5args, __uatomic_dword_4args,	\
			__uatomic_dword_3args, __uatomic_dword_bad,	\
			__uatomic_dword_bad, 0)
#define uatomic_cmpxchg_dword(...)					\
	__uatomic_dword_pick(__VA_ARGS__)(cmpxchg_dword, __VA_ARGS__)
#define uatomic_try_cmpxchg_dword(...)					\
	__uatomic_dword_pick(__VA_ARGS__)(try_cmpxchg_dword, __VA_ARGS__)

#define cmm_smp_mb__before_uatomic_add()	__uatomic_mb_around(add)
#define cmm_smp_mb__after_uatomic_add()		__uatomic_mb_around(add)
#define cmm_smp_mb__before_uatomic_sub()	__uatomic_mb_around(add)
#define cmm_smp_mb__after_uatomic_sub()		__uatomic_mb_around(add)
#define cmm_smp_mb__before_uatomic_inc()	__uatomic_mb_around(inc)
#define cmm_smp_mb__after_uatomic_inc()		__uatomic_mb_around(inc)
#define cmm_smp_mb__before_uatomic_dec()	__uatomic_mb_around(dec)
#define cmm_smp_mb__after_uatomic_dec()		__uatomic_mb_around(dec)
#define cmm_smp_mb__before_uatomic_and()	__uatomic_mb_around(and)
#define cmm_smp_mb__after_uatomic_and()		__uatomic_mb_around(and)
#define cmm_smp_mb__before_uatomic_or()		__uatomic_mb_around(or)
#define cmm_smp_mb__after_uatomic_or()		__uatomic_mb_around(or)
#define cmm_smp_mb__before_uatomic_xor()	__uatomic_mb_around(xor)
#define cmm_smp_mb__after_uatomic_xor()		__uatomic_mb_around(xor)

#endif /* _URCU_UATOMIC_H */

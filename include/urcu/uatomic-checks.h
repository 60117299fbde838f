/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-checks.h - the operand checks of <urcu/uatomic.h>, which
 * includes it: the size (at compile time, naming the operation), the
 * value type (as an assignment), the memory order (at compile time when
 * it is a constant), the alignment with CONFIG_DEBUG_ALIGNMENT, each a
 * static assertion whose message names the operation and what is wrong,
 * in C as in C++; and the value of any operand type made of 64 bits,
 * bit for bit, through a union.
 */
#ifndef _URCU_UATOMIC_CHECKS_H
#define _URCU_UATOMIC_CHECKS_H

/* ---- Operand checks ---- */

/*
 * The message of a check of operation @op, one string literal:
 * __uatomic_msg(uatomic_##op: what is wrong).  The words are written in
 * the checking macro itself, never passed through an argument: they are
 * then not macro-expanded (NULL, bool), and a preprocessed call holds
 * each message once, as one literal.
 */
#define __uatomic_msg(...)	#__VA_ARGS__

/*
 * Before the C11 words _Generic and _Atomic: __extension__ before C11,
 * where they are GNU extensions (no -pedantic warning), and nothing from
 * C11 on, where they are standard (a preprocessed call is that shorter).
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
# define __uatomic_c11(...)		__VA_ARGS__
#else
# define __uatomic_c11(...)		__extension__ __VA_ARGS__
#endif

/*
 * The size checks, one assertion per size the target lacks, decided here
 * (an operand of a size it has makes none of them), then the one that
 * no target takes: __uatomic_check_size_N(op, p) is empty, or an
 * assertion and its semicolon.  A void address has size 1 in GNU C: its
 * own error says so, not the 1-byte one.
 */
#define __uatomic_size_check(op, p, n, size_ok, macro, reason)		\
	__caa_static_assert(sizeof(*(p)) != n || (size_ok),		\
		__uatomic_msg(uatomic_##op: n-byte operands are not atomic \
			      on this target (no UATOMIC_HAS_ATOMIC_##macro)) \
		reason);
#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define __UATOMIC_SIZE_OK_1	1
# define __uatomic_check_size_1(op, p)
#else
# define __UATOMIC_SIZE_OK_1	0
# define __uatomic_check_size_1(op, p)					\
	__uatomic_size_check(op, p, 1, __uatomic_is_void(p), BYTE, "")
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define __UATOMIC_SIZE_OK_2	1
# define __uatomic_check_size_2(op, p)
#else
# define __UATOMIC_SIZE_OK_2	0
# define __uatomic_check_size_2(op, p)					\
	__uatomic_size_check(op, p, 2, 0, SHORT, "")
#endif
/* An arch may say why it has no 8-byte operands (": reason"). */
#ifndef UATOMIC_ARCH_NO_LLONG_REASON
# define UATOMIC_ARCH_NO_LLONG_REASON	""
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define __UATOMIC_SIZE_OK_8	1
# define __uatomic_check_size_8(op, p)
#else
# define __UATOMIC_SIZE_OK_8	0
# define __uatomic_check_size_8(op, p)					\
	__uatomic_size_check(op, p, 8, 0, LLONG,			\
			     UATOMIC_ARCH_NO_LLONG_REASON)
#endif

/* A size of 1, 2, 4 or 8 bytes is its unsigned integer's, __uatomic_u(). */
#define __uatomic_check_size(op, p)					\
	typedef __uatomic_uint_of(__uatomic_t(p)) __uatomic_u(p);	\
	__uatomic_check_size_1(op, p)					\
	__uatomic_check_size_2(op, p)					\
	__uatomic_check_size_8(op, p)					\
	__caa_static_assert(sizeof(__uatomic_t(p)) == sizeof(__uatomic_u(p)), \
		__uatomic_msg(uatomic_##op: operand size is not 1, 2, 4 or 8 \
			      bytes))

/* Whether the size of *p is one the target does (a constant). */
#define __uatomic_size_ok(p)						\
	((sizeof(*(p)) == 1 && __UATOMIC_SIZE_OK_1) ||			\
	 (sizeof(*(p)) == 2 && __UATOMIC_SIZE_OK_2) ||			\
	 sizeof(*(p)) == 4 || (sizeof(*(p)) == 8 && __UATOMIC_SIZE_OK_8))

/* The run-time check, a statement, or nothing. */
#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
# define __uatomic_check_align(op, p)					\
	(caa_unlikely((uintptr_t) (p) & (sizeof(*(p)) - 1)) ?		\
	 __uatomic_misaligned(__uatomic_msg(uatomic_##op), (p),		\
			     sizeof(*(p))) : (void) 0);
#else
# define __uatomic_check_align(op, p)
#endif

/*
 * An array operand (uatomic_read(&array)) would be read or written as the
 * pointer its name decays to: rejected, whatever its size.  In C,
 * __builtin_types_compatible_p ignores the qualifiers of *p, and tells
 * an array from the pointer __uatomic_type() decays it to.
 */
#if defined(__CHECKER__)
# define __uatomic_not_array(p)	1
#elif defined(__cplusplus)
# define __uatomic_not_array(p)						\
	!decltype(__uatomic_cxx_is_array_at(p))::value
#else
/* clang's _Atomic int is no int, whatever its qualifiers (and void's
 * stand-in is char): neither is an array. */
# define __uatomic_not_array(p)						\
	__builtin_types_compatible_p(__uatomic_pointee(p), __uatomic_t(p)) || \
	__uatomic_is_atomic(p) || __uatomic_is_void(p)
#endif

/*
 * An operand of an atomic type (C11 _Atomic, C++ std::atomic) has its own
 * operations: mixing them with these is rejected.  In C the pointed-to
 * type, qualified alike on both sides, is compatible with its _Atomic
 * form only when it has it; C++ rejects what is not trivially copyable.
 */
#if defined(__CHECKER__)
# define __uatomic_test_atomic(p)	0
#elif defined(__cplusplus)
# define __uatomic_test_atomic(p)					\
	(!__uatomic_cxx_is_plain<decltype(*(p))>::value)
#else
# define __uatomic_test_atomic(p)					\
	__uatomic_c11(__builtin_types_compatible_p(const volatile	\
		__uatomic_pointee(p) *, const volatile _Atomic		\
		__uatomic_atomic_of(p) *))
/* clang takes no _Atomic _BitInt: int in its place (a _BitInt has its
 * own error); GCC takes _Atomic of every operand type. */
# ifdef __clang__
#  define __uatomic_atomic_of(p)					\
	__typeof__(__builtin_choose_expr(__uatomic_is_bitint(p), 0,	\
					 *(__uatomic_t(p) *) 0))
# else
#  define __uatomic_atomic_of(p)	__uatomic_t(p)
# endif
#endif
#ifdef __cplusplus
# define __uatomic_atomic_operand(op)					\
	__uatomic_msg(uatomic_##op: the operand is not a trivially	\
		      copyable type (a std::atomic has its own operations))
#else
# define __uatomic_atomic_operand(op)					\
	__uatomic_msg(uatomic_##op: the operand is _Atomic)
#endif

/*
 * A void address (uatomic_read(NULL) in C, a void *, or no pointer at
 * all): rejected, once.  In C the operand's type, __uatomic_type(), is
 * then char, and the checks that would say more of it ask
 * __uatomic_is_void(); in C++, where *p does not compile for a void *,
 * __uatomic_address() rejected it and left a __uatomic_cxx_none * for
 * __uatomic_is_void() to know.
 */
#if defined(__CHECKER__)
# define __uatomic_test_void(p)		0
#elif defined(__cplusplus)
# define __uatomic_test_void(p)						\
	__uatomic_cxx_is_none<decltype(*(p))>::value
#else
# define __uatomic_test_void(p)						\
	__builtin_types_compatible_p(__typeof__(*(p)), void)
#endif

/*
 * The address, held in the local @var of an operation's statement
 * expression, evaluated once.  In C++ an address that is no pointer to
 * an object (NULL is an integer there) stops at one static_assert naming
 * the operation, before *p is taken (__uatomic_cxx_address()); in C,
 * NULL is a void *, which __uatomic_check_object() names.
 */
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_address(op, var, addr)				\
	__caa_static_assert(						\
		decltype(__uatomic_cxx_is_address(addr))::value,	\
		"uatomic_" #op ": the address is not a pointer (in C++, " \
		"NULL and 0 are integers): pass the operand's address"); \
	__caa_static_assert(						\
		!decltype(__uatomic_cxx_is_void_address(addr))::value,	\
		__uatomic_msg(uatomic_##op: the address points to void)); \
	__typeof__(__uatomic_cxx_address(addr)) var =			\
		__uatomic_cxx_address(addr);				\
	__uatomic_operand_types(var)
#elif defined(__CHECKER__)
# define __uatomic_address(op, var, addr)				\
	__typeof__(addr) var = (addr);					\
	__uatomic_operand_types(var)
#else
/* An integer (uatomic_read(0)) as NULL: __builtin_classify_type() says
 * 5 for a pointer, in GCC and clang. */
# define __uatomic_address_or_null(addr)				\
	__builtin_choose_expr(__builtin_classify_type(addr) == 5,	\
			      (addr), (void *) 0)
# define __uatomic_address(op, var, addr)				\
	__auto_type var = __uatomic_address_or_null(addr);		\
	__uatomic_operand_types(var)
#endif

/*
 * Beside the address local p (__12: two underscores and the number of
 * the operation), what the checks and the call ask of it, declared once,
 * each named p and one letter (__12t): pt, the operand's type
 * (__uatomic_type()); pc, GCC's type class of pt (__uatomic_class());
 * the facts pv (void), pb (a _BitInt or a vector),
 * pi (an integer), pk (const) and pa (atomic); and, with the size check
 * that every operation of 1 to 8 bytes makes first, pu, the unsigned
 * integer of its size, whose member of the value union
 * (__uatomic_union()) holds its bits (uint64_t for a size no target
 * takes, which that check rejects).  Each is named after p, a local
 * unique to the expansion, by pasting: the macros that read them take
 * that local only, never an expression.  The names are short: a
 * preprocessed operation writes them about fifty times.
 */
#define __uatomic_t(p)		p##t
#define __uatomic_u(p)		p##u
#define __uatomic_operand_types(p)					\
	__uatomic_pointee_decl(p)					\
	enum { p##v = __uatomic_pointee_is_void(p) };			\
	typedef __uatomic_type_of(p, p##v) p##t;			\
	enum {								\
		p##c = __uatomic_classify(p##t),			\
		p##b = __uatomic_test_bitint(p),			\
		p##i = __uatomic_test_integer(p),			\
		p##k = __uatomic_pointee_is_const(p),			\
		p##a = __uatomic_test_atomic(p)				\
	}
/*
 * In C, pq: the type of *p as written, its qualifiers and _Atomic
 * included (void for a void address), which the tests of void, const,
 * _Atomic and an array compare (__uatomic_pointee()); C++ and sparse
 * ask with their own tests.
 */
#if defined(__cplusplus) || defined(__CHECKER__)
# define __uatomic_pointee_decl(p)
# define __uatomic_pointee_is_void(p)	__uatomic_test_void(p)
# define __uatomic_pointee_is_const(p)	__uatomic_test_const(p)
#else
# define __uatomic_pointee(p)		p##q
# define __uatomic_pointee_decl(p)	typedef __typeof__(*(p)) p##q;
# define __uatomic_pointee_is_void(p)					\
	__builtin_types_compatible_p(__uatomic_pointee(p), void)
# define __uatomic_pointee_is_const(p)					\
	__builtin_types_compatible_p(__typeof__(p),			\
				     const __uatomic_pointee(p) *)
#endif
#if defined(__CHECKER__)
# define __uatomic_classify(T)		0
#else
# define __uatomic_classify(T)		__builtin_classify_type(*(T *) 0)
#endif
/* The facts about *p, named once (the tests, __uatomic_test_*(), of an
 * expression, are written where the facts are declared). */
#define __uatomic_is_void(p)		p##v
#define __uatomic_is_const(p)		p##k
#define __uatomic_is_atomic(p)		p##a
#ifdef __cplusplus
# define __uatomic_uint_of(T)						\
	typename __uatomic_cxx_uint<sizeof(T)>::type
#elif defined(__CHECKER__)
/* sparse's generic selection takes every array pointer for the first. */
# define __uatomic_uint_of(T)						\
	__typeof__(__builtin_choose_expr(sizeof(T) == 1, (uint8_t) 0,	\
		__builtin_choose_expr(sizeof(T) == 2, (uint16_t) 0,	\
		__builtin_choose_expr(sizeof(T) == 4, (uint32_t) 0,	\
				      (uint64_t) 0))))
#else
/* Chosen by the size as the type of an array (C11's generic selection,
 * which __uatomic_c11 gives C99 too). */
# define __uatomic_uint_of(T)						\
	__typeof__(__uatomic_c11(_Generic((char (*)[sizeof(T)]) 0,	\
		char (*)[1]: (uint8_t) 0, char (*)[2]: (uint16_t) 0,	\
		char (*)[4]: (uint32_t) 0, default: (uint64_t) 0)))
#endif

#ifdef __cplusplus
# define __uatomic_check_void(op, p)	((void) 0)
#else
# define __uatomic_check_void(op, p)					\
	__caa_static_assert(!__uatomic_is_void(p),			\
		__uatomic_msg(uatomic_##op: the address points to void))
#endif

/* The address points to an operand, of a plain scalar type. */
#define __uatomic_check_object(op, p)					\
	__uatomic_check_void(op, p);					\
	__caa_static_assert(!__uatomic_is_atomic(p),			\
		__uatomic_atomic_operand(op));				\
	__caa_static_assert(__uatomic_not_array(p),			\
		__uatomic_msg(uatomic_##op: the operand is an array))

/* After __uatomic_check_size(), which comes first. */
#define __uatomic_check(op, p)						\
	__uatomic_check_align(op, p)					\
	__uatomic_check_object(op, p)

/*
 * The operations that write: the operand may not be const.  Once the
 * assertion has said so, the address is handed on without a second
 * diagnostic about discarded qualifiers: __uatomic_writable(p) is @p
 * itself when it is not const (the same pointer, the same code).
 */
#if defined(__CHECKER__)
# define __uatomic_test_const(p)	0
# define __uatomic_writable(p)		(p)
#elif defined(__cplusplus)
# define __uatomic_test_const(p)					\
	decltype(__uatomic_cxx_is_const_at(p))::value
# define __uatomic_writable(p)						\
	const_cast<volatile void *>(static_cast<const volatile void *>(p))
#else
/* A pointer to const T is compatible with "const T *" only. */
# define __uatomic_test_const(p)					\
	__builtin_types_compatible_p(__typeof__(p), const __typeof__(*(p)) *)
# define __uatomic_writable(p)						\
	__builtin_choose_expr(__uatomic_is_const(p), 0, p)
#endif

#define __uatomic_check_write(op, p)					\
	__caa_static_assert(!__uatomic_is_const(p),			\
		__uatomic_msg(uatomic_##op: the operand is const));	\
	__uatomic_check(op, p)

/*
 * Memory orders are checked when they are constants (sparse cannot fold
 * these assertions; the compiler does the checking).
 */
#if defined(__CHECKER__)
# define __uatomic_if_constant(mo, ice, ok)	1
#elif defined(__cplusplus)
# define __uatomic_if_constant(mo, ice, ok)				\
	(!__builtin_constant_p(mo) || (ok))
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
		__typeof__(8 ? (void *) ((long) (mo) * 0L) : (int *) 8), \
		int *)
/* @ice: __uatomic_is_ice(mo), asked once by the operation (an enum
 * constant, __uatomic_mo_ice()). */
# define __uatomic_if_constant(mo, ice, ok)				\
	__builtin_choose_expr(ice, (ok), 1)
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
/* @msg: __uatomic_msg(), naming the operation. */
#define __uatomic_check_mo(mo, ice, ok, msg)				\
	__caa_static_assert(__uatomic_if_constant(mo, ice, ok), msg)

/* One unsigned comparison: no "always true" warning where enums are
 * bytes (ARM EABI). */
#define __uatomic_mo_in_range(mo)	((unsigned int) (mo) <= CMM_SEQ_CST_FENCE)
/*
 * Whether @mo is an integer constant expression, asked once by each
 * operation: the enum constant @ice (__uatomic_mo_ice()), which the
 * checks below take, and __uatomic_mo_arg_ice(), the order the operation
 * is called with.  In C a constant one is passed as it is (it was
 * checked; the code is then the same at -O0 too); the cast: an enum with
 * no negative value is unsigned (-Wsign-conversion).
 */
#if defined(__cplusplus) || defined(__CHECKER__)
# define __uatomic_is_ice(mo)		0
# define __uatomic_mo_arg_ice(mo, ice)					\
	__uatomic_mo_valid_or_strongest((int) (mo))
#else
# define __uatomic_mo_arg_ice(mo, ice)					\
	__builtin_choose_expr(ice, (mo),				\
			      __uatomic_mo_valid_or_strongest((int) (mo)))
#endif
#define __uatomic_mo_ice(ice, mo)	enum { ice = __uatomic_is_ice(mo) }

/*
 * Whether the caller gave the order, @given: 1, an argument of the
 * caller's, which __uatomic_mo_1() asks about once (the enum constant
 * @ice) and checks with @check(op, mo, ice) where it is a constant, and
 * which runs as the strongest where it is invalid at run time; 0, the
 * constant a name called without an order passes (its default,
 * contract §3), valid as the library wrote it: neither asked about nor
 * checked, and passed as it is (the code of the same order given as a
 * constant).  A number: no user's macro can expand it.  @check is a
 * macro's name, called here, not a call passed as an argument: an
 * argument is expanded before it is substituted, which would make C99's
 * __caa_static_assert() the call of glibc's _Static_assert macro.
 */
#define __uatomic_mo_1(ice, mo, check, op)				\
	__uatomic_mo_ice(ice, mo);					\
	check(op, mo, ice);
#define __uatomic_mo_0(ice, mo, check, op)
#define __uatomic_mo_arg_1(mo, ice)	__uatomic_mo_arg_ice(mo, ice)
#define __uatomic_mo_arg_0(mo, ice)	mo

#define __uatomic_check_mo_any(op, mo, ice)				\
	__uatomic_check_mo(mo, ice, __uatomic_mo_in_range(mo),		\
		__uatomic_msg(uatomic_##op: memory order is not an enum	\
			      cmm_memorder value))

#define __uatomic_check_mo_load(op, mo, ice)				\
	__uatomic_check_mo_any(op, mo, ice);				\
	__uatomic_check_mo(mo, ice, (mo) != CMM_RELEASE,		\
		__uatomic_msg(uatomic_##op: CMM_RELEASE is not a valid	\
			      order for a load));			\
	__uatomic_check_mo(mo, ice, (mo) != CMM_ACQ_REL,		\
		__uatomic_msg(uatomic_##op: CMM_ACQ_REL is not a valid	\
			      order for a load))

#define __uatomic_check_mo_store(op, mo, ice)				\
	__uatomic_check_mo_any(op, mo, ice);				\
	__uatomic_check_mo(mo, ice, (mo) != CMM_CONSUME,		\
		__uatomic_msg(uatomic_##op: CMM_CONSUME is not a valid	\
			      order for a store));			\
	__uatomic_check_mo(mo, ice, (mo) != CMM_ACQUIRE,		\
		__uatomic_msg(uatomic_##op: CMM_ACQUIRE is not a valid	\
			      order for a store));			\
	__uatomic_check_mo(mo, ice, (mo) != CMM_ACQ_REL,		\
		__uatomic_msg(uatomic_##op: CMM_ACQ_REL is not a valid	\
			      order for a store))

/* @ices, @icef: whether @mos and @mof are constants (__uatomic_mo_ice()). */
#define __uatomic_check_mo_cmpxchg(op, mos, mof, ices, icef)		\
	__uatomic_check_mo_any(op, mos, ices);				\
	__uatomic_check_mo_load(op, mof, icef);				\
	__uatomic_check_mo((mos) + (mof), (ices) && (icef),		\
			   __uatomic_mo_acquire_strength(mof) <=	\
			   __uatomic_mo_acquire_strength(mos),		\
		__uatomic_msg(uatomic_##op: the failure order is stronger \
			      than the success order))

/*
 * GCC's type class of the operand's type, not of *(p): that is void
 * where the address is (rejected with its own message, and then no
 * second error from here).  __uatomic_operand_types() names it.
 */
#define __uatomic_class(p)	p##c

/* Arithmetic and bitwise operations take integers (enum and bool too). */
#define __uatomic_is_integer(p)		p##i
#if defined(__CHECKER__)
# define __uatomic_test_integer(p)	1
#elif defined(__cplusplus)
# define __uatomic_test_integer(p)					\
	(std::is_integral<__uatomic_t(p)>::value ||			\
	 std::is_enum<__uatomic_t(p)>::value)
#else
/* GCC's type classes 1 to 4: integer, char, enum, bool (the class
 * written once: __uatomic_is_integer_value() below), one unsigned
 * comparison of a constant. */
# define __uatomic_test_integer(p)	__uatomic_class(p) - 1U < 4U
#endif

/*
 * Integers the operations do not take, each with its own message rather
 * than "not an integer": a _BitInt (GCC's type class 18, clang's none,
 * as a vector's; its padding bits, where its width is not its size's,
 * would take the carries) and, for arithmetic, a C++ scoped enum, which
 * has none (the bitwise operations take it: flags).
 */
#if defined(__CHECKER__)
# define __uatomic_test_bitint(p)	0
#else
# define __uatomic_test_bitint(p)					\
	__uatomic_class(p) == -1 || __uatomic_class(p) == 18
#endif
#define __uatomic_is_bitint(p)		p##b
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_is_scoped_enum(p)					\
	(std::is_enum<__uatomic_t(p)>::value &&				\
	 !std::is_convertible<__uatomic_t(p), long long>::value)
# define __uatomic_check_scoped_enum(op, p)				\
	__caa_static_assert(!__uatomic_is_scoped_enum(p),		\
		__uatomic_msg(uatomic_##op: the operand is a scoped enum \
			      (enum class), which has no arithmetic));
#else
/* C has none.  (C++'s is an enum, an integer for the check above.) */
# define __uatomic_check_scoped_enum(op, p)
#endif
#define __uatomic_check_bitint(op, p)					\
	__caa_static_assert(!__uatomic_is_bitint(p),			\
		__uatomic_msg(uatomic_##op: the operand is a _BitInt or a \
			      vector))

#define __uatomic_check_integer(op, p)					\
	__uatomic_check_bitint(op, p);					\
	__uatomic_check_scoped_enum(op, p)				\
	__caa_static_assert(__uatomic_is_integer(p) ||			\
			    __uatomic_is_bitint(p),			\
		__uatomic_msg(uatomic_##op: the operand is not an integer))

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
	std::is_same<__uatomic_t(p), bool>::value
#else
# define __uatomic_is_bool(p)						\
	__builtin_types_compatible_p(__uatomic_t(p), _Bool)
#endif
#define __uatomic_check_arith(op, p)					\
	__uatomic_check_integer(op, p);					\
	__caa_static_assert(!__uatomic_is_bool(p),			\
		__uatomic_msg(uatomic_##op: arithmetic on a bool operand))

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
	std::is_pointer<__uatomic_t(p)>::value
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
	__builtin_classify_type(v) - 1U < 4U
#endif
#define __uatomic_check_bitwise(op, p, v)				\
	__uatomic_check_bitint(op, p);					\
	__caa_static_assert(__uatomic_is_integer(p) ||			\
			    __uatomic_is_bitint(p) ||			\
			    __uatomic_is_pointer(p),			\
		__uatomic_msg(uatomic_##op: the operand is not an integer \
			      or a pointer));				\
	__caa_static_assert(!__uatomic_is_pointer(p) ||			\
			    __uatomic_is_integer_value(v),		\
		__uatomic_msg(uatomic_##op: the value for a pointer operand \
			      is not an integer))

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
		__uatomic_msg(uatomic_##op: the value for a bool operand is \
			      not 0 or 1))

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
		__uatomic_msg(uatomic_##op: the operand is not a signed	\
			      integer))

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
	__uatomic_cxx_value<__uatomic_t(p)>(v)
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
		(__typeof__(__builtin_choose_expr(__uatomic_is_integer(p), \
			*(__uatomic_t(p) *) 0, 0)))			\
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
	((__uatomic_t(p)) (uintptr_t) (v))
#elif defined(__cplusplus)
# define __uatomic_value_bitwise(p, v)					\
	__uatomic_cxx_bitwise_value<__uatomic_t(p)>(v)
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
 * that gives no second error: char for void (C), an unsigned
 * integer of its size for a type that is not trivially copyable (C++,
 * __uatomic_cxx_plain).
 */
#if defined(__cplusplus) && !defined(__CHECKER__)
# define __uatomic_type_of(p, is_void)					\
	decltype(__uatomic_cxx_plain_of(*(p)))
#elif defined(__CHECKER__)
# define __uatomic_type_of(p, is_void)	__caa_unqual_typeof(*(p))
#else
# define __uatomic_type_of(p, is_void)					\
	__caa_unqual_typeof(*__builtin_choose_expr(is_void,		\
						   (char *) 0, p))
#endif
#define __uatomic_type(p)	__uatomic_type_of(p, __uatomic_test_void(p))

#define __uatomic_union(p)						\
	union {								\
		__uatomic_t(p) __t;					\
		__uatomic_u(p) __b;					\
	}

/* The bits of union @u (a local's name) holding a *p, which the sized
 * functions' uint64_t parameter widens. */
#define __uatomic_bits(p, u)	u.__b

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
	(!__has_unique_object_representations(__uatomic_t(p)) &&	\
	 !std::is_same<__uatomic_t(p), float>::value &&			\
	 !std::is_same<__uatomic_t(p), double>::value)
#else
# define __uatomic_has_padding(p)					\
	__builtin_types_compatible_p(__uatomic_t(p), long double)
#endif
/* Once the size is right (@size_ok): one error per mistake. */
#define __uatomic_check_compare(op, p, size_ok)				\
	__caa_static_assert(!(size_ok) || !__uatomic_has_padding(p),	\
		__uatomic_msg(uatomic_##op: the operand type has padding \
			      bytes, which the comparison would compare	\
			      (a long double, or a struct that is not all \
			      members)))
#if !defined(__CHECKER__) && !defined(__cplusplus) &&			\
	!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 11
# define __uatomic_clear_padding(u)	__builtin_clear_padding(&(u).__t)
#else
# define __uatomic_clear_padding(u)	((void) 0)
#endif
/* By the operand kind of a read-modify-write, a statement or none: the
 * integers and pointers of the others have no padding. */
#define __uatomic_clear_padding_any(u)		__uatomic_clear_padding(u);
#define __uatomic_clear_padding_arith(u)
#define __uatomic_clear_padding_bitwise(u)
#define __uatomic_clear_padding_minmax(u)

/* A *p made from 64 bits, through union @u (@bits, a call or a local,
 * written once: it holds the memory order, a user's expression that may
 * be an operation too). */
#define __uatomic_value(p, u, bits)					\
	(u.__b = (__uatomic_u(p)) bits, u.__t)

/*
 * Calls f1, f2, f4 or f8 by the size of *p.  The choice is a constant
 * expression, so only one call is compiled, even at -O0; in C the
 * function itself is chosen (the same direct call), and the arguments
 * written once, by the unsigned integer of the size, __uatomic_u(): a
 * generic selection (C11's, which __uatomic_c11 gives C99 too), the
 * shortest choice of four.  __uatomic_sized(p, fn, ...) calls fn_1 to
 * fn_8.
 */
#if defined(__cplusplus) || defined(__CHECKER__)
# define __uatomic_call_sized(p, f1, f2, f4, f8, ...)			\
	(sizeof(*(p)) == 1 ? f1(__VA_ARGS__) :				\
	 sizeof(*(p)) == 2 ? f2(__VA_ARGS__) :				\
	 sizeof(*(p)) == 4 ? f4(__VA_ARGS__) : f8(__VA_ARGS__))
#else
# define __uatomic_call_sized(p, f1, f2, f4, f8, ...)			\
	__uatomic_c11(_Generic((__uatomic_u(p)) 0, uint8_t: f1,		\
			       uint16_t: f2, uint32_t: f4,		\
			       default: f8))(__VA_ARGS__)
#endif
#define __uatomic_sized(p, fn, ...)					\
	__uatomic_call_sized(p, fn##_1, fn##_2, fn##_4, fn##_8, __VA_ARGS__)

#endif /* _URCU_UATOMIC_CHECKS_H */

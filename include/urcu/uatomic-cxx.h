/* SPDX-License-Identifier: MIT */
/*
 * urcu/uatomic-cxx.h - the C++ part of the operand checks and value
 * conversions of <urcu/uatomic.h>, which includes it (outside its
 * extern "C") when compiled as C++: type traits taken by deduction, and
 * the conversions whose failure is one static_assert naming the
 * operations, as C's _Static_assert does.
 */
#ifndef _URCU_UATOMIC_CXX_H
#define _URCU_UATOMIC_CXX_H

#ifndef __cplusplus
# error "<urcu/uatomic-cxx.h> is the C++ part of <urcu/uatomic.h>: include that"
#endif

#include <stdint.h>
/* extern "C++": a user may include <urcu/uatomic.h> inside extern "C". */
extern "C++" {
#include <type_traits>

/*
 * The value conversions of __uatomic_value_any() and
 * __uatomic_value_bitwise() of <urcu/uatomic.h>, for C++: an integer into an integer
 * operand by static_cast (modulo the operand's size); any other value
 * initialises a parameter of the operand's type, as an assignment would
 * (a null pointer constant stays one).
 */
/*
 * Traits of the operand's type taken by deduction, never by naming the
 * type as a template argument: g++ warns (-Wignored-attributes) when a
 * type with an attribute is named so, as the 16-byte aligned typedef of
 * a double-width operand is where unsigned __int128 is 8-aligned (s390x).
 * Declared only: they are used in decltype, never called.
 */
/*
 * The address argument: a pointer to an object is itself.  Anything else
 * (NULL, which C++ defines as an integer: g++'s __null is a long; 0,
 * nullptr, a void *) is rejected by __uatomic_address()'s one
 * static_assert naming the operation, and stands in as a pointer to
 * __uatomic_cxx_none, a 4-byte integer type (a size every target has)
 * that __uatomic_is_void() knows, so that the operand's checks, which
 * take *p, say nothing more.  An array decays, as it does in C.
 */
enum __uatomic_cxx_none : unsigned int {};
template <typename A> struct __uatomic_cxx_address_of {
	typedef typename std::decay<A>::type arg;
	static const bool is_pointer = std::is_pointer<arg>::value;
	static const bool to_void = is_pointer &&
		std::is_void<typename std::remove_pointer<arg>::type>::value;
	static const bool ok = is_pointer && !to_void;
};
/* Taken by deduction (see below): decltype(__uatomic_cxx_is_address(a)). */
template <typename A>
std::integral_constant<bool, __uatomic_cxx_address_of<A>::is_pointer>
__uatomic_cxx_is_address(const A &);
template <typename A>
std::integral_constant<bool, __uatomic_cxx_address_of<A>::to_void>
__uatomic_cxx_is_void_address(const A &);
template <typename A>
inline typename std::enable_if<__uatomic_cxx_address_of<A>::ok,
			       typename std::decay<A>::type>::type
__uatomic_cxx_address(const A &a)
{
	return a;
}
template <typename A>
inline typename std::enable_if<!__uatomic_cxx_address_of<A>::ok,
			       __uatomic_cxx_none *>::type
__uatomic_cxx_address(const A &)
{
	return 0;
}
template <typename T> struct __uatomic_cxx_is_none {
	static const bool value = std::is_same<typename std::remove_cv<
		typename std::remove_reference<T>::type>::type,
		__uatomic_cxx_none>::value;
};
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
/* The unsigned integer of @size bytes (uint64_t beyond 4). */
template <size_t size> struct __uatomic_cxx_uint {
	typedef typename std::conditional<size == 1, uint8_t,
		typename std::conditional<size == 2, uint16_t,
		typename std::conditional<size == 4, uint32_t,
					  uint64_t>::type>::type>::type type;
};
template <typename T> struct __uatomic_cxx_plain<T, false> {
	typedef typename __uatomic_cxx_uint<sizeof(T)>::type type;
};
/* Taken by deduction: decltype(__uatomic_cxx_plain_of(*p)) (see above). */
template <typename T>
typename __uatomic_cxx_plain<T>::type __uatomic_cxx_plain_of(T &);
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

#endif /* _URCU_UATOMIC_CXX_H */

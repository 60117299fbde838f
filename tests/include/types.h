/* SPDX-License-Identifier: MIT */
/*
 * tests/include/types.h - the operand types the unit tests stamp their
 * checks out for, guarded by the sizes the target does atomically.
 */
#ifndef _UATOMIC_TEST_TYPES_H
#define _UATOMIC_TEST_TYPES_H

#include <limits.h>
#include <stdint.h>
#include <urcu/uatomic.h>

/* A 64-bit pattern the compiler and sparse treat as a value, not a
 * constant to be truncated: (T) bits64(...) keeps the low bits of it. */
static inline uint64_t bits64(uint64_t v)
{
	return v;
}

/* Sizes the target may not do atomically are tested only where it does. */
#ifdef UATOMIC_HAS_ATOMIC_BYTE
# define IF_BYTE(x)	x
#else
# define IF_BYTE(x)
#endif
#ifdef UATOMIC_HAS_ATOMIC_SHORT
# define IF_SHORT(x)	x
#else
# define IF_SHORT(x)
#endif
#ifdef UATOMIC_HAS_ATOMIC_LLONG
# define IF_LLONG(x)	x
#else
# define IF_LLONG(x)
#endif
#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
# define IF_PTR(x)	x
#else
# define IF_PTR(x)
#endif

/*
 * X(name, type, unsigned type, MIN, MAX) for every integer operand type;
 * FOR_EACH_SIGNED_TYPE for the signed ones alone.
 */
#define FOR_EACH_INT_TYPE(X)		FOR_EACH_INT_TYPE_BY_SIGN(X, X)
#define FOR_EACH_SIGNED_TYPE(X)		FOR_EACH_INT_TYPE_BY_SIGN(X, NO_TYPE)
#define NO_TYPE(...)
/* @S for each signed type, @U for each unsigned one. */
#define FOR_EACH_INT_TYPE_BY_SIGN(S, U)					\
	IF_BYTE(S(int8_t, int8_t, uint8_t, INT8_MIN, INT8_MAX))		\
	IF_BYTE(U(uint8_t, uint8_t, uint8_t, 0, UINT8_MAX))		\
	IF_SHORT(S(int16_t, int16_t, uint16_t, INT16_MIN, INT16_MAX))	\
	IF_SHORT(U(uint16_t, uint16_t, uint16_t, 0, UINT16_MAX))	\
	S(int32_t, int32_t, uint32_t, INT32_MIN, INT32_MAX)		\
	U(uint32_t, uint32_t, uint32_t, 0, UINT32_MAX)			\
	IF_LLONG(S(int64_t, int64_t, uint64_t, INT64_MIN, INT64_MAX))	\
	IF_LLONG(U(uint64_t, uint64_t, uint64_t, 0, UINT64_MAX))	\
	S(long, long, unsigned long, LONG_MIN, LONG_MAX)		\
	U(unsigned_long, unsigned long, unsigned long, 0, ULONG_MAX)	\
	IF_LLONG(S(long_long, long long, unsigned long long,		\
		   LLONG_MIN, LLONG_MAX))				\
	IF_LLONG(U(unsigned_long_long, unsigned long long,		\
		   unsigned long long, 0, ULLONG_MAX))

#endif /* _UATOMIC_TEST_TYPES_H */

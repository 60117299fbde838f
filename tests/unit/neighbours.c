// SPDX-License-Identifier: MIT
/*
 * tests/unit/neighbours.c - every operation is an access of exactly the
 * object it names (contract §4): with the operand naturally aligned at each
 * possible place inside an 8-byte word in the middle of a buffer whose
 * other bytes hold 0xA5, no operation changes any other byte, whatever the
 * carries, borrows and sign of the values involved, and whatever bit
 * number a bit operation is given at run time.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include <urcu/uatomic.h>
#include "test.h"
#include "types.h"

#define PATTERN		0xa5
#define BUF_SIZE	32
#define WORD_START	8	/* the operand lies in bytes 8..15 */
#define WORD_END	16

static union {
	uint64_t align[BUF_SIZE / 8];
	unsigned char b[BUF_SIZE];
} buf;

static void fill(void)
{
	memset(buf.b, PATTERN, sizeof(buf.b));
}

/* Every byte outside [off, off + size) still holds the pattern. */
static int others_intact(size_t off, size_t size)
{
	size_t i;

	for (i = 0; i < sizeof(buf.b); i++)
		if ((i < off || i >= off + size) && buf.b[i] != PATTERN)
			return 0;
	return 1;
}

/*
 * For each naturally aligned place of the operand in the middle word and
 * each pair of values (a = the initial value, b = the argument): run
 * @stmt on p, then check the operand holds @expect, that @rcond holds
 * and that every other byte is intact.
 */
#define NB_RUN(desc, stmt, expect, rcond)				\
	do {								\
		int ok = 1;						\
		size_t off, i, j;					\
									\
		for (off = WORD_START; off < WORD_END; off += sizeof(T)) \
			for (i = 0; i < n; i++)				\
				for (j = 0; j < n; j++) {		\
					T a = vals[i], b = vals[j];	\
					T got, e, r;			\
					T *p;				\
									\
					fill();				\
					p = (T *) (void *) (buf.b + off); \
					memcpy(buf.b + off, &a, sizeof(a)); \
					r = a;				\
					stmt;				\
					memcpy(&got, buf.b + off,	\
					       sizeof(got));		\
					e = (expect);			\
					ok &= got == e && (rcond) &&	\
					      others_intact(off, sizeof(T)); \
					(void) b;			\
					(void) r;			\
				}					\
		check(ok, "%s: %s gives its result and touches only "	\
		      "the operand's bytes", tn, desc);			\
	} while (0)

/*
 * A bit number known only at run time outside the operand is taken
 * modulo the operand's width (contract §4): the bit operation sets,
 * clears or flips bit nr & (width - 1) and never a neighbour's (x86's
 * bts with a register offset addresses beyond its operand).  The debug
 * build stops at such a number instead (tests/unit/align.c).
 */
#define NB_BIT_MASK(utype, nr)						\
	((utype) 1 << ((unsigned int) (nr) & (8 * sizeof(utype) - 1)))
#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
# define NB_BITS_OUTSIDE(utype)
#else
# define NB_BITS_OUTSIDE(utype)						\
	NB_RUN("uatomic_test_and_set_bit (bit width + 8)",		\
	       r = (T) uatomic_test_and_set_bit(p,			\
				run_time(8 * sizeof(T) + 8)),		\
	       (T) ((utype) a | NB_BIT_MASK(utype, 8 * sizeof(T) + 8)),	\
	       r == (T) (((utype) a & NB_BIT_MASK(utype,		\
						  8 * sizeof(T) + 8)) != 0)); \
	NB_RUN("uatomic_test_and_clear_bit (bit -1)",			\
	       r = (T) uatomic_test_and_clear_bit(p, run_time(-1)),	\
	       (T) ((utype) a & ~NB_BIT_MASK(utype, -1)),		\
	       r == (T) (((utype) a & NB_BIT_MASK(utype, -1)) != 0));	\
	NB_RUN("uatomic_test_and_change_bit (bit 2 * width + 1)",	\
	       r = (T) uatomic_test_and_change_bit(p,			\
				run_time(16 * sizeof(T) + 1)),		\
	       (T) ((utype) a ^ NB_BIT_MASK(utype, 16 * sizeof(T) + 1)), \
	       r == (T) (((utype) a & NB_BIT_MASK(utype,		\
						  16 * sizeof(T) + 1)) != 0))
#endif

#define DEFINE_NB_TESTS(name, type, utype, tmin, tmax)			\
static void test_##name(void)						\
{									\
	typedef type T;							\
	const T vals[] = { 0, 1, (T) -1, tmin, tmax,			\
			   (T) bits64(0x5ac3a55a3cc3a55aULL) };		\
	const size_t n = sizeof(vals) / sizeof(vals[0]);		\
	const char *tn = #name;						\
									\
	NB_RUN("uatomic_read", r = uatomic_read(p), a, r == a);		\
	NB_RUN("uatomic_set", uatomic_set(p, b), b, 1);			\
	NB_RUN("uatomic_load", r = uatomic_load(p), a, r == a);		\
	NB_RUN("uatomic_load(CMM_SEQ_CST_FENCE)",			\
	       r = uatomic_load(p, CMM_SEQ_CST_FENCE), a, r == a);	\
	NB_RUN("uatomic_store", uatomic_store(p, b), b, 1);		\
	NB_RUN("uatomic_store(CMM_SEQ_CST)",				\
	       uatomic_store(p, b, CMM_SEQ_CST), b, 1);			\
	NB_RUN("uatomic_cmpxchg (success)",				\
	       r = uatomic_cmpxchg(p, a, b), b, r == a);		\
	NB_RUN("uatomic_cmpxchg (failure)",				\
	       r = uatomic_cmpxchg(p, (T) ~a, b), a, r == a);		\
	NB_RUN("uatomic_try_cmpxchg (success)",				\
	       r = a; if (!uatomic_try_cmpxchg(p, &r, b)) r = (T) ~a,	\
	       b, r == a);						\
	NB_RUN("uatomic_try_cmpxchg (failure)",				\
	       r = (T) ~a; if (uatomic_try_cmpxchg(p, &r, b)) r = (T) ~a, \
	       a, r == a);						\
	NB_RUN("uatomic_try_cmpxchg_weak (retried)",			\
	       { int t = 0; r = a;					\
		 while (t++ < 1000 && !uatomic_try_cmpxchg_weak(p, &r, b)) \
			 ; },						\
	       b, r == a);						\
	NB_RUN("uatomic_xchg", r = uatomic_xchg(p, b), b, r == a);	\
	NB_RUN("uatomic_add_return", r = uatomic_add_return(p, b),	\
	       (T) ((utype) a + (utype) b), r == got);			\
	NB_RUN("uatomic_sub_return", r = uatomic_sub_return(p, b),	\
	       (T) ((utype) a - (utype) b), r == got);			\
	NB_RUN("uatomic_add", uatomic_add(p, b),			\
	       (T) ((utype) a + (utype) b), 1);				\
	NB_RUN("uatomic_sub", uatomic_sub(p, b),			\
	       (T) ((utype) a - (utype) b), 1);				\
	NB_RUN("uatomic_inc", uatomic_inc(p), (T) ((utype) a + 1), 1);	\
	NB_RUN("uatomic_dec", uatomic_dec(p), (T) ((utype) a - 1), 1);	\
	NB_RUN("uatomic_and", uatomic_and(p, b),			\
	       (T) ((utype) a & (utype) b), 1);				\
	NB_RUN("uatomic_or", uatomic_or(p, b),				\
	       (T) ((utype) a | (utype) b), 1);				\
	NB_RUN("uatomic_xor", uatomic_xor(p, b),			\
	       (T) ((utype) a ^ (utype) b), 1);				\
	NB_RUN("uatomic_fetch_add", r = uatomic_fetch_add(p, b),	\
	       (T) ((utype) a + (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_sub", r = uatomic_fetch_sub(p, b),	\
	       (T) ((utype) a - (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_and", r = uatomic_fetch_and(p, b),	\
	       (T) ((utype) a & (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_or", r = uatomic_fetch_or(p, b),		\
	       (T) ((utype) a | (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_xor", r = uatomic_fetch_xor(p, b),	\
	       (T) ((utype) a ^ (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_max", r = uatomic_fetch_max(p, b),	\
	       b > a ? b : a, r == a);					\
	NB_RUN("uatomic_fetch_min_mo(CMM_RELEASE)",			\
	       r = uatomic_fetch_min_mo(p, b, CMM_RELEASE),		\
	       b < a ? b : a, r == a);					\
	NB_RUN("uatomic_test_and_change_bit (the top bit)",		\
	       r = (T) uatomic_test_and_change_bit(p,			\
						   8 * sizeof(T) - 1),	\
	       (T) ((utype) a ^ ((utype) 1 << (8 * sizeof(T) - 1))),	\
	       r == (T) (((utype) a >> (8 * sizeof(T) - 1)) & 1));	\
	NB_RUN("uatomic_test_and_set_bit (bit 0)",			\
	       r = (T) uatomic_test_and_set_bit(p, 0),			\
	       (T) ((utype) a | 1), r == (T) ((utype) a & 1));		\
	NB_BITS_OUTSIDE(utype);						\
	NB_RUN("uatomic_fetch_add_unless (adds)",			\
	       r = uatomic_fetch_add_unless(p, b, (T) ~a),		\
	       (T) ((utype) a + (utype) b), r == a);			\
	NB_RUN("uatomic_add_unless (the value is u)",			\
	       r = (T) uatomic_add_unless(p, b, a), a, r == 0);	\
	NB_RUN("uatomic_inc_not_zero_mo(CMM_ACQUIRE)",			\
	       r = (T) uatomic_inc_not_zero_mo(p, CMM_ACQUIRE),	\
	       a ? (T) ((utype) a + 1) : 0, r == (a != 0));		\
	NB_RUN("uatomic_fetch_add_mo(CMM_RELAXED)",			\
	       r = uatomic_fetch_add_mo(p, b, CMM_RELAXED),		\
	       (T) ((utype) a + (utype) b), r == a);			\
	NB_RUN("uatomic_fetch_and_mo(CMM_ACQUIRE)",			\
	       r = uatomic_fetch_and_mo(p, b, CMM_ACQUIRE),		\
	       (T) ((utype) a & (utype) b), r == a);			\
	NB_RUN("uatomic_add_return_mo(CMM_RELAXED)",			\
	       r = uatomic_add_return_mo(p, b, CMM_RELAXED),		\
	       (T) ((utype) a + (utype) b), r == got);			\
	NB_RUN("uatomic_cmpxchg_mo(CMM_ACQ_REL, CMM_ACQUIRE)",		\
	       r = uatomic_cmpxchg_mo(p, a, b, CMM_ACQ_REL, CMM_ACQUIRE), \
	       b, r == a);						\
}

FOR_EACH_INT_TYPE(DEFINE_NB_TESTS)

/* dec_if_positive, which takes signed operands. */
#define DEFINE_NB_SIGNED_TESTS(name, type, utype, tmin, tmax)		\
static void test_signed_##name(void)					\
{									\
	typedef type T;							\
	const T vals[] = { 0, 1, -1, tmin, tmax, 2 };			\
	const size_t n = sizeof(vals) / sizeof(vals[0]);		\
	const char *tn = #name;						\
									\
	NB_RUN("uatomic_dec_if_positive",				\
	       r = uatomic_dec_if_positive(p), a > 0 ? (T) (a - 1) : a, \
	       r == (a == (tmin) ? a : (T) (a - 1)));			\
}
FOR_EACH_SIGNED_TYPE(DEFINE_NB_SIGNED_TESTS)

#if __SIZEOF_POINTER__ == 4 || defined(UATOMIC_HAS_ATOMIC_LLONG)
static void test_pointer(void)
{
	typedef void *T;
	static int obj;
	const T vals[] = { NULL, &obj, (T) ~(uintptr_t) 0,
			   (T) (uintptr_t) bits64(0x5ac3a55a3cc3a55aULL) };
	const size_t n = sizeof(vals) / sizeof(vals[0]);
	const char *tn = "void *";

	NB_RUN("uatomic_read", r = uatomic_read(p), a, r == a);
	NB_RUN("uatomic_set", uatomic_set(p, b), b, 1);
	NB_RUN("uatomic_load", r = uatomic_load(p, CMM_ACQUIRE), a, r == a);
	NB_RUN("uatomic_store", uatomic_store(p, b, CMM_RELEASE), b, 1);
	NB_RUN("uatomic_cmpxchg (success)",
	       r = uatomic_cmpxchg(p, a, b), b, r == a);
	NB_RUN("uatomic_cmpxchg (failure)",
	       r = uatomic_cmpxchg(p, (T) ~(uintptr_t) a, b), a, r == a);
	NB_RUN("uatomic_try_cmpxchg (success)",
	       r = a; if (!uatomic_try_cmpxchg(p, &r, b)) r = NULL,
	       b, r == a);
	NB_RUN("uatomic_try_cmpxchg (failure)",
	       r = (T) ~(uintptr_t) a;
	       if (uatomic_try_cmpxchg(p, &r, b, CMM_ACQUIRE)) r = NULL,
	       a, r == a);
	NB_RUN("uatomic_xchg", r = uatomic_xchg(p, b), b, r == a);
}
#endif

#define RUN_TESTS(name, ...)	test_##name();
#define RUN_SIGNED_TESTS(name, ...)	test_signed_##name();

int main(void)
{
	FOR_EACH_INT_TYPE(RUN_TESTS)
	FOR_EACH_SIGNED_TYPE(RUN_SIGNED_TESTS)
	IF_PTR(test_pointer();)
	return test_exit();
}

// SPDX-License-Identifier: MIT
/*
 * tests/unit/align.c - the run-time checks of
 * UATOMIC_CONFIG_DEBUG_ALIGNMENT (contract §4): an operation on a misaligned
 * operand reports the operation, the address (as %p prints it) and the
 * size on stderr, and aborts; an aligned operand goes through.  A bit
 * operation given a bit number outside its operand at run time reports
 * the operation, the number, the address and the operand's bits, and
 * aborts; a bit number inside goes through.  Each case
 * runs in a child process whose stderr comes back through a pipe
 * (tests/include/child.h).
 * Without the option, only the aligned cases run.
 */
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <urcu/uatomic.h>
#include "child.h"

static int aligned_int;
static long aligned_long;

static int exited_cleanly(const struct child_outcome *o)
{
	return WIFEXITED(o->status) && WEXITSTATUS(o->status) == 0 &&
	       o->err[0] == '\0';
}

/* The children: one operation each. */
static void aligned_ops(void)
{
	(void) uatomic_test_and_set_bit(&aligned_int, run_time(31));
	(void) uatomic_test_and_clear_bit(&aligned_long, run_time(0));
	aligned_int = 1;
	uatomic_add(&aligned_int, 1);
	uatomic_inc(&aligned_int);
	(void) uatomic_cmpxchg(&aligned_int, 3, 4);
	(void) uatomic_xchg(&aligned_int, 5);
	uatomic_set(&aligned_long, 1L);
	(void) uatomic_add_return(&aligned_long, 2L);
	(void) uatomic_load(&aligned_long, CMM_ACQUIRE);
}

#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
/* A packed buffer: the int after the char is misaligned. */
struct __attribute__((packed)) packed_int {
	char c;
	int x;
};

struct __attribute__((packed)) packed_long {
	char c;
	long x;
};

static struct packed_int pint __attribute__((aligned(16)));
static struct packed_long plong __attribute__((aligned(16)));

/* The operand addresses, computed without taking a packed member's
 * address (which gcc warns about). */
static int *misaligned_int(void)
{
	return (int *) (void *) ((char *) &pint +
				 offsetof(struct packed_int, x));
}

static long *misaligned_long(void)
{
	return (long *) (void *) ((char *) &plong +
				  offsetof(struct packed_long, x));
}

/* @text holds the identifier @op as a whole word ("uatomic_add" is not
 * found in "uatomic_add_return"). */
static int names_op(const char *text, const char *op)
{
	const char *s = text;
	size_t len = strlen(op);

	while ((s = strstr(s, op)) != NULL) {
		char next = s[len];
		int before_ok = s == text || !(s[-1] == '_' ||
					       (s[-1] >= 'a' && s[-1] <= 'z'));

		int after_ok = !(next == '_' || (next >= 'a' && next <= 'z') ||
				 (next >= '0' && next <= '9'));

		if (before_ok && after_ok)
			return 1;
		s += len;
	}
	return 0;
}

/* The report names @op, the address as %p prints it and "@size bytes". */
static int reports(const struct child_outcome *o, const char *op,
		   const void *addr, size_t size)
{
	char addr_text[64], size_text[32];

	snprintf(addr_text, sizeof(addr_text), "%p", addr);
	snprintf(size_text, sizeof(size_text), "%zu bytes", size);
	return names_op(o->err, op) && strstr(o->err, addr_text) &&
	       strstr(o->err, size_text);
}

static void mis_add(void)
{
	uatomic_add(misaligned_int(), 1);
}

static void mis_sub(void)
{
	uatomic_sub(misaligned_int(), 1);
}

static void mis_inc(void)
{
	uatomic_inc(misaligned_int());
}

static void mis_dec(void)
{
	uatomic_dec(misaligned_int());
}

static void mis_and(void)
{
	uatomic_and(misaligned_int(), 1);
}

static void mis_or(void)
{
	uatomic_or(misaligned_int(), 1);
}

static void mis_cmpxchg(void)
{
	(void) uatomic_cmpxchg(misaligned_int(), 0, 1);
}

static void mis_xchg(void)
{
	(void) uatomic_xchg(misaligned_int(), 1);
}

static void mis_add_return(void)
{
	(void) uatomic_add_return(misaligned_int(), 1);
}

static void mis_sub_return(void)
{
	(void) uatomic_sub_return(misaligned_int(), 1);
}

static void mis_load(void)
{
	(void) uatomic_load(misaligned_int(), CMM_ACQUIRE);
}

static void mis_store(void)
{
	uatomic_store(misaligned_int(), 1, CMM_RELEASE);
}

static void mis_long_xchg(void)
{
	(void) uatomic_xchg_mo(misaligned_long(), 1L, CMM_RELAXED);
}

static void mis_read(void)
{
	(void) uatomic_read(misaligned_int());
}

static void mis_set(void)
{
	uatomic_set(misaligned_int(), 1);
}

#ifdef UATOMIC_HAS_ATOMIC_DWORD
/* A 16-byte operand 8 bytes into a 16-aligned buffer: aligned for a
 * word, not for the double-width compare-and-swap. */
typedef unsigned __int128 dword_t __attribute__((aligned(16)));

static char dword_buf[48] __attribute__((aligned(16)));

static dword_t *misaligned_dword(void)
{
	return (dword_t *) (void *) (dword_buf + 8);
}

static void mis_cmpxchg_dword(void)
{
	(void) uatomic_cmpxchg_dword(misaligned_dword(), 0, 1);
}

static void mis_try_cmpxchg_dword(void)
{
	dword_t expected = 0;

	(void) uatomic_try_cmpxchg_dword(misaligned_dword(), &expected, 1);
}

static void test_misaligned_dword(void)
{
	struct child_outcome o;
	int ran;

	ran = run_child(mis_cmpxchg_dword, &o);
	check(ran && child_aborted(&o) &&
	      reports(&o, "uatomic_cmpxchg_dword", misaligned_dword(), 16),
	      "uatomic_cmpxchg_dword on a 16-byte operand 8 bytes off its "
	      "alignment aborts and reports uatomic_cmpxchg_dword, the "
	      "address and 16 bytes");
	ran = run_child(mis_try_cmpxchg_dword, &o);
	check(ran && child_aborted(&o) &&
	      reports(&o, "uatomic_try_cmpxchg_dword", misaligned_dword(), 16),
	      "uatomic_try_cmpxchg_dword on a 16-byte operand 8 bytes off "
	      "its alignment aborts and reports uatomic_try_cmpxchg_dword, "
	      "the address and 16 bytes");
}
#endif

static void bit_40(void)
{
	(void) uatomic_test_and_set_bit(&aligned_int, run_time(40));
}

static void bit_minus_1(void)
{
	(void) uatomic_test_and_clear_bit_mo(&aligned_long, run_time(-1),
					     CMM_RELAXED);
}

static void bit_width(void)
{
	(void) uatomic_test_and_change_bit(&aligned_int, run_time(32));
}

/* The report of a bit number outside the operand: the operation, the
 * number, the address as %p prints it and the operand's bits. */
static int reports_bit(const struct child_outcome *o, const char *op,
		       int nr, const void *addr, size_t bits)
{
	char nr_text[64], addr_text[64], bits_text[32];

	snprintf(nr_text, sizeof(nr_text), "bit number %d ", nr);
	snprintf(addr_text, sizeof(addr_text), "%p", addr);
	snprintf(bits_text, sizeof(bits_text), "bits 0 to %zu", bits - 1);
	return names_op(o->err, op) && strstr(o->err, nr_text) &&
	       strstr(o->err, addr_text) && strstr(o->err, bits_text);
}

static void test_bit_outside(void)
{
	struct child_outcome o;
	int ran;

	ran = run_child(bit_40, &o);
	check(ran && child_aborted(&o) &&
	      reports_bit(&o, "uatomic_test_and_set_bit", 40, &aligned_int,
			  8 * sizeof(int)),
	      "uatomic_test_and_set_bit of bit 40 of an int aborts and "
	      "reports the operation, the number, the address and the bits");
	note("the report: %.*s", (int) strcspn(o.err, "\n"), o.err);
	ran = run_child(bit_minus_1, &o);
	check(ran && child_aborted(&o) &&
	      reports_bit(&o, "uatomic_test_and_clear_bit", -1,
			  &aligned_long, 8 * sizeof(long)),
	      "uatomic_test_and_clear_bit_mo of bit -1 of a long aborts and "
	      "reports the operation, the number, the address and the bits");
	ran = run_child(bit_width, &o);
	check(ran && child_aborted(&o) &&
	      reports_bit(&o, "uatomic_test_and_change_bit", 32, &aligned_int,
			  8 * sizeof(int)),
	      "uatomic_test_and_change_bit of bit 32 of an int (its width) "
	      "aborts and reports it");
}

static void test_misaligned(void)
{
	static const struct {
		const char *op;
		void (*fn)(void);
	} cases[] = {
		{ "uatomic_add", mis_add },
		{ "uatomic_sub", mis_sub },
		{ "uatomic_inc", mis_inc },
		{ "uatomic_dec", mis_dec },
		{ "uatomic_and", mis_and },
		{ "uatomic_or", mis_or },
		{ "uatomic_cmpxchg", mis_cmpxchg },
		{ "uatomic_xchg", mis_xchg },
		{ "uatomic_add_return", mis_add_return },
		{ "uatomic_sub_return", mis_sub_return },
		{ "uatomic_load", mis_load },
		{ "uatomic_store", mis_store },
	};
	struct child_outcome o;
	size_t i;
	int ran;

	ran = run_child(mis_add, &o);
	check(ran && child_aborted(&o),
	      "uatomic_add on a misaligned int aborts (SIGABRT)");
	check(ran && names_op(o.err, "uatomic_add"),
	      "the report names the operation, uatomic_add");
	{
		char addr_text[64];

		snprintf(addr_text, sizeof(addr_text), "%p",
			 (void *) misaligned_int());
		check(ran && strstr(o.err, addr_text),
		      "the report gives the operand's address as %%p prints "
		      "it (%s)", addr_text);
	}
	check(ran && strstr(o.err, "4 bytes"),
	      "the report gives the operand's size, 4 bytes");
	note("the report: %.*s", (int) strcspn(o.err, "\n"), o.err);

	for (i = 1; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ran = run_child(cases[i].fn, &o);
		check(ran && child_aborted(&o) &&
		      reports(&o, cases[i].op, misaligned_int(), sizeof(int)),
		      "%s on a misaligned int aborts and reports %s, the "
		      "address and 4 bytes", cases[i].op, cases[i].op);
	}

	ran = run_child(mis_long_xchg, &o);
	check(ran && child_aborted(&o) &&
	      reports(&o, "uatomic_xchg", misaligned_long(), sizeof(long)),
	      "uatomic_xchg_mo on a misaligned long aborts and reports "
	      "uatomic_xchg, the address and %zu bytes", sizeof(long));

	ran = run_child(mis_read, &o);
	check(ran && child_aborted(&o) &&
	      reports(&o, "uatomic_read", misaligned_int(), sizeof(int)),
	      "uatomic_read on a misaligned int aborts and reports "
	      "uatomic_read, the address and 4 bytes");
	ran = run_child(mis_set, &o);
	check(ran && child_aborted(&o) &&
	      reports(&o, "uatomic_set", misaligned_int(), sizeof(int)),
	      "uatomic_set on a misaligned int aborts and reports "
	      "uatomic_set, the address and 4 bytes");
}
#endif

static void test_aligned(void)
{
	struct child_outcome o;
	int ran;

	check(((uintptr_t) &aligned_int & (sizeof(int) - 1)) == 0 &&
	      ((uintptr_t) &aligned_long & (sizeof(long) - 1)) == 0,
	      "the aligned operands are aligned");
	ran = run_child(aligned_ops, &o);
	check(ran && exited_cleanly(&o),
	      "operations on aligned operands, bit operations on their "
	      "bits, run without a report");
}

int main(void)
{
#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT
	check(((uintptr_t) misaligned_int() & (sizeof(int) - 1)) != 0,
	      "the int in the packed buffer is misaligned");
	test_misaligned();
	test_bit_outside();
# ifdef UATOMIC_HAS_ATOMIC_DWORD
	test_misaligned_dword();
# endif
#else
	note("UATOMIC_CONFIG_DEBUG_ALIGNMENT is off: misaligned operands "
	     "and bit numbers outside their operand are not checked; only "
	     "aligned operands and bits inside are tried");
#endif
	test_aligned();
	return test_exit();
}

// SPDX-License-Identifier: MIT
/*
 * lib/debug.c - run-time checks of CONFIG_DEBUG_ALIGNMENT: a misaligned
 * operand is reported with the operation, the address and the size, a
 * bit number outside its operand with the operation, the number, the
 * address and the width, and the program stops.
 */
#include <urcu/uatomic-config.h>

#ifdef UATOMIC_CONFIG_DEBUG_ALIGNMENT

#include <stdio.h>
#include <stdlib.h>
#include <urcu/uatomic.h>

void __uatomic_misaligned(const char *op, const volatile void *addr,
			  size_t size)
{
	fprintf(stderr,
		"uatomic: %s: operand at %p is not aligned to its size (%zu bytes)\n",
		op, (const void *) addr, size);
	abort();
}

void __uatomic_bit_outside(const char *op, const volatile void *addr,
			   int64_t nr, size_t width)
{
	fprintf(stderr,
		"uatomic: %s: bit number %lld is outside the operand at %p (bits 0 to %zu)\n",
		op, (long long) nr, (const void *) addr, width - 1);
	abort();
}

#endif /* UATOMIC_CONFIG_DEBUG_ALIGNMENT */

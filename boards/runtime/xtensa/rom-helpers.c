// SPDX-License-Identifier: MIT
/*
 * boards/runtime/xtensa/rom-helpers.c - the integer helpers of libgcc that
 * an ESP8266 takes from its boot ROM, and that Debian's libgcc for
 * xtensa-lx106-elf therefore leaves out: 32-bit division (the LX106 has
 * no divide instruction), the 32 x 32 -> 64-bit and 64-bit multiplies
 * (it has MULL, no high half), and 64-bit division.  picolibc's printf
 * needs them; a real ESP8266 image links the ROM's addresses instead.
 *
 * Written with shifts, 32-bit multiplies and 64-bit adds only: a C
 * division or a 64-bit multiply here would be a call of the function
 * itself.  The 64-bit division is libgcc's __udivmoddi4 and
 * __divmoddi4, which are present and build on the 32-bit ones.
 */
#include <stddef.h>
#include <stdint.h>

uint32_t __udivsi3(uint32_t n, uint32_t d);
uint32_t __umodsi3(uint32_t n, uint32_t d);
int32_t __divsi3(int32_t n, int32_t d);
uint64_t __umulsidi3(uint32_t a, uint32_t b);
uint64_t __muldi3(uint64_t a, uint64_t b);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);
int64_t __divdi3(int64_t n, int64_t d);
uint64_t __udivmoddi4(uint64_t n, uint64_t d, uint64_t *rem);
int64_t __divmoddi4(int64_t n, int64_t d, int64_t *rem);

/* Restoring division, one quotient bit per step; d == 0 gives all ones,
 * as the ROM's does (C leaves it undefined). */
static uint32_t udivmod32(uint32_t n, uint32_t d, uint32_t *rem)
{
	uint32_t q = 0, r = 0;
	int i;

	for (i = 31; i >= 0; i--) {
		r = (r << 1) | ((n >> i) & 1);
		if (r >= d) {
			r -= d;
			q |= 1u << i;
		}
	}
	*rem = r;
	return q;
}

uint32_t __udivsi3(uint32_t n, uint32_t d)
{
	uint32_t r;

	return udivmod32(n, d, &r);
}

uint32_t __umodsi3(uint32_t n, uint32_t d)
{
	uint32_t r;

	(void) udivmod32(n, d, &r);
	return r;
}

/* Truncating toward zero, as C's division. */
int32_t __divsi3(int32_t n, int32_t d)
{
	uint32_t un = n < 0 ? -(uint32_t) n : (uint32_t) n;
	uint32_t ud = d < 0 ? -(uint32_t) d : (uint32_t) d;
	uint32_t r, q = udivmod32(un, ud, &r);

	return (int32_t) ((n < 0) != (d < 0) ? -q : q);
}

/* Four 16 x 16-bit products, each exact in 32 bits (MULL). */
uint64_t __umulsidi3(uint32_t a, uint32_t b)
{
	uint32_t al = a & 0xffff, ah = a >> 16;
	uint32_t bl = b & 0xffff, bh = b >> 16;
	uint32_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	uint64_t mid = (uint64_t) lh + hl;

	return ((uint64_t) hh << 32) + (mid << 16) + ll;
}

/* The low 64 bits of the product: the cross terms only to the high
 * word, truncated. */
uint64_t __muldi3(uint64_t a, uint64_t b)
{
	uint32_t alo = (uint32_t) a, ahi = (uint32_t) (a >> 32);
	uint32_t blo = (uint32_t) b, bhi = (uint32_t) (b >> 32);

	return __umulsidi3(alo, blo) +
		((uint64_t) (alo * bhi + ahi * blo) << 32);
}

uint64_t __udivdi3(uint64_t n, uint64_t d)
{
	return __udivmoddi4(n, d, NULL);
}

uint64_t __umoddi3(uint64_t n, uint64_t d)
{
	uint64_t r;

	(void) __udivmoddi4(n, d, &r);
	return r;
}

int64_t __divdi3(int64_t n, int64_t d)
{
	return __divmoddi4(n, d, NULL);
}

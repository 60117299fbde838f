/* SPDX-License-Identifier: MIT */
/*
 * generic/uatomic-subword.h - where a 1- or 2-byte operand sits in its
 * aligned 32-bit word.  For the ports whose CPU has LL/SC or CAS on words
 * only (mips, powerpc without lbarx/lharx, riscv, s390, sparc): each runs
 * its loop on the containing word and changes only the operand's bits,
 * which these helpers locate.  Included by <asm/uatomic.h>.
 *
 * The word is in the operand's page (it is aligned and at most 3 bytes
 * below it), so touching it cannot fault where the operand does not.
 */
#ifndef _GENERIC_UATOMIC_SUBWORD_H
#define _GENERIC_UATOMIC_SUBWORD_H

#include <stdint.h>
#include <urcu/compiler.h>

/* The address of the aligned word holding the operand at @addr. */
static __caa_always_inline uintptr_t
__uatomic_subword_addr(const volatile void *addr)
{
	return (uintptr_t) addr & ~(uintptr_t) 3;
}

/*
 * The bit offset in that word of the @n-byte operand at @addr.  At byte
 * offset k, little-endian puts it at bit 8k; big-endian puts the byte at
 * the lowest address in the most significant bits, so at 8 * (4 - n - k),
 * computed as 8 * ((k ^ (4 - n)) & 3): the operand is aligned, so k is a
 * multiple of n and its bits are a subset of those of 4 - n; the XOR then
 * equals the subtraction, and it can come before the mask, where the
 * subtraction would need a step of its own.
 */
static __caa_always_inline unsigned int
__uatomic_subword_shift(const volatile void *addr, unsigned int n)
{
	unsigned int a = (unsigned int) (uintptr_t) addr;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	a ^= 4 - n;
#else
	(void) n;
#endif
	return (a & 3) * 8;
}

/*
 * The operand's bits, unshifted: the caller shifts them into place at the
 * width it computes in (a 64-bit RISC-V keeps the mask in a full register:
 * a 32-bit shift there costs two more instructions to clear the upper
 * half; s390x, sparc64 and MIPS64 do better with 32-bit words).
 */
#define __uatomic_subword_field(n)	((uint32_t) ((1u << (8 * (n))) - 1))

#endif /* _GENERIC_UATOMIC_SUBWORD_H */

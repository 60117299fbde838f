// SPDX-License-Identifier: MIT
/*
 * mmu.c - the translation table that startup.S turns the MMU on with:
 * an identity map of the part's RAM block as Normal Write-Back cacheable,
 * Inner Shareable memory and of its device block as Device memory, both
 * 1 GiB level 1 blocks (board.h).  Everything else faults.
 *
 * The firmware needs no translation, but it needs the memory types.
 * With the stage 1 MMU off every data access at EL1 is to Device-nGnRnE
 * memory (Arm ARM, "Behavior when stage 1 address translation is
 * disabled"), and a load/store-exclusive pair, of which the uatomic
 * read-modify-writes are made, is only architecturally sure to work on
 * Normal Inner or Outer Shareable, Inner and Outer Write-Back memory:
 * elsewhere the part may lack the global monitor and the instructions
 * abort, fault, do nothing or leave the monitor UNKNOWN, and software
 * must not rely on them with translation disabled (Arm ARM, "Exclusive
 * access instructions and Shareable memory locations").  A Cortex-A53
 * sends an exclusive to Device or Non-cacheable memory out to the
 * interconnect, which aborts it unless it supports exclusives there
 * (Cortex-A53 TRM, "Internal exclusive monitor").  QEMU runs it either
 * way, the part does not.  Device memory also faults any unaligned
 * access, which the compiler may emit for Normal memory.
 */
#include <stdint.h>
#include "board.h"

#define GIB		0x40000000ULL

_Static_assert(RAM_BASE % GIB == 0 && RAM_BASE < 4 * GIB,
	       "RAM_BASE: not a 1 GiB-aligned block below 4 GiB");
_Static_assert(DEVICE_BASE % GIB == 0 && DEVICE_BASE < 4 * GIB,
	       "DEVICE_BASE: not a 1 GiB-aligned block below 4 GiB");
_Static_assert(DEVICE_BASE != RAM_BASE,
	       "DEVICE_BASE: the same block as RAM_BASE");
_Static_assert((unsigned long long) GICD_BASE - DEVICE_BASE < GIB &&
	       (unsigned long long) GICC_BASE - DEVICE_BASE < GIB,
	       "GICD_BASE, GICC_BASE: not in the DEVICE_BASE block");

/*
 * Level 1 block descriptors (Arm ARM, "Translation table descriptor
 * formats"): bits 1:0 = 01 a block; AttrIndx (bits 4:2) the MAIR_EL1
 * attribute; AP (bits 7:6) = 00, read/write at EL1; SH (bits 9:8) = 11
 * Inner Shareable; AF (bit 10) set, or the first access faults; PXN and
 * UXN (bits 53, 54): never executable, for the devices, so that no
 * instruction fetch, speculative or not, reaches them.
 */
#define PT_BLOCK	(1ULL << 0)
#define PT_ATTR(i)	((uint64_t) (i) << 2)
#define PT_INNER_SH	(3ULL << 8)
#define PT_AF		(1ULL << 10)
#define PT_PXN		(1ULL << 53)
#define PT_UXN		(1ULL << 54)

/* Entry n maps [n GiB, n + 1 GiB); TTBR0_EL1 takes its address (a page,
 * aligned to the table's size and more). */
__attribute__((aligned(4096)))
const uint64_t translation_table[4] = {
	[RAM_BASE / GIB] = RAM_BASE | PT_BLOCK | PT_ATTR(ATTR_NORMAL) |
		PT_INNER_SH | PT_AF,
	[DEVICE_BASE / GIB] = DEVICE_BASE | PT_BLOCK | PT_ATTR(ATTR_DEVICE) |
		PT_AF | PT_PXN | PT_UXN,
};

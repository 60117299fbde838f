// SPDX-License-Identifier: MIT
/*
 * boards/runtime/arm64/mmu.c - the entry of the AArch64 firmware test
 * images and the translation table every core runs with: an identity map
 * of the board's RAM as Normal write-back cacheable memory and of its
 * devices (UART, GIC) as Device memory, and the routine that turns the
 * MMU and the caches on, which every core calls before its first access
 * to memory that another core shares (smp.c for the secondary cores).
 *
 * Why the MMU at all, for firmware that needs no translation: with the
 * stage 1 MMU off, every data access of EL1 is to Device-nGnRnE memory
 * (Arm ARM, "Behavior when stage 1 address translation is disabled"),
 * and the load/store-exclusive instructions the library's
 * read-modify-writes are made of are only architecturally sure to work
 * between cores on Normal, Inner or Outer Shareable, Inner and Outer
 * Write-Back memory: elsewhere the system may lack the global monitor,
 * and an exclusive aborts, faults, does nothing or leaves the monitors
 * UNKNOWN; software must not rely on them with translation disabled
 * (Arm ARM, "Exclusive access instructions and Shareable memory
 * locations").  On a real Cortex-A53 that monitor is the one of the
 * coherent caches; on other memory an exclusive goes out to the
 * interconnect, which aborts it unless the system supports exclusives
 * there (Cortex-A53 TRM, "Internal exclusive monitor").  QEMU does not
 * care (its exclusives are compare-and-swaps on host memory), but the
 * image must be right for the part.  Unaligned accesses, which
 * picolibc's string functions make, also need Normal memory.
 *
 * The board gives in BOARD_CFLAGS the 1 GiB-aligned block holding its
 * RAM (FIRMWARE_RAM_BASE) and the one holding its devices
 * (FIRMWARE_DEVICE_BASE); both lie in the first 4 GiB, the whole address
 * space of this table.
 */
#include <stdint.h>
#include "sysreg.h"

#if !defined(FIRMWARE_RAM_BASE) || !defined(FIRMWARE_DEVICE_BASE)
# error "board.mk: BOARD_CFLAGS lacks FIRMWARE_RAM_BASE or FIRMWARE_DEVICE_BASE"
#endif

#define GIB		0x40000000ULL

_Static_assert(FIRMWARE_RAM_BASE % GIB == 0 && FIRMWARE_RAM_BASE < 4 * GIB,
	       "FIRMWARE_RAM_BASE must be a 1 GiB-aligned address below 4 GiB");
_Static_assert(FIRMWARE_DEVICE_BASE % GIB == 0 &&
	       FIRMWARE_DEVICE_BASE < 4 * GIB &&
	       FIRMWARE_DEVICE_BASE != FIRMWARE_RAM_BASE,
	       "FIRMWARE_DEVICE_BASE must be another 1 GiB block below 4 GiB");

/*
 * MAIR_EL1 (Arm ARM, "MAIR_EL1, Memory Attribute Indirection Register
 * (EL1)"): attribute 0 Device-nGnRnE (0x00),
 * attribute 1 Normal, Inner and Outer Write-Back non-transient, read- and
 * write-allocate (0xff).
 */
#define MAIR_DEVICE	0
#define MAIR_NORMAL	1
#define MAIR_VALUE	(0x00 << (8 * MAIR_DEVICE) | 0xff << (8 * MAIR_NORMAL))

/*
 * TCR_EL1 (Arm ARM, "TCR_EL1, Translation Control Register (EL1)"): a
 * 32-bit space through TTBR0 (T0SZ 32), 4 KiB granule, so that the walk
 * starts at level 1 with four 1 GiB entries (Arm ARM, "VMSAv8-64 Stage 1
 * address translation using the 4KB translation granule"); the
 * walks themselves Inner Shareable and Write-Back cacheable (SH0,
 * IRGN0, ORGN0), as the table is; no walks through TTBR1 (EPD1); 32-bit
 * physical addresses (IPS 0).
 */
#define TCR_T0SZ	32
#define TCR_IRGN0_WBWA	(1 << 8)
#define TCR_ORGN0_WBWA	(1 << 10)
#define TCR_SH0_INNER	(3 << 12)
#define TCR_EPD1	(1 << 23)
#define TCR_VALUE	(TCR_T0SZ | TCR_IRGN0_WBWA | TCR_ORGN0_WBWA | \
			 TCR_SH0_INNER | TCR_EPD1)

/* The values above are also the assembler's: no C suffixes.
 * SCTLR_EL1: stage 1 translation (M), data and unified caches (C),
 * instruction cache (I); alignment checking (A) off. */
#define SCTLR_M		(1 << 0)
#define SCTLR_A		(1 << 1)
#define SCTLR_C		(1 << 2)
#define SCTLR_I		(1 << 12)

/*
 * Level 1 block descriptors (Arm ARM, "Translation table descriptor
 * formats"): valid block (bits 1:0 = 01), AttrIndx, the access flag set
 * (no Access flag fault), EL1 read/write (AP 00).  RAM is Inner Shareable,
 * as the exclusives between cores need; devices are never executable
 * (PXN, UXN), so that no instruction fetch ever reaches them.
 */
#define PT_BLOCK	(1ULL << 0)
#define PT_ATTR(i)	((uint64_t) (i) << 2)
#define PT_SH_INNER	(3ULL << 8)
#define PT_AF		(1ULL << 10)
#define PT_PXN		(1ULL << 53)
#define PT_UXN		(1ULL << 54)

#define PT_RAM		(PT_BLOCK | PT_ATTR(MAIR_NORMAL) | PT_SH_INNER | PT_AF)
#define PT_DEVICE	(PT_BLOCK | PT_ATTR(MAIR_DEVICE) | PT_AF | PT_PXN | \
			 PT_UXN)

/* The level 1 table: entry n maps [n GiB, n + 1 GiB); the others fault. */
__attribute__((aligned(4096), used))
static const uint64_t firmware_identity_map[4] = {
	[FIRMWARE_RAM_BASE / GIB] = FIRMWARE_RAM_BASE | PT_RAM,
	[FIRMWARE_DEVICE_BASE / GIB] = FIRMWARE_DEVICE_BASE | PT_DEVICE,
};

#define __str(x)	#x
#define str(x)		__str(x)

/*
 * firmware_mmu_on: called with bl before the core touches the stack or
 * any data (x0, x1 and x30 only).  A core comes out of reset, or out of
 * PSCI CPU_ON, with the MMU and the caches off and its TLB contents
 * unknown (Arm ARM, "TLB behavior at reset": invalidate before use); the
 * Cortex-A53 invalidates its caches itself at reset (Cortex-A53 TRM,
 * "Data cache invalidate on reset"), so the instruction cache
 * invalidation is the only cache maintenance.  The isb after each step
 * makes the next see it (Arm ARM, "Synchronization requirements for
 * AArch64 System registers").
 *
 * firmware_entry: core 0's entry, the linker's entry point
 * (-Wl,--entry, arch/arm64/Makefile), where QEMU starts it (the other
 * cores stay off until PSCI CPU_ON, smp.c): the MMU on, the exception
 * vectors (timer.c), then picolibc's crt0 (its stack, FP/SIMD access,
 * .data, .bss, TLS, main).
 */
__asm__ (
	"	.section .text.firmware_mmu_on, \"ax\", %progbits\n"
	"	.globl	firmware_mmu_on\n"
	"	.type	firmware_mmu_on, %function\n"
	"firmware_mmu_on:\n"
	"	ldr	x0, =" str(MAIR_VALUE) "\n"
	"	msr	mair_el1, x0\n"
	"	ldr	x0, =" str(TCR_VALUE) "\n"
	"	msr	tcr_el1, x0\n"
	"	adrp	x0, firmware_identity_map\n"
	"	add	x0, x0, :lo12:firmware_identity_map\n"
	"	msr	ttbr0_el1, x0\n"
	"	isb\n"
	"	tlbi	vmalle1\n"
	"	ic	iallu\n"
	"	dsb	nsh\n"
	"	isb\n"
	"	mrs	x0, sctlr_el1\n"
	"	ldr	x1, =" str(SCTLR_M | SCTLR_C | SCTLR_I) "\n"
	"	orr	x0, x0, x1\n"
	"	bic	x0, x0, #" str(SCTLR_A) "\n"
	"	msr	sctlr_el1, x0\n"
	"	isb\n"
	"	ret\n"
	"	.ltorg\n"
	"	.size	firmware_mmu_on, . - firmware_mmu_on\n"
	"\n"
	"	.section .text.firmware_entry, \"ax\", %progbits\n"
	"	.globl	firmware_entry\n"
	"	.type	firmware_entry, %function\n"
	"firmware_entry:\n"
	"	bl	firmware_mmu_on\n"
	"	adrp	x0, firmware_vectors\n"
	"	add	x0, x0, :lo12:firmware_vectors\n"
	"	msr	vbar_el1, x0\n"
	"	isb\n"
	"	b	_start\n"
	"	.size	firmware_entry, . - firmware_entry\n"
	"	.text\n");

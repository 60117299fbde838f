/* SPDX-License-Identifier: MIT */
/*
 * board.h - the part's addresses and the MMU settings that map them, for
 * startup.S (assembler: plain numbers only) and the C files.  Override
 * the addresses on make's command line, e.g. CPPFLAGS='-DGICD_BASE=...':
 *   RAM_BASE	the 1 GiB-aligned block that holds the image and its RAM
 *		(memory.ld), mapped as Normal Write-Back cacheable memory;
 *   DEVICE_BASE	the 1 GiB-aligned block that holds the devices (the
 *		GIC here), mapped as Device memory;
 *   GICD_BASE, GICC_BASE	the GICv2 distributor and CPU interface.
 * The defaults are the QEMU virt board's.  Both blocks lie below 4 GiB:
 * the translation table (mmu.c) covers a 32-bit address space.
 */
#ifndef BOARD_H
#define BOARD_H

#ifndef RAM_BASE
# define RAM_BASE	0x40000000
#endif
#ifndef DEVICE_BASE
# define DEVICE_BASE	0x00000000
#endif
#ifndef GICD_BASE
# define GICD_BASE	0x08000000
#endif
#ifndef GICC_BASE
# define GICC_BASE	0x08010000
#endif

/*
 * MAIR_EL1 (Arm ARM, "MAIR_EL1, Memory Attribute Indirection Register
 * (EL1)"): attribute 0 Device-nGnRnE (0x00), attribute 1 Normal memory,
 * Inner and Outer Write-Back non-transient, read- and write-allocate
 * (0xff).  A descriptor's AttrIndx picks one.
 */
#define ATTR_DEVICE	0
#define ATTR_NORMAL	1
#define MAIR_VALUE	0xff00

/*
 * TCR_EL1 (Arm ARM, "TCR_EL1, Translation Control Register (EL1)"):
 * T0SZ = 32, a 4 GiB address space through TTBR0_EL1, which with the
 * 4 KiB granule (TG0 = 0) starts the walk at level 1, four entries of
 * 1 GiB each (Arm ARM, "VMSAv8-64 Stage 1 address translation using the
 * 4KB translation granule"); the walks' own accesses Inner and Outer
 * Write-Back cacheable (IRGN0 = ORGN0 = 1) and Inner Shareable (SH0 = 3);
 * no walks through TTBR1_EL1 (EPD1); 32-bit physical addresses (IPS = 0).
 */
#define TCR_VALUE	(32 | 1 << 8 | 1 << 10 | 3 << 12 | 1 << 23)

/* SCTLR_EL1 (Arm ARM, "SCTLR_EL1, System Control Register (EL1)"). */
#define SCTLR_M		(1 << 0)	/* stage 1 translation on */
#define SCTLR_A		(1 << 1)	/* alignment checks: off */
#define SCTLR_C		(1 << 2)	/* data and unified caches on */
#define SCTLR_I		(1 << 12)	/* instruction cache on */
#define SCTLR_WXN	(1 << 19)	/* writable means never executable:
					 * off, RAM holds code and data */
#define SCTLR_EE	(1 << 25)	/* big-endian data and walks: off */

/* CPACR_EL1.FPEN = 0b11: FP/SIMD instructions not trapped at EL1 or EL0
 * (Arm ARM, "CPACR_EL1, Architectural Feature Access Control
 * Register"). */
#define CPACR_FPEN	(3 << 20)

#ifndef __ASSEMBLER__
#include <stdint.h>

/* mmu.c: the level 1 table, four 1 GiB entries. */
extern const uint64_t translation_table[4];
#endif

#endif /* BOARD_H */

# SPDX-License-Identifier: MIT
#
# boards/qemu-virt-a53-smp/board.mk - build facts of the QEMU virt board
# with four Cortex-A53 cores (see boards/Makefile): the 1 GiB blocks of
# its memory map that hold RAM (0x40000000) and the devices (GICv2
# distributor at 0x08000000, CPU interface at 0x08010000, PL011 UART...),
# the PSCI conduit (hvc: QEMU's own PSCI, no EL3 firmware), how many
# cores the runner starts (-smp 4 in its Kconfig) and the stack each
# secondary core gets (board.ld places them).
#
BOARD_CFLAGS := -DFIRMWARE_RAM_BASE=0x40000000 \
	-DFIRMWARE_DEVICE_BASE=0x00000000 \
	-DFIRMWARE_GICD_BASE=0x08000000 -DFIRMWARE_GICC_BASE=0x08010000 \
	-DFIRMWARE_PSCI_CONDUIT=hvc \
	-DFIRMWARE_NR_HARTS=4 -DFIRMWARE_HART_STACK_SIZE=0x10000
FIRMWARE_NR_HARTS := 4
# An image's time limit (tests/firmware/Makefile; 60 s elsewhere): each
# litmus iteration waits for the host to run two cores at once, which
# on a loaded host takes far longer than the emulation itself.
TEST_TIMEOUT ?= 180
BOARD_DEPS := qemu-system-arm

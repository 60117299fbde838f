# SPDX-License-Identifier: MIT
#
# tests/firmware-kit/check.mk - registers tests/firmware-kit/run.sh (the
# firmware kit that make install puts under share/uatomic/) as a host
# check of "make check" on the Cortex-M boards (it runs make install in
# this output tree), and tells it the board's memory map (the MEMORY
# block the samples take), clock and toolchain prefix.
ifdef CONFIG_ARCH_ARM_M
host-checks += firmware-kit
serial-host-checks += firmware-kit
export UATOMIC_KIT_BOARD_LDSCRIPT = $(BOARD_LDSCRIPT)
export UATOMIC_KIT_CPU_HZ = $(FIRMWARE_CPU_HZ)
export UATOMIC_KIT_CROSS = $(CROSS_COMPILE)
endif

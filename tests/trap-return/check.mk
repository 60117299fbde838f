# SPDX-License-Identifier: MIT
#
# tests/trap-return/check.mk - registers tests/trap-return/run.sh as a
# host check of "make check" on RISC-V bare metal: every mret of the
# images drops the LR reservation first.
ifdef CONFIG_PLATFORM_BAREMETAL
ifeq ($(SRCARCH),riscv)
host-checks += trap-return
endif
endif

# SPDX-License-Identifier: MIT
#
# tests/herd/check.mk - included by tests/Makefile: the herd7 check of the
# golden code (tests/herd/run.sh; Documentation/ordering.md §8), a host
# check of "make check" on the architectures with an ISA module
# (tests/herd/isa_*.py) when herd7 is found, as HERD7 or on PATH.
#   make check-herd      the default shapes: MP, SB and atomicity
#   make check-herd-all  every shape: MP, SB, LB, 2+2W, R, S, IRIW, WRC,
#                        ISA2, atomicity, at every operand size (the
#                        double-width CAS where the ISA module judges
#                        it: x86_64's LOCK CMPXCHG16B)
# Without herd7 both print a NOTE and end "0 passed, 0 failed, N skipped".

# riscv: riscv64 and qemu_virt_rv64_smp (the one-hart boards get a NOTE:
# no ISA module); x86: x86_64, its variants and i686 (x86_64_up and
# x86_64_debug get a NOTE); arm: armv7 and armv6 (armv5's kernel helpers get
# a NOTE); mips: mips, mipsel, mips64el and the R6 pair (mips.cat);
# powerpc: ppc64le, ppc64, ppc and ppc_e500 (ppc.cat), the 4-byte
# operations (tests/herd/isa_ppc.py's DEFAULT_SIZES: two to three
# minutes each).
herd-arches := arm64 riscv x86 arm mips powerpc

# A relative HERD7 names a file from where make was started: the check
# runs elsewhere.
ifdef HERD7
override HERD7 := $(abspath $(HERD7))
export HERD7
endif
herd7-found := $(if $(HERD7),$(wildcard $(HERD7)),$(shell command -v \
	herd7 2> /dev/null))

ifneq ($(filter $(SRCARCH),$(herd-arches)),)
ifneq ($(herd7-found),)
host-checks += herd
endif
endif

.PHONY: check-herd check-herd-all
check-herd: $(config-deps)
	$(Q)$(srctree)/tests/herd/run.sh

check-herd-all: $(config-deps)
	$(Q)HERD_SHAPES=all $(srctree)/tests/herd/run.sh

# SPDX-License-Identifier: MIT
#
# scripts/every-defconfig.mk - included by the top Makefile: the goals
# that need no configuration of this tree, each configuring its own O=
# trees or none: the wide checks, the golden assembly of every defconfig,
# the memory-model checker against herd7.

### The wide checks: every defconfig in its own O= tree (build, tests,
### C=2, savedefconfig round-trip) and randconfig seeds; needs no .config
.PHONY: check-wide check-all
check-wide:
	$(Q)$(srctree)/scripts/check-wide.sh $(objtree)/wide

# The matrix: every defconfig, cross targets under qemu-user included.
check-all:
	$(Q)$(srctree)/scripts/check-wide.sh --all $(objtree)/wide-all

# The golden-assembly files of every defconfig (tests/asm/update-all.sh),
# and their check: compilers only, no emulator.
.PHONY: asm-update-all asm-check-all
asm-update-all:
	$(Q)$(srctree)/tests/asm/update-all.sh $(objtree)/asm-all
asm-check-all:
	$(Q)$(srctree)/tests/asm/update-all.sh --check $(objtree)/asm-all

### check-model-xval: the memory-model checker (tests/model/) against
### herd7 (HERD7= or on PATH) and the published catalogues, every ISA;
### needs no .config
.PHONY: check-model-xval
check-model-xval:
	$(Q)HERD7='$(HERD7)' python3 $(srctree)/tests/model/crossval.py

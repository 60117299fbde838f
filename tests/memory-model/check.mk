# SPDX-License-Identifier: MIT
#
# tests/memory-model/check.mk - included by tests/Makefile: uatomic's
# memory model (tools/memory-model/, Documentation/memory-model.md)
# checked against the contract, a tree check of "make check".
#   make check-memory-model          uatomic.def is the operation table's,
#                                    and every C litmus test here gets its
#                                    header's verdict from herd7
#   make check-memory-model-targets  the same, then each litmus test
#                                    compiled for every herd7-modelled
#                                    target (its golden code) forbids at
#                                    least what the model forbids
#   make memory-model-def            writes tools/memory-model/uatomic.def
#                                    again from include/generic/uatomic-ops.h
# herd7 is HERD7, or herd7 on PATH; without it the litmus tests are
# skipped with a NOTE.
tree-checks += memory-model

# A relative HERD7 names a file from where make was started: the check
# runs elsewhere.
ifdef HERD7
override HERD7 := $(abspath $(HERD7))
export HERD7
endif

.PHONY: check-memory-model check-memory-model-targets memory-model-def
check-memory-model:
	$(Q)$(srctree)/tests/memory-model/run.sh

check-memory-model-targets:
	$(Q)MM_TARGETS=1 $(srctree)/tests/memory-model/run.sh

memory-model-def:
	$(Q)python3 $(srctree)/tools/memory-model/gen-def.py $(srctree) \
		> $(srctree)/tools/memory-model/uatomic.def.tmp && \
		mv $(srctree)/tools/memory-model/uatomic.def.tmp \
		$(srctree)/tools/memory-model/uatomic.def

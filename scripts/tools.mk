# SPDX-License-Identifier: MIT
#
# scripts/tools.mk - included by the top Makefile on a configured build:
# the developer's tools, each a view of this configuration's build.

### compile_commands.json for clangd and other tools: the build's own
### commands (make -n), one entry per C or C++ source
quiet_cmd_compile_commands = GEN     $@
      cmd_compile_commands = $(srctree)/scripts/gen-compile-commands.sh \
		'$(MAKE)' $(srctree) $(objtree) > $(objtree)/$@.tmp && \
		mv $(objtree)/$@.tmp $(objtree)/$@

.PHONY: compile_commands.json
compile_commands.json: $(config-deps)
	$(call cmd,compile_commands)

### report: which path each operation x size x order takes here, read
### from the headers' dispatch and the compiler's code for the target
.PHONY: report
report: $(config-deps)
	$(Q)REPORT_CC='$(CC)' REPORT_CFLAGS='$(c_flags)' \
		$(srctree)/scripts/report.sh $(objtree)/report

### expand: the per-size functions of the headers for this target, as
### readable C (scripts/expand.sh)
.PHONY: expand
expand: $(config-deps)
	$(Q)EXPAND_CC='$(CC) $(CLANG_TARGET)' EXPAND_CFLAGS='$(c_flags)' \
		$(srctree)/scripts/expand.sh $(objtree)/expand

### check-model: the golden files of the configured architecture held to
### its axiomatic memory model (tests/model/run.sh; RVWMO, Armv8, x86-TSO,
### Power; the RISC-V boards' one hart and its trap handlers too)
.PHONY: check-model
check-model:
	$(Q)HERD7='$(HERD7)' $(srctree)/tests/model/run.sh $(SRCARCH)

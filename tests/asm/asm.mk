# SPDX-License-Identifier: MIT
#
# tests/asm/asm.mk - included by tests/Makefile: builds the objects of the
# golden-assembly test (tests/asm/ops.c and its yardstick builtins.c) and
# registers its check (tests/asm/run.sh) as a host check of "make check".
#   make asm-update      rewrite tests/asm/expected/<defconfig>.asm from
#                        this build (review the diff, then commit it)
#   make asm-update-all  the same for every configs/*_defconfig, each in
#                        its own O= tree under $(objtree)/asm-all (a
#                        rule of the top Makefile: needs no .config)
#   make asm-counts      our instruction count of each function against
#                        the builtins' at the same order
#   make asm-check       the golden-assembly check of "make check" alone
#   make asm-check-all   it for every configs/*_defconfig (top Makefile):
#                        compilers only, no emulator
# The objects are built from the configuration's flags without
# EXTRA_CFLAGS, CPPFLAGS or CFLAGS: the expected files describe the
# configuration alone.

asm-out := $(test-out)/asm
asm-objs := $(asm-out)/ops.o $(asm-out)/builtins.o

# One section per function: each disassembles from address 0, so one
# function's change does not move the others.  No identical-code folding
# (GCC's -fipa-icf): two orders that compile to the same code (a derived
# loop where every order is the same instructions, as MIPS's with its
# sync on each side) keep a body each, not a jump to the other.
asm-no-icf := $(if $(findstring clang,$(CC)),,-fno-ipa-icf)
quiet_cmd_asm_cc = CC      $(@:$(objtree)/%=%)
      cmd_asm_cc = $(CC) $(KBUILD_CPPFLAGS) $(KBUILD_CFLAGS) \
		-ffunction-sections $(asm-no-icf) -MD -MP -MF $(@:.o=.d) \
		-c -o $@ $<

$(asm-out)/%.o: $(srctree)/tests/asm/%.c $(srctree)/tests/asm/matrix.h \
		$(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,asm_cc)

-include $(asm-objs:.o=.d)

export UATOMIC_OBJDUMP := $(OBJDUMP)
# herd7 for the mapping tables' check against it: HERD7=, or on PATH.
export UATOMIC_HERD7 := $(abspath $(or $(HERD7),$(shell command -v herd7 2>/dev/null)))
# The compiler is the configuration's own (CC not given by the user).
export UATOMIC_CC_CONFIGURED := $(if $(call user-compiler,CC),,y)

host-checks += asm
check: $(asm-objs)

.PHONY: asm-update asm-counts asm-check
asm-update asm-counts asm-check: $(asm-objs)
	$(Q)$(srctree)/tests/asm/golden.sh $(patsubst asm-%,%,$@)

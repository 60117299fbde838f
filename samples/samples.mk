# SPDX-License-Identifier: MIT
#
# samples/samples.mk - included by the top Makefile: "make samples".
#
# Linux (hosted): the programs of samples/*.c (demo, barrier-cost) in
# $(objtree)/samples-out/.
#
# Bare metal: the firmware sample of the board's family
# (samples/firmware/common, the same on every core, and the core's own
# pieces in samples/firmware/cortex-m, riscv or aarch64), built as a user
# builds it from Documentation/firmware.md: the tree installed with "make
# install DESTDIR=samples-out/uatomic PREFIX=/", the two directories
# copied into samples-out/firmware-<family>/ with the board's memory map
# in its memory.ld, and its own Makefile run there with PKG_CONFIG_PATH
# naming the installed tree.  "make check" runs the image,
# samples-out/firmware-<family>/sample.elf, under the board's
# $(TEST_RUNNER) with the firmware tests, and the nm (library calls) and
# trap-return checks read it too.

samples-out := $(objtree)/samples-out

ifdef CONFIG_PLATFORM_BAREMETAL

sample-family := $(if $(CONFIG_ARCH_ARM_M),cortex-m,$(if \
	$(filter riscv,$(SRCARCH)),riscv,$(if \
	$(filter arm64,$(SRCARCH)),aarch64)))
sample-boards := the Cortex-M boards (qemu_mps2_an385, qemu_mps2_an386, \
	qemu_mps2_an500, qemu_mps2_an505, mps2_an519, qemu_microbit), the \
	RISC-V virt boards (qemu_virt_rv32, qemu_virt_rv64, \
	qemu_virt_rv32_noa) and the AArch64 virt board (qemu_virt_a53_smp)

ifeq ($(sample-family),)
.PHONY: samples
samples:
	@echo "*** make samples: no firmware sample for board '$(BOARD_DIR)'" \
	      "($(SRCARCH)) in samples/firmware/; there is one for" \
	      "$(sample-boards)" >&2
	@exit 1
else

sample-common := $(srctree)/samples/firmware/common
sample-src := $(srctree)/samples/firmware/$(sample-family)
sample-tree := $(samples-out)/uatomic
sample-dir := $(samples-out)/firmware-$(sample-family)
sample-image := $(sample-dir)/sample.elf
# The board's clock and timer facts (board.mk), in the sample's names:
# CPU_HZ for SysTick; CLINT_BASE and TIMEBASE_HZ for the machine timer;
# RAM_BASE, DEVICE_BASE, GICD_BASE and GICC_BASE for the AArch64 MMU
# and GIC (the sample ignores the others).
sample-cppflags := $(if $(FIRMWARE_CPU_HZ),-DCPU_HZ=$(FIRMWARE_CPU_HZ)) \
	$(patsubst -DFIRMWARE_%,-D%,$(filter -DFIRMWARE_%,$(BOARD_CFLAGS)))

# The make that runs in the copy is the user's, not ours: none of this
# make's variables (O=, C=, CC=, ...) reaches it.
sample-env := env -u MAKEFLAGS -u MAKEOVERRIDES -u MFLAGS -u MAKELEVEL

quiet_cmd_sample_install = INSTALL $(sample-tree:$(objtree)/%=%)
      cmd_sample_install = rm -rf $(sample-tree) && \
		$(sample-env) make -C $(srctree) O=$(objtree) install \
		DESTDIR=$(sample-tree) PREFIX=/ > $(samples-out)/install.log \
		2>&1 || { cat $(samples-out)/install.log; exit 1; }

# A Cortex-M board's memory map is the MEMORY block of its board.ld; the
# RISC-V and AArch64 samples' memory.ld is the virt board's.
ifeq ($(sample-family),cortex-m)
sample-memory = { echo '/* memory.ld - the MEMORY block of'; \
	echo ' * boards/$(BOARD_DIR)/board.ld */'; \
	sed -n '/^MEMORY/,/^}/p' $(BOARD_LDSCRIPT); } \
	> $(sample-dir)/memory.ld &&
endif

quiet_cmd_sample_build = SAMPLE  $(@:$(objtree)/%=%)
      cmd_sample_build = rm -rf $(sample-dir) && mkdir -p $(sample-dir) && \
		cp $(sample-common)/* $(sample-src)/* $(sample-dir)/ && \
		$(sample-memory) \
		$(sample-env) PKG_CONFIG_PATH=$(sample-tree)/lib/pkgconfig \
		make -C $(sample-dir) CPPFLAGS='$(sample-cppflags)' \
		EXTRA_CFLAGS=-Werror > $(sample-dir).log 2>&1 || \
		{ cat $(sample-dir).log; exit 1; }

$(samples-out)/uatomic.stamp: $(libuatomic-a) $(hdr-stamp) \
		$(srctree)/scripts/install.sh $(srctree)/scripts/uatomic.pc.in
	@mkdir -p $(samples-out)
	$(call cmd,sample_install)
	@touch $@

$(sample-image): $(samples-out)/uatomic.stamp $(wildcard $(sample-src)/*) \
		$(wildcard $(sample-common)/*) \
		$(srctree)/samples/samples.mk \
		$(BOARD_LDSCRIPT)
	$(call cmd,sample_build)

.PHONY: samples
samples: $(sample-image)

# make check: run it with the test images; no library call in it, and
# (RISC-V) an sc before its mret.
test-progs += $(sample-image)
check: $(sample-image)
UATOMIC_FIRMWARE_FILES += $(sample-image)

# C=2: sparse over its sources too, with the installed headers'
# <urcu/asm/...> paths.
checksrc-all: check-srcs += $(wildcard $(sample-common)/*.c $(sample-src)/*.c)
checksrc-all: test-cflags += -I$(objtree)/usr/include/uatomic \
	-I$(sample-common) -I$(sample-src)
checksrc-all: $(hdr-stamp)

endif # sample-family

else # !CONFIG_PLATFORM_BAREMETAL

.PHONY: samples
samples: $(demo-prog) $(barrier-cost-prog)
	@echo "samples: built $(demo-prog:$(objtree)/%=%) and" \
	      "$(barrier-cost-prog:$(objtree)/%=%) ('make demo' and" \
	      "'make barrier-cost' run them); the firmware samples" \
	      "(samples/firmware/) are built for a bare-metal board"

endif # CONFIG_PLATFORM_BAREMETAL
